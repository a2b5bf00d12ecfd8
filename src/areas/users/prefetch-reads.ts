import { peopleListQueries } from '../../api/people/queries';
import type { UserListQuery } from '../../api/people/types';
import { clientSettingsQuery, generalSettingsQuery } from '../../api/settings';
import type { AreaPrefetch } from '../../core/navigation';
import { pageSizeOptions, resolvePageSize, startIndexForPage } from '../../domain/pagination';
import { NAME_COLUMN, searchAttributes, serverSortKey } from './catalog-query';

/**
 * `#/users` (either view): the user schema (search labels) and the first page of everyone by name,
 * under the keys useUserCatalog reads. The page size and search attributes come from the general
 * and client settings (asked for at start-up; the list waits for those answers only).
 */
export const prefetchUserCatalog: AreaPrefetch = (core, _params, query) => {
  const { queryClient } = core;
  void queryClient.prefetchQuery(peopleListQueries.schema(core, { entityName: 'user' }));
  // A link to another page or search (`#/users?q=ann`) asks for its own when the catalog renders.
  if ([...query.keys()].some((key) => key !== 'view')) return;
  void Promise.all([
    queryClient.ensureQueryData(generalSettingsQuery(core)).catch(() => null),
    queryClient.ensureQueryData(clientSettingsQuery(core)).catch(() => null),
  ]).then(([general, client]) => {
    const pageSize = resolvePageSize(null, pageSizeOptions(general), general?.defaultRowsPerPage);
    const params: UserListQuery = {
      q: '*',
      sortOrder: 'asc',
      searchAttr: searchAttributes(client).map((attribute) => attribute.key),
    };
    const sortBy = serverSortKey(NAME_COLUMN);
    if (sortBy) params.sortBy = sortBy;
    return queryClient.prefetchQuery(
      peopleListQueries.list(core, { ...params, size: pageSize, nextIndex: startIndexForPage(0, pageSize) }),
    );
  });
};
