import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../core/react';
import { columnWidthPercents, pageSelection, toggleAllOnPage, toggleRow, type TableRow } from '../../domain/table';
import { cellText } from '../cells/cell-values';
import { PaginationBar } from '../pagination/PaginationBar';
import { TableSpinner } from '../TableSpinner';
import { BulkActions } from './BulkActions';
import { DataRow } from './DataRow';
import { ExportCsvButton } from './ExportCsvButton';
import { SelectAllCheckbox } from './SelectAllCheckbox';
import { SortableHeader } from './SortableHeader';
import { TableToolbar } from './TableToolbar';
import { defaultCellValue, type DataTableColumn, type DataTableProps, type NarrowLayout } from './types';
import { useSelection } from './useSelection';

/** 'Customize Columns': the dialog's code comes when it first opens. */
const ColumnChooser = lazy(() => import('./ColumnChooser').then((module) => ({ default: module.ColumnChooser })));

/**
 * A server-paged table driven by its props: sortable headers, row selection with bulk actions,
 * column chooser, CSV export and the pagination bar. It fetches nothing itself.
 */
export function DataTable<Row extends TableRow>(props: DataTableProps<Row>) {
  const { t } = useTranslation();
  const captionId = useId();
  const { tableName, columns, rows, loading = false, multiSelectButtons = [], narrowLayout = 'scroll' } = props;
  const cellValue = props.cellValue ?? defaultCellValue;
  const selectable = props.selectable ?? multiSelectButtons.length > 0;
  const { selected, setSelected, controlled } = useSelection(props.selectedRowIds, props.onSelectionChange);
  const [chooserOpen, setChooserOpen] = useState(false);

  // Rows selected on earlier pages are still handed to bulk actions.
  const seenRows = useRef(new Map<string, Row>());
  useEffect(() => {
    for (const row of rows) seenRows.current.set(row.rowId, row);
  }, [rows]);

  const pageRowIds = rows.map((row) => row.rowId);
  const widths = columnWidthPercents(columns);
  const columnCount = columns.length + (selectable ? 1 : 0);
  const labelOf = (row: Row) => props.rowLabel?.(row) ?? firstColumnText(row, columns, cellValue) ?? row.rowId;

  const runBulkAction = (btnId: string) => {
    const chosen = [...selected].flatMap((id) => {
      const row = seenRows.current.get(id) ?? rows.find((r) => r.rowId === id);
      return row ? [row] : [];
    });
    const result = props.onBulkAction?.(btnId, chosen);
    if (result instanceof Promise && !controlled)
      void result.then(
        () => setSelected(new Set()),
        () => undefined,
      );
  };

  const page = props.page;
  return (
    <div className={tableClassName(narrowLayout, selectable)} part="table">
      <TableToolbar
        actions={
          selectable ? (
            <BulkActions buttons={multiSelectButtons} selectedCount={selected.size} onAction={runBulkAction} />
          ) : null
        }
        exportButton={
          props.exportRows ? (
            <ExportCsvButton
              columns={columns}
              exportRows={props.exportRows}
              cellValue={cellValue}
              fileName={props.exportFileName ?? tableName}
            />
          ) : null
        }
        onCustomizeColumns={props.onSaveColumns ? () => setChooserOpen(true) : undefined}
      />
      {/* Focusable so that a table wider than its box scrolls by keyboard too; named apart from the page's
          own region, which usually carries the table's name. */}
      <div
        className="idm-table-scroll"
        tabIndex={0}
        role="region"
        aria-label={t('ui.table.scrollRegion', { tableName })}
      >
        <table aria-labelledby={captionId} aria-busy={loading}>
          <caption id={captionId} className="visually-hidden">
            {tableName}
          </caption>
          <colgroup>
            {selectable ? <col className="idm-select-column" /> : null}
            {columns.map((column, index) => (
              <col key={column.column} style={{ width: `${widths[index] ?? 0}%` }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {selectable ? (
                <th scope="col" className="idm-select-cell">
                  <SelectAllCheckbox
                    state={pageSelection(pageRowIds, selected)}
                    disabled={loading || rows.length === 0}
                    onToggle={() => setSelected(toggleAllOnPage(selected, pageRowIds))}
                  />
                </th>
              ) : null}
              {columns.map((column) => (
                <SortableHeader
                  key={column.column}
                  column={column}
                  sortBy={props.sortBy}
                  sortOrder={props.sortOrder}
                  onSort={props.onSort}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <tr>
                <td colSpan={columnCount}>
                  <TableSpinner />
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="idm-table-empty">
                  {t('ui.table.empty', { tableName })}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <DataRow
                  key={row.rowId}
                  row={row}
                  columns={columns}
                  selected={selectable ? selected.has(row.rowId) : null}
                  label={labelOf(row)}
                  onToggle={(rowId) => setSelected(toggleRow(selected, rowId))}
                  cellValue={cellValue}
                  renderCell={props.renderCell}
                  onCellClick={props.onCellClick}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      {page && !props.disablePagination ? (
        <PaginationBar
          {...page}
          pageSizeOptions={props.pageSizeOptions}
          label={t('ui.table.pagination', { tableName })}
          onPageChange={(next) => props.onPageChange?.(next)}
          onPageSizeChange={(size) => props.onPageSizeChange?.(size)}
        />
      ) : null}
      {chooserOpen && props.onSaveColumns ? (
        <Suspense fallback={<TableSpinner />}>
          <ColumnChooser
            columns={columns}
            available={props.availableColumns ?? columns}
            onSave={props.onSaveColumns}
            onRestore={props.onRestoreColumns}
            onClose={() => setChooserOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function tableClassName(narrowLayout: NarrowLayout, selectable: boolean): string {
  return ['idm-table', narrowLayout === 'cards' ? 'idm-table-cards' : 'idm-table-held', selectable ? 'selectable' : '']
    .filter(Boolean)
    .join(' ');
}

function firstColumnText<Row extends TableRow>(
  row: Row,
  columns: readonly DataTableColumn[],
  cellValue: (row: Row, column: DataTableColumn) => unknown,
): string | undefined {
  const first = columns.find((column) => column.cellType !== 'image');
  const text = first ? cellText(cellValue(row, first), first.cellType) : '';
  return text === '' ? undefined : text;
}
