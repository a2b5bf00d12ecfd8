import { pagedParams, toPage } from './lookup-mapping';
import type { ListTabDefinition } from './tab-definition';
import { searchIn } from './tab-texts';

export const entitlementValuesTab: ListTabDefinition = {
  kind: 'list',
  id: 'entitlementValues',
  itemType: 'entitlementValues',
  label: (t) => t('picker.tabs.entitlementValues'),
  placeholder: (t, label) => searchIn(t, label),
  failedMessage: (t) => t('picker.failed.entitlementValues'),
  emptyMessage: (t) => t('picker.emptyEntitlementValues'),
  defaultSource: (core) => async (query, signal) => {
    if (!query.entitlement) return [];
    const { dn: entitlementDn, driverDn } = query.entitlement;
    return toPage(
      await (
        await import('../../../api/lookups/entitlement-values')
      ).fetchEntitlementValues(core, { ...pagedParams(query), entitlementDn, driverDn }, signal),
      (value) => ({
        itemType: 'entitlementValues',
        id: value.value,
        value: value.value,
        valueDisplayName: value.displayName,
        description: value.description,
      }),
    );
  },
};
