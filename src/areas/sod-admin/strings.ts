import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `sodAdmin`): English as its own small chunk, fetched beside the page's. */
export const sodAdminStrings: NamespaceStrings = {
  namespace: 'sodAdmin',
  english: () => import('../../i18n/en/sodAdmin.json'),
};
