import type { NamespaceStrings } from '../../core/i18n';
import english from '../../i18n/en/assigneePermissions.json';
import { ADMIN_PERMISSIONS_STRINGS } from './access-strings';

/**
 * A delegated administrator's permissions' texts (namespace `assigneePermissions`, with the access permissions'
 * columns and kinds): English ships with that view's code, not with the lists the elements open on.
 */
export const ASSIGNEE_PERMISSIONS_STRINGS: readonly NamespaceStrings[] = [
  { namespace: 'assigneePermissions', english },
  ADMIN_PERMISSIONS_STRINGS,
];
