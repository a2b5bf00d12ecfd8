import type { RequestRow } from '../db/access/requests.js';
import { addresseeName } from './addressees.js';
import { activityName } from './approvals.js';
import { SYSTEM, note, type EngineContext } from './context.js';

/** Tasks expire (expirationTime) a week after they were created. */
export const TASK_LIFETIME_MS = 7 * 86_400_000;

/**
 * Opens the tasks of one step of a request's approval (or SoD exception approval). Each goes to its
 * approver (a user, or a group, role or container whose members claim it), or to the approver's delegate
 * while a delegation is active or the approver is unavailable (then it is flagged as delegated). Answers
 * how many were opened.
 */
export function openTasks(ctx: EngineContext, request: RequestRow, phase: 'sod' | 'approval', step: number): number {
  const all = ctx.requests.approvers(request.id, phase);
  const steps = all.reduce((max, a) => Math.max(max, a.step), 0);
  const approvers = all.filter((a) => a.step === step);
  const now = ctx.now();
  const activity =
    phase === 'sod' ? 'SoD exception approval' : activityName(request.approval_type, step, steps, request.quorum);
  for (const { approver_dn: addressee } of approvers) {
    const delegate = ctx.definitions.delegateOf(addressee, now, {
      dn: request.item_dn,
      requestDefDn: ctx.definitions.definition(request.item_dn, request.action)?.request_def_dn ?? null,
    });
    const assignee = delegate ?? addressee;
    const id = ctx.tasks.insert({
      request_id: request.id,
      phase,
      step,
      activity,
      addressee_dn: addressee,
      assignee_dn: assignee,
      delegated: delegate ? 1 : 0,
      bulk_approvable: request.bulk_approvable,
      priority: 50,
      item_name: request.item_name,
      recipient_name: request.recipient_name,
      requester_name: request.requester_name,
      created_at: now,
      expires_at: now + TASK_LIFETIME_MS,
    });
    const who = addresseeName(ctx.db, assignee);
    note(
      ctx,
      request,
      SYSTEM,
      `${activity}: task ${id} for ${who}`,
      delegate ? `Delegated by ${ctx.users.findByDn(addressee)?.full_name ?? addressee}` : '',
    );
  }
  return approvers.length;
}
