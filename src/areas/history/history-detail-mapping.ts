// A request's details for the view (the list's mapping is history-mapping.ts, which the list's first screen loads alone).
import type { ApprovalStep, HistoryDetails, TimelineEntry as AccessTimelineEntry } from '../../api/access';
import { commonName } from '../../domain/format';
import { commentItemOf } from '../../ui/area';
import { toHistoryRequest } from './history-mapping';
import { timelineOrder, type HistoryDetail, type TimelineEntry } from './history-model';

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
