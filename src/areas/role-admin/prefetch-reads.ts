import { roleListQuery } from '../../api/catalog-admin/role-list';
import { preferenceQuery } from '../../api/preferences';
import { generalSettingsForFirstPage } from '../../api/settings';
import type { AreaPrefetch } from '../../core/navigation';
import { firstNameSortedQuery, listPageSize } from '../../domain/pagination';
import { roleCategoriesQuery } from './list-queries';
import { ROLE_COLUMNS_PREFERENCE } from './role-admin-mapping';

/**
 * `#/role`: the role list as it first shows (the first page by name, the categories of its filter, the saved
 * columns), under the keys RoleList reads. The page size comes from the general settings this browser read last when start-up has not read
 * them yet, else the spec's defaults, so the page goes out with the start-up reads instead of after the guard's
 * rights; the list asks again only when the settings differ. A link to another page, search or filter asks for its own.
 */
export const prefetchRoleList: AreaPrefetch = (core, _params, query) => {
  const { queryClient } = core;
  void queryClient.prefetchQuery(preferenceQuery(core, ROLE_COLUMNS_PREFERENCE));
  void queryClient.prefetchQuery(roleCategoriesQuery(core));
  if (query.size > 0) return;
  const pageSize = listPageSize(undefined, generalSettingsForFirstPage(core));
  void queryClient.prefetchQuery(roleListQuery(core, firstNameSortedQuery(pageSize)));
};
