import type { NamespaceStrings } from '../../core/i18n';
import english from '../../i18n/en/formDialogs.json';

/** The form kit's dialogs' texts (the conflict view, the leave question): English ships with their code. */
export const FORM_DIALOG_STRINGS: readonly NamespaceStrings[] = [{ namespace: 'formDialogs', english }];
