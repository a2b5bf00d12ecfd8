import type { ReactNode } from 'react';
import { useTranslation } from '../../core/react';

export interface TableToolbarProps {
  /** The bulk-action buttons (present only with a selection). */
  actions: ReactNode;
  exportButton: ReactNode;
  onCustomizeColumns?(): void;
}

/** Above the table: bulk actions at the start, export and 'Customize Columns' at the end. */
export function TableToolbar({ actions, exportButton, onCustomizeColumns }: TableToolbarProps) {
  const { t } = useTranslation();
  if (!actions && !exportButton && !onCustomizeColumns) return null;
  return (
    <div className="idm-table-toolbar">
      <div className="idm-table-toolbar-start">{actions}</div>
      <div className="idm-table-toolbar-end">
        {exportButton}
        {onCustomizeColumns ? (
          <button type="button" className="idm-link-button" aria-haspopup="dialog" onClick={onCustomizeColumns}>
            {t('ui.table.customizeColumns')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
