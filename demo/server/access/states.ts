import {
  requestState,
  ROLE_REQUEST_STATUSES,
  type RequestKind,
  type RoleRequestStatus,
} from '../../../src/domain/request-states.js';

/**
 * The request state machine (spec section 4): which state may follow which, per request kind, and what a
 * state means for the process (running / terminated / completed), the status word, retraction and timers.
 */
export type AccessKind = RequestKind;

export const STATE = {
  new: 0,
  sodPending: 2,
  sodExceptionPending: 5,
  sodExceptionApproved: 10,
  approvalStart: 12,
  approvalPending: 15,
  approved: 20,
  pendingActivation: 25,
  provisionPending: 28,
  provisioning: 30,
  provisioned: 50,
  retracting: 70,
  retracted: 75,
  provisioningError: 80,
  sodExceptionDenied: 90,
  denied: 95,
  cleanup: 100,
} as const;

export const PRD_STATE = { processing: 0, denied: 1, approved: 2, retracted: 3, error: 4, refused: 5 } as const;

/** Process states: 0 Running, 2 Terminated, 3 Completed (1 Stopped is never used). */
export const PROCESS = { running: 0, terminated: 2, completed: 3 } as const;

type Transitions = Readonly<Record<number, readonly number[]>>;

const ROLE: Transitions = {
  0: [2, 12, 20, 70],
  2: [5, 90, 70],
  5: [10, 90, 70],
  10: [12, 20],
  12: [15, 20, 70],
  15: [20, 95, 70],
  20: [25, 30],
  25: [30],
  30: [50, 80],
  50: [100],
  70: [75],
};

const RESOURCE: Transitions = {
  0: [15, 20, 70],
  15: [20, 95, 70],
  20: [28, 30],
  28: [30],
  30: [50, 80],
  50: [100],
  70: [75],
};

const PRD: Transitions = { 0: [1, 2, 3, 4, 5] };

const TABLES: Record<AccessKind, Transitions> = { role: ROLE, resource: RESOURCE, prd: PRD };

const TERMINAL: Record<AccessKind, ReadonlySet<number>> = {
  role: new Set([50, 75, 80, 90, 95, 100]),
  resource: new Set([50, 75, 80, 95, 100]),
  prd: new Set([1, 2, 3, 4, 5]),
};

/** States in which the requester may still retract (before anything was approved). */
const RETRACTABLE: Record<AccessKind, ReadonlySet<number>> = {
  role: new Set([0, 2, 5, 12, 15]),
  resource: new Set([0, 15]),
  prd: new Set([0]),
};

export class IllegalTransition extends Error {
  constructor(kind: AccessKind, from: number, to: number) {
    super(`A ${kind} request cannot go from state ${from} to ${to}.`);
    this.name = 'IllegalTransition';
  }
}

export function canMove(kind: AccessKind, from: number, to: number): boolean {
  return TABLES[kind][from]?.includes(to) ?? false;
}

export function assertMove(kind: AccessKind, from: number, to: number): void {
  if (!canMove(kind, from, to)) throw new IllegalTransition(kind, from, to);
}

export const isTerminal = (kind: AccessKind, state: number): boolean => TERMINAL[kind].has(state);

export const isRetractable = (kind: AccessKind, state: number): boolean => RETRACTABLE[kind].has(state);

/** 0 running, 2 terminated (retracted), 3 completed. */
export function processStateOf(kind: AccessKind, state: number): number {
  if ((kind === 'prd' && state === PRD_STATE.retracted) || (kind !== 'prd' && state === STATE.retracted))
    return PROCESS.terminated;
  return isTerminal(kind, state) ? PROCESS.completed : PROCESS.running;
}

/**
 * The role/resource status word (spec: running, pending, approved, completed, denied, terminated). Waiting
 * for an approver is pending; approved-but-not-yet-provisioned is approved; provisioning errors count as
 * completed (their state, 80, says what happened).
 */
export function statusOf(kind: AccessKind, state: number): RoleRequestStatus {
  if (kind === 'prd') {
    if (state === PRD_STATE.processing) return 'pending';
    if (state === PRD_STATE.approved) return 'completed';
    if (state === PRD_STATE.retracted) return 'terminated';
    if (state === PRD_STATE.error) return 'completed';
    return 'denied';
  }
  if (state === STATE.retracted) return 'terminated';
  if (state === STATE.denied || state === STATE.sodExceptionDenied) return 'denied';
  if (state === STATE.sodExceptionPending || state === STATE.approvalPending) return 'pending';
  if (
    [
      STATE.sodExceptionApproved,
      STATE.approved,
      STATE.pendingActivation,
      STATE.provisionPending,
      STATE.provisioning,
    ].includes(state as 10)
  ) {
    return 'approved';
  }
  if ([STATE.provisioned, STATE.cleanup, STATE.provisioningError].includes(state as 50)) return 'completed';
  return 'running';
}

export const isStatusWord = (value: string): value is RoleRequestStatus =>
  (ROLE_REQUEST_STATUSES as readonly string[]).includes(value);

/** The spec's label of a state ('Approval Pending', 'Processing', …). */
export const stateLabel = (kind: AccessKind, state: number): string =>
  requestState(kind, state)?.label ?? String(state);
