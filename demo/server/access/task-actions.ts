import type { TaskRow } from '../db/access/tasks.js';
import { badInput } from '../http/fault.js';
import { addresseeKind, addresseeName, isMemberOf } from './addressees.js';
import { actorOf, note, type Acting, type EngineContext } from './context.js';
import { dataItemProblem, storeDataItems, type DataItemInput } from './approval-form.js';
import { afterDecision } from './flow.js';

/** What POST access/tasks may do (refuse is a denial). */
export const TASK_ACTIONS = ['approve', 'deny', 'refuse', 'claim', 'release', 'reassign', 'comment'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

export interface TaskActionInput {
  action: TaskAction;
  taskIds: string[];
  comment: string;
  /** reassign: the new assignee. */
  approver?: string;
  /** approve, deny: the approval form's data items sent with each task (tasks[].dataItems), by task id. */
  dataItems?: ReadonlyMap<string, readonly DataItemInput[]>;
}

export interface TaskResult {
  id: string;
  name: string;
  requestId?: string;
  entityType?: string;
  reason?: string;
}

export interface TaskActionAnswer {
  success: boolean;
  succeeded: TaskResult[];
  failed: TaskResult[];
}

const same = (a: string | null | undefined, b: string | null | undefined): boolean =>
  a !== null && a !== undefined && b !== null && b !== undefined && a.toLowerCase() === b.toLowerCase();

/** Holds the task: its assignee, or an administrator. */
export const holdsTask = (acting: Acting, task: TaskRow): boolean =>
  same(task.assignee_dn, acting.user.dn) || acting.user.is_admin === 1;

/** A task offered to a group, role or container: its members claim it before they decide. */
export const isSharedTask = (ctx: EngineContext, task: TaskRow): boolean =>
  addresseeKind(ctx.db, task.assignee_dn) !== 'user';

/**
 * May see it: holders, the managers of a team the assignee is in, and the members of a group, role or
 * container it is offered to (while nobody else has claimed it).
 */
export function seesTask(ctx: EngineContext, acting: Acting, task: TaskRow): boolean {
  if (
    holdsTask(acting, task) ||
    same(task.claimed_by, acting.user.dn) ||
    ctx.people.managesTeamMember(acting.user.dn, task.assignee_dn, 'viewTasks')
  )
    return true;
  return task.claimed_by === null && isSharedTask(ctx, task) && isMemberOf(ctx.db, acting.user.dn, task.assignee_dn);
}

/** Sees the task only because they manage a team of its assignee (not a holder, claimer, member or administrator)? */
function seesOnlyAsTeamManager(ctx: EngineContext, acting: Acting, task: TaskRow): boolean {
  if (acting.user.is_admin === 1 || holdsTask(acting, task) || same(task.claimed_by, acting.user.dn)) return false;
  return !(task.claimed_by === null && isSharedTask(ctx, task) && isMemberOf(ctx.db, acting.user.dn, task.assignee_dn));
}

const nameOf = (ctx: EngineContext, dn: string | null): string => (dn ? addresseeName(ctx.db, dn) : '');

/** Why `acting` may not do `action` on `task` (bulk: several tasks at once), or null. */
function refusal(
  ctx: EngineContext,
  acting: Acting,
  task: TaskRow,
  input: TaskActionInput,
  bulk: boolean,
): string | null {
  const me = acting.user.dn;
  if (task.status !== 'open') return `Task ${task.id} is no longer open (${task.status}).`;
  if (!seesTask(ctx, acting, task)) return `Task ${task.id} is not assigned to you.`;
  if (
    ['claim', 'release', 'reassign'].includes(input.action) &&
    seesOnlyAsTeamManager(ctx, acting, task) &&
    !ctx.people.managesTeamMember(me, task.assignee_dn, 'actOnTasks')
  )
    return `Your team permissions let you see task ${task.id}, not act on it.`;
  const claimedByOther = task.claimed_by !== null && !same(task.claimed_by, me);
  switch (input.action) {
    case 'approve':
    case 'deny':
    case 'refuse':
      if (claimedByOther && acting.user.is_admin !== 1)
        return `Task ${task.id} is claimed by ${nameOf(ctx, task.claimed_by)}.`;
      if (!holdsTask(acting, task) && !same(task.claimed_by, me)) {
        return isSharedTask(ctx, task)
          ? `Claim task ${task.id} (offered to ${nameOf(ctx, task.assignee_dn)}) before you approve or deny it.`
          : `Only the assignee may decide task ${task.id}.`;
      }
      if (bulk && task.bulk_approvable !== 1) return `${task.item_name} cannot be approved or denied in bulk.`;
      return null;
    case 'claim':
      return claimedByOther ? `Task ${task.id} is already claimed.` : null;
    case 'release':
      if (task.claimed_by === null) return `Task ${task.id} is not claimed.`;
      return claimedByOther &&
        acting.user.is_admin !== 1 &&
        !ctx.people.managesTeamMember(me, task.assignee_dn, 'actOnTasks')
        ? `Task ${task.id} is claimed by someone else.`
        : null;
    case 'reassign': {
      const target = input.approver ? ctx.users.findByDn(input.approver) : undefined;
      if (!target) return `Reassign needs an existing user as approver.`;
      return same(target.dn, task.assignee_dn) ? `Task ${task.id} is already assigned to ${target.full_name}.` : null;
    }
    case 'comment':
      return input.comment.trim() === '' ? 'A comment is required.' : null;
  }
}

const isDecision = (action: TaskAction): boolean => action === 'approve' || action === 'deny' || action === 'refuse';

function perform(ctx: EngineContext, acting: Acting, task: TaskRow, input: TaskActionInput): void {
  const request = ctx.requests.get(task.request_id);
  if (!request) return;
  const actor = actorOf(acting);
  const now = ctx.now();
  const me = acting.user;
  // In proxy mode the step names both: whom the proxy acted for, and the proxy.
  const by = acting.proxy ? `${me.full_name} (proxy: ${acting.proxy.full_name})` : me.full_name;
  if (isDecision(input.action)) {
    for (const change of storeDataItems(ctx, request, input.dataItems?.get(String(task.id)) ?? []))
      note(ctx, request, actor, `${change} by ${by}`);
  }
  if (input.comment.trim() !== '') {
    ctx.requests.addComment({
      requestId: request.id,
      taskId: task.id,
      userDn: me.dn,
      userName: me.full_name,
      activity: task.activity,
      text: input.comment,
      system: false,
      at: now,
    });
  }
  switch (input.action) {
    case 'approve':
    case 'deny':
    case 'refuse': {
      const approved = input.action === 'approve';
      ctx.tasks.complete(task.id, approved ? 'approved' : 'denied', now, me.dn);
      note(ctx, request, actor, `${task.activity}: ${approved ? 'approved' : 'denied'} by ${by}`, input.comment);
      afterDecision(ctx, { ...task, status: approved ? 'approved' : 'denied' }, actor);
      return;
    }
    case 'claim':
      ctx.tasks.setClaim(task.id, me.dn);
      note(ctx, request, actor, `${task.activity}: claimed by ${by}`);
      return;
    case 'release':
      ctx.tasks.setClaim(task.id, null);
      note(ctx, request, actor, `${task.activity}: released by ${by}`);
      return;
    case 'reassign': {
      const target = ctx.users.findByDn(input.approver ?? '');
      if (!target) return;
      ctx.tasks.reassign(task.id, target.dn);
      note(ctx, request, actor, `${task.activity}: reassigned to ${target.full_name} by ${by}`, input.comment);
      return;
    }
    case 'comment':
      note(ctx, request, actor, `${task.activity}: comment by ${by}`, input.comment);
  }
}

/**
 * Applies one action to one or more tasks; each task succeeds or fails on its own. Data items a decision
 * cannot take (approval-form.ts) refuse the whole call with a 400 Fault before anything is done.
 */
export function actOnTasks(ctx: EngineContext, acting: Acting, input: TaskActionInput): TaskActionAnswer {
  const answer: TaskActionAnswer = { success: true, succeeded: [], failed: [] };
  const bulk = input.taskIds.length > 1;
  const allowed: { task: TaskRow; result: TaskResult }[] = [];
  for (const taskId of input.taskIds) {
    const task = /^\d{1,15}$/.test(taskId) ? ctx.tasks.get(Number(taskId)) : undefined;
    if (!task) {
      answer.failed.push({ id: taskId, name: taskId, reason: `No task ${taskId}.` });
      continue;
    }
    const reason = refusal(ctx, acting, task, input, bulk);
    const request = ctx.requests.get(task.request_id);
    const result: TaskResult = {
      id: String(task.id),
      name: task.item_name,
      requestId: String(task.request_id),
      entityType: request?.kind ?? '',
    };
    if (reason) answer.failed.push({ ...result, reason });
    else allowed.push({ task, result });
  }
  if (isDecision(input.action)) {
    for (const { task } of allowed) {
      const problem = dataItemProblem(
        ctx,
        task,
        input.dataItems?.get(String(task.id)) ?? [],
        input.action === 'approve',
      );
      if (problem) throw badInput(problem);
    }
  }
  for (const { task, result } of allowed) {
    // An earlier task of the call may have changed this one (a decided step cancels its siblings).
    const current = ctx.tasks.get(task.id) ?? task;
    const reason = refusal(ctx, acting, current, input, bulk);
    if (reason) {
      answer.failed.push({ ...result, reason });
      continue;
    }
    perform(ctx, acting, current, input);
    answer.succeeded.push(result);
  }
  answer.success = answer.failed.length === 0 && answer.succeeded.length > 0;
  return answer;
}
