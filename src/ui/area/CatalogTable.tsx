import type { DataTableColumn } from '../table/types';
import { AdminItemsTable } from './AdminItemsTable';
import type { DeletableRow, useBulkDelete } from './BulkDelete';
import type { CatalogTableLabels } from './catalog-table-labels';
import { exportAll } from './export-all';

export type { CatalogTableLabels } from './catalog-table-labels';
import type { ListStateHandle } from './use-list-state';

/** A catalog item's row (a role, a resource): deletable, with its status (Pending Delete stands out). */
export interface CatalogRow extends DeletableRow {
  status: string;
  pendingDelete: boolean;
}

export interface CatalogTableProps<Row extends CatalogRow> {
  labels: CatalogTableLabels;
  /** The columns shown, and every column the chooser offers. */
  columns: DataTableColumn[];
  availableColumns: DataTableColumn[];
  rows: Row[];
  loading: boolean;
  /** The list's sort and paging, and the server's answer (its total and next index). */
  paging: Pick<ListStateHandle, 'tableProps'>;
  page: { total?: number; nextIndex: number } | undefined;
  bulk: ReturnType<typeof useBulkDelete<Row>>;
  /** The deletion is under way. */
  deleting: boolean;
  /** A row's detail page: its link, and what a plain click does. */
  detailHref(row: Row): string | null;
  openDetail(row: Row): void;
  /** Columns of server text: each cell takes its own direction. */
  freeText: ReadonlySet<string>;
  /** One page of every row, for the CSV export. */
  exportPage(fromIndex: number, size: number): Promise<{ rows: Row[]; total: number }>;
  exportFileName: string;
  /** The column chooser's remembered choice (`useColumnPreference`). */
  preference: { save(columns: readonly string[]): void; restore(): void };
}

/**
 * A catalog's table (roles, resources): the name links to the detail page, Pending Delete stands out, server text
 * takes its own direction; sort, server paging, the column chooser, CSV export of every page, and bulk delete
 * after a confirmation.
 */
export function CatalogTable<Row extends CatalogRow>(props: CatalogTableProps<Row>) {
  const { rows, paging, page, preference } = props;
  return (
    <AdminItemsTable<Row>
      labels={props.labels}
      columns={props.columns}
      availableColumns={props.availableColumns}
      rows={rows}
      loading={props.loading}
      {...paging.tableProps(page?.total ?? rows.length, page?.nextIndex)}
      bulk={props.bulk}
      deleting={props.deleting}
      detailHref={props.detailHref}
      openDetail={props.openDetail}
      freeText={props.freeText}
      renderOther={(row, column) =>
        column.column === 'status' && row.pendingDelete ? (
          <span className="idm-admin-pending">{row.status}</span>
        ) : undefined
      }
      exportRows={() => exportAll(props.exportPage)}
      exportFileName={props.exportFileName}
      onSaveColumns={(chosen) => preference.save(chosen.map((c) => c.column))}
      onRestoreColumns={() => preference.restore()}
    />
  );
}
