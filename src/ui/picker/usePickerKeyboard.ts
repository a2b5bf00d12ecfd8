import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import type { PickerItem } from '../../domain/picker-item';

export interface PickerKeyboardOptions {
  open: boolean;
  setOpen(open: boolean): void;
  /** The active tab shows a tree, which takes focus itself. */
  treeTab: boolean;
  moveCursor(delta: number): void;
  activeItem: PickerItem | null;
  isChoosable(item: PickerItem): boolean;
  choose(item: PickerItem): void;
  inputRef: RefObject<HTMLInputElement | null>;
  treeRef: RefObject<HTMLUListElement | null>;
}

/**
 * The combobox keys: ArrowDown/ArrowUp open the dropdown and move through the options (or into the
 * tree), Enter chooses, Esc closes — without closing a dialog around the picker.
 */
export function usePickerKeyboard(options: PickerKeyboardOptions) {
  const { open, setOpen, treeRef, inputRef } = options;
  const [treeFocusRequest, setTreeFocusRequest] = useState(0);

  useEffect(() => {
    if (treeFocusRequest > 0) treeRef.current?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]')?.focus();
  }, [treeFocusRequest, treeRef]);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.treeTab) setTreeFocusRequest((count) => count + 1);
      else options.moveCursor(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open && options.activeItem) {
      event.preventDefault();
      if (options.isChoosable(options.activeItem)) options.choose(options.activeItem);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const onPopupKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    inputRef.current?.focus();
  };

  return { onInputKeyDown, onPopupKeyDown };
}
