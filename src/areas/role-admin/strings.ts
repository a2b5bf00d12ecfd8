import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `roleAdmin`): English as its own small chunk, fetched beside the page's. */
export const roleAdminStrings: NamespaceStrings = {
  namespace: 'roleAdmin',
  english: () => import('../../i18n/en/roleAdmin.json'),
};
