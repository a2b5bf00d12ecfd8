import type { StructuredFeedback } from '../../domain/feedback';
import type { RequestKind } from '../../domain/request-states';

// Types shared by the task, history and request calls.

/** What an access request is for: a role, a resource or a process request definition (PRD). */
export type AccessEntityType = RequestKind;

/** A paged answer: the items, the 1-based start of the next page (0 or -1: none) and the total. */
export interface AccessPage<T> {
  items: T[];
  nextIndex: number;
  total: number;
}

export interface Comment {
  userDn: string;
  userName: string;
  text: string;
  date: number | null;
  activity: string;
  system: boolean;
}

export interface DataItem {
  name: string;
  dataType: string;
  values: string[];
  readOnly: boolean;
}

/** One approval task of a request. */
export interface ApprovalStep {
  taskId: string;
  phase: string;
  step: number;
  activity: string;
  /** open, approved, denied, cancelled. */
  status: string;
  addresseeDn: string;
  addresseeName: string;
  assignedToDn: string;
  assignedToName: string;
  delegated: boolean;
  created: number | null;
  completed: number | null;
  completedByDn: string;
  completedByName: string;
}

/** One step of a request's timeline: a state change or a task action, with who and when. */
export interface TimelineEntry {
  date: number | null;
  activity: string;
  detail: string;
  fromState: number | null;
  toState: number | null;
  stateLabel: string;
  actorDn: string;
  actorName: string;
  proxyUserDn: string;
}

export interface MutationResult {
  feedback: StructuredFeedback;
  /** Request ids the server named (revocations, retractions). */
  requestIds: string[];
}
