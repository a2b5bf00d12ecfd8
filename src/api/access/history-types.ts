import type { SodConflict } from '../../domain/feedback';
import type { SortOrder } from '../lookups/types';
import type { AccessEntityType, ApprovalStep, Comment, TimelineEntry } from './common-types';

/** GET access/requests/historylist parameters; the filters of spec section 4. */
export interface HistoryQuery {
  q?: string;
  size?: number;
  nextIndex?: number;
  sortOrder?: SortOrder;
  /** requestDate (default), name, status, requestState, recipientName, requesterName, entityType, action. */
  sortBy?: string;
  /**
   * Any mix of running_pending_p0, approved_completed_denied_p3, terminated_p2; running, pending, approved,
   * completed, denied, terminated; PRD states '0'–'5'.
   */
  status?: readonly string[];
  action?: 'grant' | 'revoke';
  type?: AccessEntityType;
  /** An item DN. */
  item?: string;
  /** The recipient's user id. */
  cn?: string;
  /** Epoch ms. */
  startDate?: number;
  endDate?: number;
}

export interface HistoryEntry {
  id: string;
  name: string;
  itemDn: string;
  entityType: string;
  requestState: number | null;
  requestStatus: string;
  processState: number | null;
  operation: number | null;
  action: string;
  recipientDn: string;
  recipientName: string;
  recipientType: string;
  requesterDn: string;
  requesterName: string;
  requestDate: number | null;
  effectiveDate: number | null;
  expirationDate: number | null;
  completedDate: number | null;
  confirmationNumber: string;
  retractable: boolean;
  /** The state's label ('Approval Pending'). */
  status: string;
  reason: string;
  proxyUserDn: string;
  proxyUserName: string;
}

export interface HistoryDetails extends HistoryEntry {
  comments: Comment[];
  timeline: TimelineEntry[];
  approvals: ApprovalStep[];
  approvalType: string;
  sodJustification: string;
  sods: SodConflict[];
}

export interface AssignmentQuery {
  q?: string;
  size?: number;
  nextIndex?: number;
  sortOrder?: SortOrder;
  sortBy?: 'name' | 'description' | 'entityType' | 'requestDate';
}

export type AssignmentCause = 'direct' | 'group' | 'container' | 'role';

/** A role or resource a user holds (spec section 3, Assignment). */
export interface Assignment {
  instanceId: string;
  itemDn: string;
  name: string;
  description: string;
  entityType: string;
  categories: { key: string; name: string }[];
  /** 'Provisioned' or 'Revoke pending'. */
  statusDisplay: string;
  recipientDn: string;
  recipientName: string;
  recipientType: string;
  /** False when inherited through a group or a container, or gained through a role. */
  direct: boolean;
  removable: boolean;
  /** How it is held (the cause's type): direct, group, container or role (a parent role, or the role granting a resource). */
  causeType: AssignmentCause;
  /** The group, container or role it comes through. */
  sourceDn: string;
  /** That source's name ('' for a direct assignment). */
  sourceName: string;
  /** A resource's parameter values (a role's grant: the mapping's values). */
  parameters: { key: string; label: string; value: string }[];
  requesterName: string;
  reason: string;
  requestDate: number | null;
  effectiveDate: number | null;
  expiryDate: number | null;
}

export interface RevokeInput {
  itemDn: string;
  entityType?: string;
  /** Whose assignment; left out: the signed-in (or proxied) user's own. */
  recipientDn?: string;
}
