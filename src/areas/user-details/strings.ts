import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `userDetails`): English as its own small chunk, fetched beside the page's. */
export const userDetailsStrings: NamespaceStrings = {
  namespace: 'userDetails',
  english: () => import('../../i18n/en/userDetails.json'),
};
