import type { RequestRow } from '../db/access/requests.js';
import type { TaskRow } from '../db/access/tasks.js';
import { quorumOutcome, type Outcome } from './approvals.js';
import { SYSTEM, move, note, type Actor, type EngineContext } from './context.js';
import { startProvisioning } from './provisioning.js';
import { openTasks } from './routing.js';
import { PRD_STATE, STATE } from './states.js';

/**
 * The approval flow of a request: start it (or skip it when no approval is needed), advance it after each
 * task decision by the plan's rules, and end it approved (then provisioning) or denied.
 */
export function beginApproval(ctx: EngineContext, request: RequestRow, actor: Actor): RequestRow {
  const steps = ctx.requests.approvers(request.id, 'approval');
  if (steps.length === 0) return approve(ctx, request, actor, 'No approval required');
  let current = request;
  if (current.kind === 'role') current = move(ctx, current, STATE.approvalStart, SYSTEM, 'Approval Start - Pending');
  openTasks(ctx, current, 'approval', steps[0]?.step ?? 1);
  if (current.kind !== 'prd') current = move(ctx, current, STATE.approvalPending, SYSTEM, 'Approval Pending');
  return current;
}

/** Starts the SoD exception approval: 2 (pending), tasks for the rule's approvers, 5. */
export function beginSodApproval(ctx: EngineContext, request: RequestRow, actor: Actor): RequestRow {
  let current = move(ctx, request, STATE.sodPending, actor, 'SoD Approval Start - Pending', request.sod_justification);
  openTasks(ctx, current, 'sod', 1);
  current = move(ctx, current, STATE.sodExceptionPending, SYSTEM, 'SoD Exception - Approval Pending');
  return current;
}

/**
 * An exception every broken rule allows with a justification alone (alwaysAllow): 2, 5 and 10 without a task,
 * the justification on the timeline; then the item's own approval.
 */
export function allowSodException(ctx: EngineContext, request: RequestRow, actor: Actor): RequestRow {
  let current = move(ctx, request, STATE.sodPending, actor, 'SoD Approval Start - Pending', request.sod_justification);
  current = move(ctx, current, STATE.sodExceptionPending, SYSTEM, 'SoD Exception - Approval Pending');
  current = move(ctx, current, STATE.sodExceptionApproved, SYSTEM, 'SoD Exception - Always Allowed');
  return beginApproval(ctx, current, actor);
}

function approve(ctx: EngineContext, request: RequestRow, actor: Actor, activity: string): RequestRow {
  if (request.kind === 'prd') return move(ctx, request, PRD_STATE.approved, actor, activity);
  const approved = move(ctx, request, STATE.approved, actor, activity);
  return startProvisioning(ctx, approved);
}

/** Ends a request as denied (SoD exception denied: 90; PRD: 1); open tasks are cancelled. */
export function deny(
  ctx: EngineContext,
  request: RequestRow,
  actor: Actor,
  phase: 'sod' | 'approval',
  detail = '',
): RequestRow {
  ctx.tasks.cancelOpen(request.id, ctx.now());
  if (request.action === 'revoke' && request.assignment_id !== null)
    ctx.assignments.setStatus(request.assignment_id, 'active');
  if (request.kind === 'prd') return move(ctx, request, PRD_STATE.denied, actor, 'Denied', detail);
  if (phase === 'sod') return move(ctx, request, STATE.sodExceptionDenied, actor, 'SoD Exception Denied', detail);
  return move(ctx, request, STATE.denied, actor, 'Denied', detail);
}

/** Where a step stands after a decision. */
function stepOutcome(ctx: EngineContext, request: RequestRow, task: TaskRow): Outcome {
  const inStep = ctx.tasks.ofRequest(request.id).filter((t) => t.phase === task.phase && t.step === task.step);
  const approved = inStep.filter((t) => t.status === 'approved').length;
  const denied = inStep.filter((t) => t.status === 'denied').length;
  const percent = task.phase === 'approval' && request.approval_type === 'quorum' ? (request.quorum ?? 100) : 100;
  return quorumOutcome(inStep.length, approved, denied, percent);
}

/** After a task was approved or denied: the next step, the end of the approval, or nothing yet. */
export function afterDecision(ctx: EngineContext, task: TaskRow, actor: Actor): RequestRow | undefined {
  const request = ctx.requests.get(task.request_id);
  if (!request) return undefined;
  const outcome = stepOutcome(ctx, request, task);
  if (outcome === 'open') return request;
  if (outcome === 'denied') return deny(ctx, request, actor, task.phase);
  ctx.tasks.cancelOpen(request.id, ctx.now());
  if (task.phase === 'sod') {
    const approved = move(ctx, request, STATE.sodExceptionApproved, actor, 'SoD Exception - Approved');
    return beginApproval(ctx, approved, SYSTEM);
  }
  const next = ctx.requests.approvers(request.id, 'approval').find((a) => a.step > task.step);
  if (next) {
    note(ctx, request, SYSTEM, `Approval step ${task.step} approved`);
    openTasks(ctx, request, 'approval', next.step);
    return request;
  }
  return approve(ctx, request, actor, 'Approved');
}
