import { useEffect, useEffectEvent, useRef } from 'react';

/** Runs `onChange` when `key` differs from what it was (not on the first render). */
export function useChangeEffect(key: string, onChange: () => void): void {
  const previous = useRef(key);
  const changed = useEffectEvent(onChange);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    changed();
  }, [key]);
}
