// What the lists' readers need of the access calls' helpers (the task list and the request history read nothing
// else at start): the mutations' answers, banners and invalidation are in shared.ts, which re-exports these.
import type { IdmCore } from '../../core';
import { asNumber } from '../lookups/read';

/** The proxied user's DN in proxy mode (spec section 4): tasks, permissions and requests calls carry it. */
export const proxyUserOf = (core: IdmCore): string | undefined => core.stores.$proxy.get()?.dn;

/** A number field, or null when missing. */
export const numberOrNull = (value: unknown): number | null => asNumber(value) ?? null;

/** Epoch-ms fields where the server writes 0 for "none". */
export const dateOrNull = (value: unknown): number | null => {
  const n = asNumber(value);
  return n === undefined || n <= 0 ? null : n;
};
