import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `createUser`): English as its own small chunk, fetched beside the page's. */
export const createUserStrings: NamespaceStrings = {
  namespace: 'createUser',
  english: () => import('../../i18n/en/createUser.json'),
};
