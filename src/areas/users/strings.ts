import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `users`): English as its own small chunk, fetched beside the page's. */
export const usersStrings: NamespaceStrings = {
  namespace: 'users',
  english: () => import('../../i18n/en/users.json'),
};
