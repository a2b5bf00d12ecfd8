import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeletePreference, usePreference, useSavePreference } from '../../api/preferences';
import { isTooManyUsers } from '../../domain/user-search';
import { AttributeValue } from '../../ui/AttributeValue';
import { TableSpinner } from '../../ui/TableSpinner';
import { PaginationBar } from '../../ui/pagination/PaginationBar';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import {
  NAME_COLUMN,
  USER_LIST_COLUMNS_PREFERENCE,
  attributeTexts,
  availableColumns,
  chosenColumns,
  columnText,
  findAttribute,
  toRow,
  type CatalogView,
  type SearchAttribute,
  type UserRow,
} from './catalog-model';
import { PersonName, UserCard } from './UserCard';
import { useUserCatalog, type UserCatalogState } from './useUserCatalog';
import styles from './users.css?inline';
import { useAreaStyles } from '../../ui/area';
import { LoadFailure } from '../../ui/LoadFailure';
import { Heading } from '../../ui/Heading';

export interface UserCatalogProps {
  view: CatalogView;
  onViewChange(view: CatalogView): void;
}

/**
 * The user catalog: search (debounced), advanced search on the client's search attributes, sort,
 * paging and the total; users as cards or as a table with chosen columns and CSV export.
 */
export function UserCatalog({ view, onViewChange }: UserCatalogProps) {
  const { t } = useTranslation();
  const ref = useAreaStyles<HTMLElement>(styles);
  const headingId = useId();
  const catalog = useUserCatalog();
  const { list } = catalog;
  const total = list.data?.total;
  const tooMany = isTooManyUsers(total, list.data?.maxUserSearch);

  return (
    <section ref={ref} className="idm-user-catalog idm-area-page" part="user-catalog" aria-labelledby={headingId}>
      <header className="idm-user-catalog-header idm-area-header">
        <Heading id={headingId} className="idm-user-catalog-title idm-area-title">
          {t('users.title')}
        </Heading>
        <ViewSwitch view={view} onChange={onViewChange} />
      </header>
      <SearchControls catalog={catalog} />
      <p className="idm-user-catalog-count" role="status">
        {list.isSuccess && total !== undefined ? t('users.total', { count: total }) : ''}
      </p>
      {list.isError ? (
        <LoadFailure message={t('errors.failedUsers')} error={list.error} onRetry={() => void list.refetch()} />
      ) : tooMany ? (
        // Above the max user search nothing is listed (the server answers the count only): refine first.
        <div className="idm-alert alert-warning" role="status">
          {t('errors.tooManyUsers')}
        </div>
      ) : view === 'users' ? (
        <UserTable catalog={catalog} />
      ) : (
        <UserCards catalog={catalog} />
      )}
    </section>
  );
}

function ViewSwitch({ view, onChange }: { view: CatalogView; onChange(view: CatalogView): void }) {
  const { t } = useTranslation();
  const options: { view: CatalogView; label: string }[] = [
    { view: 'card', label: t('users.cardView') },
    { view: 'users', label: t('users.listView') },
  ];
  return (
    <div className="idm-user-catalog-views" role="group" aria-label={t('users.view')}>
      {options.map((option) => (
        <button
          key={option.view}
          type="button"
          className={`idm-button${option.view === view ? '' : ' secondary'}`}
          aria-pressed={option.view === view}
          onClick={() => onChange(option.view)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

function SearchControls({ catalog }: { catalog: UserCatalogState }) {
  const { t } = useTranslation();
  const searchId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const labels = catalog.attributes.map((a) => a.displayLabel).join(', ');
  const active = Object.values(catalog.advanced).some((v) => v.trim() !== '');
  return (
    <div className="idm-user-catalog-search">
      <div className="idm-user-catalog-search-row" role="search">
        <label htmlFor={searchId} className="visually-hidden">
          {t('users.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className="idm-user-catalog-query"
          value={catalog.query}
          placeholder={t('users.searchBy', { attributes: labels })}
          onChange={(event) => catalog.setQuery(event.target.value)}
        />
        <button
          type="button"
          className="idm-button secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {t('users.advancedSearch')}
          {active ? <span className="idm-user-catalog-active">{t('users.filtersOn')}</span> : null}
        </button>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? (
          <AdvancedSearch attributes={catalog.attributes} values={catalog.advanced} onApply={catalog.setAdvanced} />
        ) : null}
      </div>
    </div>
  );
}

interface AdvancedSearchProps {
  attributes: readonly SearchAttribute[];
  values: Record<string, string>;
  onApply(values: Record<string, string>): void;
}

/** One field per search attribute; Search applies them together, Clear removes them. */
function AdvancedSearch({ attributes, values, onApply }: AdvancedSearchProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [draft, setDraft] = useState<Record<string, string>>(values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="idm-user-catalog-advanced" onSubmit={submit} aria-label={t('users.advancedSearch')}>
      <div className="idm-user-catalog-advanced-fields">
        {attributes.map((attribute) => (
          <div key={attribute.key} className="idm-user-catalog-advanced-field">
            <label htmlFor={`${baseId}-${attribute.key}`}>{attribute.displayLabel}</label>
            <input
              id={`${baseId}-${attribute.key}`}
              type="text"
              value={draft[attribute.key] ?? ''}
              onChange={(event) => setDraft({ ...draft, [attribute.key]: event.target.value })}
            />
          </div>
        ))}
      </div>
      <div className="idm-user-catalog-advanced-buttons">
        <button type="submit" className="idm-button">
          {t('users.searchButton')}
        </button>
        <button
          type="button"
          className="idm-button secondary"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {t('users.clear')}
        </button>
      </div>
    </form>
  );
}

function UserCards({ catalog }: { catalog: UserCatalogState }) {
  const { t } = useTranslation();
  const { list } = catalog;
  const people = list.data?.items ?? [];
  const sortId = useId();
  const sortOptions = [
    { key: NAME_COLUMN, label: t('users.name') },
    ...catalog.attributes.filter((a) => a.key !== NAME_COLUMN).map((a) => ({ key: a.key, label: a.displayLabel })),
  ];
  return (
    <div className="idm-user-catalog-cards" aria-busy={list.isFetching}>
      <div className="idm-user-catalog-sort">
        <label htmlFor={sortId}>{t('users.sortBy')}</label>
        <select
          id={sortId}
          value={catalog.sortBy}
          onChange={(event) => catalog.sort(event.target.value, catalog.sortOrder)}
        >
          {sortOptions.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="idm-button secondary"
          onClick={() => catalog.sort(catalog.sortBy, catalog.sortOrder === 'asc' ? 'desc' : 'asc')}
        >
          {catalog.sortOrder === 'asc' ? t('users.ascending') : t('users.descending')}
        </button>
      </div>
      {list.isPending ? (
        <TableSpinner />
      ) : people.length === 0 ? (
        <p className="idm-user-catalog-empty">{t('ui.table.empty', { tableName: t('users.tableName') })}</p>
      ) : (
        <ul className="idm-user-card-grid" aria-label={t('users.title')}>
          {people.map((person) => (
            <UserCard key={person.dn} person={person} />
          ))}
        </ul>
      )}
      {list.data && people.length > 0 ? (
        <PaginationBar
          currentPage={catalog.page}
          pageSize={catalog.pageSize}
          total={list.data.total ?? people.length}
          nextIndex={list.data.nextIndex}
          pageSizeOptions={catalog.pageSizeOptions}
          onPageChange={catalog.setPage}
          onPageSizeChange={catalog.setPageSize}
        />
      ) : null}
    </div>
  );
}

const EMAIL_OR_PHONE = new Set(['email', 'mail', 'telephonenumber']);

function UserTable({ catalog }: { catalog: UserCatalogState }) {
  const { t } = useTranslation();
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
      exportRows={async () => (await catalog.exportAll()).map(toRow)}
      exportFileName="users"
    />
  );
}
