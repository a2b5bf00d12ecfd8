import type { ReactNode } from 'react';
import { DataTable } from '../table/DataTable';
import type { DataTableColumn, DataTableProps } from '../table/types';
import { BulkDeleteDialog, type DeletableRow, type useBulkDelete } from './BulkDelete';
import type { CatalogTableLabels } from './catalog-table-labels';
import { OpenLink } from './navigation';

type TableOwnProps = 'tableName' | 'rowLabel' | 'renderCell' | keyof ReturnType<BulkDelete<never>['tableProps']>;
type BulkDelete<Row extends DeletableRow> = ReturnType<typeof useBulkDelete<Row>>;

export interface AdminItemsTableProps<Row extends DeletableRow> extends Omit<DataTableProps<Row>, TableOwnProps> {
  labels: CatalogTableLabels;
  /** Selection and Delete after a confirmation; null where the user may not delete. */
  bulk: BulkDelete<Row> | null;
  /** The deletion is under way. */
  deleting: boolean;
  /** A row's detail page: its link, and what a plain click does. */
  detailHref(row: Row): string | null;
  openDetail(row: Row): void;
  /** Columns of server text: each cell takes its own direction. */
  freeText: ReadonlySet<string>;
  /** A cell that is neither the name nor server text (a status, a type); undefined leaves it to the table. */
  renderOther?(row: Row, column: DataTableColumn): ReactNode | undefined;
}

/**
 * An administration list's table (roles, resources, groups, SoD rules, teams): the name links to the item, server text
 * takes its own direction, and the chosen rows are deleted after a confirmation.
 */
export function AdminItemsTable<Row extends DeletableRow>(props: AdminItemsTableProps<Row>) {
  const { labels, bulk, deleting, detailHref, openDetail, freeText, renderOther, ...table } = props;
  return (
    <>
      <DataTable<Row>
        {...table}
        tableName={labels.tableName}
        {...(bulk ? bulk.tableProps(labels.delete) : {})}
        rowLabel={(row) => row.name}
        renderCell={(row, column) =>
          column.column === 'name' ? (
            <OpenLink href={detailHref(row)} onOpen={() => openDetail(row)}>
              <bdi>{row.name}</bdi>
            </OpenLink>
          ) : (
            (renderOther?.(row, column) ??
            (freeText.has(column.column) ? (
              <span dir="auto">{String(row[column.column as keyof Row])}</span>
            ) : undefined))
          )
        }
      />
      {bulk ? (
        <BulkDeleteDialog
          bulk={bulk}
          pending={deleting}
          heading={labels.deleteHeading}
          question={labels.deleteQuestion}
          confirmLabel={labels.confirmDelete}
          cancelLabel={labels.cancel}
        />
      ) : null}
    </>
  );
}
