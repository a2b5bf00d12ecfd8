import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `teamAdmin`): English as its own small chunk, fetched beside the page's. */
export const teamAdminStrings: NamespaceStrings = {
  namespace: 'teamAdmin',
  english: () => import('../../i18n/en/teamAdmin.json'),
};
