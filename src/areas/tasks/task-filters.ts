import type { FilterRule } from '../../domain/list-state';

/**
 * Units of "expires within" (`expireUnit`): the contract names Hours, Days and Weeks, the sandbox days,
 * weeks and months; days and weeks are understood by both.
 */
export const EXPIRE_UNITS = ['Days', 'Weeks'] as const;
export type ExpireUnit = (typeof EXPIRE_UNITS)[number];

/** Addressee filter (`assignedTo`): tasks addressed to me directly, or reaching me through a delegation. */
export const ASSIGNED_TO_OPTIONS = ['user', 'delegated'] as const;
export type AssignedTo = (typeof ASSIGNED_TO_OPTIONS)[number];

/** Claim status filter (`status`, e.g. 'Claimed'). */
export const TASK_STATUS_OPTIONS = ['Claimed', 'Unclaimed'] as const;
export type TaskStatusFilter = (typeof TASK_STATUS_OPTIONS)[number];

/** What the filter panel holds; empty strings mean "any". */
export interface TaskFilters {
  assignedTo: AssignedTo | '';
  /** Text in the recipient's name (or a DN). */
  recipient: string;
  /** A positive whole number, as typed. */
  expireWithin: string;
  expireUnit: ExpireUnit;
  status: TaskStatusFilter | '';
}

export const EMPTY_FILTERS: TaskFilters = {
  assignedTo: '',
  recipient: '',
  expireWithin: '',
  expireUnit: 'Days',
  status: '',
};

/** What a link may set each filter to (`#/tasks?status=Claimed&expireWithin=3`). */
export const TASK_FILTER_RULES = {
  assignedTo: { allowed: ASSIGNED_TO_OPTIONS },
  recipient: {},
  expireWithin: { valid: (value: string) => parseExpireWithin(value) !== null },
  expireUnit: { default: EMPTY_FILTERS.expireUnit, allowed: EXPIRE_UNITS },
  status: { allowed: TASK_STATUS_OPTIONS },
} as const satisfies Record<keyof TaskFilters, FilterRule>;

const oneOf = <T extends string>(options: readonly T[], value: string, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

/** The filters of a list state (checked against TASK_FILTER_RULES already), typed. */
export function taskFiltersOf(values: Record<keyof TaskFilters, string>): TaskFilters {
  return {
    assignedTo: oneOf<AssignedTo | ''>(ASSIGNED_TO_OPTIONS, values.assignedTo, ''),
    recipient: values.recipient,
    expireWithin: values.expireWithin,
    expireUnit: oneOf(EXPIRE_UNITS, values.expireUnit, EMPTY_FILTERS.expireUnit),
    status: oneOf<TaskStatusFilter | ''>(TASK_STATUS_OPTIONS, values.status, ''),
  };
}

/** A whole number above 0, or null. */
export function parseExpireWithin(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n > 0 ? n : null;
}

/** How many filters are set (shown on the Filters button). */
export function activeFilterCount(filters: TaskFilters): number {
  return [
    filters.assignedTo !== '',
    filters.recipient.trim() !== '',
    parseExpireWithin(filters.expireWithin) !== null,
    filters.status !== '',
  ].filter(Boolean).length;
}
