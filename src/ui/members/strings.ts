import type { NamespaceStrings } from '../../core/i18n';
import english from '../../i18n/en/members.json';

/** The members dialogs' texts: English ships with their code (loaded when a dialog first opens). */
export const MEMBERS_STRINGS: readonly NamespaceStrings[] = [{ namespace: 'members', english }];
