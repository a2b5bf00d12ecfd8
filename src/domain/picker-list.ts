/** What a selection-widget list shows: paging, the 300 cap, level filters, 'All Drivers', containers. */
import { MAX_RENDERED_ITEMS, SELECTION_PAGE_SIZE } from './lookup';
import { startIndexForPage } from './pagination';
import { itemKey, pickerItemLabel, type PickerItem } from './picker-item';
import { ALL_DRIVERS_ID, isAllDrivers } from './picker-selection';
import type { PickerPage } from './picker-source';
import { asRoleLevel, type RoleLevel } from './role-levels';

export const PICKER_PAGE_SIZE = SELECTION_PAGE_SIZE;
export const PICKER_SEARCH_DEBOUNCE_MS = 1000;

/** Spec section 9: start index 5 × page + 1 for the 0-based page. */
export function pickerStartIndex(page: number): number {
  return startIndexForPage(page, PICKER_PAGE_SIZE);
}

/** Whether a page has a next one: the server's nextIndex, else its total, else a full page. */
export function pickerHasNextPage(page: number, result: PickerPage): boolean {
  if (result.nextIndex !== undefined) return result.nextIndex !== 0 && result.nextIndex !== -1;
  if (result.total !== undefined) return pickerStartIndex(page) - 1 + result.items.length < result.total;
  return result.items.length >= PICKER_PAGE_SIZE;
}

/** Over 300 items: only the first 300 render, with the 'too many' message. */
export function capItems<T>(items: readonly T[], max: number = MAX_RENDERED_ITEMS): { items: T[]; tooMany: boolean } {
  return items.length > max ? { items: items.slice(0, max), tooMany: true } : { items: [...items], tooMany: false };
}

/** Lists loaded whole are narrowed here: case-insensitive on the label; '' or '*' keeps all. */
export function filterByText(items: readonly PickerItem[], text: string): PickerItem[] {
  const needle = text.trim().toLowerCase();
  if (needle === '' || needle === '*') return [...items];
  return items.filter((item) => pickerItemLabel(item).toLowerCase().includes(needle));
}

export { ROLE_LEVELS, asRoleLevel, type RoleLevel } from './role-levels';

/** An item's role level: its `level` field, else a role-level container's name (Level10, Level20, Level30). */
export function itemRoleLevel(item: PickerItem): RoleLevel | null {
  const fromField = asRoleLevel(item.level);
  if (fromField) return fromField;
  const name = item.name ?? item.id ?? item.dn ?? '';
  const match = /^(?:cn=)?level(\d+)(?:,|$)/i.exec(name.trim());
  return match ? asRoleLevel(match[1]) : null;
}

/**
 * Level 10, 20 or 30 keeps only the items at that level; any other value keeps everything.
 * `keepUnleveled` keeps items without a level (a container tree's root above the level containers).
 */
export function filterByRoleLevel(
  items: readonly PickerItem[],
  roleLevel: unknown,
  options: { keepUnleveled?: boolean } = {},
): PickerItem[] {
  const level = asRoleLevel(roleLevel);
  if (level === null) return [...items];
  return items.filter((item) => {
    const itemLevel = itemRoleLevel(item);
    return itemLevel === level || (options.keepUnleveled === true && itemLevel === null);
  });
}

/** Puts the 'All Drivers' item first (once). */
export function withAllDrivers(items: readonly PickerItem[], allDrivers: PickerItem): PickerItem[] {
  return [allDrivers, ...items.filter((item) => !isAllDrivers(item))];
}

export function allDriversItem(name: string, itemType: PickerItem['itemType']): PickerItem {
  return { itemType, id: ALL_DRIVERS_ID, name };
}

/** A search attribute: a label, or an attribute definition as the schema sends it. */
export type PickerSearchAttribute =
  string | { displayLabel: string; key?: string; isSearchable?: boolean; dataType?: string };

/** The labels a placeholder lists: searchable attributes, and for groups none of DN type. */
export function searchAttributeLabels(
  attributes: readonly PickerSearchAttribute[] | undefined,
  options: { excludeDn?: boolean } = {},
): string[] {
  return (attributes ?? []).flatMap((attribute) => {
    if (typeof attribute === 'string') return attribute.trim() ? [attribute.trim()] : [];
    if (attribute.isSearchable === false) return [];
    if (options.excludeDn && attribute.dataType?.toUpperCase() === 'DN') return [];
    return attribute.displayLabel.trim() ? [attribute.displayLabel.trim()] : [];
  });
}

/** The attribute keys a search goes through (definitions that name a key and are searchable). */
export function searchAttributeKeys(attributes: readonly PickerSearchAttribute[] | undefined): string[] {
  return (attributes ?? []).flatMap((attribute) =>
    typeof attribute !== 'string' && attribute.key && attribute.isSearchable !== false ? [attribute.key] : [],
  );
}

export interface ContainerRoots {
  /** The top nodes of the tree. */
  nodes: PickerItem[];
  /** Keys (see `itemKey`) of nodes shown but not selectable: roots without known children. */
  unselectable: Set<string>;
  /** Keys of roots shown as 'All role levels'. */
  allRoleLevels: Set<string>;
}

/**
 * Spec section 5, container tab: with the root not selectable the levels show without the root
 * (a root whose children are not known yet stays, as an expandable but unselectable node); with the
 * root selectable the root stays and, for role containers, is named 'All role levels'.
 */
export function arrangeContainerRoots(
  roots: readonly PickerItem[],
  options: { rootSelectable: boolean; roleContainers: boolean },
): ContainerRoots {
  const result: ContainerRoots = { nodes: [], unselectable: new Set(), allRoleLevels: new Set() };
  for (const root of roots) {
    if (options.rootSelectable) {
      result.nodes.push(root);
      if (options.roleContainers) result.allRoleLevels.add(itemKey(root));
    } else if (root.subContainers) {
      result.nodes.push(...root.subContainers);
    } else {
      result.nodes.push(root);
      result.unselectable.add(itemKey(root));
    }
  }
  return result;
}
