import type { SodConflict } from '../../domain/feedback';
import type { SortOrder } from '../lookups/types';
import type { ApprovalStep, Comment, DataItem, TimelineEntry } from './common-types';

/**
 * Units of "expires within": the contract names Hours, Days and Weeks; Months (30 days) is the sandbox's
 * addition. Sent as named here.
 */
export type TaskExpireUnit = 'Hours' | 'Days' | 'Weeks' | 'Months';

/** GET access/tasks/list parameters (spec section 7). */
export interface TaskListQuery {
  /** 1-based index of the first task. */
  fromIndex?: number;
  size?: number;
  q?: string;
  sortOrder?: SortOrder;
  /** createTime (default), expirationTime, recipientName, initiatorName, processName, activityName, priority. */
  sortBy?: string;
  /** user (addressed to me), delegated (through a delegation), group, role, container, team. */
  assignedTo?: string;
  /** A recipient DN, or text in the recipient's name. */
  recipient?: string;
  /** The unit of expireWithin (Days when left out). */
  expireUnit?: TaskExpireUnit;
  expireWithin?: number;
  /** claimed or unclaimed. */
  status?: string;
}

export interface TeamTaskListQuery extends TaskListQuery {
  /** One team's members' tasks. */
  teamDn?: string;
  /** One member's tasks. */
  memberDn?: string;
}

export interface AccessTask {
  taskId: string;
  requestId: string;
  itemName: string;
  itemDn: string;
  entityType: string;
  activityName: string;
  createTime: number | null;
  expirationTime: number | null;
  recipientDn: string;
  recipientName: string;
  recipientType: string;
  requesterDn: string;
  requesterName: string;
  /** The approver by definition. */
  addresseeDn: string;
  addresseeName: string;
  /** Who holds it now (a delegate, after a reassignment). */
  assignedToDn: string;
  assignedToName: string;
  claimedByDn: string | null;
  claimedByName: string;
  delegated: boolean;
  bulkApprovable: boolean;
  priority: string;
  confirmationNumber: string;
  requestState: number | null;
  /** grant or revoke. */
  action: string;
  /** The request's reason, as the requester gave it ('' when none). */
  reason: string;
}

export interface RequestSummary {
  id: string;
  name: string;
  entityType: string;
  action: string;
  requestState: number | null;
  requestStatus: string;
  approvalType: string;
  reason: string;
  requestDate: number | null;
  effectiveDate: number | null;
  expirationDate: number | null;
  sods: SodConflict[];
}

/** A data item of a task's approval form; the approver may change those that are not read-only. */
export interface TaskDataItem extends DataItem {
  multiValued: boolean;
  /** The contract's `valueSet` on an editable item: the approver must give a value to approve. */
  required: boolean;
}

export interface TaskDetails extends AccessTask {
  comments: Comment[];
  dataItems: TaskDataItem[];
  /** The server-side approval form's name ('' when the task has none and its data items are the form). */
  approvalForm: string;
  approvalFormId: string;
  approvalHistory: ApprovalStep[];
  timeline: TimelineEntry[];
  request: RequestSummary | null;
}
