import type { NamespaceStrings } from '../../core/i18n';
import english from '../../i18n/en/delegationEditor.json';

/**
 * The texts of the delegation form (namespace `delegationEditor`): English ships with its code, so the list
 * (namespace `delegation`) does not carry them. The period fields' texts stay in `delegation` (PeriodEditorForm
 * reads them by the area's name, and the list shares some).
 */
export const DELEGATION_EDITOR_STRINGS: readonly NamespaceStrings[] = [{ namespace: 'delegationEditor', english }];
