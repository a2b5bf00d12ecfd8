import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';

/** Per core (so signing out, which resets the core's stores, is the only thing shared), per key. */
const memory = new WeakMap<IdmCore, Map<string, unknown>>();

function storeOf(core: IdmCore): Map<string, unknown> {
  let store = memory.get(core);
  if (!store) {
    store = new Map();
    memory.set(core, store);
  }
  return store;
}

/**
 * `useState` that outlives the component when `key` is given: the console's list page comes back as
 * it was left (filters, sort, page) after a visit to one of its items. Without a key it is plain state.
 */
export function useRememberedState<T>(
  key: string | undefined,
  initial: T | (() => T),
): [T, Dispatch<SetStateAction<T>>] {
  const core = useCore();
  const store = storeOf(core);
  const [value, setValue] = useState<T>(() =>
    key !== undefined && store.has(key)
      ? (store.get(key) as T)
      : typeof initial === 'function'
        ? (initial as () => T)()
        : initial,
  );
  const set = useCallback<Dispatch<SetStateAction<T>>>(
    (next) => {
      setValue((current) => {
        const resolved = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
        if (key !== undefined) store.set(key, resolved);
        return resolved;
      });
    },
    [key, store],
  );
  return [value, set];
}

/** Runs `effect` when `value` changes after the first render (not on mount). */
export function useOnChange<T>(value: T, effect: () => void): void {
  const previous = useRef(value);
  const latest = useRef(effect);
  useEffect(() => {
    latest.current = effect;
  });
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    latest.current();
  }, [value]);
}

/** Whether a list left before remembers anything under `prefix` ('tasks.console.'): it comes back as it was. */
export function hasRememberedState(core: IdmCore, prefix: string): boolean {
  for (const key of storeOf(core).keys()) if (key.startsWith(prefix)) return true;
  return false;
}
