import { useCallback, useEffect, useMemo, useState } from 'react';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';
import { fetchFeaturedItems, fetchLandingItems } from '../access/landing-items';
import type { LandingCategory, LandingItem, LandingItems } from '../access/request-types';

/** Items of each category a list's first answer carries; "Show more" reads as many again. */
export const ITEMS_PAGE_SIZE = 12;

/** Which list: the landing page's items or the request page's featured items. */
export type PagedList = 'landing' | 'featured';

/** GET one page of one category's items (`itemCategoryId`, `nextIndex`, `size`; `q`: of those a search finds). */
export async function fetchCategoryPage(
  core: IdmCore,
  list: PagedList,
  categoryId: string,
  nextIndex: number,
  q = '',
): Promise<LandingCategory | undefined> {
  const page = { size: ITEMS_PAGE_SIZE, categoryId, nextIndex, ...(q ? { q } : {}) };
  const answer =
    list === 'landing'
      ? await fetchLandingItems(core, undefined, page)
      : await fetchFeaturedItems(core, undefined, page);
  return answer.categories[0];
}

/** Whether a category has items beyond those it shows. */
export const hasMore = (category: LandingCategory): boolean => (category.nextIndex ?? 0) > 0;

export interface CategoryPages {
  /** The list's categories with the pages read so far appended. */
  categories: LandingCategory[];
  /** Reads a category's next page. */
  more(categoryId: string): void;
  /** The category whose next page is being read. */
  loading: string | null;
  /** The category whose next page failed, with the error. */
  failed: { categoryId: string; error: unknown } | null;
}

/**
 * The categories of a paged answer (`data`) with "Show more" per category: each call of `more` appends that
 * category's next page (of the items search `q` found, when `data` answers a search). A new answer (after an
 * edit or another search) starts again from its first pages.
 */
export function useCategoryPages(list: PagedList, data: LandingItems | undefined, q = ''): CategoryPages {
  const core = useCore();
  const [extra, setExtra] = useState<Readonly<Record<string, { items: LandingItem[]; nextIndex: number }>>>({});
  const [loading, setLoading] = useState<string | null>(null);
  const [failed, setFailed] = useState<CategoryPages['failed']>(null);
  useEffect(() => {
    setExtra({});
    setFailed(null);
  }, [data]);
  const categories = useMemo(
    () =>
      (data?.categories ?? []).map((category) => {
        const added = extra[category.id];
        return added
          ? { ...category, items: [...category.items, ...added.items], nextIndex: added.nextIndex }
          : category;
      }),
    [data, extra],
  );
  const more = useCallback(
    (categoryId: string) => {
      const category = categories.find((c) => c.id === categoryId);
      if (!category || !hasMore(category)) return;
      setLoading(categoryId);
      setFailed(null);
      fetchCategoryPage(core, list, categoryId, category.nextIndex ?? 1, q)
        .then((page) =>
          setExtra((previous) => ({
            ...previous,
            [categoryId]: {
              items: [...(previous[categoryId]?.items ?? []), ...(page?.items ?? [])],
              nextIndex: page?.nextIndex ?? 0,
            },
          })),
        )
        .catch((error: unknown) => setFailed({ categoryId, error }))
        .finally(() => setLoading(null));
    },
    [categories, core, list, q],
  );
  return { categories, more, loading, failed };
}
