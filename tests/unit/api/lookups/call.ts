import { expect } from 'vitest';
import type { RecordedCall } from '../../core/fakes';

/** Asserts a recorded call's method, REST path, exact query (order included) and JSON body. */
export function expectCall(
  call: RecordedCall | undefined,
  expected: { method?: string; path: string; query?: [string, string][]; body?: unknown },
): void {
  expect(call).toBeDefined();
  const url = new URL(call!.url);
  expect(call!.method).toBe(expected.method ?? 'GET');
  expect(url.pathname).toBe(`/IDMProv/rest/${expected.path}`);
  expect([...url.searchParams]).toEqual(expected.query ?? []);
  if (expected.body === undefined) expect(call!.body).toBeUndefined();
  else expect(JSON.parse(call!.body ?? 'null')).toEqual(expected.body);
}
