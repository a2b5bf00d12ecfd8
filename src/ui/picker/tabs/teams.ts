import { pagedParams, toPage } from './lookup-mapping';
import type { ListTabDefinition } from './tab-definition';
import { searchIn } from './tab-texts';

export const teamsTab: ListTabDefinition = {
  kind: 'list',
  id: 'teams',
  itemType: 'team',
  label: (t) => t('picker.tabs.teams'),
  placeholder: (t, label) => searchIn(t, label),
  failedMessage: (t) => t('picker.failed.teams'),
  defaultSource: (core) => async (query, signal) =>
    toPage(await (await import('../../../api/lookups/teams')).fetchTeams(core, pagedParams(query), signal), (team) => ({
      itemType: 'team',
      dn: team.dn,
      name: team.name,
      description: team.description,
    })),
};
