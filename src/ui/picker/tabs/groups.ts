import { pagedParams, toPage } from './lookup-mapping';
import type { ListTabDefinition } from './tab-definition';
import { searchInByAttributes } from './tab-texts';

export const groupsTab: ListTabDefinition = {
  kind: 'list',
  id: 'groups',
  itemType: 'group',
  label: (t) => t('picker.tabs.groups'),
  placeholder: (t, label, config) => searchInByAttributes(t, label, config.searchAttributes, { excludeDn: true }),
  failedMessage: (t) => t('picker.failed.groups'),
  defaultSource: (core) => async (query, signal) =>
    toPage(
      await (await import('../../../api/lookups/groups')).fetchGroups(core, pagedParams(query), signal),
      (group) => ({
        itemType: 'group',
        dn: group.dn,
        name: group.name,
        description: group.description,
      }),
    ),
};
