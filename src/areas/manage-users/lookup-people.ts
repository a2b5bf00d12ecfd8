import type { PersonAttribute } from '../../api/people';
import type { PickerItem } from '../../ui/picker';
import { isUserLookup } from './manage-model';

/** The people the user-lookup attributes name, by DN, as pickers show them. */
export const peopleOf = (attributes: readonly PersonAttribute[]): Record<string, PickerItem> =>
  Object.fromEntries(
    attributes
      .filter(isUserLookup)
      .flatMap((a) => a.values.map((v) => [v.value, { itemType: 'user', dn: v.value, fullName: v.display }])),
  );

/** A user-lookup field's DNs (one a line) as the picker's items, by their known names. */
export const chosenPeople = (value: string, known: Record<string, PickerItem>): PickerItem[] =>
  value
    .split('\n')
    .filter((dn) => dn !== '')
    .map((dn) => known[dn] ?? { itemType: 'user', dn, fullName: dn });
