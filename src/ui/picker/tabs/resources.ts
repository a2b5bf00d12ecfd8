import { pagedParams, toPage } from './lookup-mapping';
import type { ListTabDefinition } from './tab-definition';
import { searchIn } from './tab-texts';

export const resourcesTab: ListTabDefinition = {
  kind: 'list',
  id: 'resources',
  itemType: 'resource',
  label: (t) => t('picker.tabs.resources'),
  placeholder: (t, label) => searchIn(t, label),
  failedMessage: (t) => t('picker.failed.resources'),
  defaultSource: (core) => async (query, signal) =>
    toPage(
      await (await import('../../../api/lookups/resources')).fetchResources(core, pagedParams(query), signal),
      (resource) => ({
        itemType: 'resource',
        dn: resource.dn,
        name: resource.name,
        description: resource.description,
        categories: resource.categories,
      }),
    ),
};
