import { useQuery } from '@tanstack/react-query';
import { resourceListQuery, type ResourceListQuery } from '../../api/resource-admin';
import { fetchCategories, lookupQuery } from '../../api/lookups';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';

/*
 * The resource list's hooks, apart from the details' (queries.ts): the list page loads neither the details'
 * readers nor the editors' rules.
 */
export const useResourceList = (query: ResourceListQuery) => useQuery(resourceListQuery(useCore(), query));

/** Every resource category, for the list's filter and the categories dialog. */
export const resourceCategoriesQuery = (core: IdmCore) =>
  lookupQuery(core, 'categories', { kind: 'resource' as const, size: 300 }, fetchCategories);
export const useResourceCategories = () => useQuery(resourceCategoriesQuery(useCore()));
