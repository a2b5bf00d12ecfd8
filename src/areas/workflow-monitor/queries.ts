import { useQuery } from '@tanstack/react-query';
import {
  engineQueries,
  processQueries,
  queueQueries,
  type ProcessListQuery,
  type QueueRef,
} from '../../api/workflow-monitor';
import { useCore } from '../../core/react';

/** Thin hooks over the api's query options. */
export const useProcesses = (query: ProcessListQuery) => useQuery(processQueries.list(useCore(), query));
export const useWorkEntries = (requestId: string) => useQuery(processQueries.workEntries(useCore(), requestId));
export const useProcessComments = (requestId: string) => useQuery(processQueries.comments(useCore(), requestId));
export const useEngines = () => useQuery(engineQueries.engines(useCore()));
export const useEngineConfiguration = () => useQuery(engineQueries.configuration(useCore()));
export const useQueue = (ref: QueueRef) => useQuery(queueQueries.entry(useCore(), ref));
