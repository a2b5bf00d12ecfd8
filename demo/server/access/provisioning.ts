import type { AssignmentRow } from '../db/access/assignments.js';
import type { RequestRow } from '../db/access/requests.js';
import { SYSTEM, move, schedule, type Actor, type EngineContext } from './context.js';
import { STATE } from './states.js';

/**
 * Provisioning, asynchronous as on a real server: after approval (20) a role goes to Provisioning (30) after
 * one delay and to Provisioned (50) or Provisioning Error (80) after another; a resource first waits in
 * Provision pending (28). A future effective date holds a role in Pending Activation (25) and a resource in
 * 28 until then. Provisioned grants become assignments; provisioned revocations remove them and put the
 * grant into Cleanup (100). Assignments with an expiry date are removed when it passes.
 */
export function startProvisioning(ctx: EngineContext, request: RequestRow): RequestRow {
  const now = ctx.now();
  const start = Math.max(request.effective_date ?? now, now);
  let current = request;
  if (request.kind === 'resource') current = move(ctx, current, STATE.provisionPending, SYSTEM, 'Provision pending');
  else if (start > now)
    current = move(
      ctx,
      current,
      STATE.pendingActivation,
      SYSTEM,
      'Pending activation',
      `Effective ${new Date(start).toISOString()}`,
    );
  scheduleStep(ctx, current.id, start + ctx.options.provisionMs);
  return current;
}

function scheduleStep(ctx: EngineContext, requestId: number, dueAt: number): void {
  schedule(ctx, dueAt, `provision #${requestId}`, () => provisionStep(ctx, requestId));
}

/** One provisioning step; does nothing when the request has moved on meanwhile. */
function provisionStep(ctx: EngineContext, requestId: number): void {
  const request = ctx.requests.get(requestId);
  if (!request) return;
  if (
    request.state === STATE.approved ||
    request.state === STATE.pendingActivation ||
    request.state === STATE.provisionPending
  ) {
    move(ctx, request, STATE.provisioning, SYSTEM, 'Provisioning');
    scheduleStep(ctx, requestId, ctx.now() + ctx.options.provisionMs);
    return;
  }
  if (request.state !== STATE.provisioning) return;
  if (request.action === 'grant' && request.fail_provisioning === 1) {
    move(
      ctx,
      request,
      STATE.provisioningError,
      SYSTEM,
      'Provisioning Error',
      `The connected system rejected ${request.item_name}.`,
    );
    return;
  }
  const done = move(ctx, request, STATE.provisioned, SYSTEM, 'Provisioned');
  if (done.action === 'grant') grantAssignment(ctx, done);
  else removeAssignment(ctx, done.assignment_id, SYSTEM, `Revoked by request #${done.id}`);
}

function grantAssignment(ctx: EngineContext, request: RequestRow): void {
  if (request.kind === 'prd') return;
  ctx.assignments.upsert({
    kind: request.kind,
    item_dn: request.item_dn,
    recipient_dn: request.recipient_dn,
    recipient_type: request.recipient_type,
    request_id: request.id,
    params: request.params,
    effective_date: request.effective_date,
    expiry_date: request.expiry_date,
    assigned_at: ctx.now(),
  });
  if (request.expiry_date !== null) {
    const assignment = ctx.assignments.find(request.item_dn, request.recipient_dn);
    if (assignment) scheduleExpiry(ctx, assignment);
  }
}

/** Removes an assignment; its grant request goes from Provisioned to Cleanup. */
export function removeAssignment(ctx: EngineContext, assignmentId: number | null, actor: Actor, detail: string): void {
  if (assignmentId === null) return;
  const grant = ctx.requests.grantOfAssignment(assignmentId);
  ctx.assignments.remove(assignmentId);
  if (grant && grant.state === STATE.provisioned) move(ctx, grant, STATE.cleanup, actor, 'Cleanup', detail);
}

export function scheduleExpiry(ctx: EngineContext, assignment: AssignmentRow): void {
  if (assignment.expiry_date === null) return;
  schedule(ctx, assignment.expiry_date, `expire assignment ${assignment.id}`, () => {
    const current = ctx.assignments.get(assignment.id);
    if (!current || current.expiry_date === null || current.expiry_date > ctx.now()) return;
    removeAssignment(ctx, current.id, SYSTEM, 'Expired');
  });
}

/** After a restart: pick up every request waiting for a provisioning step, retraction or expiry. */
export function resumeProvisioning(ctx: EngineContext): void {
  const now = ctx.now();
  const waiting = ctx.requests.inStates([
    STATE.approved,
    STATE.pendingActivation,
    STATE.provisionPending,
    STATE.provisioning,
  ]);
  for (const request of waiting.filter((r) => r.kind !== 'prd')) {
    const start = Math.max(request.effective_date ?? now, now);
    scheduleStep(ctx, request.id, (request.state === STATE.provisioning ? now : start) + ctx.options.provisionMs);
  }
  for (const assignment of ctx.assignments.withExpiry()) scheduleExpiry(ctx, assignment);
}
