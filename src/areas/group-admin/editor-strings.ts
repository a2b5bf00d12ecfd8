import type { NamespaceStrings } from '../../core/i18n';
import english from '../../i18n/en/groupEditor.json';

/**
 * The texts of a group's page, the new-group form, the members and roles sections and the assign dialog
 * (namespace `groupEditor`): English ships with their code, so the group list (namespace `groupAdmin`) does not
 * carry them.
 */
export const GROUP_EDITOR_STRINGS: readonly NamespaceStrings[] = [{ namespace: 'groupEditor', english }];
