import { generalSettingsForFirstPage } from '../../api/settings';
import { teamListQuery } from '../../api/team-admin/team-list';
import type { AreaPrefetch } from '../../core/navigation';
import { listPageSize, startIndexForPage } from '../../domain/pagination';

/**
 * `#/teams`: the first page of every type of team by name, under the key TeamList reads. The page size comes from the general settings this browser read last when start-up has not read
 * them yet, else the spec's defaults, so the page goes out with the start-up reads instead of after the guard's
 * rights; the list asks again only when the settings differ. A link to another page, search or filter asks for its own.
 */
export const prefetchTeamList: AreaPrefetch = (core, _params, query) => {
  if (query.size > 0) return;
  const size = listPageSize(undefined, generalSettingsForFirstPage(core));
  void core.queryClient.prefetchQuery(
    teamListQuery(core, { q: '*', sortOrder: 'asc', size, nextIndex: startIndexForPage(0, size) }),
  );
};
