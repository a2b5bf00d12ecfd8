import { approvalFormOf, type ApprovalFormSpec, type ApproverItem } from '../db/seed/access-catalog.js';
import type { RequestRow } from '../db/access/requests.js';
import type { TaskRow } from '../db/access/tasks.js';
import type { EngineContext } from './context.js';

/**
 * Approval forms: what the approver of a grant fills in (editable data items, kept on the request with
 * the requester's own data items, `params`) or the server-side form a task names (`approvalForm.do`).
 */

/** A data item as approve and deny send it (the contract's AfDataItemNode: name, dataType, values). */
export interface DataItemInput {
  name: string;
  dataType?: string;
  values: readonly string[];
}

/** The request's summary items the task details answer; read-only whatever the form says. */
export const SUMMARY_ITEM_NAMES: ReadonlySet<string> = new Set([
  'item',
  'itemType',
  'action',
  'recipient',
  'requester',
  'reason',
  'requestDate',
  'effectiveDate',
  'expiryDate',
  'sodJustification',
]);

/** The grant approval form of the request's item (approval tasks of grants only; SoD and revoke tasks have none). */
export function formOfTask(ctx: EngineContext, task: TaskRow): ApprovalFormSpec | null {
  if (task.phase !== 'approval') return null;
  const request = ctx.requests.get(task.request_id);
  if (!request || request.action !== 'grant' || request.kind === 'prd') return null;
  return approvalFormOf(request.kind, request.item_name);
}

/** The items the approver of `task` fills in (none once it is decided). */
export function editableItems(ctx: EngineContext, task: TaskRow): readonly ApproverItem[] {
  const form = task.status === 'open' ? formOfTask(ctx, task) : null;
  return form && 'items' in form ? form.items : [];
}

/** The server-side form a task names ('' when none). */
export function serverFormOf(ctx: EngineContext, task: TaskRow): string {
  const form = formOfTask(ctx, task);
  return form && 'serverForm' in form ? form.serverForm : '';
}

/** The request's data items (its params; a multi-valued item is one entry per value), by name, in order. */
export function requestValues(request: Pick<RequestRow, 'params'>): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const { key, value } of JSON.parse(request.params) as { key: string; value: string }[]) {
    values.set(key, [...(values.get(key) ?? []), value]);
  }
  return values;
}

const cleaned = (values: readonly string[]): string[] =>
  values.map((value) => value.trim()).filter((value) => value !== '');

/**
 * Why the data items sent with a decision on `task` cannot be taken (a 400 Fault), or null: unknown or
 * read-only names, several values for a single-valued item, a date that is not epoch ms, and on approve a
 * required item left empty (sent empty, or neither sent nor stored).
 */
export function dataItemProblem(
  ctx: EngineContext,
  task: TaskRow,
  sent: readonly DataItemInput[],
  approving: boolean,
): string | null {
  const editable = new Map(editableItems(ctx, task).map((item) => [item.name, item]));
  const request = ctx.requests.get(task.request_id);
  const stored = request ? requestValues(request) : new Map<string, string[]>();
  for (const item of sent) {
    const spec = editable.get(item.name);
    if (!spec) {
      return SUMMARY_ITEM_NAMES.has(item.name) || stored.has(item.name)
        ? `Invalid input: data item "${item.name}" of task ${task.id} is read-only.`
        : `Invalid input: task ${task.id} has no data item "${item.name}".`;
    }
    const values = cleaned(item.values);
    if (!spec.multiValued && values.length > 1) return `Invalid input: "${item.name}" takes one value.`;
    if (spec.dataType === 'date' && values.some((value) => !/^\d{1,16}$/.test(value))) {
      return `Invalid input: "${item.name}" must be a date (epoch milliseconds).`;
    }
  }
  if (!approving) return null;
  for (const spec of editable.values()) {
    if (!spec.required) continue;
    const given = sent.filter((item) => item.name === spec.name).at(-1);
    const values = given ? cleaned(given.values) : (stored.get(spec.name) ?? []);
    if (values.length === 0) return `${spec.name} is required to approve ${task.item_name} (task ${task.id}).`;
  }
  return null;
}

/**
 * Keeps the changed values of the form's items on the request and answers what changed, for the timeline
 * ("Cost center set to 4711", "Travel regions cleared").
 */
export function storeDataItems(ctx: EngineContext, request: RequestRow, sent: readonly DataItemInput[]): string[] {
  const values = requestValues(request);
  const changes: string[] = [];
  for (const item of sent) {
    const next = cleaned(item.values);
    const before = values.get(item.name) ?? [];
    if (next.length === before.length && next.every((value, index) => value === before[index])) continue;
    if (next.length === 0) values.delete(item.name);
    else values.set(item.name, next);
    changes.push(next.length === 0 ? `${item.name} cleared` : `${item.name} set to ${next.join(', ')}`);
  }
  if (changes.length > 0) {
    const params = [...values].flatMap(([key, list]) => list.map((value) => ({ key, value })));
    ctx.requests.setParams(request.id, JSON.stringify(params), ctx.now());
  }
  return changes;
}
