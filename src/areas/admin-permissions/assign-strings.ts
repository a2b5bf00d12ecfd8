import type { NamespaceStrings } from '../../core/i18n';
import english from '../../i18n/en/assignAdministrator.json';

/** The assign dialog's texts (namespace `assignAdministrator`): English ships with the dialog's code. */
export const ASSIGN_ADMINISTRATOR_STRINGS: readonly NamespaceStrings[] = [
  { namespace: 'assignAdministrator', english },
];
