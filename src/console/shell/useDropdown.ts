import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

export interface Dropdown<T extends HTMLElement, B extends HTMLElement> {
  open: boolean;
  setOpen(open: boolean): void;
  toggle(): void;
  /** Closes and gives focus back to the toggle button. */
  closeToButton(): void;
  /** The whole dropdown (button and panel): a pointer down outside it closes the panel. */
  rootRef: RefObject<T | null>;
  buttonRef: RefObject<B | null>;
  /** On the root: Escape closes the panel and focus goes back to the button. */
  onKeyDown(event: KeyboardEvent): void;
}

/** A disclosure dropdown: a button that shows and hides a panel next to it. */
export function useDropdown<
  T extends HTMLElement = HTMLDivElement,
  B extends HTMLElement = HTMLButtonElement,
>(): Dropdown<T, B> {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<T>(null);
  const buttonRef = useRef<B>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!rootRef.current || !event.composedPath().includes(rootRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const closeToButton = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        closeToButton();
      }
    },
    [open, closeToButton],
  );

  return { open, setOpen, toggle: () => setOpen((value) => !value), closeToButton, rootRef, buttonRef, onKeyDown };
}
