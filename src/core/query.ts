import { QueryClient } from '@tanstack/react-query';
import { readRetryDelay, shouldRetryRead } from './retry';

/** Queries are reads: they follow the read retry policy (src/core/retry.ts); mutations never retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryRead, retryDelay: readRetryDelay, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
