import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { useCore, useCoreStore } from '../../core/react';
import { normalizeLookupParams } from '../../domain/lookup';
import { asArray, asBoolean, asNumber, asObject, asString } from '../lookups/read';
import { accessKeys } from './keys';
import { dateOrNull, proxyUserOf } from './shared';
import type { AccessPage, Assignment, AssignmentCause, AssignmentQuery } from './types';

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
