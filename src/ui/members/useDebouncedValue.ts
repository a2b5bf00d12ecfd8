import { useEffect, useState } from 'react';
import { useCore } from '../../core/react';

/** `value`, once it has stayed the same for `delayMs` (the core's timers, so tests can fake them). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const { env } = useCore();
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = env.setTimeout(() => setSettled(value), delayMs);
    return () => env.clearTimeout(id);
  }, [env, value, delayMs]);
  return settled;
}
