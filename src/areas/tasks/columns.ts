import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../ui/table/types';
import { TASK_SORT_KEYS } from './task-query';

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

/** Every column the chooser offers, in display order. */
export function allTaskColumns(t: TFunction): DataTableColumn[] {
  const column = (id: string, displayLabel: string, extra: Partial<DataTableColumn> = {}): DataTableColumn => ({
    column: id,
    displayLabel,
    isSortable: id in TASK_SORT_KEYS,
    enableCustomization: true,
    ...extra,
  });
  return [
    column('processName', t('tasks.column.processName'), { enableCustomization: false, isclickable: true }),
    column('recipientName', t('tasks.column.recipientName')),
    column('requesterName', t('tasks.column.requesterName')),
    column('status', t('tasks.column.status')),
    column('requestDate', t('tasks.column.requestDate'), { cellType: 'timestamp' }),
    column('action', t('tasks.column.action')),
    column('reason', t('tasks.column.reason')),
    column('expirationTime', t('tasks.column.expirationTime'), { cellType: 'timestamp' }),
    column('activityName', t('tasks.column.activityName')),
    column('priority', t('tasks.column.priority')),
    column('assignedTo', t('tasks.column.assignedTo')),
  ];
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
