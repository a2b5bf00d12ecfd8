import type { RoleInput } from '../../api/catalog-admin';
import { NO_APPROVAL_CHOICE, approvalProblem } from '../../domain/role-admin';
import { validateRoleDescription, validateRoleName } from '../../domain/role-validation';

export type RoleFormValue = Omit<RoleInput, 'dn'>;

export const EMPTY_ROLE: RoleFormValue = {
  name: '',
  description: '',
  level: 30,
  subContainer: '',
  categories: [],
  owners: [],
  localizedNames: [],
  localizedDescriptions: [],
  approval: NO_APPROVAL_CHOICE,
  revoke: { sameAsGrant: false, approval: NO_APPROVAL_CHOICE },
};

/** The conflict dialog's name of each field. */
export const ROLE_FIELD_LABELS: Record<keyof RoleFormValue, string> = {
  name: 'roleAdminEditor.name',
  description: 'roleAdminEditor.description',
  level: 'roleAdminEditor.level.label',
  subContainer: 'roleAdminEditor.container',
  categories: 'roleAdminEditor.categories',
  owners: 'roleAdminEditor.owners',
  localizedNames: 'roleAdminEditor.localizedNames',
  localizedDescriptions: 'roleAdminEditor.localizedDescriptions',
  approval: 'roleAdminEditor.approval',
  revoke: 'roleAdminEditor.revokeApproval',
};

/** True when the form may be sent: the name, the description and both approvals pass the rules. */
export function roleFormProblems(value: RoleFormValue) {
  return {
    name: validateRoleName(value.name),
    description: validateRoleDescription(value.description),
    approval: approvalProblem(value.approval),
    revoke: value.revoke.sameAsGrant ? null : approvalProblem(value.revoke.approval),
  };
}
