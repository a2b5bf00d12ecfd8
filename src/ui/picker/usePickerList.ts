import { useState } from 'react';
import { MAX_RENDERED_ITEMS } from '../../domain/lookup';
import type { PickerItem } from '../../domain/picker-item';
import { PICKER_PAGE_SIZE, pickerStartIndex } from '../../domain/picker-list';
import { toPickerPage, type PickerContext, type PickerFetcher } from '../../domain/picker-source';
import type { SelectionMode } from '../../domain/picker-selection';
import { toListView, type ListView } from './list-view';
import type { ListTabDefinition } from './tabs';
import type { PickerTabId } from './types';
import { usePickerResults } from './usePickerResults';

export interface PickerListOptions {
  /** The active tab when it is a list tab. */
  tab: ListTabDefinition | null;
  activeId: PickerTabId;
  fetcher: PickerFetcher | null;
  term: string;
  mode: SelectionMode;
  context: PickerContext;
  contextKey: string;
  allDrivers: PickerItem | null;
}

/**
 * The active list tab's page: its fetch (none without a search term, except lists that load
 * without one and dropdown mode), its page number per tab (all back to the first page on a new
 * search) and the option the arrow keys point at.
 */
export function usePickerList(options: PickerListOptions) {
  const { tab, term, mode, context, contextKey, fetcher } = options;
  const [paging, setPaging] = useState<{ term: string; pages: Partial<Record<PickerTabId, number>> }>({
    term,
    pages: {},
  });
  const pages = paging.term === term ? paging.pages : {};
  const page = pages[options.activeId] ?? 0;
  const [cursor, setCursor] = useState<{ listKey: string; index: number } | null>(null);

  const enabled =
    tab !== null && fetcher !== null && (mode === 'dropdown' || tab.loadsWithoutQuery === true || term !== '');
  const q = tab?.loadsWithoutQuery ? '' : term;
  const key = enabled ? JSON.stringify([options.activeId, q, page, contextKey]) : null;
  const result = usePickerResults(
    key !== null && fetcher
      ? {
          key,
          fetch: async (signal) =>
            toPickerPage(
              await fetcher(
                tab?.wholeList
                  ? { ...context, q, nextIndex: 1, size: MAX_RENDERED_ITEMS }
                  : { ...context, q, nextIndex: pickerStartIndex(page), size: PICKER_PAGE_SIZE },
                signal,
              ),
            ),
        }
      : null,
  );
  const view: ListView = tab
    ? toListView(result, { tab, term, page, roleLevel: context.roleLevel, allDrivers: options.allDrivers })
    : { status: 'notStarted' };
  const items = view.status === 'loaded' ? view.items : [];
  const activeIndex = cursor && cursor.listKey === key && cursor.index < items.length ? cursor.index : null;

  return {
    view,
    page,
    setPage: (next: number) => setPaging({ term, pages: { ...pages, [options.activeId]: Math.max(next, 0) } }),
    activeIndex,
    activeItem: activeIndex === null ? null : (items[activeIndex] ?? null),
    /** Moves the arrow-key cursor by `delta`, starting at the first (down) or last (up) option. */
    moveCursor: (delta: number) => {
      if (key === null || items.length === 0) return;
      const index = activeIndex === null ? (delta > 0 ? 0 : items.length - 1) : activeIndex + delta;
      setCursor({ listKey: key, index: Math.min(Math.max(index, 0), items.length - 1) });
    },
  };
}
