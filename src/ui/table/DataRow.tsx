import type { ReactNode } from 'react';
import { useTranslation } from '../../core/react';
import type { TableRow } from '../../domain/table';
import { CellRenderer } from '../cells/CellRenderer';
import { cellKindOf, cellText } from '../cells/cell-values';
import type { DataTableColumn } from './types';

export interface DataRowProps<Row extends TableRow> {
  row: Row;
  columns: readonly DataTableColumn[];
  /** Null when the table has no row checkboxes. */
  selected: boolean | null;
  label: string;
  onToggle(rowId: string): void;
  cellValue(row: Row, column: DataTableColumn): unknown;
  renderCell?(row: Row, column: DataTableColumn): ReactNode | undefined;
  onCellClick?(row: Row, column: DataTableColumn): void;
}

export function DataRow<Row extends TableRow>(props: DataRowProps<Row>) {
  const { t } = useTranslation();
  const { row, columns, selected, label, onToggle } = props;
  return (
    <tr data-row-id={row.rowId} className={selected ? 'selected' : undefined}>
      {selected !== null ? (
        <td className="idm-select-cell">
          <label className="idm-select-target">
            <input
              type="checkbox"
              checked={selected}
              aria-label={t('ui.table.selectRow', { name: label })}
              onChange={() => onToggle(row.rowId)}
            />
          </label>
        </td>
      ) : null}
      {columns.map((column) => (
        // data-label: a card (a narrow table) names each value by its column.
        <td key={column.column} data-column={column.column} data-label={column.displayLabel}>
          <CellContent {...props} column={column} />
        </td>
      ))}
    </tr>
  );
}

function CellContent<Row extends TableRow>({
  row,
  column,
  cellValue,
  renderCell,
  onCellClick,
}: DataRowProps<Row> & { column: DataTableColumn }) {
  const custom = renderCell?.(row, column);
  if (custom !== undefined) return <>{custom}</>;
  const value = cellValue(row, column);
  const content = <CellRenderer value={value} kind={column.cellType} heading={column.displayLabel} />;
  const kind = cellKindOf(value, column.cellType);
  // A list cell has its own '...' button (buttons do not nest); an empty cell has nothing to click.
  const clickable =
    column.isclickable && onCellClick && kind !== 'list' && (kind === 'image' || cellText(value, kind) !== '');
  if (!clickable) return content;
  return (
    <button type="button" className="idm-link-button" onClick={() => onCellClick(row, column)}>
      {content}
    </button>
  );
}
