import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../ui/table/types';
import { TASK_SORT_COLUMNS } from './task-query';

/** The preference holding the user's task list columns (spec section 7, column customization). */
export const TASK_COLUMNS_PREFERENCE = 'com.novell.idm.dashboard.tasklist-columns.preference';

/** The columns shown until the user picks others. */
export const DEFAULT_TASK_COLUMNS = [
  'processName',
  'recipientName',
  'requesterName',
  'status',
  'requestDate',
  'action',
  'reason',
] as const;

/** Every column the chooser offers, in display order; the request's name opens the task and is always shown. */
const TASK_COLUMNS = [...DEFAULT_TASK_COLUMNS, 'expirationTime', 'activityName', 'priority', 'assignedTo'] as const;
const TIMESTAMPS: readonly string[] = ['requestDate', 'expirationTime'];

export function allTaskColumns(t: TFunction): DataTableColumn[] {
  return TASK_COLUMNS.map((column) => ({
    column,
    displayLabel: t(`tasks.column.${column}`),
    isSortable: TASK_SORT_COLUMNS.includes(column),
    enableCustomization: column !== 'processName',
    ...(column === 'processName' ? { isclickable: true } : {}),
    ...(TIMESTAMPS.includes(column) ? { cellType: 'timestamp' as const } : {}),
  }));
}

/**
 * The columns to show: the saved preference's known columns (in the offered order, always with the
 * ones that cannot be hidden), else the defaults.
 */
export function visibleTaskColumns(
  all: readonly DataTableColumn[],
  saved: readonly string[] | null,
): DataTableColumn[] {
  const chosen = new Set(saved && saved.some((id) => all.some((c) => c.column === id)) ? saved : DEFAULT_TASK_COLUMNS);
  return all.filter((c) => !c.enableCustomization || chosen.has(c.column));
}
