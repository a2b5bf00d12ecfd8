import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  catalogCategoriesQuery,
  catalogPageQuery,
  featuredItemsQuery,
  onBehalfQuery,
  type CatalogPageQuery,
} from '../../api/access';
import { useCategoryPages } from '../../api/landing';
import { useCore } from '../../core/react';
import { catalogItemsOf, landingDataOf, onBehalfRulesOf } from './request-access-mapping';

/*
 * Thin hooks over `src/api/access`'s queries, with the area's view model applied by `select`. Every key
 * carries the proxied user (the api's keys), so switching proxy mode never shows another user's catalog.
 */

/** Spec section 9: the request search waits 2000 ms after the last keystroke. */
export const REQUEST_SEARCH_DEBOUNCE_MS = 2000;
/** Catalog search page size. */
export const CATALOG_PAGE_SIZE = 10;
/** Spec sections 7 and 9: team user search page size. */
export const TEAM_USER_PAGE_SIZE = 5;

/** The featured items, a page of each category first; `pages.more(categoryId)` appends a category's next page. */
export function useLanding() {
  const query = useQuery(featuredItemsQuery(useCore()));
  const pages = useCategoryPages('featured', query.data);
  const data = useMemo(
    () => (query.data ? landingDataOf({ ...query.data, categories: pages.categories }) : undefined),
    [query.data, pages.categories],
  );
  return { isPending: query.isPending, isError: query.isError, error: query.error, data, pages };
}

export function useCategories() {
  return useQuery(catalogCategoriesQuery(useCore()));
}

export function useCatalogSearch(query: CatalogPageQuery, enabled: boolean) {
  return useQuery({ ...catalogPageQuery(useCore(), query), enabled, select: catalogItemsOf });
}

export function useOnBehalfRules() {
  return useQuery({ ...onBehalfQuery(useCore()), select: onBehalfRulesOf });
}
