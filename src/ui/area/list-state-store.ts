import { createContext } from 'react';
import type { IdmCore } from '../../core';

/**
 * Where lists keep their state.
 * - The console provides the hash route's query (`url-list-state.tsx`): Back, Forward, reload and a shared
 *   link show the same list.
 * - Elsewhere (an element) nothing is provided: the state stays in the core's memory under the element's
 *   name and the list's, so it survives the widget being moved or rendered again, and the host page's URL is
 *   left alone.
 */
export interface UrlListStore {
  /** The current route's query. */
  params: URLSearchParams;
  /** `replace`: the history entry is replaced (typing); else one entry is added (page, sort, filters). */
  write(params: URLSearchParams, how: 'push' | 'replace'): void;
}

export const UrlListContext = createContext<UrlListStore | null>(null);

/** The element a list is in ('idm-role-admin#main'): lists of two elements on one page keep apart. */
export const ListMemoryScope = createContext('');

/** Per core (so signing out, which resets the core's stores, is the only thing shared), per key. */
const memory = new WeakMap<IdmCore, Map<string, unknown>>();

export function listMemoryOf(core: IdmCore): Map<string, unknown> {
  let store = memory.get(core);
  if (!store) {
    store = new Map();
    memory.set(core, store);
  }
  return store;
}

/** The memory scope of an element: its tag, and its id when it has one. */
export function elementListScope(host: HTMLElement): string {
  return host.id ? `${host.localName}#${host.id}` : host.localName;
}
