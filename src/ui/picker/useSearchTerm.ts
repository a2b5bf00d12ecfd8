import { useEffect, useRef, useState } from 'react';
import { PICKER_SEARCH_DEBOUNCE_MS } from '../../domain/picker-list';

/**
 * The search box text and the search term it settles into after `delayMs` without typing. An
 * empty text empties the term at once (no search runs without one).
 */
export function useSearchTerm(delayMs: number = PICKER_SEARCH_DEBOUNCE_MS) {
  const [query, setQueryText] = useState('');
  const [term, setTerm] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const setQuery = (text: string) => {
    setQueryText(text);
    clearTimeout(timer.current);
    const trimmed = text.trim();
    if (trimmed === '') setTerm('');
    else timer.current = setTimeout(() => setTerm(trimmed), delayMs);
  };

  return { query, term, setQuery, clear: () => setQuery('') };
}
