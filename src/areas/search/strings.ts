import type { NamespaceStrings } from '../../core/i18n';

/** The search box's texts (namespace `search`): English as its own small chunk, fetched with the dialog's. */
export const searchStrings: NamespaceStrings = {
  namespace: 'search',
  english: () => import('../../i18n/en/search.json'),
};
