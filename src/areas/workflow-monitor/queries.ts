import { useQuery } from '@tanstack/react-query';
import { processQueries, type ProcessListQuery } from '../../api/workflow-monitor';
import { useCore } from '../../core/react';

/**
 * Thin hooks over the api's process query options. The engines' and the queue's are beside their views
 * (`engine-queries.ts`, `WorkQueue.tsx`), so the processes, the view an element opens on, do not load them.
 */
export const useProcesses = (query: ProcessListQuery) => useQuery(processQueries.list(useCore(), query));
export const useWorkEntries = (requestId: string) => useQuery(processQueries.workEntries(useCore(), requestId));
export const useProcessComments = (requestId: string) => useQuery(processQueries.comments(useCore(), requestId));
