// A task's details for the view (the list's mapping is task-mapping.ts, which the list's first screen loads alone).
import type { ApprovalStep, TaskDetails, TimelineEntry, AccessTask } from '../../api/access';
import { commonName } from '../../domain/format';
import { commentItemOf } from '../../ui/area';
import { toTaskView } from './task-mapping';
import type { TaskDataItem, TaskDetailView, TaskHistoryEntry } from './task-model';

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
