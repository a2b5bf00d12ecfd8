import type { TFunction } from 'i18next';
import { searchAttributeLabels, type PickerSearchAttribute } from '../../../domain/picker-list';

/** 'Search in <label>', or 'Search in <label> by <attribute labels>'. */
export function searchIn(t: TFunction, label: string, attributeLabels: readonly string[] = []): string {
  if (attributeLabels.length === 0) return t('picker.searchIn', { label });
  return t('picker.searchInBy', { label, attributes: attributeLabels.join(', ') });
}

/** Users and entities: every searchable attribute; groups leave out DN-typed ones. */
export function searchInByAttributes(
  t: TFunction,
  label: string,
  attributes: readonly PickerSearchAttribute[] | undefined,
  options: { excludeDn?: boolean } = {},
): string {
  return searchIn(t, label, searchAttributeLabels(attributes, options));
}
