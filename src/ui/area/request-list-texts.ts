import { useTranslation } from 'react-i18next';
import type { TeamScopeState } from './use-team-scope';

/** The i18n keys of the task list's and the request history's head and toolbar. */
const KEYS = {
  tasks: {
    title: 'tasks.title',
    titleTeam: 'tasks.titleTeam',
    count: 'tasks.count',
    searchLabel: 'tasks.search.label',
    searchSubmit: 'tasks.search.submit',
    filters: 'tasks.filter.button',
    filtersOn: 'tasks.filter.buttonCount',
  },
  history: {
    title: 'history.title',
    titleTeam: 'history.titleTeam',
    count: 'history.count',
    searchLabel: 'history.search.label',
    searchSubmit: 'history.search.submit',
    filters: 'history.filter.button',
    filtersOn: 'history.filter.buttonCount',
  },
};

/**
 * The texts of the task list or the request history, in the console's language: `head` gives
 * `ListPageHead` its title ('My tasks' / 'Team tasks'), count and whose team chooser texts; `search` and
 * `filtersLabel` ('Filters' / 'Filters (3)') go to `ListToolbar`.
 */
export function useRequestListTexts(list: keyof typeof KEYS) {
  const { t } = useTranslation();
  const keys = KEYS[list];
  return {
    /** `total` is null while the list has not been read. */
    head: (teamScope: TeamScopeState, total: number | null) => ({
      title: t(teamScope.teamScope ? keys.titleTeam : keys.title),
      count: total === null ? null : t(keys.count, { total }),
      teamScope,
      scopeTexts: list,
    }),
    search: { label: t(keys.searchLabel), submitLabel: t(keys.searchSubmit) },
    filtersLabel: (count: number) => (count > 0 ? t(keys.filtersOn, { count }) : t(keys.filters)),
  };
}
