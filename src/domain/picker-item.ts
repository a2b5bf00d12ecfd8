import { commonName } from './format';

/** What a selection-widget item is (spec section 3, "Selected item types"). */
export type PickerItemType =
  | 'user'
  | 'group'
  | 'role'
  | 'category'
  | 'container'
  | 'prd'
  | 'driverOrEntitlement'
  | 'dropdown'
  | 'entitlementValues'
  | 'resource'
  | 'team'
  | 'sod'
  | 'dirxmldriver'
  | 'entity'
  | 'sodRecipient'
  | 'permission';

export interface PickerCategory {
  key?: string;
  name?: string;
  displayName?: string;
}

/** A selectable item with the spec's item fields; `itemType` says which kind it is. */
export interface PickerItem {
  itemType: PickerItemType;
  dn?: string;
  id?: string;
  name?: string;
  fullName?: string;
  username?: string;
  description?: string;
  displayName?: string;
  level?: number | string;
  value?: string;
  valueDisplayName?: string;
  recipientname?: string;
  recipientdn?: string;
  userDn?: string;
  entityDisplayValue?: string;
  entityType?: string;
  categories?: readonly PickerCategory[];
  bulkRequestable?: boolean;
  image?: string;
  subType?: string;
  /** The server's own sub-type (container type role, user or resource; category type; prd type). */
  type?: string;
  viewID?: string;
  hasLogicalSystem?: boolean;
  managedBy?: string;
  /** Children already known (a container's sub-containers); fetched on expansion otherwise. */
  subContainers?: readonly PickerItem[];
  /** A driver's entitlements, when already known. */
  entitlements?: readonly PickerItem[];
  isGroupAssignment?: boolean;
}

/** Directory names compare without case and without blanks around ',' and '='. */
export function normalizeDn(dn: string): string {
  return dn
    .trim()
    .replace(/\s*([,=])\s*/g, '$1')
    .toLowerCase();
}

/** The identifying value of an item: its DN, else its id, else its value. */
export function itemIdentity(item: PickerItem): string {
  const dn = item.dn ?? item.recipientdn ?? item.userDn;
  if (dn) return normalizeDn(dn);
  return item.id ?? item.value ?? item.name ?? '';
}

/** A key unique within one selection (React keys, tree node keys). */
export function itemKey(item: PickerItem): string {
  return `${item.itemType}:${itemIdentity(item)}`;
}

export function sameItem(a: PickerItem, b: PickerItem): boolean {
  return a.itemType === b.itemType && itemIdentity(a) === itemIdentity(b);
}

/** The text a person reads for an item; a bare DN reads as its common name. */
export function pickerItemLabel(item: PickerItem): string {
  const label =
    item.displayName ??
    item.fullName ??
    item.valueDisplayName ??
    item.entityDisplayValue ??
    item.recipientname ??
    item.name ??
    item.value;
  if (label) return label;
  const dn = item.dn ?? item.recipientdn ?? item.userDn;
  return dn ? commonName(dn) : (item.id ?? '');
}
