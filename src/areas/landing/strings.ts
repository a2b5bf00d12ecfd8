import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `landing`): English as its own small chunk, fetched beside the page's. */
export const landingStrings: NamespaceStrings = {
  namespace: 'landing',
  english: () => import('../../i18n/en/landing.json'),
};
