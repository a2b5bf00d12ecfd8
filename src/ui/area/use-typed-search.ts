import { useState } from 'react';
import { useDebounced } from './use-debounced';
import { useOnChange } from './use-on-change';

/**
 * A search field typed into directly (no SearchBox): what is typed, and the list's search once typing
 * pauses (1000 ms). A search that comes from elsewhere (Back to a list searched before) shows in the field.
 */
export function useTypedSearch(list: { search: string; setSearch(text: string): void }) {
  const [typed, setTyped] = useState(list.search);
  const settled = useDebounced(typed.trim());
  useOnChange(settled, () => list.setSearch(settled));
  const [shown, setShown] = useState(list.search);
  if (list.search !== shown) {
    setShown(list.search);
    if (list.search !== typed.trim()) setTyped(list.search);
  }
  return [typed, setTyped] as const;
}
