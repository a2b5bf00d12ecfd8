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
    if (navigationType === 'POP' && saved !== undefined) env.scrollTo(saved);
  }, [env, key, navigationType]);

  useEffect(() => {
    const view = (globalThis as Partial<typeof globalThis>).window;
    if (!view) return;
    const remember = () => positions.current.set(currentKey.current, env.scrollY());
    view.addEventListener('scroll', remember, { passive: true });
    return () => view.removeEventListener('scroll', remember);
  }, [env]);
}
