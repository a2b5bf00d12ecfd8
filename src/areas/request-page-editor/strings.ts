import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `requestPageEditor`): English as its own small chunk, fetched beside the page's. */
export const requestPageEditorStrings: NamespaceStrings = {
  namespace: 'requestPageEditor',
  english: () => import('../../i18n/en/requestPageEditor.json'),
};
