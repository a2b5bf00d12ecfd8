import type { PickerItem } from '../../../domain/picker-item';
import type { PickerPage, PickerQuery } from '../../../domain/picker-source';

/** The paging part of a picker query, as every api/lookups fetch function takes it. */
export function pagedParams(query: PickerQuery): { q: string; size: number; nextIndex: number } {
  return { q: query.q, size: query.size, nextIndex: query.nextIndex };
}

/** An api/lookups page as a picker page. */
export function toPage<T>(
  page: { items: readonly T[]; nextIndex: number; total?: number },
  toItem: (item: T) => PickerItem,
): PickerPage {
  const items = page.items.map(toItem);
  return page.total === undefined
    ? { items, nextIndex: page.nextIndex }
    : { items, nextIndex: page.nextIndex, total: page.total };
}
