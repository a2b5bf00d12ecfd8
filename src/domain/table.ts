/** Table configuration of spec section 3 ("Table config"). */

export type SortOrder = 'asc' | 'desc';

/** One entry of `columnCustomData`. */
export interface TableColumn {
  column: string;
  displayLabel: string;
  isSortable?: boolean;
  isclickable?: boolean;
  /** Whether the column chooser may hide the column. */
  enableCustomization?: boolean;
}

/** One entry of `multiSelectButtons`. */
export interface MultiSelectButton {
  btnId: string;
  btnName: string;
  /** The action works on one row only. */
  disableMultiAction?: boolean;
}

/** Every row carries a stable id. */
export interface TableRow {
  rowId: string;
}

/** Spec section 9 column width factors. */
export const COLUMN_WIDTH_FACTORS: Readonly<Record<string, number>> = {
  name: 0.8,
  description: 1,
  roleLevel: 1,
  owners: 0.8,
  categories: 0.5,
  roles: 0.5,
};
export const DEFAULT_COLUMN_WIDTH_FACTOR = 0.5;

export function columnWidthFactor(column: string): number {
  return COLUMN_WIDTH_FACTORS[column] ?? DEFAULT_COLUMN_WIDTH_FACTOR;
}

/** Each column's share of the table width in percent (two decimals), in the columns' order. */
export function columnWidthPercents(columns: readonly Pick<TableColumn, 'column'>[]): number[] {
  const factors = columns.map((c) => columnWidthFactor(c.column));
  const sum = factors.reduce((a, b) => a + b, 0);
  return factors.map((factor) => (sum > 0 ? Math.round((factor / sum) * 10000) / 100 : 0));
}

export type PageSelection = 'none' | 'some' | 'all';

/** How many of the current page's rows are selected, for the select-all checkbox. */
export function pageSelection(pageRowIds: readonly string[], selected: ReadonlySet<string>): PageSelection {
  const count = pageRowIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === pageRowIds.length ? 'all' : 'some';
}

/** Select-all works on the current page only: all selected → those are cleared, else all added. */
export function toggleAllOnPage(selected: ReadonlySet<string>, pageRowIds: readonly string[]): Set<string> {
  const next = new Set(selected);
  if (pageSelection(pageRowIds, selected) === 'all') pageRowIds.forEach((id) => next.delete(id));
  else pageRowIds.forEach((id) => next.add(id));
  return next;
}

export function toggleRow(selected: ReadonlySet<string>, rowId: string): Set<string> {
  const next = new Set(selected);
  if (next.has(rowId)) next.delete(rowId);
  else next.add(rowId);
  return next;
}

/** Bulk actions show only with a selection; single-row actions are disabled above one row. */
export function isBulkActionDisabled(button: MultiSelectButton, selectedCount: number): boolean {
  return selectedCount === 0 || (button.disableMultiAction === true && selectedCount > 1);
}

/** Clicking the sorted column flips its order; another column starts ascending. */
export function nextSortOrder(column: string, sortBy: string | undefined, sortOrder: SortOrder | undefined): SortOrder {
  return column === sortBy && sortOrder !== 'desc' ? 'desc' : 'asc';
}

export function ariaSortFor(
  column: string,
  sortBy: string | undefined,
  sortOrder: SortOrder | undefined,
): 'ascending' | 'descending' | 'none' {
  if (column !== sortBy) return 'none';
  return sortOrder === 'desc' ? 'descending' : 'ascending';
}

/**
 * The columns a chooser leaves shown, in the order of `available`: those that cannot be customised
 * and those checked.
 */
export function chosenColumns<C extends TableColumn>(available: readonly C[], checked: ReadonlySet<string>): C[] {
  return available.filter((c) => !c.enableCustomization || checked.has(c.column));
}
