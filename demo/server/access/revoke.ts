import { revokePlan } from './approvals.js';
import { actorOf, type Acting, type EngineContext } from './context.js';
import { beginApproval } from './flow.js';
import { mayRequestFor } from './recipients.js';
import type { ResponseItem } from './submit.js';

export interface RevokeInput {
  itemDn: string;
  /** Whose assignment (a user or a group). */
  recipientDn: string;
  reason: string;
}

const OPERATION = { removeFromUser: 15, removeFromGroup: 35 } as const;

/**
 * Asks to remove an assignment: a revoke request (role or resource operation 15; a role's group
 * assignment 35) that runs the revoke approval and deprovisioning; the assignment shows 'revoking' meanwhile.
 */
export function revokeAssignment(
  ctx: EngineContext,
  acting: Acting,
  input: RevokeInput,
): { ok: boolean; item: ResponseItem } {
  const assignment = ctx.assignments.find(input.itemDn, input.recipientDn);
  const item = ctx.definitions.item(input.itemDn);
  const base = { id: input.itemDn, name: item?.name ?? input.itemDn, entityType: item?.kind ?? '' };
  if (!assignment || !item || item.kind === 'prd')
    return { ok: false, item: { ...base, reason: `No assignment of ${base.name} to ${input.recipientDn}.` } };
  const recipient = assignment.recipient_type === 'user' ? ctx.users.findByDn(assignment.recipient_dn) : undefined;
  const group = assignment.recipient_type === 'group' ? ctx.people.group(assignment.recipient_dn) : undefined;
  const allowed =
    assignment.recipient_type === 'user'
      ? mayRequestFor(ctx, acting, assignment.recipient_dn)
      : acting.user.is_admin === 1 || acting.user.is_role_admin === 1;
  if (!allowed)
    return {
      ok: false,
      item: {
        ...base,
        reason: `You may not revoke ${item.name} from ${recipient?.full_name ?? group?.name ?? assignment.recipient_dn}.`,
      },
    };
  if (assignment.status === 'revoking')
    return { ok: false, item: { ...base, reason: `${item.name} is already being revoked.` } };

  const plan = revokePlan({
    itemDn: item.dn,
    kind: item.kind,
    recipientDn: assignment.recipient_dn,
    recipientType: assignment.recipient_type,
    definitions: ctx.definitions,
    people: ctx.people,
  });
  const now = ctx.now();
  const actor = actorOf(acting);
  const id = ctx.requests.insert({
    correlation_id: `UARest#RevokeRequest#${assignment.id}-${ctx.requests.count() + 1}`,
    kind: item.kind,
    item_dn: item.dn,
    item_name: item.name,
    operation: assignment.recipient_type === 'group' ? OPERATION.removeFromGroup : OPERATION.removeFromUser,
    action: 'revoke',
    recipient_dn: assignment.recipient_dn,
    recipient_name: recipient?.full_name ?? group?.name ?? assignment.recipient_dn,
    recipient_type: assignment.recipient_type,
    requester_dn: acting.user.dn,
    requester_name: acting.user.full_name,
    proxy_dn: acting.proxy?.dn ?? null,
    reason: input.reason,
    sod_justification: '',
    sods: '[]',
    params: assignment.params,
    effective_date: null,
    expiry_date: null,
    state: 0,
    approval_type: plan.type,
    quorum: plan.quorum,
    bulk_approvable: ctx.definitions.settings(item.dn).bulk_approvable,
    fail_provisioning: 0,
    assignment_id: assignment.id,
    requested_at: now,
  });
  ctx.requests.addEvent({
    requestId: id,
    at: now,
    actorDn: actor.dn,
    proxyDn: actor.proxyDn,
    from: null,
    to: 0,
    activity: 'New Request (revoke)',
    detail: input.reason,
  });
  plan.steps.forEach((dns, index) => dns.forEach((dn) => ctx.requests.addApprover(id, 'approval', index + 1, dn)));
  ctx.assignments.setStatus(assignment.id, 'revoking');
  const request = ctx.requests.get(id);
  if (request) beginApproval(ctx, request, actor);
  return { ok: true, item: { ...base, requestId: String(id), instanceId: String(id), dn: assignment.recipient_dn } };
}
