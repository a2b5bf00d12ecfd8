import { useState } from 'react';
import { useCore, useTranslation } from '../../core/react';
import type { DataTableColumn } from './types';

export interface ExportCsvButtonProps<Row> {
  columns: readonly DataTableColumn[];
  exportRows(): Promise<readonly Row[]>;
  cellValue(row: Row, column: DataTableColumn): unknown;
  fileName: string;
}

/** 'Export CSV': asks the owner for every row, then downloads them with the shown columns. */
export function ExportCsvButton<Row>({ columns, exportRows, cellValue, fileName }: ExportCsvButtonProps<Row>) {
  const { t } = useTranslation();
  const core = useCore();
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    setBusy(true);
    try {
      // The CSV writer and the download come when first used, not with every table: asked for beside the rows.
      const [{ downloadCsv }, rows] = await Promise.all([import('./export-csv'), exportRows()]);
      downloadCsv(columns, rows, cellValue, fileName);
    } catch {
      core.feedback.show('danger', t('ui.table.exportFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="idm-button secondary"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void exportCsv()}
    >
      {t('ui.table.exportCsv')}
    </button>
  );
}
