import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../ui/table/types';

/** Spec section 3: the history's columns. */
export const HISTORY_COLUMNS = ['entityType', 'name', 'status', 'recipientName', 'requestDate'] as const;

export function historyColumns(t: TFunction): DataTableColumn[] {
  return [
    { column: 'entityType', displayLabel: t('history.column.entityType', 'Type'), isSortable: true },
    { column: 'name', displayLabel: t('history.column.name', 'Name'), isSortable: true, isclickable: true },
    { column: 'status', displayLabel: t('history.column.status', 'Status'), isSortable: true },
    { column: 'recipientName', displayLabel: t('history.column.recipientName', 'Recipient'), isSortable: true },
    {
      column: 'requestDate',
      displayLabel: t('history.column.requestDate', 'Request Date'),
      isSortable: true,
      cellType: 'timestamp',
    },
  ];
}

/** 'Role', 'Resource', 'Process' for the entity types; others as they come. */
export function entityTypeLabel(entityType: string, t: (key: string, fallback: string) => string): string {
  switch (entityType.toLowerCase()) {
    case 'role':
      return t('history.type.role', 'Role');
    case 'resource':
      return t('history.type.resource', 'Resource');
    case 'prd':
      return t('history.type.prd', 'Process');
    default:
      return entityType;
  }
}

export function actionText(action: string, t: (key: string, fallback: string) => string): string {
  if (action === 'grant') return t('history.action.grant', 'Grant');
  if (action === 'revoke') return t('history.action.revoke', 'Revoke');
  return action;
}
