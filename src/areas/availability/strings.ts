import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `availability`): English as its own small chunk, fetched beside the page's. */
export const availabilityStrings: NamespaceStrings = {
  namespace: 'availability',
  english: () => import('../../i18n/en/availability.json'),
};
