import type { CategoryRef } from '../../api/lookups/types';
import { LazyPicker as Picker } from '../picker/LazyPicker';
import { choiceOf } from './picker-choice';

export interface CategoriesPickerProps {
  label: string;
  /** Whose categories the picker offers: the roles' or the resources'. */
  categoryType: 'role' | 'resource';
  value: readonly CategoryRef[];
  onChange(categories: CategoryRef[]): void;
}

/** Several catalogue categories of one kind, picked from the server's list. */
export function CategoriesPicker({ label, categoryType, value, onChange }: CategoriesPickerProps) {
  return (
    <Picker
      label={label}
      tabs={[{ id: 'categories', categoryType }]}
      mode="multi"
      value={value.map((c) => ({ itemType: 'category', id: c.key, dn: c.key, name: c.name }))}
      onChange={(items) =>
        onChange(items.map((item) => ({ key: item.id ?? item.dn ?? '', name: choiceOf(item).name })))
      }
    />
  );
}
