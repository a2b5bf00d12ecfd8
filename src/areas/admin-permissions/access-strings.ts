import type { NamespaceStrings } from '../../core/i18n';
import english from '../../i18n/en/adminPermissions.json';

/**
 * The access permissions' texts (namespace `adminPermissions`; a delegated administrator's permissions use its
 * columns and kinds too): English ships with their code, so `<idm-admin-assignments>`, opening on the
 * assignments, does not carry it.
 */
export const ADMIN_PERMISSIONS_STRINGS: NamespaceStrings = { namespace: 'adminPermissions', english };
