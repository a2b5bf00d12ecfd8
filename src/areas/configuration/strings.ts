import type { NamespaceStrings } from '../../core/i18n';

/** Product configuration's texts (namespace `configuration`): English as its own small chunk. */
export const configurationStrings: NamespaceStrings = {
  namespace: 'configuration',
  english: () => import('../../i18n/en/configuration.json'),
};
