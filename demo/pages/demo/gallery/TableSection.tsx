import { useMemo, useState } from 'react';
import type { SortOrder } from '../../../../src/domain/table';
import { DataTable } from '../../../../src/ui/table/DataTable';
import type { DataTableColumn } from '../../../../src/ui/table/types';
import { GallerySection } from './GallerySection';
import { SAMPLE_ROLES, type SampleRole } from './sample-roles';

const ALL_COLUMNS: DataTableColumn[] = [
  { column: 'name', displayLabel: 'Name', isSortable: true, isclickable: true },
  { column: 'description', displayLabel: 'Description', isSortable: true, enableCustomization: true },
  { column: 'roleLevel', displayLabel: 'Role Level', isSortable: true, enableCustomization: true },
  { column: 'categories', displayLabel: 'Categories', enableCustomization: true },
];

const BUTTONS = [
  { btnId: 'delete', btnName: 'Delete' },
  { btnId: 'edit', btnName: 'Edit', disableMultiAction: true },
];

function sorted(rows: SampleRole[], sortBy: string, order: SortOrder): SampleRole[] {
  const key = sortBy as keyof SampleRole;
  return [...rows].sort((a, b) => String(a[key]).localeCompare(String(b[key])) * (order === 'desc' ? -1 : 1));
}

/** A server-paged table over sample data, plus its empty and loading states. */
export function TableSection() {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [sortBy, setSortBy] = useState('name');
  const [sortOrder, setSortOrder] = useState<SortOrder>('asc');
  const [columns, setColumns] = useState(ALL_COLUMNS);
  const [lastAction, setLastAction] = useState('');

  const all = useMemo(() => sorted(SAMPLE_ROLES, sortBy, sortOrder), [sortBy, sortOrder]);
  const rows = all.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
  const nextIndex = (pageIndex + 1) * pageSize < all.length ? (pageIndex + 1) * pageSize + 1 : -1;

  return (
    <GallerySection id="table" title="Data table and pagination">
      <DataTable<SampleRole>
        tableName="Roles"
        columns={columns}
        availableColumns={ALL_COLUMNS}
        rows={rows}
        sortBy={sortBy}
        sortOrder={sortOrder}
        onSort={(column, order) => {
          setSortBy(column);
          setSortOrder(order);
          setPageIndex(0);
        }}
        page={{ currentPage: pageIndex, pageSize, total: all.length, nextIndex }}
        onPageChange={setPageIndex}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPageIndex(0);
        }}
        multiSelectButtons={BUTTONS}
        onBulkAction={(btnId, selected) => setLastAction(`${btnId}: ${selected.map((r) => r.name).join(', ')}`)}
        onCellClick={(row) => setLastAction(`opened ${row.name}`)}
        onSaveColumns={setColumns}
        onRestoreColumns={() => setColumns(ALL_COLUMNS)}
        exportRows={async () => all}
      />
      <p role="status" data-testid="table-last-action">
        {lastAction}
      </p>
      <h3>Empty</h3>
      <DataTable tableName="Resources" columns={ALL_COLUMNS.slice(0, 2)} rows={[]} />
      <h3>Loading</h3>
      <DataTable tableName="Groups" columns={ALL_COLUMNS.slice(0, 2)} rows={[]} loading />
    </GallerySection>
  );
}
