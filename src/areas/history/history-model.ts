import type { TableRow } from '../../domain/table';
import type { CommentItem } from '../../ui/area';

/** A request of the history as the area shows it. */
export interface HistoryRequest extends TableRow {
  id: string;
  name: string;
  /** 'role', 'resource' or 'prd'. */
  entityType: string;
  requestState: number | null;
  /** The server's own status text (shown when the state tables do not know the code). */
  statusText: string;
  processState: number | null;
  /** 'grant' or 'revoke'. */
  action: string;
  /** The request operation code (10 add to user, …). */
  operation: number | null;
  recipientName: string;
  recipientDn: string;
  requesterName: string;
  requesterDn: string;
  /** Whoever made the request for the requester in proxy mode. */
  proxyName: string;
  requestDate: number | null;
  effectiveDate: number | null;
  expirationDate: number | null;
  completedDate: number | null;
  confirmationNumber: string;
  reason: string;
  retractable: boolean;
}

/** One step of a request's life: a state change or an approval task, with who acted and when. */
export interface TimelineEntry {
  key: string;
  at: number | null;
  /** What happened ('Manager approval', 'Approval Pending'). */
  title: string;
  /** More words on it ('approved by Mia Manager'). */
  detail: string;
  actorName: string;
  /** The state reached, when the step changed it (its label). */
  stateLabel: string;
  /** 'approved', 'denied', 'open', 'cancelled' for approval steps; '' for state changes. */
  outcome: string;
  kind: 'state' | 'approval';
}

export interface HistoryDetail extends HistoryRequest {
  comments: CommentItem[];
  timeline: TimelineEntry[];
}

export interface HistoryPage {
  requests: HistoryRequest[];
  total: number;
  nextIndex?: number;
}

/** Oldest first; entries without a date go last; equal dates keep their order (stable sort). */
export function timelineOrder(entries: readonly TimelineEntry[]): TimelineEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => {
      const at = a.entry.at ?? Number.POSITIVE_INFINITY;
      const bt = b.entry.at ?? Number.POSITIVE_INFINITY;
      return at === bt ? a.index - b.index : at - bt;
    })
    .map(({ entry }) => entry);
}

/** How often a request that the server is still moving (retracting, provisioning) is asked for again. */
export const MOVING_REFRESH_MS = 3000;

/** Role and resource states the server leaves by itself (70 → 75, 20/25/28/30 → 50). */
const MOVING_STATES = new Set([20, 25, 28, 30, 70]);

export function isMoving(request: Pick<HistoryRequest, 'entityType' | 'requestState'>): boolean {
  return request.entityType !== 'prd' && request.requestState !== null && MOVING_STATES.has(request.requestState);
}
