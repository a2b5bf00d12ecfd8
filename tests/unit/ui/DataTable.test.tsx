// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '../../../src/ui/table/DataTable';
import type { DataTableColumn, DataTableProps } from '../../../src/ui/table/types';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithCore, text } from './render-core';

interface RoleRow {
  rowId: string;
  name: string;
  description: string;
  owners?: { type: string; name: string }[];
}

const columns: DataTableColumn[] = [
  { column: 'name', displayLabel: 'Name', isSortable: true, isclickable: true },
  { column: 'description', displayLabel: 'Description', isSortable: true, enableCustomization: true },
  { column: 'owners', displayLabel: 'Owners', enableCustomization: true },
];

const rows: RoleRow[] = [
  { rowId: 'r1', name: 'Accountant', description: 'Books' },
  { rowId: 'r2', name: 'Auditor', description: 'Checks' },
  { rowId: 'r3', name: 'Clerk', description: 'Files' },
];

const bulkButtons = [
  { btnId: 'delete', btnName: 'Delete' },
  { btnId: 'edit', btnName: 'Edit', disableMultiAction: true },
];

function renderTable(overrides: Partial<DataTableProps<RoleRow>> = {}) {
  const props: DataTableProps<RoleRow> = {
    tableName: 'roles',
    columns,
    rows,
    multiSelectButtons: bulkButtons,
    ...overrides,
  };
  return renderWithCore(<DataTable<RoleRow> {...props} />);
}

const checkboxes = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]'),
];
const selectAll = (container: HTMLElement) => container.querySelector<HTMLInputElement>('thead input[type="checkbox"]');

describe('DataTable', () => {
  afterEach(cleanup);

  it('renders the header and one row per item, each carrying its rowId', () => {
    const { container } = renderTable();
    expect([...container.querySelectorAll('thead th')].map((th) => text(th))).toEqual([
      '',
      'Name',
      'Description',
      'Owners',
    ]);
    expect([...container.querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-row-id'))).toEqual([
      'r1',
      'r2',
      'r3',
    ]);
    expect(container.querySelector('caption')?.textContent).toBe('roles');
  });

  it('gives columns widths proportional to the spec factors', () => {
    const { container } = renderTable();
    const widths = [...container.querySelectorAll<HTMLElement>('col')].slice(1).map((col) => col.style.width);
    expect(widths).toEqual(['30.77%', '38.46%', '30.77%']); // name .8, description 1, owners .8 of 2.6
  });

  it("shows 'No {tableName} found' when there are no rows", () => {
    const { container } = renderTable({ rows: [] });
    expect(text(container.querySelector('tbody'))).toBe('No roles found');
    expect(selectAll(container)?.disabled).toBe(true);
  });

  it('shows the table spinner while loading', () => {
    const { container } = renderTable({ loading: true });
    expect(container.querySelector('tbody [role="status"]')).not.toBeNull();
    expect(container.querySelector('table')?.getAttribute('aria-busy')).toBe('true');
  });

  it('labels each row checkbox by its row', () => {
    const { container } = renderTable();
    const rows = ['Select Accountant', 'Select Auditor', 'Select Clerk'];
    expect(rows.map((name) => screen.getByRole('checkbox', { name }))).toEqual(checkboxes(container));
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toBe(selectAll(container));
  });

  it('shows bulk buttons only with a selection, each with the selected count', async () => {
    const { container } = renderTable();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await userEvent.click(checkboxes(container)[0]!);
    expect(screen.queryAllByRole('button', { name: /^(Delete|Edit) \(/ }).map((b) => text(b))).toEqual([
      'Delete (1)',
      'Edit (1)',
    ]);
    await userEvent.click(checkboxes(container)[2]!);
    expect(text(screen.getByRole('button', { name: /^Delete/ }))).toBe('Delete (2)');
  });

  it('disables disableMultiAction buttons when more than one row is selected', async () => {
    const { container } = renderTable();
    await userEvent.click(checkboxes(container)[0]!);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Edit (1)' }).disabled).toBe(false);
    await userEvent.click(checkboxes(container)[1]!);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Edit (2)' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Delete (2)' }).disabled).toBe(false);
  });

  it('select-all toggles the current page, and is indeterminate with some selected', async () => {
    const onSelectionChange = vi.fn();
    const { container } = renderTable({ onSelectionChange });
    await userEvent.click(checkboxes(container)[1]!);
    expect(selectAll(container)?.indeterminate).toBe(true);
    await userEvent.click(selectAll(container)!);
    expect(checkboxes(container).every((box) => box.checked)).toBe(true);
    expect(selectAll(container)?.checked).toBe(true);
    expect(selectAll(container)?.indeterminate).toBe(false);
    expect(onSelectionChange).toHaveBeenLastCalledWith(['r2', 'r1', 'r3']);
    await userEvent.click(selectAll(container)!);
    expect(checkboxes(container).some((box) => box.checked)).toBe(false);
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('select-all only touches the current page; selections from other pages stay counted', async () => {
    const { container, rerender } = renderTable();
    await userEvent.click(checkboxes(container)[0]!);
    const nextPage: RoleRow[] = [{ rowId: 'r4', name: 'Driver', description: '' }];
    rerender(
      <DataTable<RoleRow> tableName="roles" columns={columns} rows={nextPage} multiSelectButtons={bulkButtons} />,
    );
    expect(selectAll(container)?.checked).toBe(false);
    await userEvent.click(selectAll(container)!);
    expect(text(screen.getByRole('button', { name: /^Delete/ }))).toBe('Delete (2)');
  });

  it('hands the selected rows to the bulk action and clears the selection when it resolves', async () => {
    const onBulkAction = vi.fn(() => Promise.resolve());
    const { container } = renderTable({ onBulkAction });
    await userEvent.click(checkboxes(container)[0]!);
    await userEvent.click(checkboxes(container)[2]!);
    await userEvent.click(screen.getByRole('button', { name: 'Delete (2)' }));
    expect(onBulkAction).toHaveBeenCalledWith('delete', [rows[0], rows[2]]);
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('sorts by header buttons and marks the sorted column with aria-sort', async () => {
    const onSort = vi.fn();
    const { container } = renderTable({ sortBy: 'name', sortOrder: 'asc', onSort });
    const headers = [...container.querySelectorAll('thead th')];
    expect(headers[1]?.getAttribute('aria-sort')).toBe('ascending');
    expect(headers[2]?.getAttribute('aria-sort')).toBe('none');
    expect(headers[3]?.hasAttribute('aria-sort')).toBe(false);
    expect(headers[3]?.querySelector('button')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith('name', 'desc');
    await userEvent.click(screen.getByRole('button', { name: 'Description' }));
    expect(onSort).toHaveBeenLastCalledWith('description', 'asc');
  });

  it('reports descending order in aria-sort', () => {
    const { container } = renderTable({ sortBy: 'description', sortOrder: 'desc', onSort: () => {} });
    expect(container.querySelectorAll('thead th')[2]?.getAttribute('aria-sort')).toBe('descending');
  });

  it('calls onCellClick for clickable cells only, and uses renderCell overrides', async () => {
    const onCellClick = vi.fn();
    const { container } = renderTable({
      onCellClick,
      renderCell: (row, column) =>
        column.column === 'description' ? <em>{row.description.toUpperCase()}</em> : undefined,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Auditor' }));
    expect(onCellClick).toHaveBeenCalledWith(rows[1], columns[0]);
    expect(screen.queryByRole('button', { name: 'Checks' })).toBeNull();
    expect(text(container.querySelector('tbody tr em'))).toBe('BOOKS');
  });

  it('renders list cells through the cell renderer', () => {
    const withOwners = [{ ...rows[0]!, owners: [{ type: 'user', name: 'cn=jdoe,ou=users,o=data' }] }];
    const { container } = renderTable({ rows: withOwners });
    expect(text(container.querySelector('td[data-column="owners"]'))).toBe('User: jdoe');
  });

  it('customises columns: Save passes the chosen columns, Cancel nothing, Restore defaults its callback', async () => {
    const onSaveColumns = vi.fn();
    const onRestoreColumns = vi.fn();
    const { container } = renderTable({ onSaveColumns, onRestoreColumns });
    await userEvent.click(screen.getByRole('button', { name: 'Customize Columns' }));
    // The dialog's code comes when it first opens.
    const shown = await screen.findByRole('dialog', { name: 'Customize Columns' });
    const dialog = container.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    expect(shown).toBe(dialog);
    const boxes = [...(dialog?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])];
    expect(within(dialog as HTMLElement).getAllByRole('checkbox')).toEqual(boxes);
    expect(
      ['Description', 'Owners'].map((name) => within(dialog as HTMLElement).getByRole('checkbox', { name })),
    ).toEqual(boxes);
    await userEvent.click(boxes[0]!);
    await userEvent.click(within(dialog as HTMLElement).getByRole('button', { name: 'Save' }));
    expect(onSaveColumns).toHaveBeenCalledWith([columns[0], columns[2]]);
    expect(container.querySelector('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Customize Columns' }));
    await userEvent.click(
      within(container.querySelector('dialog') as HTMLElement).getByRole('button', { name: 'Cancel' }),
    );
    expect(onSaveColumns).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Customize Columns' }));
    await userEvent.click(
      within(container.querySelector('dialog') as HTMLElement).getByRole('button', { name: 'Restore defaults' }),
    );
    expect(onRestoreColumns).toHaveBeenCalledTimes(1);
    expect(container.querySelector('dialog')).toBeNull();
  });

  it('offers hidden columns from availableColumns in the chooser', async () => {
    const onSaveColumns = vi.fn();
    const { container } = renderTable({ columns: [columns[0]!], availableColumns: columns, onSaveColumns });
    await userEvent.click(screen.getByRole('button', { name: 'Customize Columns' }));
    await screen.findByRole('dialog', { name: 'Customize Columns' });
    const boxes = [...container.querySelectorAll<HTMLInputElement>('dialog input[type="checkbox"]')];
    expect(boxes.map((box) => box.checked)).toEqual([false, false]);
    await userEvent.click(boxes[1]!);
    await userEvent.click(
      within(container.querySelector('dialog') as HTMLElement).getByRole('button', { name: 'Save' }),
    );
    expect(onSaveColumns).toHaveBeenCalledWith([columns[0], columns[2]]);
  });

  it('integrates the pagination bar unless pagination is disabled', async () => {
    const onPageChange = vi.fn();
    const page = { currentPage: 0, pageSize: 10, total: 23, nextIndex: 11 };
    const { container } = renderTable({ page, onPageChange });
    expect(text(container.querySelector('.idm-pagination-range'))).toBe('Showing 1 - 10 of 23');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    cleanup();
    const disabled = renderTable({ page, disablePagination: true });
    expect(disabled.container.querySelector('.idm-pagination')).toBeNull();
  });

  it('exports every row the caller fetches as a CSV download', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('roles.csv');
      expect(this.href).toBe('blob:export');
    });
    const exportRows = vi.fn(() => Promise.resolve([...rows, { rowId: 'r9', name: '=cmd', description: 'a, b' }]));
    renderTable({ exportRows });
    await act(async () => screen.getByRole('button', { name: 'Export CSV' }).click());
    expect(exportRows).toHaveBeenCalledTimes(1);
    // The CSV writer comes when first used: the download follows once it is in.
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const csv = (await created[0]?.text())?.replace(/^\uFEFF/, '');
    expect(csv).toBe(
      'Name,Description,Owners\r\nAccountant,Books,\r\nAuditor,Checks,\r\nClerk,Files,\r\n\'=cmd,"a, b",\r\n',
    );
    createObjectURL.mockRestore();
    vi.restoreAllMocks();
  });
});
