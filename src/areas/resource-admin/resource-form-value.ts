import type { ResourceInput } from '../../api/resource-admin';
import { NO_APPROVAL_CHOICE, approvalProblem } from '../../domain/role-admin';
import {
  bindingProblem,
  NO_EXPIRATION,
  expirationProblem,
  parameterProblem,
  validateResourceDescription,
  validateResourceName,
} from '../../domain/resource-admin';

export type ResourceFormValue = Omit<ResourceInput, 'dn'>;

export const EMPTY_RESOURCE: ResourceFormValue = {
  name: '',
  description: '',
  categories: [],
  owners: [],
  localizedNames: [],
  localizedDescriptions: [],
  binding: null,
  parameters: [],
  approval: NO_APPROVAL_CHOICE,
  revoke: { sameAsGrant: false, approval: NO_APPROVAL_CHOICE },
  requestDef: null,
  expiration: NO_EXPIRATION,
};

/** The conflict dialog's name of each field. */
export const RESOURCE_FIELD_LABELS: Record<keyof ResourceFormValue, string> = {
  name: 'resourceAdminPages.name',
  description: 'resourceAdminPages.description',
  categories: 'resourceAdminPages.categories',
  owners: 'resourceAdminPages.owners',
  localizedNames: 'resourceAdminPages.localizedNames',
  localizedDescriptions: 'resourceAdminPages.localizedDescriptions',
  binding: 'resourceAdminPages.binding.legend',
  parameters: 'resourceAdminPages.parameters.legend',
  approval: 'resourceAdminPages.approval',
  revoke: 'resourceAdminPages.revokeApproval',
  requestDef: 'resourceAdminPages.requestForm',
  expiration: 'resourceAdminPages.expiration.legend',
};

/** What keeps the form from being sent; `dynamic`: the binding takes its value at request time. */
export function resourceFormProblems(value: ResourceFormValue, dynamic: boolean) {
  return {
    name: validateResourceName(value.name),
    description: validateResourceDescription(value.description),
    binding: bindingProblem(value.binding, dynamic),
    parameters: value.parameters.some((p) => parameterProblem(p, value.parameters) !== null) ? 'parameters' : null,
    approval: approvalProblem(value.approval),
    revoke: value.revoke.sameAsGrant || value.revoke.retain ? null : approvalProblem(value.revoke.approval),
    expiration: expirationProblem(value.expiration),
  };
}
