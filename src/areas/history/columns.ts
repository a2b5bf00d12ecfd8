import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../ui/table/types';
import { HISTORY_SORT_COLUMNS } from './history-filters';
import { requestKindOf } from './request-status';

/** Spec section 3: the history's columns, each sortable; the name opens the request. */
export function historyColumns(t: TFunction): DataTableColumn[] {
  return HISTORY_SORT_COLUMNS.map((column) => ({
    column,
    displayLabel: t(`history.column.${column}`),
    isSortable: true,
    ...(column === 'name' ? { isclickable: true } : column === 'requestDate' ? { cellType: 'timestamp' } : {}),
  }));
}

/** 'Role', 'Resource', 'Process' for the entity types; others as they come. */
export function entityTypeLabel(entityType: string, t: (key: string) => string): string {
  const kind = requestKindOf(entityType);
  return kind ? t(`history.type.${kind}`) : entityType;
}
