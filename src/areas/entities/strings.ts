import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `entities`): English as its own small chunk, fetched beside the page's. */
export const entitiesStrings: NamespaceStrings = {
  namespace: 'entities',
  english: () => import('../../i18n/en/entities.json'),
};
