import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, createQueryClient } from '../../../src/core';
import { MAX_READ_RETRIES, readRetryDelay, retryRead, shouldRetryRead } from '../../../src/core/retry';

describe('read retry policy', () => {
  it('retries no answer, 5xx and 429 up to 3 times, never 4xx or a bug', () => {
    for (const error of [
      new NetworkError(),
      new HttpError(500, 'Internal Server Error', ''),
      new HttpError(503, '', ''),
      new HttpError(429, '', ''),
    ]) {
      expect(shouldRetryRead(0, error)).toBe(true);
      expect(shouldRetryRead(MAX_READ_RETRIES - 1, error)).toBe(true);
      expect(shouldRetryRead(MAX_READ_RETRIES, error)).toBe(false);
    }
    for (const status of [400, 401, 403, 404, 409, 498]) {
      expect(shouldRetryRead(0, new HttpError(status, '', ''))).toBe(false);
    }
    expect(shouldRetryRead(0, new Error('bug'))).toBe(false);
  });

  it('waits longer after each failure', () => {
    expect([0, 1, 2].map(readRetryDelay)).toEqual([300, 600, 1200]);
  });

  it('retryRead gives the answer after a 500, and gives up after the last retry', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    let calls = 0;
    const flaky = () => (++calls === 1 ? Promise.reject(new HttpError(500, '', '')) : Promise.resolve('data'));
    await expect(retryRead(flaky, sleep)).resolves.toBe('data');
    expect(calls).toBe(2);

    calls = 0;
    const down = () => (++calls, Promise.reject(new NetworkError()));
    await expect(retryRead(down, sleep)).rejects.toBeInstanceOf(NetworkError);
    expect(calls).toBe(1 + MAX_READ_RETRIES);
    expect(waits).toEqual([300, 300, 600, 1200]);
  });
});

describe('query client', () => {
  it('queries follow the read policy; mutations never retry', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetryRead);
    expect(defaults.queries?.retryDelay).toBe(readRetryDelay);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('a query answered 500 once then 200 gets the data; a mutation failing once is not sent again', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    let reads = 0;
    const data = await client.fetchQuery({
      queryKey: ['flaky'],
      queryFn: () => (++reads === 1 ? Promise.reject(new HttpError(500, '', '')) : Promise.resolve('rights')),
    });
    expect(data).toBe('rights');
    expect(reads).toBe(2);

    let writes = 0;
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => (++writes, Promise.reject(new HttpError(503, '', ''))),
    });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(HttpError);
    expect(writes).toBe(1);
  });

  it('keeps data fresh for 30 s and does not refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(30_000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });
});
