import { QueryClient } from '@tanstack/react-query';
import { HttpError, NetworkError } from './errors';

const TRANSIENT_STATUSES = new Set([502, 503, 504]);

/** One retry when the server was unreachable or a gateway hiccuped; never for answers like 4xx. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof NetworkError) return true;
  return error instanceof HttpError && TRANSIENT_STATUSES.has(error.status);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
