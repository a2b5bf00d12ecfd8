import { AccessPermissions } from './AccessPermissions';
import { LAZY_VIEWS, type AdminPermissionsViews } from './views';

/**
 * `<idm-permissions>` opens on the access permissions: they come with it; an administrator's permissions (its
 * `assignee-dn`, or a row opened) come when first shown, as a list widget's details do.
 */
export const ACCESS_FIRST: AdminPermissionsViews = { ...LAZY_VIEWS, access: AccessPermissions };
