import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../../core/react';
import { cellText } from '../cells/cell-values';
import type { DataTableColumn } from './types';

export interface ExportCsvButtonProps<Row> {
  columns: readonly DataTableColumn[];
  exportRows(): Promise<readonly Row[]>;
  cellValue(row: Row, column: DataTableColumn): unknown;
  fileName: string;
}

// Excel reads UTF-8 CSV correctly only with a byte-order mark.
const BYTE_ORDER_MARK = '\uFEFF';

/** 'Export CSV': asks the owner for every row, then downloads them with the shown columns. */
export function ExportCsvButton<Row>({ columns, exportRows, cellValue, fileName }: ExportCsvButtonProps<Row>) {
  const { t } = useTranslation();
  const core = useCore();
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    setBusy(true);
    try {
      // The CSV writer and the download come when first used, not with every table.
      const [{ toCsv }, { downloadText, safeFileName }, rows] = await Promise.all([
        import('../../domain/csv'),
        import('./download'),
        exportRows(),
      ]);
      const csvColumns = columns.map((column) => ({ key: column.column, label: column.displayLabel }));
      const csv = toCsv(csvColumns, rows, (row, csvColumn) => {
        const column = columns.find((c) => c.column === csvColumn.key);
        return column ? cellText(cellValue(row, column), column.cellType) : '';
      });
      downloadText(safeFileName(fileName, 'csv'), BYTE_ORDER_MARK + csv, 'text/csv;charset=utf-8');
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
