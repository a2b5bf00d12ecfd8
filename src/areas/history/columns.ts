import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../ui/table/types';

/** Spec section 3: the history's columns. */
export const HISTORY_COLUMNS = ['entityType', 'name', 'status', 'recipientName', 'requestDate'] as const;

export function historyColumns(t: TFunction): DataTableColumn[] {
  return [
    { column: 'entityType', displayLabel: t('history.column.entityType'), isSortable: true },
    { column: 'name', displayLabel: t('history.column.name'), isSortable: true, isclickable: true },
    { column: 'status', displayLabel: t('history.column.status'), isSortable: true },
    { column: 'recipientName', displayLabel: t('history.column.recipientName'), isSortable: true },
    {
      column: 'requestDate',
      displayLabel: t('history.column.requestDate'),
      isSortable: true,
      cellType: 'timestamp',
    },
  ];
}

/** 'Role', 'Resource', 'Process' for the entity types; others as they come. */
export function entityTypeLabel(entityType: string, t: (key: string) => string): string {
  switch (entityType.toLowerCase()) {
    case 'role':
      return t('history.type.role');
    case 'resource':
      return t('history.type.resource');
    case 'prd':
      return t('history.type.prd');
    default:
      return entityType;
  }
}

export function actionText(action: string, t: (key: string) => string): string {
  if (action === 'grant') return t('history.action.grant');
  if (action === 'revoke') return t('history.action.revoke');
  return action;
}
