import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { SearchItem } from '../../domain/global-search';

import type { SearchAction } from './types';

export type { SearchAction } from './types';

export interface SearchLauncherProps {
  /** The button's accessible name (the caller's translation). */
  label: string;
  /** Whose recent items come first on an empty box. */
  userDn: string;
  /** The console's pages the user may open (its menu). */
  pages: readonly SearchItem[];
  actions: readonly SearchAction[];
  /** Told first when an item is opened (`<idm-search>` emits idm-select); false: do not navigate. */
  onChosen?(item: SearchItem): boolean | void;
  className?: string;
}

/** The dialog and everything it needs come as their own chunk, on first use. */
const SearchDialog = lazy(() => import('./SearchDialog'));

/** Ctrl+K / ⌘K, not from another widget that takes the keys (a text field keeps its own Ctrl+K only on macOS). */
export const isSearchShortcut = (event: KeyboardEvent): boolean =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/**
 * The search button and the Ctrl+K / ⌘K listener: all the first load carries of the global search. The key
 * opens the box when it is pressed inside the host the button is in (the console, the element) or with the
 * focus nowhere in particular (the page's body).
 */
export function SearchLauncher({ label, userDn, pages, actions, onChosen, className }: SearchLauncherProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const show = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    const button = buttonRef.current;
    const root = button?.getRootNode();
    const host = root instanceof ShadowRoot ? root.host : null;
    const doc = button?.ownerDocument;
    if (!doc) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      const inside = host ? event.composedPath().includes(host) : true;
      const nowhere = doc.activeElement === null || doc.activeElement === doc.body;
      if (!inside && !nowhere) return;
      event.preventDefault();
      show();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [show]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={['idm-search-button', className].filter(Boolean).join(' ')}
        part="search-button"
        aria-haspopup="dialog"
        aria-label={label}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={show}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" focusable="false">
          <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M11 11l4 4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span className="idm-search-button-label">{label}</span>
        <kbd className="idm-search-button-keys" aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            onClose={() => setOpen(false)}
            userDn={userDn}
            pages={pages}
            actions={actions}
            onChosen={onChosen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
