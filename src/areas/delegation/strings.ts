import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `delegation`): English as its own small chunk, fetched beside the page's. */
export const delegationStrings: NamespaceStrings = {
  namespace: 'delegation',
  english: () => import('../../i18n/en/delegation.json'),
};
