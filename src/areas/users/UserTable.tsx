import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchUserList, type PersonDetails } from '../../api/people';
import { preferenceQuery, useDeletePreference, usePreference, useSavePreference } from '../../api/preferences';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';
import { AttributeValue } from '../../ui/quick-info/person-parts';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { NAME_COLUMN, attributeTexts } from './catalog-model';
import {
  USER_LIST_COLUMNS_PREFERENCE,
  availableColumns,
  chosenColumns,
  columnText,
  findAttribute,
  toRow,
  type UserRow,
} from './table-model';
import { PersonName } from './UserCard';
import type { UserCatalogState } from './useUserCatalog';

/** How long saved columns asked for ahead count as fresh (pointing at the switch again asks no more). */
const AHEAD_FRESH_MS = 60_000;

/** Asks for the saved columns before the list shows (its switch pointed at or focused); a failure is the table's. */
export function prefetchUserTable(core: IdmCore): void {
  void core.queryClient.prefetchQuery({
    ...preferenceQuery(core, USER_LIST_COLUMNS_PREFERENCE),
    staleTime: AHEAD_FRESH_MS,
  });
}

const EMAIL_OR_PHONE = new Set(['email', 'mail', 'telephonenumber']);

/** Rows per request when exporting every page (the server's largest page). */
export const EXPORT_PAGE_SIZE = 300;
/** An export stops after this many pages (90,000 users). */
const EXPORT_MAX_PAGES = 300;

/** Every user the catalog's search, filters and sort find, page by page (the CSV export). */
async function exportAll(core: IdmCore, query: UserCatalogState['listQuery']): Promise<PersonDetails[]> {
  const all: PersonDetails[] = [];
  let nextIndex = 1;
  for (let i = 0; i < EXPORT_MAX_PAGES && nextIndex > 0; i++) {
    const answer = await fetchUserList(core, { ...query, size: EXPORT_PAGE_SIZE, nextIndex });
    all.push(...answer.items);
    if (answer.items.length === 0) break;
    nextIndex = answer.nextIndex;
  }
  return all;
}

/** The catalog as a table: the chosen columns (saved as a preference), sort, paging and CSV export. */
export function UserTable({ catalog }: { catalog: UserCatalogState }) {
  const { t } = useTranslation();
  const core = useCore();
  const { list } = catalog;
  const preference = usePreference(USER_LIST_COLUMNS_PREFERENCE);
  const save = useSavePreference(USER_LIST_COLUMNS_PREFERENCE);
  const restore = useDeletePreference(USER_LIST_COLUMNS_PREFERENCE);
  const people = list.data?.items;
  const available = useMemo(
    () =>
      availableColumns(people ?? [], catalog.attributes, {
        name: t('users.name'),
        userId: t('users.userId'),
      }),
    [people, catalog.attributes, t],
  );
  const preferred = preference.data?.isPreferenceAvailable ? preference.data.columns : null;
  const columns = chosenColumns(available, preferred);
  const rows = useMemo(() => (people ?? []).map(toRow), [people]);

  const renderCell = (row: UserRow, column: DataTableColumn) => {
    const person = row.person;
    if (column.column === NAME_COLUMN) {
      return (
        <span className="idm-user-table-name">
          <PersonName person={person} />
        </span>
      );
    }
    if (EMAIL_OR_PHONE.has(column.column.toLowerCase())) {
      return (
        <AttributeValue attributeKey={column.column} values={attributeTexts(findAttribute(person, column.column))} />
      );
    }
    return undefined;
  };

  return (
    <DataTable<UserRow>
      narrowLayout="cards"
      tableName={t('users.tableName')}
      columns={columns}
      availableColumns={available}
      rows={rows}
      loading={list.isPending}
      {...catalog.tableProps(list.data?.total ?? rows.length, list.data?.nextIndex, !list.isPlaceholderData)}
      cellValue={(row, column) => columnText(row.person, column.column)}
      renderCell={renderCell}
      rowLabel={(row) => row.person.fullName || row.person.dn}
      onSaveColumns={(chosen) => save.mutate({ columns: chosen.map((c) => c.column) })}
      onRestoreColumns={() => restore.mutate()}
      exportRows={async () => (await exportAll(core, catalog.listQuery)).map(toRow)}
      exportFileName="users"
    />
  );
}
