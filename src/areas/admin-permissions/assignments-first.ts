import { AssignmentList } from './AssignmentList';
import { LAZY_VIEWS, type AdminPermissionsViews } from './views';

/** `<idm-admin-assignments>` opens on the assignments: they come with it, the other views when opened. */
export const ASSIGNMENTS_FIRST: AdminPermissionsViews = { ...LAZY_VIEWS, assignments: AssignmentList };
