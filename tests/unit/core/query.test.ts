import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, createQueryClient } from '../../../src/core';
import { shouldRetryQuery } from '../../../src/core/query';

describe('query client', () => {
  it('retries network errors and gateway failures once, never 4xx', () => {
    expect(shouldRetryQuery(0, new NetworkError())).toBe(true);
    expect(shouldRetryQuery(1, new NetworkError())).toBe(false);
    expect(shouldRetryQuery(0, new HttpError(503, 'Service Unavailable', ''))).toBe(true);
    for (const status of [400, 401, 403, 404, 498]) {
      expect(shouldRetryQuery(0, new HttpError(status, '', ''))).toBe(false);
    }
    expect(shouldRetryQuery(0, new Error('bug'))).toBe(false);
  });

  it('keeps data fresh for 30 s and does not refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(30_000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });
});
