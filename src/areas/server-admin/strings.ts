import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `serverAdmin`): English as its own small chunk. */
export const serverAdminStrings: NamespaceStrings = {
  namespace: 'serverAdmin',
  english: () => import('../../i18n/en/serverAdmin.json'),
};
