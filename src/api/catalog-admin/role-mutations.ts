import { guarded, type VersionField } from '../versions';
import type { IdmCore } from '../../core';
import type { StructuredFeedback } from '../../domain/feedback';
import { accessKeys } from '../access/keys';
import { asObject, asString } from '../lookups/read';
import { aboutRole, catalogAdminKeys, roleLists } from './keys';
import { writeForFeedback, useCatalogMutation } from './mutation';
import { readRoleDetails, rolePayload } from './roles';
import type { AssignRoleInput, RoleDetails, RoleInput } from './role-types';

/** POST `catalog/roles` (RoleNode): answers the new role. */
export async function createRole(core: IdmCore, input: RoleInput): Promise<RoleDetails> {
  const body = await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('catalog/roles'),
    body: rolePayload({ ...input, dn: undefined }),
  });
  const created = readRoleDetails(body);
  return created.dn ? created : { ...readRoleDetails(rolePayload(input)), dn: asString(asObject(body).id) };
}

/** PUT `catalog/roles/role` (RoleNode with its `id`). */
export async function updateRole(core: IdmCore, input: RoleInput & { dn: string }): Promise<void> {
  await core.http.request<unknown>({
    method: 'PUT',
    url: core.http.rest('catalog/roles/role'),
    body: rolePayload(input),
  });
}

export interface RelationInput {
  roleDn: string;
  /** Child roles (subRoles) or parent roles (parentRoles). */
  relation: 'subRoles' | 'parentRoles';
  dns: readonly string[];
  reason?: string;
}

/** POST or DELETE `catalog/roles/<subRoles|parentRoles>` `{roleId, subRoles|parentRoles: [{id, requestDescription}]}`. */
export async function changeRelatedRoles(
  core: IdmCore,
  input: RelationInput & { method: 'POST' | 'DELETE' },
): Promise<StructuredFeedback> {
  return writeForFeedback(core, input.method, `catalog/roles/${input.relation}`, {
    roleId: input.roleDn,
    [input.relation]: input.dns.map((id) => ({ id, requestDescription: input.reason ?? '' })),
  });
}

export interface MappingInput {
  roleDn: string;
  resources: readonly {
    dn: string;
    mappingDescription?: string;
    parameters?: readonly { id: string; value: string }[];
  }[];
}

/** POST or DELETE `catalog/roles/mappedResources` `{roleId, mappedResources: [{id, mappingDescription, resourceParameters}]}`. */
export async function changeMappedResources(
  core: IdmCore,
  input: MappingInput & { method: 'POST' | 'DELETE' },
): Promise<StructuredFeedback> {
  return writeForFeedback(core, input.method, 'catalog/roles/mappedResources', {
    roleId: input.roleDn,
    mappedResources: input.resources.map((r) => ({
      id: r.dn,
      ...(r.mappingDescription ? { mappingDescription: r.mappingDescription } : {}),
      ...(r.parameters && r.parameters.length > 0
        ? { resourceParameters: r.parameters.map((p) => ({ id: p.id, value: p.value, staticValue: p.value })) }
        : {}),
    })),
  });
}

/**
 * POST `catalog/roles/role/assignments/assign` (PermissionAssignmentListNode):
 * `{reason, assignments: [{id, entityType: 'role', effectiveDate, expiryDate, assignmentToList: [{assignedToDn, type,
 * subtype}]}]}` with type user, group or container and, for a container, subtype subtree or one-level (request
 * operations 10, 30, 40, 41). The approval engine runs when the role needs approval.
 */
export async function assignRole(core: IdmCore, input: AssignRoleInput): Promise<StructuredFeedback> {
  return writeForFeedback(core, 'POST', 'catalog/roles/role/assignments/assign', {
    reason: input.reason,
    assignments: [
      {
        id: input.roleDn,
        entityType: 'role',
        ...(input.effectiveDate === null ? {} : { effectiveDate: input.effectiveDate }),
        ...(input.expiryDate === null ? {} : { expiryDate: input.expiryDate }),
        assignmentToList: input.recipients.map((r) => ({
          assignedToDn: r.dn,
          type: r.type,
          ...(r.type === 'container' ? { subtype: r.subtree ? 'subtree' : 'one-level' } : {}),
        })),
      },
    ],
  });
}

export const useCreateRole = () =>
  useCatalogMutation<RoleInput, RoleDetails>({
    run: createRole,
    invalidate: roleLists,
    report: (core, role) => ({
      message: core.i18n.t('roleAdminEditor.created', { name: role.name }),
    }),
  });

export const useUpdateRole = () =>
  useCatalogMutation<RoleInput & { dn: string } & VersionField, void>({
    run: guarded(updateRole),
    invalidate: (input) => [...roleLists(), ...aboutRole(input.dn)],
    report: (core, _r, input) => ({ message: core.i18n.t('roleAdminEditor.saved', { name: input.name }) }),
  });

/** Adds or removes child or parent roles; both roles' relationship lists refetch. */
export const useChangeRelatedRoles = () =>
  useCatalogMutation<RelationInput & { method: 'POST' | 'DELETE' }, StructuredFeedback>({
    run: changeRelatedRoles,
    invalidate: (input) => [
      catalogAdminKeys.kind('children'),
      catalogAdminKeys.kind('parents'),
      ...aboutRole(input.roleDn),
    ],
    report: (_core, feedback) => ({ feedback }),
  });

export const useChangeMappedResources = () =>
  useCatalogMutation<MappingInput & { method: 'POST' | 'DELETE' }, StructuredFeedback>({
    run: changeMappedResources,
    invalidate: (input) => aboutRole(input.roleDn),
    report: (_core, feedback) => ({ feedback }),
  });

/** Assigns a role: the assignments and every access answer (history, assignments) refetch. */
export const useAssignRole = () =>
  useCatalogMutation<AssignRoleInput, StructuredFeedback>({
    run: assignRole,
    invalidate: (input) => [...aboutRole(input.roleDn), accessKeys.all],
    report: (_core, feedback) => ({ feedback }),
  });
