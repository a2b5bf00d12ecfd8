import type { ListTabDefinition } from './tab-definition';
import { searchIn } from './tab-texts';

/** A fixed list of options; the owner supplies them through `sources.dropdown`. */
export const dropdownTab: ListTabDefinition = {
  kind: 'list',
  id: 'dropdown',
  itemType: 'dropdown',
  loadsWithoutQuery: true,
  autoSelectable: true,
  wholeList: true,
  label: (t) => t('picker.tabs.dropdown'),
  placeholder: (t, label) => searchIn(t, label),
  failedMessage: (t) => t('picker.failed.dropdown'),
  defaultSource: () => () => Promise.resolve([]),
};
