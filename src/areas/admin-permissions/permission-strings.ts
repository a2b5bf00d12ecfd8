import type { NamespaceStrings } from '../../core/i18n';
import english from '../../i18n/en/assigneePermissions.json';

/**
 * A delegated administrator's permissions' texts (namespace `assigneePermissions`): English ships with that
 * view's code, not with the lists the elements open on.
 */
export const ASSIGNEE_PERMISSIONS_STRINGS: readonly NamespaceStrings[] = [{ namespace: 'assigneePermissions', english }];
