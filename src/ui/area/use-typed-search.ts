import { useEffect, useRef, useState } from 'react';
import { useCore } from '../../core/react';

/**
 * Spec section 9: search typing is debounced by 1000 ms (SearchBox's SEARCH_DEBOUNCE_MS). Its own timer, not
 * `useDebounced`: the user catalog, whose search this is, would otherwise load the search kit's file for it alone.
 */
export const TYPED_SEARCH_DEBOUNCE_MS = 1000;

/**
 * A search field typed into directly (no SearchBox): what is typed, and the list's search once typing
 * pauses (1000 ms). A search that comes from elsewhere (Back to a list searched before) shows in the field.
 */
export function useTypedSearch(list: { search: string; setSearch(text: string): void }) {
  const { env } = useCore();
  const [typed, setTyped] = useState(list.search);
  const [shown, setShown] = useState(list.search);
  if (list.search !== shown) {
    setShown(list.search);
    if (list.search !== typed.trim()) setTyped(list.search);
  }
  const latest = useRef(list);
  useEffect(() => {
    latest.current = list;
  });
  const wanted = typed.trim();
  useEffect(() => {
    if (wanted === latest.current.search) return;
    const timer = env.setTimeout(() => latest.current.setSearch(wanted), TYPED_SEARCH_DEBOUNCE_MS);
    return () => env.clearTimeout(timer);
  }, [env, wanted]);
  return [typed, setTyped] as const;
}
