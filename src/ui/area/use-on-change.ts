import { useEffect, useRef } from 'react';

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
