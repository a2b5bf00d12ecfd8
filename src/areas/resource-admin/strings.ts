import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `resourceAdmin`): English as its own small chunk, fetched beside the page's. */
export const resourceAdminStrings: NamespaceStrings = {
  namespace: 'resourceAdmin',
  english: () => import('../../i18n/en/resourceAdmin.json'),
};
