import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `groupAdmin`): English as its own small chunk, fetched beside the page's. */
export const groupAdminStrings: NamespaceStrings = {
  namespace: 'groupAdmin',
  english: () => import('../../i18n/en/groupAdmin.json'),
};
