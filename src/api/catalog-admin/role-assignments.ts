import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import type { StructuredFeedback } from '../../domain/feedback';
import { readAssignment } from '../access/assignments';
import { revokeAssignments } from '../access/assignment-revoke';
import { accessKeys } from '../access/keys';
import { asArray, asBoolean, asObject, asString, lookupQueryParams, postObject, readPage } from '../lookups/read';
import type { LookupPage, LookupQuery } from '../lookups/types';
import { aboutRole, catalogAdminKeys } from './keys';
import { useCatalogMutation } from './mutation';
import type { RoleAssignment } from './role-types';

/*
 * Who holds a role: apart from roles.ts and role-mutations.ts, so that the role list and a role's definition
 * do not load the assignment readers (src/api/access/assignments.ts and the history it reads).
 */

export function readRoleAssignment(value: unknown, index: number): RoleAssignment {
  const o = asObject(value);
  const base = readAssignment(value);
  const cause = asObject(o.cause ?? asArray(o.causes)[0]);
  const recipientDn = base.recipientDn || asString(o.recipientDn ?? o.assignedToDn);
  const type = (asString(o.recipientType ?? cause.type ?? o.assignmentType) || 'user').toLowerCase();
  const details = asObject(cause.sourcesDetails);
  // In a role's assignment list the node's `name` is the recipient's (the role is known).
  const recipientName =
    base.recipientName || asString(o.recipientName ?? o.assigneeFullName) || asString(o.name) || recipientDn;
  return {
    rowId: `${recipientDn}|${asString(o.instanceId ?? cause.instanceId) || index}`,
    recipientDn,
    recipientName,
    recipientType: type,
    subtree: asBoolean(o.subtree) || asString(cause.subtype).toLowerCase() === 'subtree',
    via: base.direct ? '' : asString(details.name) || (asArray(cause.sources).map(asString)[0] ?? ''),
    removable: base.direct && (o.bulkRemovable === undefined && cause.removable === undefined ? true : base.removable),
    statusDisplay: base.statusDisplay,
    effectiveDate: base.effectiveDate,
    expiryDate: base.expiryDate,
    requestId: asString(o.requestId ?? cause.confirmNo ?? o.instanceId),
    reason: base.reason,
  };
}

/** POST `catalog/roles/role/assignments` `{id}` (q, nextIndex, size): who holds a role, directly. */
export async function fetchRoleAssignments(
  core: IdmCore,
  dn: string,
  query: LookupQuery = {},
  signal?: AbortSignal,
): Promise<LookupPage<RoleAssignment>> {
  const body = await postObject(core, 'catalog/roles/role/assignments', { id: dn }, lookupQueryParams(query), signal);
  return readPage(body, 'assignments', readRoleAssignment, 'total', 'totalCount', 'totalSize');
}

/** A role's assignments as TanStack Query options, under `catalogAdminKeys`. */
export const roleAssignmentsQuery = (core: IdmCore, dn: string, query: LookupQuery = {}) =>
  queryOptions({
    queryKey: catalogAdminKeys.of('assignments', dn, query),
    queryFn: ({ signal }) => fetchRoleAssignments(core, dn, query, signal),
    enabled: dn !== '',
    placeholderData: keepPreviousData,
  });

/** Removes assignments of a role (DELETE access/assignments/list: a revoke request each). */
export const useRemoveRoleAssignments = () =>
  useCatalogMutation<{ roleDn: string; recipientDns: readonly string[]; reason?: string }, StructuredFeedback>({
    run: async (core, input) =>
      (
        await revokeAssignments(
          core,
          input.recipientDns.map((recipientDn) => ({ itemDn: input.roleDn, entityType: 'role', recipientDn })),
          input.reason,
        )
      ).feedback,
    invalidate: (input) => [...aboutRole(input.roleDn), accessKeys.all],
    report: (_core, feedback) => ({ feedback }),
  });
