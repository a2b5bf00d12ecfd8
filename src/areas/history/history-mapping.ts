import type {
  AccessPage,
  ApprovalStep,
  HistoryDetails,
  HistoryEntry,
  TimelineEntry as AccessTimelineEntry,
} from '../../api/access';
import { commonName } from '../../domain/format';
import { commentItemOf } from '../../ui/area';
import {
  timelineOrder,
  type HistoryDetail,
  type HistoryPage,
  type HistoryRequest,
  type TimelineEntry,
} from './history-model';

/** The area's one view model: a request as the list and the details show it, from `src/api/access`'s shapes. */

export function toHistoryRequest(entry: HistoryEntry): HistoryRequest {
  const entityType = entry.entityType.toLowerCase();
  return {
    rowId: `${entityType}:${entry.id}`,
    id: entry.id,
    name: entry.name || entry.id,
    entityType,
    requestState: entry.requestState,
    statusText: entry.status || entry.requestStatus,
    processState: entry.processState,
    action: entry.action.toLowerCase(),
    operation: entry.operation,
    recipientName: entry.recipientName,
    recipientDn: entry.recipientDn,
    requesterName: entry.requesterName,
    requesterDn: entry.requesterDn,
    proxyName: entry.proxyUserName || (entry.proxyUserDn ? commonName(entry.proxyUserDn) : ''),
    requestDate: entry.requestDate,
    effectiveDate: entry.effectiveDate,
    expirationDate: entry.expirationDate,
    completedDate: entry.completedDate,
    confirmationNumber: entry.confirmationNumber,
    reason: entry.reason,
    retractable: entry.retractable,
  };
}

export function toHistoryPage(page: AccessPage<HistoryEntry>): HistoryPage {
  return { requests: page.items.map(toHistoryRequest), total: page.total, nextIndex: page.nextIndex };
}

function eventEntry(event: AccessTimelineEntry, index: number): TimelineEntry {
  const changed = event.fromState !== event.toState;
  return {
    key: `event-${index}`,
    at: event.date,
    title: event.activity || event.stateLabel,
    detail: event.detail,
    actorName: event.actorName || commonName(event.actorDn),
    stateLabel: changed ? event.stateLabel : '',
    outcome: '',
    kind: 'state',
  };
}

/** An approval step still waiting: on whom, since when. */
function waitingEntry(step: ApprovalStep, index: number): TimelineEntry {
  return {
    key: `approval-${step.taskId || index}`,
    at: step.created,
    title: step.activity,
    detail: '',
    actorName: step.assignedToName || step.addresseeName || commonName(step.assignedToDn || step.addresseeDn),
    stateLabel: '',
    outcome: 'open',
    kind: 'approval',
  };
}

/**
 * The request's steps, oldest first: state changes and task actions (the timeline) and approval steps
 * still waiting. A server without a timeline has the steps in its comments; they stand in then.
 */
export function toTimeline(details: Pick<HistoryDetails, 'timeline' | 'approvals' | 'comments'>): TimelineEntry[] {
  const events = details.timeline.map(eventEntry);
  const waiting = details.approvals.filter((step) => step.status.toLowerCase() === 'open').map(waitingEntry);
  if (events.length + waiting.length > 0) return timelineOrder([...events, ...waiting]);
  return timelineOrder(
    details.comments.map(commentItemOf).map((c): TimelineEntry => ({
      key: c.key,
      at: c.at,
      title: c.activity || c.text,
      detail: c.activity ? c.text : '',
      actorName: c.userName,
      stateLabel: '',
      outcome: '',
      kind: 'approval',
    })),
  );
}

export function toHistoryDetail(details: HistoryDetails): HistoryDetail {
  return { ...toHistoryRequest(details), comments: details.comments.map(commentItemOf), timeline: toTimeline(details) };
}
