import { pickerItemLabel, type PickerItem, type PickerItemType } from '../../domain/picker-item';
import type { ApproverChoice } from '../../domain/role-admin';

/** A picked item as an owner or approver: its DN, its name, its kind (user, group, container, team, role). */
export function choiceOf(item: PickerItem): ApproverChoice {
  return { dn: item.dn ?? item.id ?? '', name: pickerItemLabel(item), type: item.itemType };
}

const ITEM_TYPES: readonly PickerItemType[] = [
  'user',
  'group',
  'container',
  'team',
  'role',
  'category',
  'prd',
  'resource',
];

/** An owner or approver as the picker shows it selected. */
export function itemOf(choice: ApproverChoice): PickerItem {
  const itemType = ITEM_TYPES.find((type) => type === choice.type) ?? 'user';
  return { itemType, dn: choice.dn, id: choice.dn, name: choice.name, displayName: choice.name };
}
