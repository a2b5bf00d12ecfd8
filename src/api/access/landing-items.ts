import { asArray, asBoolean, asNumber, asObject, asString } from '../lookups/read';
import type { IdmCore } from '../../core';
import type { ItemsPage, LandingItem, LandingItems } from './types';

function readLandingItem(value: unknown): LandingItem {
  const o = asObject(value);
  return {
    itemId: asString(o.itemId),
    name: asString(o.name),
    description: asString(o.desc),
    entityType: asString(o.entityType),
    dn: asString(o.id),
    appUrl: asString(o.idmdashAppUrl) || asString(o.appUrl),
    bulkRequestable: asBoolean(o.bulkRequestable),
    order: asNumber(o.itemOrder) ?? 0,
  };
}

export function readItemsByCategory(body: unknown): LandingItems {
  const o = asObject(body);
  return {
    categories: asArray(o.itemCategories)
      .map((v) => {
        const c = asObject(v);
        const items = asArray(c.items).map(readLandingItem);
        return {
          id: asString(c.itemCategoryId),
          name: asString(c.categoryName),
          order: asNumber(c.itemCategoryOrder) ?? 0,
          items,
          total: asNumber(c.totalCount) ?? items.length,
          nextIndex: asNumber(c.nextIndex) ?? 0,
        };
      })
      .sort((a, b) => a.order - b.order),
    uncategorized: asArray(o.uncategorizedItems).map(readLandingItem),
    editable: asBoolean(o.editable),
  };
}

/** The query of one page of featured or landing items (none: every item). */
const pageQuery = (page: ItemsPage | undefined) =>
  page
    ? {
        size: page.size,
        ...(page.q ? { q: page.q } : {}),
        ...(page.categoryId ? { itemCategoryId: page.categoryId, nextIndex: page.nextIndex ?? 1 } : {}),
      }
    : {};

/** GET `access/featuredItems`: the request-access page's featured items by category (a page of each with `page`). */
export async function fetchFeaturedItems(core: IdmCore, signal?: AbortSignal, page?: ItemsPage): Promise<LandingItems> {
  return readItemsByCategory(
    await core.http.request<unknown>({ url: core.http.rest('access/featuredItems'), query: pageQuery(page), signal }),
  );
}

/** GET `access/ulp/landingItems/v2` (clientId, images): landing items (applications and permissions) by category. */
export async function fetchLandingItems(core: IdmCore, signal?: AbortSignal, page?: ItemsPage): Promise<LandingItems> {
  return readItemsByCategory(
    await core.http.request<unknown>({
      url: core.http.rest('access/ulp/landingItems/v2'),
      query: { clientId: core.options.clientId, images: true, ...pageQuery(page) },
      signal,
    }),
  );
}
