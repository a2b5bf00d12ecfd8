import { driverTreeSource } from '../../tree/sources';
import type { TreeTabDefinition } from './tab-definition';
import { searchIn } from './tab-texts';

/** Drivers with their entitlements as children (not searchable). */
export const driverEntitlementTab: TreeTabDefinition = {
  kind: 'tree',
  id: 'driverEntitlement',
  itemType: 'driverOrEntitlement',
  autoSelectable: true,
  allowsAllDrivers: true,
  label: (t) => t('picker.tabs.driverEntitlement'),
  placeholder: (t, label) => searchIn(t, label),
  failedMessage: (t) => t('picker.failed.driverEntitlement'),
  defaultSource: (core) => driverTreeSource(core),
};
