import { useQuery } from '@tanstack/react-query';
import { engineQueries } from '../../api/workflow-monitor';
import { useCore } from '../../core/react';

/** Thin hooks over the api's engine query options (the engines view and its configuration form). */
export const useEngines = () => useQuery(engineQueries.engines(useCore()));
export const useEngineConfiguration = () => useQuery(engineQueries.configuration(useCore()));
