import { roleAdminQueries } from '../../api/catalog-admin';
import { preferenceQuery } from '../../api/preferences';
import { generalSettingsForFirstPage } from '../../api/settings';
import type { AreaPrefetch } from '../../core/navigation';
import { listPageSize, nameSortedQuery } from '../../domain/pagination';
import { ROLE_LIST_SORT, roleCategoriesQuery } from './queries';
import { ROLE_COLUMNS_PREFERENCE } from './role-admin-mapping';

/**
 * `#/role`: the role list as it first shows (the first page by name, the categories of its filter, the saved
 * columns), under the keys RoleList reads. The page size comes from the general settings this browser read
 * last when start-up has not read them yet, else the spec's defaults, so the page goes out with the start-up
 * reads instead of after the guard's rights; RoleList asks again only when the settings differ. A link to
 * another page, search or filter (`#/role?level=20`) asks for its own.
 */
export const prefetchRoleList: AreaPrefetch = (core, _params, query) => {
  const { queryClient } = core;
  void queryClient.prefetchQuery(preferenceQuery(core, ROLE_COLUMNS_PREFERENCE));
  void queryClient.prefetchQuery(roleCategoriesQuery(core));
  if (query.size > 0) return;
  const pageSize = listPageSize(undefined, generalSettingsForFirstPage(core));
  const first = { search: '', sortBy: ROLE_LIST_SORT.column, sortOrder: ROLE_LIST_SORT.order, page: 0, pageSize };
  void queryClient.prefetchQuery(roleAdminQueries.list(core, nameSortedQuery(first)));
};
