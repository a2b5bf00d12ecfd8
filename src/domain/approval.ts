/** Spec sections 3 and 4: approval types and approval template names. */
export type ApprovalType = 'none' | 'quorum' | 'serial' | 'custom';
export type RevokeApprovalType = ApprovalType | 'same-as-grant';

export interface Approver {
  id?: string;
  name?: string;
  type?: string;
  sequence?: number | string;
}

/** The fields an approval is derived from, whatever an entity calls them. */
export interface ApprovalFields {
  required: unknown;
  standard: unknown;
  quorum: unknown;
  approvers: readonly Approver[] | null | undefined;
  requestDef?: string | null | undefined;
  requestDefName?: string | null | undefined;
}

export interface Approval {
  type: ApprovalType;
  /** Serial: sorted by sequence. Quorum: as given. Otherwise empty. */
  approvers: Approver[];
  /** Quorum percentage, for the quorum type. */
  quorum: number | null;
  /** The custom process request definition, for the custom type. */
  requestDef: { dn: string; name: string } | null;
}

const NO_APPROVAL: Approval = { type: 'none', approvers: [], quorum: null, requestDef: null };

/** Not required → none; standard → quorum when a quorum is set, else serial; non-standard → custom. */
export function deriveApproval(fields: ApprovalFields): Approval {
  if (!isTrue(fields.required)) return { ...NO_APPROVAL };
  if (isTrue(fields.standard)) {
    const quorum = parseQuorum(fields.quorum);
    const approvers = [...(fields.approvers ?? [])];
    if (quorum !== null) return { type: 'quorum', approvers, quorum, requestDef: null };
    return { type: 'serial', approvers: approvers.sort(bySequence), quorum: null, requestDef: null };
  }
  return {
    type: 'custom',
    approvers: [],
    quorum: null,
    requestDef: { dn: fields.requestDef ?? '', name: fields.requestDefName ?? '' },
  };
}

/** `'50%'` → 50; blank, zero or unreadable → null (no quorum). */
export function parseQuorum(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : parseFloat(String(value).replace('%', '').trim());
  return Number.isFinite(n) && n > 0 ? n : null;
}

export interface RoleApprovalFields {
  approvalRequired?: unknown;
  approvalIsStandard?: unknown;
  approvalQuorum?: unknown;
  approvalApprovers?: readonly Approver[] | null;
  approvalRequestDef?: string | null;
  approvalRequestDefName?: string | null;
}

export function roleApproval(role: RoleApprovalFields): Approval {
  return deriveApproval({
    required: role.approvalRequired,
    standard: role.approvalIsStandard,
    quorum: role.approvalQuorum,
    approvers: role.approvalApprovers,
    requestDef: role.approvalRequestDef,
    requestDefName: role.approvalRequestDefName,
  });
}

export interface ResourceApprovalFields extends RevokeApprovalFields {
  approvalRequired?: unknown;
  approvalIsStandard?: unknown;
  quorum?: unknown;
  approvers?: readonly Approver[] | null;
  requestDef?: string | null;
  requestDefName?: string | null;
}

/** The revoke fields of a role or a resource as the server sends them. */
export interface RevokeApprovalFields {
  revokeEqualsGrant?: unknown;
  revokeRequired?: unknown;
  revokeApprovalIsStandard?: unknown;
  revokeQuorum?: unknown;
  revokeApprovers?: readonly Approver[] | null;
  revokeRequestDef?: string | null;
  revokeRequestDefName?: string | null;
}

export function resourceGrantApproval(resource: ResourceApprovalFields): Approval {
  return deriveApproval({
    required: resource.approvalRequired,
    standard: resource.approvalIsStandard,
    quorum: resource.quorum,
    approvers: resource.approvers,
    requestDef: resource.requestDef,
    requestDefName: resource.requestDefName,
  });
}

/** None by default; 'same as grant' when revokeEqualsGrant is 1 (or true); else derived from the revoke fields. */
export function resourceRevokeApprovalType(resource: ResourceApprovalFields): RevokeApprovalType {
  if (isTrue(resource.revokeEqualsGrant)) return 'same-as-grant';
  return resourceRevokeApproval(resource).type;
}

export function resourceRevokeApproval(resource: ResourceApprovalFields): Approval {
  return deriveApproval({
    required: resource.revokeRequired,
    standard: resource.revokeApprovalIsStandard,
    quorum: resource.revokeQuorum,
    approvers: resource.revokeApprovers,
    requestDef: resource.revokeRequestDef,
    requestDefName: resource.revokeRequestDefName,
  });
}

/** Approval kinds shown in the approval editors. */
export const APPROVAL_KINDS = {
  none: 'NONE',
  custom: 'CUSTOM',
  serial: 'SERIAL',
  quorum: 'QUORUM',
  sameAsGrant: 'Same as Grant Approval',
  retainExisting: 'Retain Existing Approval Process',
} as const;

export type ApprovalStepType = 'Serial' | 'Parallel';
export const MAX_APPROVAL_STEPS = 4;

const STEP_WORDS = ['', 'Single', 'Two', 'Three', 'Four'] as const;

/**
 * Template name of an approval definition: 0 steps → NoApproval, 1 → SingleStepApproval, quorum →
 * QuorumApproval, 2–4 → Two/Three/FourStep + Serial|Parallel + Approval.
 */
export function approvalTemplateName(steps: number, type: ApprovalStepType, quorum = false): string {
  if (!Number.isInteger(steps) || steps < 0 || steps > MAX_APPROVAL_STEPS) {
    throw new RangeError(`Approval steps must be 0 to ${MAX_APPROVAL_STEPS}, got ${steps}`);
  }
  if (steps === 0) return 'NoApproval';
  if (quorum) return 'QuorumApproval';
  if (steps === 1) return 'SingleStepApproval';
  return `${STEP_WORDS[steps]}Step${type}Approval`;
}

function bySequence(a: Approver, b: Approver): number {
  return toSequence(a.sequence) - toSequence(b.sequence);
}

function toSequence(value: number | string | undefined): number {
  const n = Number(value);
  return Number.isFinite(n) && value !== undefined && value !== '' ? n : Number.MAX_SAFE_INTEGER;
}

function isTrue(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
