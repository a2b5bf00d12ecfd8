import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

/** What a menu's arrow keys move through: its links and buttons that are shown and enabled. */
const ITEM_SELECTOR = 'a[href], button:not([disabled])';

export interface MenuOptions {
  /** Controlled: the owner keeps whether it is open (one of several menus open at a time). */
  open?: boolean;
  onOpenChange?(open: boolean): void;
}

export interface Menu<R extends HTMLElement, B extends HTMLElement, P extends HTMLElement> {
  open: boolean;
  setOpen(open: boolean): void;
  toggle(): void;
  /** Closes and gives focus back to the menu's button. */
  closeToButton(): void;
  /** Button and panel: a pointer down outside it closes the panel. */
  rootRef: RefObject<R | null>;
  buttonRef: RefObject<B | null>;
  /** The panel whose items the arrow keys move through. */
  panelRef: RefObject<P | null>;
  /** On the root: the keyboard of the button and of the panel (see useMenu). */
  onKeyDown(event: KeyboardEvent): void;
  /** The panel's id, which the button controls. */
  panelId: string;
  /** Spread on the menu's `<button>`: its ref, type, state and Toggle (an onClick after it replaces Toggle). */
  buttonProps: MenuButtonProps<B>;
}

export interface MenuButtonProps<B extends HTMLElement> {
  ref: RefObject<B | null>;
  type: 'button';
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick(): void;
}

/**
 * A menu button and its panel (a disclosure: the panel may hold form fields too), the one way every
 * menu of the console works. Keyboard: Arrow Down or Up on the button opens it on the first or last
 * item; in the panel Arrow Down and Up move through every item (round), Home and End go to the first
 * and last, a letter to the next item starting with it, Escape closes it and gives the focus back to
 * the button. A field in the panel keeps its own arrow keys.
 */
export function useMenu<
  R extends HTMLElement = HTMLDivElement,
  B extends HTMLElement = HTMLButtonElement,
  P extends HTMLElement = HTMLDivElement,
>(options: MenuOptions = {}): Menu<R, B, P> {
  const [ownOpen, setOwnOpen] = useState(false);
  const controlled = options.open !== undefined;
  const open = controlled ? options.open === true : ownOpen;
  const onOpenChange = options.onOpenChange;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  const rootRef = useRef<R>(null);
  const buttonRef = useRef<B>(null);
  const panelRef = useRef<P>(null);
  const panelId = useId();
  /** Which item gets the focus once the panel is shown (opened by an arrow key). */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!rootRef.current || !event.composedPath().includes(rootRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, setOpen]);

  useEffect(() => {
    const which = focusOnOpen.current;
    focusOnOpen.current = null;
    if (!open || !which) return;
    const items = menuItems(panelRef.current);
    (which === 'first' ? items[0] : items[items.length - 1])?.focus();
  }, [open]);

  const closeToButton = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, [setOpen]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (!open) return;
        event.stopPropagation();
        event.preventDefault();
        closeToButton();
        return;
      }
      const target = event.target as HTMLElement;
      if (target === buttonRef.current && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        event.preventDefault();
        const which = event.key === 'ArrowDown' ? 'first' : 'last';
        if (open) {
          const items = menuItems(panelRef.current);
          (which === 'first' ? items[0] : items[items.length - 1])?.focus();
        } else {
          focusOnOpen.current = which;
          setOpen(true);
        }
        return;
      }
      if (!open || !panelRef.current?.contains(target) || isField(target)) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const next = nextItem(menuItems(panelRef.current), target, event.key);
      if (next) {
        event.preventDefault();
        next.focus();
      }
    },
    [open, closeToButton, setOpen],
  );

  const toggle = () => setOpen(!open);
  const buttonProps: MenuButtonProps<B> = {
    ref: buttonRef,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: toggle,
  };
  return { open, setOpen, toggle, closeToButton, rootRef, buttonRef, panelRef, onKeyDown, panelId, buttonProps };
}

function menuItems(panel: HTMLElement | null): HTMLElement[] {
  if (!panel) return [];
  return [...panel.querySelectorAll<HTMLElement>(ITEM_SELECTOR)].filter((item) => !item.closest('[hidden]'));
}

function isField(element: HTMLElement): boolean {
  return element.matches('input, select, textarea, [contenteditable="true"]');
}

/** The item a key moves to from `current`: round with the arrows, the ends with Home and End, a letter forward. */
function nextItem(items: readonly HTMLElement[], current: HTMLElement, key: string): HTMLElement | undefined {
  if (items.length === 0) return undefined;
  const at = items.findIndex((item) => item === current || item.contains(current));
  switch (key) {
    case 'ArrowDown':
      return items[(at + 1) % items.length];
    case 'ArrowUp':
      return items[at <= 0 ? items.length - 1 : at - 1];
    case 'Home':
      return items[0];
    case 'End':
      return items[items.length - 1];
    default: {
      if ([...key].length !== 1 || key.trim() === '') return undefined;
      const letter = key.toLocaleLowerCase();
      const after = [...items.slice(at + 1), ...items.slice(0, at + 1)];
      return after.find((item) => (item.textContent ?? '').trim().toLocaleLowerCase().startsWith(letter));
    }
  }
}
