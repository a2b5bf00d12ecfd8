import { deriveApproval, type ApprovalType } from '../../../src/domain/approval.js';
import { ADMIN_DN } from '../demo-accounts.js';
import type { DefinitionRepository, DefinitionRow } from '../db/access/definitions.js';
import type { AccessPeopleRepository } from '../db/access/people.js';
import type { AccessKind } from './states.js';

/**
 * Approval plans: which approvers a request needs, in which order. Serial and custom plans run step by
 * step (one approver per step); parallel plans need every approver of their single step; quorum plans
 * complete when the percentage of approvers has approved.
 */
export type PlanType = ApprovalType | 'parallel';

export interface ApprovalPlan {
  type: PlanType;
  /** Approver DNs per step (index 0 = step 1). */
  steps: string[][];
  quorum: number | null;
  requestDef: { dn: string; name: string } | null;
}

export const NO_PLAN: ApprovalPlan = { type: 'none', steps: [], quorum: null, requestDef: null };

/**
 * Who approves in a custom request definition (PRD), step by step, by its cn: a rule, or a fixed addressee
 * (a group, role or container of approvers, whose members claim the task).
 */
type Rule = 'manager' | 'managersManager' | 'owner' | 'admin' | { addressee: string };
/** The Engineering group (Eddie User and Maria Manager are members): conference rooms are theirs to approve. */
const ENGINEERING_GROUP = 'cn=Engineering,ou=groups,o=data';
const PRD_WORKFLOWS: Readonly<Record<string, readonly Rule[]>> = {
  ManagerApproval: ['manager'],
  RoleOwnerApproval: ['owner'],
  TwoStepRoleApproval: ['manager', 'owner'],
  SecurityReview: ['admin'],
  DepartmentHeadApproval: ['managersManager'],
  ResourceOwnerApproval: ['owner'],
  LicenseApproval: ['admin'],
  HardwareApproval: ['manager', 'admin'],
  FinanceAccessApproval: ['admin'],
  CloudAccountApproval: ['admin'],
  SoDExceptionApproval: ['admin'],
  ComplianceOfficerReview: ['admin'],
  RiskCommitteeReview: ['admin'],
  RequestConferenceRoom: [{ addressee: ENGINEERING_GROUP }],
};
/** Provisioning PRDs requested on their own: the recipient's manager approves. */
const DEFAULT_WORKFLOW: readonly Rule[] = ['manager'];

export interface PlanContext {
  itemDn: string;
  kind: AccessKind;
  recipientDn: string;
  recipientType: 'user' | 'group';
  definitions: DefinitionRepository;
  people: AccessPeopleRepository;
}

const cnOf = (dn: string): string => /^cn=([^,]+)/i.exec(dn)?.[1] ?? dn;

function resolveRule(rule: Rule, ctx: PlanContext): string {
  if (typeof rule === 'object') return ctx.people.group(rule.addressee) ? rule.addressee : ADMIN_DN;
  const manager = ctx.recipientType === 'user' ? ctx.people.managerOf(ctx.recipientDn) : null;
  switch (rule) {
    case 'manager':
      return manager ?? ADMIN_DN;
    case 'managersManager':
      return (manager ? ctx.people.managerOf(manager) : null) ?? manager ?? ADMIN_DN;
    case 'owner':
      return ctx.definitions.ownerUsers(ctx.itemDn)[0] ?? ADMIN_DN;
    case 'admin':
      return ADMIN_DN;
  }
}

/** The steps of a custom PRD (unknown PRDs: the recipient's manager). */
export function workflowSteps(prdDn: string, ctx: PlanContext): string[][] {
  const rules = PRD_WORKFLOWS[cnOf(prdDn)] ?? DEFAULT_WORKFLOW;
  return rules.map((rule) => [resolveRule(rule, ctx)]);
}

function planOf(row: DefinitionRow, ctx: PlanContext, purpose: 'grant' | 'revoke'): ApprovalPlan {
  const approvers = ctx.definitions
    .approvers(row.item_dn, purpose)
    .map((a) => ({ id: a.approver_dn, sequence: a.sequence }));
  const approval = deriveApproval({
    required: row.required,
    standard: row.standard,
    quorum: row.quorum,
    approvers,
    requestDef: row.request_def_dn,
    requestDefName: row.request_def_name,
  });
  const dns = approval.approvers.map((a) => a.id ?? '').filter((dn) => dn !== '');
  switch (approval.type) {
    case 'none':
      return NO_PLAN;
    case 'quorum':
      return { type: 'quorum', steps: [dns], quorum: approval.quorum, requestDef: null };
    case 'serial':
      if (row.step_type === 'Parallel' && dns.length > 1)
        return { type: 'parallel', steps: [dns], quorum: null, requestDef: null };
      return { type: 'serial', steps: dns.map((dn) => [dn]), quorum: null, requestDef: null };
    case 'custom': {
      const requestDef = approval.requestDef ?? { dn: '', name: '' };
      return { type: 'custom', steps: workflowSteps(requestDef.dn, ctx), quorum: null, requestDef };
    }
  }
}

/**
 * The grant plan of an item. Roles without a definition whose catalog entry says approval is required get
 * the recipient's manager (as the Manager Approval PRD); PRDs requested on their own run their workflow.
 */
export function grantPlan(ctx: PlanContext): ApprovalPlan {
  if (ctx.kind === 'prd')
    return { type: 'custom', steps: workflowSteps(ctx.itemDn, ctx), quorum: null, requestDef: null };
  const row = ctx.definitions.definition(ctx.itemDn, 'grant');
  if (row) return planOf(row, ctx, 'grant');
  const item = ctx.definitions.item(ctx.itemDn);
  if (item?.kind === 'role' && item.approval_required === 1)
    return { type: 'custom', steps: workflowSteps('cn=ManagerApproval', ctx), quorum: null, requestDef: null };
  return NO_PLAN;
}

/** The revoke plan: none without a definition, the grant plan for 'same as grant', else its own. */
export function revokePlan(ctx: PlanContext): ApprovalPlan {
  const row = ctx.definitions.definition(ctx.itemDn, 'revoke');
  if (!row) return NO_PLAN;
  if (row.same_as_grant === 1) return grantPlan(ctx);
  return planOf(row, ctx, 'revoke');
}

export type Outcome = 'approved' | 'denied' | 'open';

/**
 * A quorum step: approved once `percent` of the approvers approved, denied once that can no longer happen.
 * A parallel step is a quorum of 100 %.
 */
export function quorumOutcome(total: number, approved: number, denied: number, percent: number): Outcome {
  const needed = Math.max(1, Math.ceil((total * percent) / 100 - 1e-9));
  if (approved >= needed) return 'approved';
  if (total - denied < needed) return 'denied';
  return 'open';
}

/** The task's activity name, e.g. 'Approval step 1 of 2', 'Quorum approval (50%)'. */
export function activityName(type: string, step: number, steps: number, quorum: number | null): string {
  if (type === 'quorum') return `Quorum approval (${quorum ?? 0}%)`;
  if (type === 'parallel') return 'Parallel approval';
  return steps > 1 ? `Approval step ${step} of ${steps}` : 'Approval';
}
