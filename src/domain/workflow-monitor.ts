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

/** A workflow engine's configuration (EngineConfigNode's numbers and its e-mail switch). */
export interface EngineConfiguration {
  minPoolSize: number;
  maxPoolSize: number;
  initialPoolSize: number;
  keepAliveTime: number;
  userActivityTimeout: number;
  completedProcessTimeout: number;
  webServiceActivityTimeout: number;
  pendingInterval: number;
  cleanupInterval: number;
  retryQueueInterval: number;
  maxShutdownTime: number;
  enableEmailNotification: boolean;
  processCacheInitialCapacity: number;
  processCacheMaxCapacity: number;
  processCacheLoadFactor: number;
  heartbeatInterval: number;
  heartbeatFactor: number;
}

export type EngineNumberField = Exclude<keyof EngineConfiguration, 'enableEmailNotification'>;

/** Each number field with its smallest and largest value. */
export const ENGINE_NUMBER_FIELDS: Readonly<Record<EngineNumberField, { min: number; max: number }>> = {
  minPoolSize: { min: 1, max: 1000 },
  maxPoolSize: { min: 1, max: 1000 },
  initialPoolSize: { min: 1, max: 1000 },
  keepAliveTime: { min: 1, max: 1440 },
  userActivityTimeout: { min: 0, max: 525600 },
  completedProcessTimeout: { min: 1, max: 3650 },
  webServiceActivityTimeout: { min: 1, max: 86400 },
  pendingInterval: { min: 1, max: 1440 },
  cleanupInterval: { min: 1, max: 1440 },
  retryQueueInterval: { min: 1, max: 1440 },
  maxShutdownTime: { min: 1, max: 1440 },
  processCacheInitialCapacity: { min: 1, max: 100000 },
  processCacheMaxCapacity: { min: 1, max: 100000 },
  processCacheLoadFactor: { min: 0.1, max: 1 },
  heartbeatInterval: { min: 1, max: 3600 },
  heartbeatFactor: { min: 1, max: 100 },
};

export const DEFAULT_ENGINE_CONFIGURATION: EngineConfiguration = {
  minPoolSize: 4,
  maxPoolSize: 8,
  initialPoolSize: 4,
  keepAliveTime: 60,
  userActivityTimeout: 0,
  completedProcessTimeout: 120,
  webServiceActivityTimeout: 500,
  pendingInterval: 5,
  cleanupInterval: 720,
  retryQueueInterval: 15,
  maxShutdownTime: 1,
  enableEmailNotification: true,
  processCacheInitialCapacity: 1000,
  processCacheMaxCapacity: 5000,
  processCacheLoadFactor: 0.75,
  heartbeatInterval: 30,
  heartbeatFactor: 3,
};

export interface FieldProblem<F extends string = string> {
  field: F;
  message: string;
  /** range: outside its bounds or not a number; order: against another field. */
  code?: 'range' | 'order';
}

/** What is wrong with an engine configuration, field by field ([] when it may be saved). */
export function engineConfigurationProblems(config: EngineConfiguration): FieldProblem<keyof EngineConfiguration>[] {
  const problems: FieldProblem<keyof EngineConfiguration>[] = [];
  for (const [field, { min, max }] of Object.entries(ENGINE_NUMBER_FIELDS) as [
    EngineNumberField,
    { min: number; max: number },
  ][]) {
    const value = config[field];
    const fractional = field === 'processCacheLoadFactor';
    if (!Number.isFinite(value) || (!fractional && !Number.isInteger(value)))
      problems.push({
        field,
        code: 'range',
        message: `${field} must be ${fractional ? 'a number' : 'a whole number'}.`,
      });
    else if (value < min || value > max)
      problems.push({ field, code: 'range', message: `${field} must be between ${min} and ${max}.` });
  }
  const has = (field: keyof EngineConfiguration) => problems.some((p) => p.field === field);
  if (!has('minPoolSize') && !has('maxPoolSize') && config.minPoolSize > config.maxPoolSize)
    problems.push({ field: 'maxPoolSize', code: 'order', message: 'maxPoolSize must not be less than minPoolSize.' });
  if (
    !has('initialPoolSize') &&
    !has('maxPoolSize') &&
    !has('minPoolSize') &&
    (config.initialPoolSize < config.minPoolSize || config.initialPoolSize > config.maxPoolSize)
  )
    problems.push({
      field: 'initialPoolSize',
      message: 'initialPoolSize must lie between minPoolSize and maxPoolSize.',
    });
  if (
    !has('processCacheInitialCapacity') &&
    !has('processCacheMaxCapacity') &&
    config.processCacheInitialCapacity > config.processCacheMaxCapacity
  )
    problems.push({
      field: 'processCacheMaxCapacity',
      code: 'order',
      message: 'processCacheMaxCapacity must not be less than processCacheInitialCapacity.',
    });
  return problems;
}
