import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { fetchFeaturedItems, fetchLandingItems, readItemsByCategory } from '../access/landing-items';
import { readVersioned } from '../versions';
import type { ItemList } from './items';
import { landingKeys } from './keys';
import { fetchLandingStrings } from './landing-strings';

/**
 * The versions the landing page's and the request page's editors send back as `If-Match`: a page's (its
 * categories and items: GET `access/ulp/landingItems/v2` or `access/featuredItems`; the sandbox answers one
 * version for every page of a list, so the smallest page tells it) and each language file's (the names in
 * that language).
 */
const PAGE_PATH: Record<ItemList, string> = { landing: 'access/ulp/landingItems/v2', featured: 'access/featuredItems' };
const fetchFirstItems = { landing: fetchLandingItems, featured: fetchFeaturedItems } as const;

/** The page's version, from its smallest page (each category's first item): what the editors' writes send. */
export const pageVersionQuery = (core: IdmCore, list: ItemList) =>
  queryOptions({
    // Under the keys each list's edits refetch (landingKeys.all, landingKeys.featured()).
    queryKey: list === 'featured' ? [...landingKeys.featured(), 'version'] : [...landingKeys.all, 'version'],
    queryFn: ({ signal }) => readVersioned(core, (reading) => fetchFirstItems[list](reading, signal, { size: 1 })),
  });

/**
 * The whole page with its version: what a conflict dialog compares after a 412 (an item may be on any page
 * of its category), read only then.
 */
export const wholePageQuery = (core: IdmCore, list: ItemList) =>
  queryOptions({
    queryKey: list === 'featured' ? [...landingKeys.featured(), 'whole'] : [...landingKeys.all, 'whole'],
    queryFn: ({ signal }) =>
      readVersioned(core, async (reading) =>
        readItemsByCategory(await reading.http.request<unknown>({ url: reading.http.rest(PAGE_PATH[list]), signal })),
      ),
  });

/** One language's names with the version of its file. */
export const versionedStringsQuery = (core: IdmCore, locale: string) =>
  queryOptions({
    queryKey: [...landingKeys.strings(locale), 'versioned'],
    queryFn: ({ signal }) => readVersioned(core, (reading) => fetchLandingStrings(reading, locale, signal)),
  });
