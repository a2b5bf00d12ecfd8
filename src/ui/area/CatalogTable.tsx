import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useColumnPreference } from '../../api/preferences';
import type { IdmCore } from '../../core';
import { useCore, useTranslation } from '../../core/react';
import type { AdminItemsTableProps } from './AdminItemsTable';
import type { AdminListNavigation } from './AdminListFrame';
import { useBulkDelete, type DeletableRow } from './BulkDelete';
import { catalogColumns, visibleCatalogColumns } from './catalog-columns';
import { useCatalogTableLabels } from './catalog-table-labels';
import { exportAll } from './export-all';
import type { ListStateHandle } from './use-list-state';

export type { CatalogTableLabels } from './catalog-table-labels';

/** A catalog item's row (a role, a resource): deletable, with its status (Pending Delete stands out). */
export interface CatalogRow extends DeletableRow {
  status: string;
  pendingDelete: boolean;
}

interface CatalogPage<Item> {
  items: Item[];
  total?: number;
  nextIndex: number;
}

export interface CatalogTableOptions<Item, Row extends CatalogRow> {
  /** The area's translation namespace ('roleAdmin'): the table's words. */
  area: string;
  /**
   * The column chooser: the preference that keeps it, the columns offered after name (never hidden) and description,
   * labelled from `<area>.column.<id>`, and those shown by default.
   */
  columns: { preference: string; others: readonly string[]; defaults: readonly string[] };
  /** The page shown (the list's query). */
  list: { data?: CatalogPage<Item>; isPending: boolean };
  toRow(t: TFunction, item: Item): Row;
  /**
   * What deletes the chosen items (a catalog item with assignments goes to Pending Delete; the banner shows the
   * answer), loaded when rows are first chosen: `() => import('…/role-delete').then((module) => module.removeRoles)`.
   */
  removal(): Promise<(core: IdmCore, dns: string[]) => Promise<unknown>>;
  navigation: AdminListNavigation;
  paging: Pick<ListStateHandle, 'tableProps'>;
  /** The same query from `fromIndex`, for the CSV export of every page. */
  fetchPage(fromIndex: number, size: number): Promise<CatalogPage<Item>>;
  /** Columns of server text: each cell takes its own direction. */
  freeText: ReadonlySet<string>;
  exportFileName: string;
}

/**
 * A catalog's table (roles, resources), as `AdminItemsTable` takes it: the area's words, the remembered columns, the
 * rows of the page with Pending Delete standing out, sort and server paging, bulk delete after a confirmation
 * (telling the element what went; its write comes when rows are first chosen) and the CSV export of every page.
 */
export function useCatalogTable<Item, Row extends CatalogRow>(
  options: CatalogTableOptions<Item, Row>,
): AdminItemsTableProps<Row> {
  const { columns, list, toRow, navigation, removal } = options;
  const { t } = useTranslation();
  const core = useCore();
  const [deleting, setDeleting] = useState(false);
  const preference = useColumnPreference(columns.preference);
  const { area } = options;
  const others = columns.others;
  const all = useMemo(() => catalogColumns(t, area, others), [t, area, others]);
  const rows = useMemo(() => (list.data?.items ?? []).map((item) => toRow(t, item)), [list.data, t, toRow]);
  const bulk = useBulkDelete<Row>({
    remove: async (dns) => {
      setDeleting(true);
      try {
        const remove = await removal();
        await remove(core, dns);
      } finally {
        setDeleting(false);
      }
    },
    deleted: (dns) => navigation.changed?.({ action: 'deleted', dns }),
    // The deletion's code comes with the first choice, before Delete is pressed.
    chosen: () => void removal(),
  });
  return {
    labels: useCatalogTableLabels(area),
    columns: visibleCatalogColumns(all, preference.columns, columns.defaults),
    availableColumns: all,
    rows,
    loading: list.isPending,
    ...options.paging.tableProps(list.data?.total ?? rows.length, list.data?.nextIndex),
    bulk,
    deleting,
    detailHref: (row) => navigation.href({ page: 'detail', dn: row.dn }),
    openDetail: (row) => navigation.go({ page: 'detail', dn: row.dn }),
    freeText: options.freeText,
    renderOther: (row, column) =>
      column.column === 'status' && row.pendingDelete ? (
        <span className="idm-admin-pending">{row.status}</span>
      ) : undefined,
    exportRows: () =>
      exportAll((fromIndex, size) =>
        options.fetchPage(fromIndex, size).then((page) => ({
          rows: page.items.map((item) => toRow(t, item)),
          total: page.total ?? 0,
        })),
      ),
    exportFileName: options.exportFileName,
    onSaveColumns: (chosen) => preference.save(chosen.map((c) => c.column)),
    onRestoreColumns: () => preference.restore(),
  };
}
