export { Picker } from './Picker';
export { PICKER_TABS } from './tabs';
export type { ListTabDefinition, PickerTabDefinition, TreeTabDefinition } from './tabs';
export type {
  ListTabId,
  PickerEntitlement,
  PickerProps,
  PickerSources,
  PickerTabConfig,
  PickerTabId,
  PickerTabSpec,
  TreeTabId,
} from './types';
export type { PickerItem, PickerItemType } from '../../domain/picker-item';
export type {
  PickerContext,
  PickerEntitlementRef,
  PickerFetcher,
  PickerPage,
  PickerQuery,
  PickerTreeSource,
} from '../../domain/picker-source';
export type { PickerSearchAttribute } from '../../domain/picker-list';
export type { SelectionMode, TabSelection } from '../../domain/picker-selection';
