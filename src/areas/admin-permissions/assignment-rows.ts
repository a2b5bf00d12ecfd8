import type { AdminAssignment } from '../../api/admin-assignments';
import { isPermissionDomain } from '../../domain/admin-assignments';

/** A row of the assignment list: `dn` is what removal names (the assignee and the domain together). */
export interface AssignmentRow extends AdminAssignment {
  dn: string;
  name: string;
  /** A delegated administrator of a permission domain: their permissions can be opened. */
  hasPermissions: boolean;
}

export const toAssignmentRow = (a: AdminAssignment): AssignmentRow => ({
  ...a,
  dn: a.rowId,
  name: a.assignee,
  hasPermissions: a.adminType === 'MANAGER' && isPermissionDomain(a.domain),
});
