import { pagedParams, toPage } from './lookup-mapping';
import type { ListTabDefinition } from './tab-definition';
import { searchIn } from './tab-texts';

/** Process request definitions (PRDs) for custom approval. */
export const customApprovalTab: ListTabDefinition = {
  kind: 'list',
  id: 'customApproval',
  itemType: 'prd',
  label: (t) => t('picker.tabs.customApproval'),
  placeholder: (t, label) => searchIn(t, label),
  failedMessage: (t) => t('picker.failed.customApproval'),
  defaultSource: (core, config) => async (query, signal) => {
    const prdType = config.prdType ?? 'all';
    return toPage(
      await (await import('../../../api/lookups/prds')).fetchPrds(core, { ...pagedParams(query), prdType }, signal),
      (prd) => ({
        itemType: 'prd',
        dn: prd.dn,
        name: prd.name,
        description: prd.description,
        type: prdType,
      }),
    );
  },
};
