import { containerTreeSource } from '../../tree/sources';
import type { TreeTabDefinition } from './tab-definition';
import { searchIn } from './tab-texts';

/** The container tree (not searchable). */
export const containersTab: TreeTabDefinition = {
  kind: 'tree',
  id: 'containers',
  itemType: 'container',
  label: (t) => t('picker.tabs.containers'),
  placeholder: (t, label) => searchIn(t, label),
  failedMessage: (t) => t('picker.failed.containers'),
  defaultSource: (core, config) => containerTreeSource(core, config.containerType ?? 'role'),
};
