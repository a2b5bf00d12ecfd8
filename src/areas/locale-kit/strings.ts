import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `localeKit`): English as its own small chunk, fetched beside the page's. */
export const localeKitStrings: NamespaceStrings = {
  namespace: 'localeKit',
  english: () => import('../../i18n/en/localeKit.json'),
};
