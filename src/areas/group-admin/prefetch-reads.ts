import { groupListQuery } from '../../api/group-admin/group-list';
import { generalSettingsForFirstPage } from '../../api/settings';
import type { AreaPrefetch } from '../../core/navigation';
import { firstNameSortedQuery, listPageSize } from '../../domain/pagination';

/**
 * `#/groups`: the first page of the groups by name, under the key GroupList reads. The page size comes from the general settings this browser read last when start-up has not read
 * them yet, else the spec's defaults, so the page goes out with the start-up reads instead of after the guard's
 * rights; the list asks again only when the settings differ. A link to another page, search or filter asks for its own.
 */
export const prefetchGroupList: AreaPrefetch = (core, _params, query) => {
  if (query.size > 0) return;
  const pageSize = listPageSize(undefined, generalSettingsForFirstPage(core));
  void core.queryClient.prefetchQuery(groupListQuery(core, firstNameSortedQuery(pageSize)));
};
