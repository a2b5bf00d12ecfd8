import type { PickerItem } from '../../domain/picker-item';
import { capItems, filterByRoleLevel, filterByText, pickerHasNextPage, withAllDrivers } from '../../domain/picker-list';
import type { ListTabDefinition } from './tabs';
import type { ListResult } from './usePickerResults';

export type ListView =
  | { status: 'notStarted' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; items: PickerItem[]; tooMany: boolean; hasNext: boolean };

export interface ListViewOptions {
  tab: ListTabDefinition;
  term: string;
  page: number;
  roleLevel?: number;
  /** The 'All Drivers' item when it is prepended. */
  allDrivers: PickerItem | null;
}

/** What a list tab shows for an answer: narrowed, with 'All Drivers' first, at most 300 items. */
export function toListView(result: ListResult, { tab, term, page, roleLevel, allDrivers }: ListViewOptions): ListView {
  if (result.status === 'idle') return { status: 'notStarted' };
  if (result.status !== 'loaded') return { status: result.status };
  let items = [...result.page.items];
  if (tab.loadsWithoutQuery) items = filterByText(items, term);
  if (tab.filtersByRoleLevel) items = filterByRoleLevel(items, roleLevel);
  if (allDrivers && tab.allowsAllDrivers && page === 0) items = withAllDrivers(items, allDrivers);
  const capped = capItems(items);
  return {
    status: 'loaded',
    items: capped.items,
    tooMany: capped.tooMany,
    hasNext: !tab.wholeList && pickerHasNextPage(page, result.page),
  };
}
