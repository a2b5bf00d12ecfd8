import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Calls `onOutside` for a pointer press outside `ref` while `active`. The picker lives in shadow
 * roots, where `event.target` is retargeted to the host: only the composed path tells inside from outside.
 */
export function useOutsideClick(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  const handle = useEffectEvent((event: Event) => {
    const root = ref.current;
    if (root && !event.composedPath().includes(root)) onOutside();
  });

  useEffect(() => {
    if (!active) return;
    const doc = ref.current?.ownerDocument ?? document;
    const listener = (event: Event) => handle(event);
    doc.addEventListener('pointerdown', listener, true);
    return () => doc.removeEventListener('pointerdown', listener, true);
  }, [active, ref]);
}
