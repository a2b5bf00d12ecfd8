import { pagedParams, toPage } from './lookup-mapping';
import type { ListTabDefinition } from './tab-definition';
import { searchIn } from './tab-texts';

export const sodsTab: ListTabDefinition = {
  kind: 'list',
  id: 'sods',
  itemType: 'sod',
  label: (t) => t('picker.tabs.sods'),
  placeholder: (t, label) => searchIn(t, label),
  failedMessage: (t) => t('picker.failed.sods'),
  defaultSource: (core) => async (query, signal) =>
    toPage(await (await import('../../../api/lookups/sods')).fetchSods(core, pagedParams(query), signal), (sod) => ({
      itemType: 'sod',
      dn: sod.dn,
      name: sod.name,
      description: sod.description,
    })),
};
