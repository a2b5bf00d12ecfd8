import { ADMIN_DN } from '../demo-accounts.js';
import type { SodConflictRow } from '../db/access/definitions.js';
import type { EngineContext } from './context.js';

/** The contract's SodNode (a submission answer's `sods`). */
export interface SodNode {
  sodId: string;
  sodName: string;
  sodDescription: string;
  perm1Name: string;
  perm2Name: string;
  recipientdn: string;
  recipientname: string;
}

/**
 * SoD rules a role request would break: between the requested role and the roles the recipient holds
 * (directly or through a group) or has requested and not yet been refused.
 */
export function sodConflicts(ctx: EngineContext, roleDn: string, recipientDn: string): SodConflictRow[] {
  const held = new Set(
    [...ctx.assignments.roleDnsOf(recipientDn), ...ctx.requests.runningRoleDns(recipientDn)].map((dn) =>
      dn.toLowerCase(),
    ),
  );
  held.delete(roleDn.toLowerCase());
  return ctx.definitions.sodConflicts(roleDn, [...held]);
}

/**
 * `sod_policies.allow_override`: 0 no exception, 1 an exception with approval (allowWithWorkflow), 2 an exception
 * with a justification only (alwaysAllow: approved at once).
 */
export const SOD_OVERRIDE = { none: 0, withWorkflow: 1, always: 2 } as const;

/** An exception can be asked for only when every broken rule allows one. */
export const exceptionAllowed = (conflicts: readonly SodConflictRow[]): boolean =>
  conflicts.every((c) => c.allow_override === SOD_OVERRIDE.withWorkflow || c.allow_override === SOD_OVERRIDE.always);

/** The broken rules whose exception is approved by the justification alone (alwaysAllow). */
export const alwaysAllowed = (conflicts: readonly SodConflictRow[]): SodConflictRow[] =>
  conflicts.filter((c) => c.allow_override === SOD_OVERRIDE.always);

/** The broken rules whose exception needs an approver's decision. */
export const needingApproval = (conflicts: readonly SodConflictRow[]): SodConflictRow[] =>
  conflicts.filter((c) => c.allow_override !== SOD_OVERRIDE.always);

/** Who approves the exception: each rule's approver (the administrator when a rule names none). */
export const sodApprovers = (conflicts: readonly SodConflictRow[]): string[] => [
  ...new Map(conflicts.map((c) => [(c.approver_dn ?? ADMIN_DN).toLowerCase(), c.approver_dn ?? ADMIN_DN])).values(),
];

export function sodNodes(conflicts: readonly SodConflictRow[], recipient: { dn: string; name: string }): SodNode[] {
  return conflicts.map((c) => ({
    sodId: c.dn,
    sodName: c.name,
    sodDescription: c.description,
    perm1Name: c.role1_name,
    perm2Name: c.role2_name,
    recipientdn: recipient.dn,
    recipientname: recipient.name,
  }));
}
