import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { useCore, useCoreStore } from '../../core/react';
import { normalizeLookupParams } from '../../domain/lookup';
import { asArray, asBoolean, asNumber, asObject, asString } from '../lookups/read';
import { readHistoryEntry } from './history';
import { accessKeys } from './keys';
import { dateOrNull, invalidateAccess, proxyUserOf, readMutation, reportError, reportFeedback } from './shared';
import type {
  AccessPage,
  Assignment,
  AssignmentCause,
  AssignmentQuery,
  HistoryEntry,
  MutationResult,
  RevokeInput,
} from './types';

const CAUSES: readonly AssignmentCause[] = ['group', 'container', 'role'];

/** The cause's type (PermissionAssignmentCauseNode.type); an unknown one is a group's (the inherited kind before). */
const causeTypeOf = (type: string): AssignmentCause => CAUSES.find((c) => c === type.toLowerCase()) ?? 'group';

export function readAssignment(value: unknown): Assignment {
  const o = asObject(value);
  const cause = asObject(o.cause ?? asArray(o.causes)[0]);
  const direct = o.isDirectAssignment === undefined ? true : asBoolean(o.isDirectAssignment);
  return {
    instanceId: asString(o.instanceId),
    itemDn: asString(o.id),
    name: asString(o.name) || asString(o.id),
    description: asString(o.description),
    entityType: asString(o.entityType),
    categories: asArray(o.categories).map((c) => {
      const category = asObject(c);
      const key = asString(category.categoryId ?? category.id);
      return { key, name: asString(category.categoryName ?? category.name) || key };
    }),
    statusDisplay: asString(o.statusDisplay) || asString(cause.status),
    recipientDn: asString(o.assignmentTo ?? cause.assignedTo),
    recipientName: asString(o.recipientFullName),
    recipientType: asString(o.recipientType) || 'user',
    direct,
    removable: asBoolean(o.bulkRemovable ?? cause.removable),
    causeType: direct ? 'direct' : causeTypeOf(asString(cause.type)),
    sourceDn: direct
      ? ''
      : asString(asObject(cause.sourcesDetails).dn) || (asArray(cause.sources).map(asString)[0] ?? ''),
    sourceName: direct ? '' : asString(asObject(cause.sourcesDetails).name),
    parameters: asArray(asObject(cause.entRef).params).map((p) => {
      const param = asObject(p);
      const key = asString(param.key);
      return {
        key,
        label: asString(param.displayLabel) || key,
        value: asString(param.displayValue ?? param.value),
      };
    }),
    requesterName: asString(o.requestedBy ?? cause.requesterName),
    reason: asString(o.initialRequestDescription ?? cause.reqDesc),
    requestDate: dateOrNull(o.reqDate ?? cause.requestDate),
    effectiveDate: dateOrNull(o.effectiveDate),
    expiryDate: dateOrNull(o.expiryDate),
  };
}

function assignmentQuery(query: AssignmentQuery) {
  const { q, size, nextIndex } = normalizeLookupParams(query);
  return { q, size, nextIndex, sortOrder: query.sortOrder, sortBy: query.sortBy };
}

function readPage(body: unknown): AccessPage<Assignment> {
  const o = asObject(body);
  return {
    items: asArray(o.assignments).map(readAssignment),
    nextIndex: asNumber(o.nextIndex) ?? -1,
    total: asNumber(o.total) ?? 0,
  };
}

/** GET `access/assignments`: the signed-in (or proxied) user's roles and resources. */
export async function fetchAssignments(
  core: IdmCore,
  query: AssignmentQuery = {},
  signal?: AbortSignal,
): Promise<AccessPage<Assignment>> {
  return readPage(
    await core.http.request<unknown>({
      url: core.http.rest('access/assignments'),
      query: { ...assignmentQuery(query), proxyUser: proxyUserOf(core) },
      signal,
    }),
  );
}

/** POST `access/assignments/list` `{dn}`: another user's (or a group's) assignments. */
export async function fetchUserAssignments(
  core: IdmCore,
  dn: string,
  query: AssignmentQuery = {},
  signal?: AbortSignal,
): Promise<AccessPage<Assignment>> {
  return readPage(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/assignments/list'),
      query: { ...assignmentQuery(query), proxyUser: proxyUserOf(core) },
      body: { dn },
      signal,
    }),
  );
}

/**
 * Revokes assignments (operation 15): one's own with DELETE `access/assignments`, others' (those with a
 * `recipientDn`) with DELETE `access/assignments/list`. Each starts a revoke request; answers their ids.
 */
export async function revokeAssignments(
  core: IdmCore,
  items: readonly RevokeInput[],
  reason = '',
): Promise<MutationResult> {
  const proxyUser = proxyUserOf(core);
  const own = items.filter((i) => !i.recipientDn);
  const others = items.filter((i) => i.recipientDn);
  const results: MutationResult[] = [];
  const send = async (path: string, assignments: unknown[]) =>
    results.push(
      readMutation(
        await core.http.request<unknown>({
          method: 'DELETE',
          url: core.http.rest(path),
          query: { proxyUser },
          body: { assignments, reason },
        }),
      ),
    );
  if (own.length > 0)
    await send(
      'access/assignments',
      own.map((i) => ({ id: i.itemDn, entityType: i.entityType })),
    );
  if (others.length > 0) {
    await send(
      'access/assignments/list',
      others.map((i) => ({
        id: i.itemDn,
        entityType: i.entityType,
        assignmentToList: [{ assignedToDn: i.recipientDn }],
      })),
    );
  }
  return {
    feedback: {
      success: results.length > 0 && results.every((r) => r.feedback.success),
      succeeded: results.flatMap((r) => r.feedback.succeeded),
      failed: results.flatMap((r) => r.feedback.failed),
      sods: results.flatMap((r) => r.feedback.sods),
    },
    requestIds: results.flatMap((r) => r.requestIds),
  };
}

/**
 * POST `access/requests/historyForUser` `{dn}` with the running group (running_pending_p0), type role,
 * action grant: the role requests a user has received that are still on their way (the assignments to
 * come). One page of `size`; the caller needs the right to see the user's history.
 */
export async function fetchPendingRoleRequests(
  core: IdmCore,
  dn: string,
  size = 300,
  signal?: AbortSignal,
): Promise<AccessPage<HistoryEntry>> {
  const o = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/requests/historyForUser'),
      query: { ...normalizeLookupParams({ size }), status: 'running_pending_p0', type: 'role', action: 'grant' },
      body: { dn },
      signal,
    }),
  );
  return {
    items: asArray(o.requests).map(readHistoryEntry),
    nextIndex: asNumber(o.nextIndex) ?? -1,
    total: asNumber(o.total ?? o.totalSize) ?? 0,
  };
}

/** Assignments per request when all are read: a person holds tens, rarely hundreds. */
const ALL_PAGE = 300;
/** A guard against a server that never stops paging. */
const MAX_PAGES = 50;

/** Every assignment of the signed-in (or proxied) user (GET `access/assignments`, page after page). */
export async function fetchAllAssignments(core: IdmCore, signal?: AbortSignal): Promise<Assignment[]> {
  const all: Assignment[] = [];
  let nextIndex = 1;
  for (let page = 0; page < MAX_PAGES && nextIndex > 0; page += 1) {
    const answer = await fetchAssignments(
      core,
      { nextIndex, size: ALL_PAGE, sortBy: 'name', sortOrder: 'asc' },
      signal,
    );
    all.push(...answer.items);
    nextIndex = answer.nextIndex > nextIndex ? answer.nextIndex : -1;
  }
  return all;
}

/** My roles and resources, all of them, under the access keys (every access mutation and proxy switch refreshes them). */
export function myAssignmentsQuery(core: IdmCore) {
  return queryOptions({
    queryKey: accessKeys.of('assignments', proxyUserOf(core) ?? null, { all: true }),
    queryFn: ({ signal }) => fetchAllAssignments(core, signal),
  });
}

/** One page of another user's assignments; nothing is asked without a DN. */
export function useUserAssignments(dn: string | null, query: AssignmentQuery = {}) {
  const core = useCore();
  useCoreStore('$proxy');
  return useQuery({
    queryKey: accessKeys.of('userAssignments', proxyUserOf(core) ?? null, { dn: dn ?? '', query }),
    queryFn: ({ signal }) => fetchUserAssignments(core, dn ?? '', query, signal),
    placeholderData: keepPreviousData,
    enabled: dn !== null && dn !== '',
  });
}

/** Revokes assignments: the structured answer goes to the banner, every access answer is fetched again. */
export function useRevokeAssignments() {
  const core = useCore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { items: readonly RevokeInput[]; reason?: string }) =>
      revokeAssignments(core, input.items, input.reason),
    onSuccess: (result) => reportFeedback(core, result.feedback),
    onError: (error) => reportError(core, error),
    onSettled: () => invalidateAccess(core, client),
  });
}
