import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `profile`): English as its own small chunk, fetched beside the page's. */
export const profileStrings: NamespaceStrings = {
  namespace: 'profile',
  english: () => import('../../i18n/en/profile.json'),
};
