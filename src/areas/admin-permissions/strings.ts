import type { NamespaceStrings } from '../../core/i18n';

/** Administrator assignments' texts (namespace `adminAssignments`): English as its own small chunk. */
export const adminAssignmentsStrings: NamespaceStrings = {
  namespace: 'adminAssignments',
  english: () => import('../../i18n/en/adminAssignments.json'),
};

/** Permissions' texts (namespace `adminPermissions`): English as its own small chunk. */
export const adminPermissionsStrings: NamespaceStrings = {
  namespace: 'adminPermissions',
  english: () => import('../../i18n/en/adminPermissions.json'),
};
