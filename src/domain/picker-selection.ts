/**
 * The selection widget's rules (spec section 4, "Selection widget"), as pure functions over the
 * ordered list of selected items.
 */
import { itemIdentity, normalizeDn, sameItem, type PickerItem, type PickerItemType } from './picker-item';

export type SelectionMode = 'single' | 'multi' | 'dropdown';
/** A tab's own selection: 'single' keeps at most one item of its type even in multi mode. */
export type TabSelection = 'single' | 'multi';

/** The driver id that stands for every driver. */
export const ALL_DRIVERS_ID = 'ALL DRIVERS';

const CONTAINER_FAMILY: ReadonlySet<PickerItemType> = new Set(['container']);
const DRIVER_FAMILY: ReadonlySet<PickerItemType> = new Set(['driverOrEntitlement', 'dirxmldriver']);

export function isAllDrivers(item: PickerItem): boolean {
  return item.id === ALL_DRIVERS_ID;
}

export function isSelected(selected: readonly PickerItem[], item: PickerItem): boolean {
  return selected.some((chosen) => sameItem(chosen, item));
}

/** Excluded entries are DNs (any case or spacing) or ids. */
export function isExcluded(excluded: readonly string[], item: PickerItem): boolean {
  if (excluded.length === 0) return false;
  const identity = itemIdentity(item);
  return excluded.some((entry) => entry === item.id || normalizeDn(entry) === identity);
}

/** Already selected and excluded items cannot be chosen. */
export function isChoosable(item: PickerItem, selected: readonly PickerItem[], excluded: readonly string[]): boolean {
  return !isSelected(selected, item) && !isExcluded(excluded, item);
}

/** Whether `ancestor` is `descendant` or one of its parents (DN suffix containment). */
export function dnContains(ancestor: string, descendant: string): boolean {
  const outer = normalizeDn(ancestor);
  const inner = normalizeDn(descendant);
  if (!outer || !inner) return false;
  return inner === outer || inner.endsWith(`,${outer}`);
}

function familyOf(type: PickerItemType): ReadonlySet<PickerItemType> | null {
  if (CONTAINER_FAMILY.has(type)) return CONTAINER_FAMILY;
  if (DRIVER_FAMILY.has(type)) return DRIVER_FAMILY;
  return null;
}

/**
 * Containers, drivers and entitlements form hierarchies: two are related when one contains the
 * other. 'All Drivers' contains every driver and entitlement. Other kinds of items (a user inside a
 * chosen container) are not affected.
 */
export function hierarchyRelated(a: PickerItem, b: PickerItem): boolean {
  const family = familyOf(a.itemType);
  if (!family || !family.has(b.itemType)) return false;
  if (family === DRIVER_FAMILY && (isAllDrivers(a) || isAllDrivers(b))) return true;
  if (!a.dn || !b.dn) return false;
  return dnContains(a.dn, b.dn) || dnContains(b.dn, a.dn);
}

export interface SelectOptions {
  mode: SelectionMode;
  tabSelection?: TabSelection;
}

/**
 * The selection after choosing `item`: single and dropdown modes replace; multi mode appends after
 * removing items of the same type (tab with single selection) and items the choice contains or is
 * contained by (containers and drivers). Choosing an already selected item changes nothing.
 */
export function selectItem(selected: readonly PickerItem[], item: PickerItem, options: SelectOptions): PickerItem[] {
  if (options.mode !== 'multi') return [item];
  if (isSelected(selected, item)) return [...selected];
  const kept = selected.filter(
    (chosen) =>
      !(options.tabSelection === 'single' && chosen.itemType === item.itemType) && !hierarchyRelated(chosen, item),
  );
  return [...kept, item];
}

export function removeItem(selected: readonly PickerItem[], item: PickerItem): PickerItem[] {
  return selected.filter((chosen) => !sameItem(chosen, item));
}

/** Moves the item at `from` to `to` (both clamped to the list); the same list order when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.min(Math.max(to, 0), list.length - 1);
  if (target === from) return next;
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/** Changing the role level or the team drops the chosen containers. */
export function withoutContainers(selected: readonly PickerItem[]): PickerItem[] {
  return selected.filter((chosen) => chosen.itemType !== 'container');
}

/** A new entitlement clears the selection, unless the change came from the entitlement component itself. */
export function selectionAfterEntitlementChange(
  selected: readonly PickerItem[],
  fromEntitlementComponent: boolean,
): PickerItem[] {
  return fromEntitlementComponent ? [...selected] : [];
}

/** Auto-select-first: the first item when nothing is selected yet, else nothing to do. */
export function autoSelection(selected: readonly PickerItem[], items: readonly PickerItem[]): PickerItem | null {
  if (selected.length > 0) return null;
  return items[0] ?? null;
}

/** True when the two lists hold the same items in the same order. */
export function sameSelection(a: readonly PickerItem[], b: readonly PickerItem[]): boolean {
  return (
    a.length === b.length &&
    a.every((item, index) => {
      const other = b[index];
      return other !== undefined && sameItem(item, other);
    })
  );
}
