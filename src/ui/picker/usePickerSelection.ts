import { useState } from 'react';
import type { PickerItem } from '../../domain/picker-item';

export interface PickerSelectionOptions {
  value?: readonly PickerItem[];
  onChange?(items: PickerItem[]): void;
  onTouched?(): void;
}

/**
 * The selection (the owner's `value`, else the picker's own) and how it changes. A person's change
 * also marks the picker touched; changes the picker makes itself (auto-select, a new role level)
 * only notify.
 */
export function usePickerSelection({ value, onChange, onTouched }: PickerSelectionOptions) {
  const [own, setOwn] = useState<readonly PickerItem[]>(value ?? []);
  const [touched, setTouched] = useState(false);
  const selected = value ?? own;

  const touch = () => {
    setTouched(true);
    onTouched?.();
  };
  const commit = (next: PickerItem[], by: 'person' | 'picker') => {
    setOwn(next);
    onChange?.(next);
    if (by === 'person') touch();
  };

  return { selected, touched, commit, touch };
}
