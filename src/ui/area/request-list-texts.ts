import { useTranslation } from 'react-i18next';
import type { TeamScopeState } from './use-team-scope';

/**
 * The lists whose head and toolbar say the same things, each under its own namespace's keys: `<list>.title`,
 * `.titleTeam`, `.count`, `.search.label`, `.search.submit`, `.filter.button`, `.filter.buttonCount`.
 */
export type RequestList = 'tasks' | 'history';

/**
 * The texts of the task list or the request history, in the console's language: `head` gives
 * `ListPageHead` its title ('My tasks' / 'Team tasks'), count and whose team chooser texts; `search` and
 * `filtersLabel` ('Filters' / 'Filters (3)') go to `ListToolbar`.
 */
export function useRequestListTexts(list: RequestList) {
  const { t } = useTranslation();
  return {
    /** `total` is null while the list has not been read. */
    head: (teamScope: TeamScopeState, total: number | null) => ({
      title: t(teamScope.teamScope ? `${list}.titleTeam` : `${list}.title`),
      count: total === null ? null : t(`${list}.count`, { total }),
      teamScope,
      scopeTexts: list,
    }),
    search: { label: t(`${list}.search.label`), submitLabel: t(`${list}.search.submit`) },
    filtersLabel: (count: number) =>
      count > 0 ? t(`${list}.filter.buttonCount`, { count }) : t(`${list}.filter.button`),
  };
}
