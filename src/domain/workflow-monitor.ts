import { PROCESS_STATES } from './request-states';

/**
 * Workflow monitoring's rules (issue 18): process states, the approval status a process shows, the list's
 * filters and sort fields, and what a workflow engine's configuration may hold. Shared by the sandbox and
 * the console.
 */

/** Process states (spec section 4): 0 Running, 1 Stopped, 2 Terminated, 3 Completed. */
export const PROCESS_STATUS = { running: 0, stopped: 1, terminated: 2, completed: 3 } as const;
export type ProcessStatus = (typeof PROCESS_STATUS)[keyof typeof PROCESS_STATUS];
export const PROCESS_STATUS_CODES: readonly ProcessStatus[] = [0, 1, 2, 3];

export const processStatusLabel = (code: number): string => PROCESS_STATES[code] ?? String(code);

/** Approval status (the PRD request states): 0 Processing, 1 Denied, 2 Approved, 3 Retracted, 4 Error. */
export const APPROVAL_STATUS = { processing: 0, denied: 1, approved: 2, retracted: 3, error: 4 } as const;
export const APPROVAL_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: 'Processing',
  1: 'Denied',
  2: 'Approved',
  3: 'Retracted',
  4: 'Error',
};

/** A request's status word (running, pending, approved, completed, denied, terminated) as an approval status. */
export function approvalStatusOf(requestStatus: string, state: number): number {
  if (requestStatus === 'denied') return APPROVAL_STATUS.denied;
  if (requestStatus === 'terminated') return APPROVAL_STATUS.retracted;
  if (state === 80) return APPROVAL_STATUS.error;
  if (requestStatus === 'approved' || requestStatus === 'completed') return APPROVAL_STATUS.approved;
  return APPROVAL_STATUS.processing;
}

/** A running process shows as Stopped while its engine is stopped. */
export const shownProcessStatus = (stored: number, engineRunning: boolean): number =>
  stored === PROCESS_STATUS.running && !engineRunning ? PROCESS_STATUS.stopped : stored;

/** The columns the process list sorts by (sortField). */
export const PROCESS_SORT_FIELDS = [
  'creationTime',
  'completionTime',
  'name',
  'recipient',
  'initiator',
  'processStatus',
] as const;
export type ProcessSortField = (typeof PROCESS_SORT_FIELDS)[number];
export const isProcessSortField = (value: string): value is ProcessSortField =>
  (PROCESS_SORT_FIELDS as readonly string[]).includes(value);

/**
 * `processStatus` as the list takes it: one code or a comma list of codes 0–3; [] for none given.
 * Answers null for anything else.
 */
export function parseStatusList(value: string | undefined, allowed: readonly number[]): number[] | null {
  const text = (value ?? '').trim();
  if (text === '') return [];
  const parts = text.split(',').map((p) => p.trim());
  if (parts.some((p) => !/^\d{1,2}$/.test(p) || !allowed.includes(Number(p)))) return null;
  return [...new Set(parts.map(Number))];
}

/** Work entry (approval task) states as monitoring shows them. */
export const WORK_ENTRY_STATUS = { open: 0, approved: 1, denied: 2, cancelled: 3 } as const;
export const WORK_ENTRY_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: 'Open',
  1: 'Approved',
  2: 'Denied',
  3: 'Cancelled',
};

export type { FieldProblem } from './field-problem';
export * from './engine-configuration';
