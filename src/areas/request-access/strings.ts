import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `requestAccess`): English as its own small chunk, fetched beside the page's. */
export const requestAccessStrings: NamespaceStrings = {
  namespace: 'requestAccess',
  english: () => import('../../i18n/en/requestAccess.json'),
};
