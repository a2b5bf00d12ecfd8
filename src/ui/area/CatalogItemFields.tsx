import { useTranslation } from '../../core/react';
import type { CategoryRef } from '../../api/lookups/types';
import type { ApproverChoice, LocalizedText } from '../../domain/role-admin';
import { LazyPicker as Picker } from '../picker/LazyPicker';
import type { PickerTabSpec } from '../picker/types';
import { CategoriesPicker } from './CategoriesPicker';
import { LocalizedNamesAndDescriptions } from './LocalizedNamesAndDescriptions';
import { choiceOf, itemOf } from './picker-choice';

interface CatalogItemFieldValues {
  categories: CategoryRef[];
  owners: ApproverChoice[];
  localizedNames: LocalizedText[];
  localizedDescriptions: LocalizedText[];
}

export interface CatalogItemFieldsProps {
  /** The editor's translation namespace (its keys' prefix), whose `categories`, `owners` and localised-text words are used. */
  area: 'roleAdminEditor' | 'resourceAdminPages';
  categoryType: 'role' | 'resource';
  /** Who may own the item: the picker's tabs. */
  ownerTabs: readonly PickerTabSpec[];
  value: { readonly [K in keyof CatalogItemFieldValues]: readonly CatalogItemFieldValues[K][number][] };
  onChange(change: Partial<CatalogItemFieldValues>): void;
}

/** What every catalog item (a role, a resource) has besides its definition: categories, owners, other languages. */
export function CatalogItemFields({ area, categoryType, ownerTabs, value, onChange }: CatalogItemFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <CategoriesPicker
        label={t(`${area}.categories`)}
        categoryType={categoryType}
        value={value.categories}
        onChange={(categories) => onChange({ categories })}
      />
      <Picker
        label={t(`${area}.owners`)}
        tabs={ownerTabs}
        mode="multi"
        value={value.owners.map(itemOf)}
        onChange={(items) => onChange({ owners: items.map(choiceOf) })}
      />
      <LocalizedNamesAndDescriptions area={area} value={value} onChange={onChange} />
    </>
  );
}
