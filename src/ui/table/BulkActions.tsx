import { useTranslation } from '../../core/react';
import { isBulkActionDisabled, type MultiSelectButton } from '../../domain/table';

export interface BulkActionsProps {
  buttons: readonly MultiSelectButton[];
  selectedCount: number;
  onAction(btnId: string): void;
}

/** The multi-select buttons, each with the selected count ('Delete (3)'); only with a selection. */
export function BulkActions({ buttons, selectedCount, onAction }: BulkActionsProps) {
  const { t } = useTranslation();
  if (selectedCount === 0 || buttons.length === 0) return null;
  return (
    <div className="idm-bulk-actions" role="group" aria-label={t('ui.table.bulkActions')}>
      {buttons.map((button) => (
        <button
          key={button.btnId}
          type="button"
          className="idm-button"
          disabled={isBulkActionDisabled(button, selectedCount)}
          onClick={() => onAction(button.btnId)}
        >
          {t('ui.table.bulkAction', { name: button.btnName, count: selectedCount })}
        </button>
      ))}
    </div>
  );
}
