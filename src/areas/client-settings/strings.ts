import type { NamespaceStrings } from '../../core/i18n';

/** Client settings' texts (namespace `clientSettings`): English as its own small chunk. */
export const clientSettingsStrings: NamespaceStrings = {
  namespace: 'clientSettings',
  english: () => import('../../i18n/en/clientSettings.json'),
};
