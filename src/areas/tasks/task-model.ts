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
