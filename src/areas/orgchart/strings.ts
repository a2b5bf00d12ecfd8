import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `orgchart`): English as its own small chunk, fetched beside the page's. */
export const orgchartStrings: NamespaceStrings = {
  namespace: 'orgchart',
  english: () => import('../../i18n/en/orgchart.json'),
};
