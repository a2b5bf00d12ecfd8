import type { AccessPage, AccessTask, ApprovalStep, TaskDetails, TimelineEntry } from '../../api/access';
import { commonName } from '../../domain/format';
import { commentItemOf } from '../../ui/area';
import type { TaskDataItem, TaskDetailView, TaskHistoryEntry, TaskListPage, TaskView } from './task-model';

/**
 * The area's one view model: a task as the list and the details show it (names with fallbacks, the
 * approval steps or events as one history, the form's items labelled), from `src/api/access`'s shapes.
 */

export function toTaskView(task: AccessTask): TaskView {
  return {
    rowId: task.taskId,
    taskId: task.taskId,
    processName: task.itemName || task.activityName,
    activityName: task.activityName,
    recipientName: task.recipientName,
    recipientDn: task.recipientDn,
    requesterName: task.requesterName,
    requesterDn: task.requesterDn,
    requestDate: task.createTime,
    expirationTime: task.expirationTime,
    priority: task.priority,
    action: task.action.toLowerCase(),
    reason: (task as AccessTask & { reason?: string }).reason ?? '',
    claimedByDn: task.claimedByDn,
    claimedByName: task.claimedByName || (task.claimedByDn ? commonName(task.claimedByDn) : ''),
    delegated: task.delegated,
    assignedToName: task.assignedToName || task.addresseeName || commonName(task.assignedToDn || task.addresseeDn),
    assignedToDn: task.assignedToDn || task.addresseeDn,
    bulkApprovable: task.bulkApprovable,
    requestId: task.requestId,
    entityType: task.entityType,
  };
}

export function toTaskListPage(page: AccessPage<AccessTask>): TaskListPage {
  return { tasks: page.items.map(toTaskView), total: page.total, nextIndex: page.nextIndex };
}

const DATA_ITEM_LABELS: Readonly<Record<string, string>> = {
  item: 'Requested item',
  itemType: 'Item type',
  action: 'Action',
  recipient: 'Recipient',
  requester: 'Requester',
  reason: 'Reason',
  requestDate: 'Request date',
  effectiveDate: 'Effective date',
  expiryDate: 'Expiry date',
  sodJustification: 'SoD justification',
};

function toDataItem(item: TaskDetails['dataItems'][number]): TaskDataItem {
  const isDate = item.dataType.toLowerCase() === 'date';
  return {
    name: item.name,
    label: DATA_ITEM_LABELS[item.name] ?? item.name,
    values: item.values.filter((value) => value !== '' && !(isDate && Number(value) <= 0)),
    readOnly: item.readOnly,
    isDate,
    dataType: item.dataType,
    multiValued: item.multiValued,
    required: !item.readOnly && item.required,
  };
}

function byDate<T extends { at: number | null }>(entries: T[]): T[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.at ?? Infinity) - (b.entry.at ?? Infinity) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** Approval steps done (who decided, when) and waiting (on whom, since when), oldest first. */
function approvalEntry(step: ApprovalStep, index: number): TaskHistoryEntry {
  const status = step.status.toLowerCase();
  const done = step.completed !== null;
  return {
    key: `approval-${step.taskId || index}`,
    title: step.activity,
    actorName: done
      ? step.completedByName || commonName(step.completedByDn)
      : step.assignedToName || step.addresseeName || commonName(step.assignedToDn),
    actorDn: done ? step.completedByDn : step.assignedToDn || step.addresseeDn,
    at: done ? step.completed : step.created,
    comment: '',
    outcome: status === 'open' ? 'pending' : status,
  };
}

function timelineEntry(entry: TimelineEntry, index: number): TaskHistoryEntry {
  return {
    key: `event-${index}`,
    title: entry.activity || entry.stateLabel,
    actorName: entry.actorName || commonName(entry.actorDn),
    actorDn: entry.actorDn,
    at: entry.date,
    comment: entry.detail,
    outcome: '',
  };
}

/** The approver by definition of a task that reached its holder through a delegation. */
function delegatedFrom(task: AccessTask): string {
  const holder = task.assignedToDn.toLowerCase();
  if (!task.delegated || !task.addresseeDn || task.addresseeDn.toLowerCase() === holder) return '';
  return task.addresseeName || commonName(task.addresseeDn);
}

/** `approvalFormUrl`: where the task's server-side approval form is, when it names one. */
export function toTaskDetail(details: TaskDetails, approvalFormUrl: string | null = null): TaskDetailView {
  const history =
    details.approvalHistory.length > 0
      ? details.approvalHistory.map(approvalEntry)
      : details.timeline.map(timelineEntry);
  const base = toTaskView(details);
  return {
    ...base,
    processName: base.processName || details.request?.name || '',
    action: base.action || (details.request?.action ?? '').toLowerCase(),
    reason: base.reason || details.request?.reason || '',
    requestDate: details.request?.requestDate ?? base.requestDate,
    comments: details.comments.map(commentItemOf),
    history: byDate(history),
    // Empty read-only items say nothing; empty editable ones are there to be filled in.
    dataItems: details.dataItems.map(toDataItem).filter((item) => item.values.length > 0 || !item.readOnly),
    confirmationNumber: details.confirmationNumber,
    approvalFormUrl,
    delegatedFromName: delegatedFrom(details),
  };
}
