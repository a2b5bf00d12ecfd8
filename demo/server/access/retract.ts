import type { RequestRow } from '../db/access/requests.js';
import { SYSTEM, actorOf, move, schedule, type Acting, type EngineContext } from './context.js';
import type { ResponseItem } from './submit.js';
import { PRD_STATE, STATE, isRetractable } from './states.js';

export interface RetractAnswer {
  success: boolean;
  succeeded: ResponseItem[];
  failed: ResponseItem[];
}

/** May `acting` retract it: the requester (or whom they act for) and administrators. */
const mayRetract = (acting: Acting, request: RequestRow): boolean =>
  acting.user.is_admin === 1 || request.requester_dn.toLowerCase() === acting.user.dn.toLowerCase();

function finishLater(ctx: EngineContext, requestId: number, dueAt: number): void {
  schedule(ctx, dueAt, `retract #${requestId}`, () => {
    const request = ctx.requests.get(requestId);
    if (request?.state === STATE.retracting) move(ctx, request, STATE.retracted, SYSTEM, 'Retracted');
  });
}

/**
 * Retracts requests still waiting for approval: open tasks are cancelled and the request goes to
 * Retracting (70), then Retracted (75) after `retractMs`; a PRD request goes to Retracted (3) at once.
 */
export function retractRequests(ctx: EngineContext, acting: Acting, ids: readonly string[]): RetractAnswer {
  const answer: RetractAnswer = { success: true, succeeded: [], failed: [] };
  for (const id of ids) {
    const request = /^\d{1,15}$/.test(id) ? ctx.requests.get(Number(id)) : undefined;
    if (!request || !mayRetract(acting, request)) {
      // The same answer whether the request exists or is someone else's: nothing of it is named.
      answer.failed.push({ id, name: id, entityType: '', reason: `No retractable request ${id} of yours.` });
      continue;
    }
    const item = { id, name: request.item_name, entityType: request.kind, requestId: id };
    if (!isRetractable(request.kind, request.state)) {
      answer.failed.push({ ...item, reason: `${request.item_name} can no longer be retracted.` });
      continue;
    }
    ctx.tasks.cancelOpen(request.id, ctx.now());
    if (request.action === 'revoke' && request.assignment_id !== null)
      ctx.assignments.setStatus(request.assignment_id, 'active');
    if (request.kind === 'prd') {
      move(ctx, request, PRD_STATE.retracted, actorOf(acting), 'Retracted');
    } else {
      move(ctx, request, STATE.retracting, actorOf(acting), 'Retracting');
      finishLater(ctx, request.id, ctx.now() + ctx.options.retractMs);
    }
    answer.succeeded.push(item);
  }
  answer.success = answer.failed.length === 0 && answer.succeeded.length > 0;
  return answer;
}

/** After a restart: finish retractions that were under way. */
export function resumeRetractions(ctx: EngineContext): void {
  for (const request of ctx.requests.inStates([STATE.retracting]))
    finishLater(ctx, request.id, ctx.now() + ctx.options.retractMs);
}
