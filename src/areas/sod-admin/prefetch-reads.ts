import { sodListQuery } from '../../api/catalog-admin/sod-list';
import { generalSettingsForFirstPage } from '../../api/settings';
import type { AreaPrefetch } from '../../core/navigation';
import { firstNameSortedQuery, listPageSize } from '../../domain/pagination';

/**
 * `#/sod`: the first page of the rules by name, under the key SodList reads. The page size comes from the general settings this browser read last when start-up has not read
 * them yet, else the spec's defaults, so the page goes out with the start-up reads instead of after the guard's
 * rights; the list asks again only when the settings differ. A link to another page, search or filter asks for its own.
 */
export const prefetchSodList: AreaPrefetch = (core, _params, query) => {
  if (query.size > 0) return;
  const pageSize = listPageSize(undefined, generalSettingsForFirstPage(core));
  void core.queryClient.prefetchQuery(sodListQuery(core, firstNameSortedQuery(pageSize)));
};
