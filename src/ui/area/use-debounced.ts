import { useEffect, useState } from 'react';
import { useCore } from '../../core/react';

/** Spec section 9: search typing is debounced by 1000 ms. */
export const SEARCH_DEBOUNCE_MS = 1000;

/** `value` once it stayed the same for `delayMs` (the core's timers, so tests can fake them). */
export function useDebounced<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const { env } = useCore();
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const id = env.setTimeout(() => setSettled(value), delayMs);
    return () => env.clearTimeout(id);
  }, [env, value, settled, delayMs]);
  return settled;
}
