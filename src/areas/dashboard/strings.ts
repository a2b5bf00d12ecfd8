import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `dashboard`): English as its own small chunk, fetched beside the page's. */
export const dashboardStrings: NamespaceStrings = {
  namespace: 'dashboard',
  english: () => import('../../i18n/en/dashboard.json'),
};
