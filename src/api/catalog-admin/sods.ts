import { withVersion } from '../versions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { contractAnswer, type ContractSchema } from '../../domain/contract';
import {
  approversPayload,
  fromServerLocale,
  localizedDescriptionsPayload,
  localizedNamesPayload,
  type ApproverChoice,
  type LocalizedText,
} from '../../domain/role-admin';
import {
  asArray,
  asBoolean,
  asNumber,
  asObject,
  asString,
  getLookupPage,
  lookupQueryParams,
  readNamed,
} from '../lookups/read';
import type { LookupPage, LookupQuery } from '../lookups/types';
import { catalogAdminKeys } from './keys';

type SodNode = ContractSchema<'SodNode'>;

/** allowWithWorkflow: an exception needs approval; alwaysAllow: a justification is enough. */
export type SodApprovalType = 'allowWithWorkflow' | 'alwaysAllow';

export interface SodDetails {
  dn: string;
  name: string;
  description: string;
  /** The two conflicting roles. */
  roles: { dn: string; name: string; level: number }[];
  localizedNames: LocalizedText[];
  localizedDescriptions: LocalizedText[];
  approvalType: SodApprovalType;
  /** The default approvers of the SoD configuration approve exceptions. */
  useDefaultApprovers: boolean;
  approvers: ApproverChoice[];
  hasConflicts: boolean;
}

export type SodInput = Omit<SodDetails, 'dn' | 'hasConflicts' | 'roles'> & {
  dn?: string;
  roles: readonly { dn: string; name: string }[];
};

const readApprovers = (value: unknown): ApproverChoice[] =>
  asArray(value)
    .map(asObject)
    .map((o) => ({ o, sequence: asNumber(o.sequence) ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.sequence - b.sequence)
    .map(({ o }) => {
      const dn = asString(o.id ?? o.dn);
      return { dn, name: asString(o.name) || dn, type: asString(o.type) || 'user' };
    });

/**
 * Localized texts beside the main one: the server keeps the main name and description as English ('en'),
 * so an English entry equal to the main text is not another language and is left out.
 */
const readLocalized = (value: unknown, field: 'name' | 'desc', main: string): LocalizedText[] =>
  asArray(value)
    .map(asObject)
    .map((o) => ({ locale: fromServerLocale(asString(o.locale)), text: asString(o[field]) }))
    .filter((l) => l.locale !== '' && !(l.locale === 'en' && l.text === main));

export function readSodDetails(value: unknown): SodDetails {
  const o = contractAnswer<SodNode>(value);
  const named = readNamed(asObject(value));
  return {
    ...named,
    roles: asArray(o.roles).map((r) => {
      const role = asObject(r);
      return { ...readNamed(role), level: asNumber(role.level) ?? asNumber(asObject(role.roleLevel).level) ?? 0 };
    }),
    localizedNames: readLocalized(o.localizedNames, 'name', named.name),
    localizedDescriptions: readLocalized(o.localizedDescriptions, 'desc', named.description),
    approvalType: o.sodApprovalType === 'alwaysAllow' ? 'alwaysAllow' : 'allowWithWorkflow',
    useDefaultApprovers: o.isDefaultApproversUsed === undefined ? true : asBoolean(o.isDefaultApproversUsed),
    approvers: readApprovers(o.approvers),
    hasConflicts: asBoolean(o.hasConflicts),
  };
}

/** The SodNode create (POST catalog/sods) and update (PUT catalog/sods/sod) send. */
export function sodPayload(input: SodInput): Record<string, unknown> {
  return {
    ...(input.dn ? { id: input.dn } : {}),
    name: input.name.trim(),
    description: input.description.trim(),
    roles: input.roles.map((r) => ({ id: r.dn })),
    localizedNames: localizedNamesPayload(input.localizedNames),
    localizedDescriptions: localizedDescriptionsPayload(input.localizedDescriptions),
    sodApprovalType: input.approvalType,
    isDefaultApproversUsed: input.useDefaultApprovers,
    approvers: input.useDefaultApprovers ? [] : approversPayload(input.approvers),
  };
}

export interface SodListQuery extends LookupQuery {
  sortBy?: 'name' | 'description';
}

/** GET `catalog/sods` (q, nextIndex, size, sortBy, sortOrder): SoD rules with their two roles. */
export async function fetchSodList(
  core: IdmCore,
  query: SodListQuery = {},
  signal?: AbortSignal,
): Promise<LookupPage<SodDetails>> {
  const sodQuery = { ...lookupQueryParams(query), sortBy: query.sortBy };
  return getLookupPage(core, 'catalog/sods', sodQuery, signal, 'sods', readSodDetails, 'total', 'totalSize');
}

/** POST `catalog/sods/sod` `{sods: [{id}]}`: one rule's full definition. */
export async function fetchSodDetails(core: IdmCore, dn: string, signal?: AbortSignal): Promise<SodDetails> {
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('catalog/sods/sod'),
      query: { nextIndex: 1, size: 1 },
      body: { sods: [{ id: dn }] },
      signal,
    }),
  );
  const found = asArray(body.sods)[0];
  if (found === undefined) throw new Error(`Separation of duties rule not found: ${dn}`);
  return readSodDetails(found);
}

/** GET `catalog/sods/defaultApprovals`: who approves exceptions when a rule uses the defaults. */
export async function fetchSodDefaultApprovers(core: IdmCore, signal?: AbortSignal): Promise<ApproverChoice[]> {
  const body = asObject(
    await core.http.request<unknown>({ url: core.http.rest('catalog/sods/defaultApprovals'), signal }),
  );
  return readApprovers(body.approvers ?? body.sodApprovers);
}

/** Where the exception of a violation stands: approved (or always allowed), asked for, refused, or never asked. */
export type SodExceptionState = 'approved' | 'pending' | 'denied' | 'none';
const EXCEPTION_STATES: readonly string[] = ['approved', 'pending', 'denied', 'none'];

/** A user (or group, container) who holds both roles of a rule. */
export interface SodViolation {
  rowId: string;
  dn: string;
  name: string;
  /** user, group or container. */
  type: string;
  exception: SodExceptionState;
  /** The requester's justification of the exception ('' when none was given). */
  justification: string;
}

/** The sandbox's `exception: {status, justification}` (sandbox-extensions.ts), else an `approved` flag. */
function readException(o: Record<string, unknown>): { exception: SodExceptionState; justification: string } {
  const node = asObject(o.exception);
  const status = asString(node.status).toLowerCase();
  const approved = asBoolean(o.approved ?? o.exceptionApproved ?? o.isApproved);
  return {
    exception: EXCEPTION_STATES.includes(status) ? (status as SodExceptionState) : approved ? 'approved' : 'none',
    justification: asString(node.justification),
  };
}

export function readSodViolation(value: unknown, index: number): SodViolation {
  const o = asObject(value);
  const dn = asString(o.dn ?? o.userDn ?? o.recipientdn ?? o.id);
  return {
    rowId: `${dn}|${index}`,
    dn,
    name: asString(o.name ?? o.userName ?? o.recipientname ?? o.fullName) || dn,
    type: (asString(o.type) || 'user').toLowerCase(),
    ...readException(o),
  };
}

/** GET `access/sods/violations?sodDn`: who holds both roles of a rule. */
export async function fetchSodViolations(core: IdmCore, sodDn: string, signal?: AbortSignal): Promise<SodViolation[]> {
  const body = asObject(
    await core.http.request<unknown>({ url: core.http.rest('access/sods/violations'), query: { sodDn }, signal }),
  );
  return asArray(body.sodViolations).map(readSodViolation);
}

/** One rule a user breaks, with the roles that cause it (SodNode_nodes). */
export interface UserSodViolation {
  sodDn: string;
  sodName: string;
  role1: string;
  role2: string;
  /** The role the user holds through another (a parent role), when so. */
  inheritedRole: string;
}

/** GET `access/sods/violations/user?userDn`: the rules a user breaks and the roles behind each. */
export async function fetchUserSodViolations(
  core: IdmCore,
  userDn: string,
  signal?: AbortSignal,
): Promise<UserSodViolation[]> {
  const body = asObject(
    await core.http.request<unknown>({ url: core.http.rest('access/sods/violations/user'), query: { userDn }, signal }),
  );
  return asArray(body.sods)
    .map(asObject)
    .map((s) => ({
      sodDn: asString(s.sodId),
      sodName: asString(s.sodName) || asString(s.sodId),
      role1: asString(s.perm1Name),
      role2: asString(s.perm2Name),
      inheritedRole: asString(s.inheritedRole),
    }));
}

export const sodAdminQueries = {
  list: (core: IdmCore, query: SodListQuery) =>
    queryOptions({
      queryKey: catalogAdminKeys.list('sods', query),
      queryFn: ({ signal }) => fetchSodList(core, query, signal),
      placeholderData: keepPreviousData,
    }),
  details: (core: IdmCore, dn: string) =>
    queryOptions({
      queryKey: catalogAdminKeys.of('sod', dn),
      queryFn: ({ signal }) => withVersion(core, (c) => fetchSodDetails(c, dn, signal)),
      enabled: dn !== '',
    }),
  defaultApprovers: (core: IdmCore) =>
    queryOptions({
      queryKey: catalogAdminKeys.kind('sodDefaults'),
      queryFn: ({ signal }) => fetchSodDefaultApprovers(core, signal),
    }),
  violations: (core: IdmCore, sodDn: string) =>
    queryOptions({
      queryKey: catalogAdminKeys.of('violations', sodDn),
      queryFn: ({ signal }) => fetchSodViolations(core, sodDn, signal),
      enabled: sodDn !== '',
    }),
  userViolations: (core: IdmCore, userDn: string) =>
    queryOptions({
      queryKey: catalogAdminKeys.of('violations', userDn, 'user'),
      queryFn: ({ signal }) => fetchUserSodViolations(core, userDn, signal),
      enabled: userDn !== '',
    }),
};
