import type { TaskAction as ContractTaskAction, TaskDataItemValues } from '../../api/access';
import type { TableRow } from '../../domain/table';
import type { CommentItem } from '../../ui/area';

/** One approval step or event of the request behind a task, oldest first. */
export interface TaskHistoryEntry {
  key: string;
  /** What happened ('Approval: approved by Mia Manager', 'Manager approval'). */
  title: string;
  actorName: string;
  actorDn: string;
  at: number | null;
  /** Free text said with it (a comment). */
  comment: string;
  /** 'approved', 'denied', 'pending', … when known. */
  outcome: string;
}

export interface TaskDataItem {
  name: string;
  label: string;
  values: string[];
  /** Only the approver's edits of items that are not read-only go back with approve or deny. */
  readOnly: boolean;
  /** Values are epoch ms to show as dates. */
  isDate: boolean;
  /** The server's data type ('string', 'date', …), sent back with edited values. */
  dataType: string;
  multiValued: boolean;
  /** An editable item the approver must fill in to approve. */
  required: boolean;
}

/** A task as the area shows it, whatever the server's field names. */
export interface TaskView extends TableRow {
  taskId: string;
  /** The requested item or process ('Accounts Payable Clerk'). */
  processName: string;
  /** The approval step ('Manager approval'). */
  activityName: string;
  recipientName: string;
  recipientDn: string;
  requesterName: string;
  requesterDn: string;
  requestDate: number | null;
  expirationTime: number | null;
  priority: string;
  /** 'grant' or 'revoke' when known. */
  action: string;
  reason: string;
  /** The DN of whoever claimed it; null when nobody has. */
  claimedByDn: string | null;
  claimedByName: string;
  /** It reached the user through a delegation. */
  delegated: boolean;
  /** Name of the addressee (user, group, role, team) the task was sent to. */
  assignedToName: string;
  assignedToDn: string;
  bulkApprovable: boolean;
  requestId: string;
  entityType: string;
}

export interface TaskDetailView extends TaskView {
  comments: CommentItem[];
  history: TaskHistoryEntry[];
  dataItems: TaskDataItem[];
  confirmationNumber: string;
  /** For a delegated task: the approver it was addressed to, who delegated it ('' otherwise). */
  delegatedFromName: string;
  /** The server-side approval form (`…/approvalForm.do?taskId=…`) when the task names one; null otherwise. */
  approvalFormUrl: string | null;
}

export interface TaskListPage {
  tasks: TaskView[];
  total: number;
  /** The server's next 1-based start index, when it sends one (0 or -1: no next page). */
  nextIndex?: number;
}

/** What each selected row shows in the status column. */
export type ClaimState = 'claimedByMe' | 'claimedByOther' | 'unclaimed';

export function claimState(task: Pick<TaskView, 'claimedByDn'>, myDn: string | null | undefined): ClaimState {
  if (!task.claimedByDn) return 'unclaimed';
  return myDn && task.claimedByDn.toLowerCase() === myDn.toLowerCase() ? 'claimedByMe' : 'claimedByOther';
}

/**
 * An unclaimed task held by someone else (a team member's, seen by their team manager; one offered to a
 * group or role): the server lets only its holder decide it, so it is claimed first.
 */
export function needsClaim(
  task: Pick<TaskView, 'claimedByDn' | 'assignedToDn'>,
  myDn: string | null | undefined,
): boolean {
  if (claimState(task, myDn) !== 'unclaimed' || !task.assignedToDn || !myDn) return false;
  return task.assignedToDn.toLowerCase() !== myDn.toLowerCase();
}

/**
 * Bulk approve and deny work on tasks that allow it: one selected task may always be decided, several
 * only when every one of them is bulk-approvable.
 */
export function canDecideTogether(selected: readonly Pick<TaskView, 'bulkApprovable'>[]): boolean {
  if (selected.length === 0) return false;
  if (selected.length === 1) return true;
  return selected.every((task) => task.bulkApprovable);
}

/** The actions the console offers (the contract's, but 'refuse'). */
export type TaskAction = Exclude<ContractTaskAction, 'refuse'>;

/** The editable data items with the approver's values, in the order of the form. */
export function editedDataItems(
  items: readonly TaskDataItem[],
  values: Readonly<Record<string, readonly string[]>>,
): TaskDataItemValues[] {
  return items
    .filter((item) => !item.readOnly)
    .map((item) => ({
      name: item.name,
      dataType: item.dataType,
      values: (values[item.name] ?? item.values).map((value) => value.trim()).filter((value) => value !== ''),
    }));
}

/** Editable required items without a value (approving needs them; denying does not). */
export function missingRequiredItems(
  items: readonly TaskDataItem[],
  values: Readonly<Record<string, readonly string[]>>,
): TaskDataItem[] {
  return items.filter(
    (item) =>
      !item.readOnly && item.required && !(values[item.name] ?? item.values).some((value) => value.trim() !== ''),
  );
}

/** Which actions a task offers to the signed-in user. */
export function availableActions(task: Pick<TaskView, 'claimedByDn'>, myDn: string | null | undefined): TaskAction[] {
  const state = claimState(task, myDn);
  const actions: TaskAction[] = ['approve', 'deny'];
  if (state === 'unclaimed') actions.push('claim');
  else actions.push('release');
  actions.push('reassign', 'comment');
  return actions;
}

/** Approve and deny are decisions; the proxy approval rule applies to them. */
export function isDecision(action: TaskAction): boolean {
  return action === 'approve' || action === 'deny';
}
