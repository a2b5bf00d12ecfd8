import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useCore } from '../../core/react';

/**
 * The page's scroll position per history entry: Back or Forward to a page (a list left for one of its items)
 * scrolls to where it was left, waiting for its content to grow that tall. Other navigations leave the
 * scroll as they find it.
 */
export function useScrollMemory(): void {
  const { env } = useCore();
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(key);

  useLayoutEffect(() => {
    currentKey.current = key;
    const saved = positions.current.get(key);
    if (navigationType !== 'POP' || saved === undefined) return;
    env.scrollTo(saved);
    return holdScroll(saved);
  }, [env, key, navigationType]);

  useEffect(() => {
    const view = (globalThis as Partial<typeof globalThis>).window;
    if (!view) return;
    const remember = () => positions.current.set(currentKey.current, env.scrollY());
    view.addEventListener('scroll', remember, { passive: true });
    return () => view.removeEventListener('scroll', remember);
  }, [env]);
}

/** How long the page is held at a restored position while its content settles (a refetch may shrink it briefly). */
const HOLD_MS = 3000;

/**
 * Scrolls back to `y` whenever the page changes height in the next moments (the list's rows replaced by a
 * loader, then back), until the person scrolls or types themselves.
 */
function holdScroll(y: number): () => void {
  const view = (globalThis as Partial<typeof globalThis>).window;
  if (!view || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    if (Math.abs(view.scrollY - y) > 1) view.scrollTo(0, y);
  });
  observer.observe(view.document.body);
  const stop = () => {
    observer.disconnect();
    for (const type of ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const) view.removeEventListener(type, stop);
    view.clearTimeout(timer);
  };
  for (const type of ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const)
    view.addEventListener(type, stop, { passive: true });
  const timer = view.setTimeout(stop, HOLD_MS);
  return stop;
}
