import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `proxyAssignments`): English as its own small chunk, fetched beside the page's. */
export const proxyAssignmentsStrings: NamespaceStrings = {
  namespace: 'proxyAssignments',
  english: () => import('../../i18n/en/proxyAssignments.json'),
};
