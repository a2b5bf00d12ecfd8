import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `manageUsers`): English as its own small chunk, fetched beside the page's. */
export const manageUsersStrings: NamespaceStrings = {
  namespace: 'manageUsers',
  english: () => import('../../i18n/en/manageUsers.json'),
};
