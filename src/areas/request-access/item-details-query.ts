import { useQuery } from '@tanstack/react-query';
import { requestItemDetailsQuery, type RequestItemDetails } from '../../api/access';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';
import { requestItemDetailsOf } from './item-details-mapping';
import type { CatalogItem } from './model';
import { entityTypeOf } from './request-access-mapping';

/* An item's details read (the details dialog and the cart): apart from the catalog's first-screen queries. */

/** The details query of `item` (the details view's shape), for `useQuery` or `useQueries`. */
export function itemDetailsQuery(core: IdmCore, item: CatalogItem) {
  return {
    ...requestItemDetailsQuery(core, { dn: item.id, entityType: entityTypeOf(item.kind) }),
    select: (details: RequestItemDetails) => requestItemDetailsOf(details, item),
  };
}

const NO_ITEM: CatalogItem = {
  id: '',
  kind: 'role',
  name: '',
  description: '',
  categories: [],
  bulkRequestable: false,
};

export function useItemDetails(item: CatalogItem | null) {
  return useQuery({ ...itemDetailsQuery(useCore(), item ?? NO_ITEM), enabled: item !== null });
}
