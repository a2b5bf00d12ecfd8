import type { RequestRow } from '../db/access/requests.js';
import { actorOf, move, type Acting, type EngineContext } from './context.js';
import { PRD_STATE, PROCESS, STATE, canMove, processStateOf, statusOf } from './states.js';

export interface TerminateAnswer {
  success: boolean;
  failedProcesses: string[];
  message: string;
}

/**
 * An administrator ends a running process (workflow monitoring): its open tasks are cancelled, a revoke's
 * assignment is active again, and the request ends Retracted (75; PRD 3) — terminated in its history,
 * with the comment in its timeline and comments. A process already ended fails.
 */
function terminateOne(ctx: EngineContext, acting: Acting, request: RequestRow, comment: string): void {
  const actor = actorOf(acting);
  const detail = comment.trim();
  ctx.tasks.cancelOpen(request.id, ctx.now());
  if (request.action === 'revoke' && request.assignment_id !== null)
    ctx.assignments.setStatus(request.assignment_id, 'active');
  if (detail !== '')
    ctx.requests.addComment({
      requestId: request.id,
      taskId: null,
      userDn: acting.user.dn,
      userName: acting.user.full_name,
      activity: 'Terminated',
      text: detail,
      system: false,
      at: ctx.now(),
    });
  if (request.kind === 'prd') {
    move(ctx, request, PRD_STATE.retracted, actor, 'Terminated', detail);
    return;
  }
  if (canMove(request.kind, request.state, STATE.retracting)) {
    const retracting = move(ctx, request, STATE.retracting, actor, 'Terminating', detail);
    move(ctx, retracting, STATE.retracted, actor, 'Terminated', detail);
    return;
  }
  // Approved and on its way to provisioning: the state machine has no step back, so the process is ended as
  // a deleted user's would be (identity.ts), and a pending provisioning step finds it ended.
  const at = ctx.now();
  ctx.requests.setState(
    request.id,
    STATE.retracted,
    processStateOf(request.kind, STATE.retracted),
    statusOf(request.kind, STATE.retracted),
    at,
    at,
  );
  ctx.requests.addEvent({
    requestId: request.id,
    at,
    actorDn: actor.dn,
    proxyDn: actor.proxyDn,
    from: request.state,
    to: STATE.retracted,
    activity: 'Terminated',
    detail,
  });
}

export function terminateProcesses(
  ctx: EngineContext,
  acting: Acting,
  ids: readonly string[],
  comment: string,
): TerminateAnswer {
  const failed: string[] = [];
  const reasons: string[] = [];
  for (const id of ids) {
    const request = /^\d{1,15}$/.test(id) ? ctx.requests.get(Number(id)) : undefined;
    if (!request) {
      failed.push(id);
      reasons.push(`There is no process ${id}.`);
      continue;
    }
    if (request.process_state !== PROCESS.running) {
      failed.push(id);
      reasons.push(`Process ${id} (${request.item_name}) is no longer running.`);
      continue;
    }
    terminateOne(ctx, acting, request, comment);
  }
  const done = ids.length - failed.length;
  return {
    success: failed.length === 0 && done > 0,
    failedProcesses: failed,
    message: failed.length === 0 ? `${done} process(es) terminated.` : reasons.join(' '),
  };
}
