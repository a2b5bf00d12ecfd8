import { toCsv } from '../../domain/csv';
import { cellText } from '../cells/cell-values';
import { downloadText, safeFileName } from './download';
import type { DataTableColumn } from './types';

// Excel reads UTF-8 CSV correctly only with a byte-order mark.
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Downloads `rows` as a CSV file with the shown columns, each cell as the table shows it. Loaded on the first
 * 'Export CSV' (with the CSV writer and the download), not with every table.
 */
export function downloadCsv<Row>(
  columns: readonly DataTableColumn[],
  rows: readonly Row[],
  cellValue: (row: Row, column: DataTableColumn) => unknown,
  fileName: string,
): void {
  const csvColumns = columns.map((column) => ({ key: column.column, label: column.displayLabel }));
  const csv = toCsv(csvColumns, rows, (row, csvColumn) => {
    const column = columns.find((c) => c.column === csvColumn.key);
    return column ? cellText(cellValue(row, column), column.cellType) : '';
  });
  downloadText(safeFileName(fileName, 'csv'), BYTE_ORDER_MARK + csv, 'text/csv;charset=utf-8');
}
