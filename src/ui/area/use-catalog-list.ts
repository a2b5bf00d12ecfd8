import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useColumnPreference } from '../../api/preferences';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';
import { useBulkDelete } from './BulkDelete';
import type { DataTableColumn } from '../table/types';
import type { AdminListNavigation } from './AdminListFrame';
import type { CatalogRow, CatalogTableProps } from './CatalogTable';
import { useCatalogTableLabels } from './catalog-table-labels';
import type { ListStateHandle } from './use-list-state';

interface CatalogPage<Item> {
  items: Item[];
  total?: number;
  nextIndex: number;
}

export interface CatalogListOptions<Item, Row extends CatalogRow> {
  /** The area's translation namespace ('roleAdmin'): the table's words. */
  area: string;
  /** The column chooser: the preference that keeps it, every column offered, and which of them show. */
  columns: {
    preference: string;
    all(t: TFunction): DataTableColumn[];
    visible(all: readonly DataTableColumn[], saved: readonly string[] | null): DataTableColumn[];
  };
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
  freeText: ReadonlySet<string>;
  exportFileName: string;
}

/**
 * A catalog list's table (roles, resources): its words, the remembered columns, the rows of the page, the deletion
 * (telling the element what went) and the export of every page — everything `CatalogTable` takes.
 */
export function useCatalogList<Item, Row extends CatalogRow>(
  options: CatalogListOptions<Item, Row>,
): CatalogTableProps<Row> {
  const { columns, list, toRow, navigation, removal } = options;
  const { t } = useTranslation();
  const core = useCore();
  const [deleting, setDeleting] = useState(false);
  const labels = useCatalogTableLabels(options.area);
  const preference = useColumnPreference(columns.preference);
  const allColumns = columns.all;
  const all = useMemo(() => allColumns(t), [allColumns, t]);
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
    labels,
    columns: columns.visible(all, preference.columns),
    availableColumns: all,
    rows,
    loading: list.isPending,
    paging: options.paging,
    page: list.data,
    bulk,
    deleting,
    detailHref: (row) => navigation.href({ page: 'detail', dn: row.dn }),
    openDetail: (row) => navigation.go({ page: 'detail', dn: row.dn }),
    freeText: options.freeText,
    exportPage: (fromIndex, size) =>
      options.fetchPage(fromIndex, size).then((page) => ({
        rows: page.items.map((item) => toRow(t, item)),
        total: page.total ?? 0,
      })),
    exportFileName: options.exportFileName,
    preference,
  };
}
