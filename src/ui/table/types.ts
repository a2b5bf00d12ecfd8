import type { ReactNode } from 'react';
import type { PageState } from '../../domain/pagination';
import type { MultiSelectButton, SortOrder, TableColumn, TableRow } from '../../domain/table';
import type { CellKind } from '../cells/cell-values';

/** How a table shows on a narrow screen (see `DataTableProps.narrowLayout`). */
export type NarrowLayout = 'cards' | 'scroll';

/** A `columnCustomData` entry, optionally saying how its cells render. */
export interface DataTableColumn extends TableColumn {
  cellType?: CellKind;
}

export interface DataTableProps<Row extends TableRow> {
  /** Plural name of what the table lists: its caption and 'No {tableName} found'. */
  tableName: string;
  columns: readonly DataTableColumn[];
  /** The current page's rows. */
  rows: readonly Row[];
  /** Shows the table spinner instead of rows. */
  loading?: boolean;
  /**
   * Below 640 px of the table's own width: 'cards' stacks each row as a card (the self-service lists), 'scroll'
   * keeps the table, scrolling inside its box with the name column held (the administration tables; the default).
   */
  narrowLayout?: NarrowLayout;

  sortBy?: string;
  sortOrder?: SortOrder;
  onSort?(column: string, order: SortOrder): void;

  /** Server paging; no pagination bar without it or with `disablePagination`. */
  page?: PageState;
  disablePagination?: boolean;
  /** 0-based. */
  onPageChange?(page: number): void;
  /** Also asks for page 0. */
  onPageSizeChange?(size: number): void;
  pageSizeOptions?: readonly number[];

  /** Row checkboxes and select-all; on by default when there are bulk buttons. */
  selectable?: boolean;
  /** Controlled selection; without it the table keeps its own (across pages). */
  selectedRowIds?: readonly string[];
  onSelectionChange?(rowIds: string[]): void;
  multiSelectButtons?: readonly MultiSelectButton[];
  /** The selected rows seen on any page. A returned promise clears the table's own selection when it resolves. */
  onBulkAction?(btnId: string, rows: Row[]): void | Promise<unknown>;

  /** A cell's value; `row[column.column]` by default. Also used by the CSV export. */
  cellValue?(row: Row, column: DataTableColumn): unknown;
  /** Custom content for a cell; `undefined` falls back to the cell renderer. */
  renderCell?(row: Row, column: DataTableColumn): ReactNode | undefined;
  /** Called for cells of `isclickable` columns. */
  onCellClick?(row: Row, column: DataTableColumn): void;
  /** Names a row's checkbox; the first column's text by default. */
  rowLabel?(row: Row): string;

  /** Every column the chooser offers; `columns` by default. */
  availableColumns?: readonly DataTableColumn[];
  /** Shows 'Customize Columns'; the caller persists the choice. */
  onSaveColumns?(columns: DataTableColumn[]): void;
  onRestoreColumns?(): void;

  /** Shows 'Export CSV': every row of every page with the current filters and sort. */
  exportRows?(): Promise<readonly Row[]>;
  /** Defaults to `<tableName>.csv`. */
  exportFileName?: string;
}

export function defaultCellValue(row: TableRow, column: TableColumn): unknown {
  return (row as unknown as Record<string, unknown>)[column.column];
}
