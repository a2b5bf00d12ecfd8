import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, type IdmCore } from '../../core';
import { useCore } from '../../core/react';
import {
  ADMIN_DOMAINS,
  isAdminDomain,
  isAdminType,
  isAssigneeType,
  type AdminDomainKey,
  type AdminTypeKey,
  type AssigneeType,
} from '../../domain/admin-assignments';
import { contractAnswer, type ContractSchema } from '../../domain/contract';
import { normalizeLookupParams } from '../../domain/lookup';
import { queryKeys } from '../keys';
import { asArray, asNumber, asObject, asString, page, readNextIndex, readTotal } from '../lookups/read';
import type { LookupPage, LookupQuery } from '../lookups/types';
import { adminAssignmentKeys } from './keys';

type AdminAssignmentNode = ContractSchema<'AdminAssignmentNode'>;

export interface AssignmentInput {
  assigneeDn: string;
  assigneeType: AssigneeType;
  domain: AdminDomainKey;
  adminType: AdminTypeKey;
  comment: string;
  /** Epoch ms, or null. */
  effectiveDate: number | null;
  expirationDate: number | null;
}

/** One administrator assignment: who (user, group or container) administers which domain, and how. */
export interface AdminAssignment extends AssignmentInput {
  rowId: string;
  assignee: string;
  /** Active, Pending or Expired, as the server says. */
  status: string;
}

export function readAdminAssignment(value: unknown): AdminAssignment | null {
  const o = contractAnswer<AdminAssignmentNode>(value);
  const domain = asString(o.domain).toUpperCase();
  const adminType = asString(o.adminTypeKey).toUpperCase();
  const assigneeType = asString(o.assignmentTypeKey).toUpperCase();
  const assigneeDn = asString(o.assigneeDn);
  if (!isAdminDomain(domain) || assigneeDn === '') return null;
  return {
    rowId: `${assigneeDn.toLowerCase()}|${domain}`,
    assignee: asString(o.assignee) || assigneeDn,
    assigneeDn,
    assigneeType: isAssigneeType(assigneeType) ? assigneeType : 'USER',
    domain,
    adminType: isAdminType(adminType) ? adminType : 'ADMIN',
    comment: asString(o.comment),
    effectiveDate: asNumber(o.effectiveDate) ?? null,
    expirationDate: asNumber(o.expirationDate) ?? null,
    status: asString(o.status),
  };
}

export type AssignmentSortColumn =
  'assignee' | 'assignmentType' | 'domain' | 'adminType' | 'comment' | 'effectiveDate' | 'expirationDate';

export interface AssignmentListQuery extends LookupQuery {
  sortColumn?: AssignmentSortColumn;
  /** Domains, admin types and assignee types to keep (none: all). */
  filters?: readonly string[];
}

/** GET `admin/administrator/assignments` (nextIndex, q, size, sortColumn, sortOrder, filterSearch). */
export async function fetchAdminAssignments(
  core: IdmCore,
  query: AssignmentListQuery,
  signal?: AbortSignal,
): Promise<LookupPage<AdminAssignment>> {
  const { q, size, nextIndex } = normalizeLookupParams(query);
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('admin/administrator/assignments'),
      query: {
        q,
        size,
        nextIndex,
        sortColumn: query.sortColumn ?? 'assignee',
        sortOrder: query.sortOrder ?? 'asc',
        filterSearch: query.filters && query.filters.length > 0 ? query.filters.join(',') : 'ALL',
      },
      signal,
    }),
  );
  const items = asArray(body.adminAssignments)
    .map(readAdminAssignment)
    .filter((a): a is AdminAssignment => a !== null);
  return page(items, readNextIndex(body), readTotal(body, 'total', 'totalSize'));
}

/** A `{domains: [{key, value}]}` answer (DomainListNode). */
const readKeyValues = (body: unknown): { key: string; value: string }[] =>
  asArray(asObject(body).domains)
    .map(asObject)
    .map((o) => ({ key: asString(o.key), value: asString(o.value) }))
    .filter((o) => o.key !== '');

type DomainList = 'columns' | 'domains' | 'adminDomains';

/** GET `admin/administrator/assignments/{columns|domains|adminDomains}`. */
export async function fetchAssignmentKeys(core: IdmCore, which: DomainList, signal?: AbortSignal) {
  return readKeyValues(
    await core.http.request<unknown>({ url: core.http.rest(`admin/administrator/assignments/${which}`), signal }),
  );
}

/** The domains of a DomainListNode, known ones only, in the model's order. */
export const knownDomains = (entries: readonly { key: string }[]): AdminDomainKey[] =>
  ADMIN_DOMAINS.filter((d) => entries.some((e) => e.key.toUpperCase() === d));

/** DELETE `admin/administrator/assignments` `{revokeAssignments: [{assignmentDomain, identity, isAllPermissions}]}`. */
export async function removeAdminAssignments(
  core: IdmCore,
  assignments: readonly Pick<AdminAssignment, 'assigneeDn' | 'domain'>[],
): Promise<number> {
  const body = asObject(
    await core.http.request<unknown>({
      method: 'DELETE',
      url: core.http.rest('admin/administrator/assignments'),
      body: {
        revokeAssignments: assignments.map((a) => ({
          assignmentDomain: a.domain,
          identity: a.assigneeDn,
          isAllPermissions: true,
        })),
      },
    }),
  );
  return asArray(body.revokeAssignments).length;
}

export const adminAssignmentQueries = {
  list: (core: IdmCore, query: AssignmentListQuery) =>
    queryOptions({
      queryKey: adminAssignmentKeys.of('assignments', query),
      queryFn: ({ signal }) => fetchAdminAssignments(core, query, signal),
      placeholderData: keepPreviousData,
    }),
  keys: (core: IdmCore, which: DomainList) =>
    queryOptions({
      queryKey: adminAssignmentKeys.kind(which),
      queryFn: ({ signal }) => fetchAssignmentKeys(core, which, signal),
      staleTime: 300_000,
    }),
};

/** Who administers what changes every right: assignments, permissions and the caller's own rights refetch. */
export const changedKeys = () => [
  adminAssignmentKeys.all,
  queryKeys.userRights().slice(0, 2),
  queryKeys.navigationMenu('').slice(0, 3),
];

/**
 * Removes assignments: the banner says how many went (or why none did) and what they change refetches. A plain
 * mutation: a removal's answer is a count, with no structured feedback or version to read (the catalog
 * mutation's helpers, which the assign dialog uses, come with that dialog).
 */
export function useRemoveAdminAssignments() {
  const core = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignments: readonly AdminAssignment[]) => removeAdminAssignments(core, assignments),
    onSuccess: (count) => core.feedback.show('success', core.i18n.t('adminAssignments.removed', { count })),
    onError: (error) =>
      core.feedback.show(
        'danger',
        errorMessage(error, (key) => core.i18n.t(key)),
      ),
    onSettled: () => Promise.all(changedKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
