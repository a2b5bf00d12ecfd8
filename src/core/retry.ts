import type { BrowserEnv } from './env';
import { HttpError, NetworkError } from './errors';

/**
 * The one retry policy for reads (queries and the start-up calls that are not queries): a read that
 * failed for a reason that may pass by itself — no answer at all, a 5xx, or 429 Too Many Requests —
 * is asked again up to MAX_READ_RETRIES times, waiting longer each time. An answer that will not
 * change by asking again (4xx) is shown at once. Writes (mutations) are never retried by themselves:
 * a POST that failed may still have been carried out.
 */
export const MAX_READ_RETRIES = 3;
const FIRST_DELAY_MS = 300;
const LONGEST_DELAY_MS = 4000;

/** Errors that say nothing about the request itself; those without a status stay out (a bug is no hiccup). */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof HttpError) return error.status >= 500 || error.status === 429;
  return typeof error === 'object' && error !== null && 'transient' in error && error.transient === true;
}

/** `failureCount`: how many attempts failed before this one (0 after the first failure). */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_READ_RETRIES && isTransientFailure(error);
}

/** 300, 600, 1200 ms: a server back within two seconds is not shown as down. */
export function readRetryDelay(failureCount: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** failureCount, LONGEST_DELAY_MS);
}

/** Runs a read under the policy above; `sleep` is the caller's timer (the core's, so tests control it). */
export async function retryRead<T>(read: () => Promise<T>, sleep: (ms: number) => Promise<void>): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await read();
    } catch (error) {
      if (!shouldRetryRead(failures, error)) throw error;
      await sleep(readRetryDelay(failures));
    }
  }
}

/** A sleep on the core's timers (`core.env`), for `retryRead`. */
export function envSleep(env: Pick<BrowserEnv, 'setTimeout'>): (ms: number) => Promise<void> {
  return (ms) => new Promise<void>((resolve) => void env.setTimeout(resolve, ms));
}
