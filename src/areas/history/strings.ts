import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `history`): English as its own small chunk, fetched beside the page's. */
export const historyStrings: NamespaceStrings = {
  namespace: 'history',
  english: () => import('../../i18n/en/history.json'),
};
