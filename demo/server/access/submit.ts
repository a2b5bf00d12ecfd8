import type { ItemRow } from '../db/access/definitions.js';
import { grantPlan, type ApprovalPlan } from './approvals.js';
import { actorOf, type Acting, type EngineContext } from './context.js';
import { requestDates } from './expiration.js';
import { allowSodException, beginApproval, beginSodApproval } from './flow.js';
import { mayRequestItemFor, resolveRecipients, type SubmitRecipient, type Target } from './recipients.js';
import {
  alwaysAllowed,
  exceptionAllowed,
  needingApproval,
  sodApprovers,
  sodConflicts,
  sodNodes,
  type SodNode,
} from './sod.js';

export interface SubmitItem {
  dn: string;
  /** 'role', 'resource' or 'prd' as sent (any case); checked against the item when given. */
  entityType: string | undefined;
  params: { key: string; value: string }[];
}

export interface SubmitInput {
  items: SubmitItem[];
  recipients: SubmitRecipient[];
  reason: string;
  sodJustification: string;
  effDate?: number;
  expDate?: number;
}

/** The contract's ResponseNode. */
export interface ResponseItem {
  id: string;
  name: string;
  entityType: string;
  requestId?: string;
  instanceId?: string;
  dn?: string;
  reason?: string;
}

export interface OperationNode {
  success: boolean;
  succeeded: ResponseItem[];
  failed: ResponseItem[];
  sods: SodNode[];
  userDn: string;
}

export interface SubmitAnswer {
  success: boolean;
  OperationNodes: OperationNode[];
}

const OPERATION = { add: 10, addToGroup: 30, prd: 0 } as const;

type One = { ok: true; item: ResponseItem; sods: SodNode[] } | { ok: false; item: ResponseItem; sods: SodNode[] };

function failure(dn: string, name: string, entityType: string, reason: string, sods: SodNode[] = []): One {
  return { ok: false, item: { id: dn, name, entityType, reason }, sods };
}

function checkItem(ctx: EngineContext, item: SubmitItem, target: Target): ItemRow | string {
  const row = ctx.definitions.item(item.dn);
  if (!row || row.status !== 50) return `No requestable item ${item.dn}.`;
  if (item.entityType && item.entityType.toLowerCase() !== row.kind)
    return `${row.name} is a ${row.kind}, not a ${item.entityType.toLowerCase()}.`;
  if (target.type === 'group' && row.kind !== 'role')
    return `Only roles can be assigned to groups; ${row.name} is a ${row.kind}.`;
  if (row.kind === 'prd') return row;
  if (ctx.assignments.find(row.dn, target.dn)) return `${target.name} already has ${row.name}.`;
  if (ctx.requests.runningGrant(row.dn, target.dn)) return `${row.name} has already been requested for ${target.name}.`;
  return row;
}

function submitOne(
  ctx: EngineContext,
  acting: Acting,
  input: SubmitInput,
  item: SubmitItem,
  target: Target,
  correlationId: string,
): One {
  const row = checkItem(ctx, item, target);
  if (typeof row === 'string')
    return failure(item.dn, ctx.definitions.item(item.dn)?.name ?? item.dn, item.entityType ?? '', row);
  const settings = ctx.definitions.settings(row.dn);
  const now = ctx.now();
  const dates =
    row.kind === 'prd'
      ? ({ ok: true, effective: null, expiry: null } as const)
      : requestDates(
          now,
          input.effDate,
          input.expDate,
          { required: settings.expiration_required === 1, expiresAfter: settings.expires_after },
          row.name,
        );
  if (!dates.ok) return failure(row.dn, row.name, row.kind, dates.reason);

  const conflicts = row.kind === 'role' && target.type === 'user' ? sodConflicts(ctx, row.dn, target.dn) : [];
  const sods = sodNodes(conflicts, target);
  if (conflicts.length > 0 && !exceptionAllowed(conflicts)) {
    return failure(
      row.dn,
      row.name,
      row.kind,
      `${row.name} conflicts with a separation-of-duties rule that allows no exception.`,
      sods,
    );
  }
  if (conflicts.length > 0 && input.sodJustification.trim() === '') {
    return failure(
      row.dn,
      row.name,
      row.kind,
      `${row.name} conflicts with a separation-of-duties rule: a justification is required to ask for an exception.`,
      sods,
    );
  }

  const plan: ApprovalPlan = grantPlan({
    itemDn: row.dn,
    kind: row.kind,
    recipientDn: target.dn,
    recipientType: target.type,
    definitions: ctx.definitions,
    people: ctx.people,
  });
  const actor = actorOf(acting);
  const id = ctx.requests.insert({
    correlation_id: correlationId,
    kind: row.kind,
    item_dn: row.dn,
    item_name: row.name,
    operation: row.kind === 'prd' ? OPERATION.prd : target.type === 'group' ? OPERATION.addToGroup : OPERATION.add,
    action: 'grant',
    recipient_dn: target.dn,
    recipient_name: target.name,
    recipient_type: target.type,
    requester_dn: acting.user.dn,
    requester_name: acting.user.full_name,
    proxy_dn: acting.proxy?.dn ?? null,
    reason: input.reason,
    sod_justification: conflicts.length > 0 ? input.sodJustification : '',
    sods: JSON.stringify(sods),
    params: JSON.stringify(item.params),
    effective_date: dates.effective,
    expiry_date: dates.expiry,
    state: 0,
    approval_type: plan.type,
    quorum: plan.quorum,
    bulk_approvable: settings.bulk_approvable,
    fail_provisioning: settings.fail_provisioning,
    assignment_id: null,
    requested_at: now,
  });
  ctx.requests.addEvent({
    requestId: id,
    at: now,
    actorDn: actor.dn,
    proxyDn: actor.proxyDn,
    from: null,
    to: 0,
    activity: 'New Request',
    detail: input.reason,
  });
  if (input.reason.trim() !== '') {
    ctx.requests.addComment({
      requestId: id,
      taskId: null,
      userDn: acting.user.dn,
      userName: acting.user.full_name,
      activity: 'Request',
      text: input.reason,
      system: false,
      at: now,
    });
  }
  plan.steps.forEach((dns, index) => dns.forEach((dn) => ctx.requests.addApprover(id, 'approval', index + 1, dn)));
  const request = ctx.requests.get(id);
  if (!request) throw new Error(`request ${id} vanished`);
  const allowed = alwaysAllowed(conflicts);
  const toApprove = needingApproval(conflicts);
  if (allowed.length > 0) {
    ctx.definitions.recordSodExceptions(
      allowed.map((c) => c.dn),
      target.dn,
      id,
      input.sodJustification.trim(),
      now,
    );
  }
  if (toApprove.length > 0) {
    sodApprovers(toApprove).forEach((dn) => ctx.requests.addApprover(id, 'sod', 1, dn));
    beginSodApproval(ctx, request, actor);
  } else if (allowed.length > 0) {
    allowSodException(ctx, request, actor);
  } else {
    beginApproval(ctx, request, actor);
  }
  return {
    ok: true,
    item: {
      id: row.dn,
      name: row.name,
      entityType: row.kind,
      requestId: String(id),
      instanceId: String(id),
      dn: target.dn,
    },
    sods,
  };
}

const day = (at: number): string => new Date(at).toISOString().slice(0, 10).replace(/-/g, '');

/** Submits a cart: one request per item and recipient; one OperationNode per recipient. */
export function submitRequests(ctx: EngineContext, acting: Acting, input: SubmitInput): SubmitAnswer {
  const correlationId = `UARest#ProcessRequest#${day(ctx.now())}-${ctx.requests.count() + 1}`;
  const { targets, refused } = resolveRecipients(ctx, acting, input.recipients);
  const nodes: OperationNode[] = refused.map((r) => ({
    success: false,
    succeeded: [],
    sods: [],
    userDn: r.dn,
    failed: input.items.map((item) => ({
      id: item.dn,
      name: ctx.definitions.item(item.dn)?.name ?? item.dn,
      entityType: item.entityType ?? '',
      reason: r.reason,
    })),
  }));
  for (const target of targets) {
    const node: OperationNode = { success: true, succeeded: [], failed: [], sods: [], userDn: target.dn };
    for (const item of input.items) {
      if (target.type === 'user' && !mayRequestItemFor(ctx, acting, target.dn, item.dn)) {
        const name = ctx.definitions.item(item.dn)?.name ?? item.dn;
        node.failed.push({
          id: item.dn,
          name,
          entityType: item.entityType ?? '',
          reason: `Your team permissions do not let you request ${name} for ${target.name}.`,
        });
        continue;
      }
      const one = submitOne(ctx, acting, input, item, target, correlationId);
      (one.ok ? node.succeeded : node.failed).push(one.item);
      node.sods.push(...one.sods);
    }
    node.success = node.failed.length === 0;
    nodes.push(node);
  }
  return { success: nodes.length > 0 && nodes.every((n) => n.success), OperationNodes: nodes };
}
