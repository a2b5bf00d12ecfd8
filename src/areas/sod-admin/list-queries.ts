import { useQuery } from '@tanstack/react-query';
import { sodListQuery, type SodListQuery } from '../../api/catalog-admin/sod-list';
import { useCore } from '../../core/react';

/* The rule list's hook, apart from the details' (queries.ts): the list page loads neither the details' readers nor the violations'. */
export const useSodList = (query: SodListQuery) => useQuery(sodListQuery(useCore(), query));
