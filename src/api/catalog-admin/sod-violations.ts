import type { IdmCore } from '../../core';
import { asArray, asBoolean, asObject, asString } from '../lookups/read';

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
