import { lazy, Suspense, useId, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { isTooManyUsers } from '../../domain/too-many-users';
import { TableSpinner } from '../../ui/TableSpinner';
import { PaginationBar } from '../../ui/pagination/PaginationBar';
import { NAME_COLUMN, type CatalogView } from './catalog-model';
import { UserCard } from './UserCard';
import { useUserCatalog, type UserCatalogState } from './useUserCatalog';
import { LoadFailure } from '../../ui/LoadFailure';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { useCore } from '../../core/react';
import { Heading } from '../../ui/Heading';

/**
 * The list view (the table, its column chooser and export, the column preference) comes when it is first shown;
 * pointing at or focusing its switch asks for it (and the saved columns) before the click.
 */
const loadUserTable = () => import('./UserTable');
const UserTable = lazy(() => loadUserTable().then((module) => ({ default: module.UserTable })));
/** The advanced search's fields come when the panel first opens; pointing at or focusing its button asks for them. */
const loadAdvancedSearch = () => import('./AdvancedSearch');
const AdvancedSearch = lazy(() => loadAdvancedSearch().then((module) => ({ default: module.AdvancedSearch })));
const prepareAdvancedSearch = () => void loadAdvancedSearch();

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
  const headingId = useId();
  const catalog = useUserCatalog();
  const { list } = catalog;
  const total = list.data?.total;
  const tooMany = isTooManyUsers(total, list.data?.maxUserSearch);

  return (
    <section className="idm-user-catalog idm-area-page" part="user-catalog" aria-labelledby={headingId}>
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
        <Suspense fallback={<ComponentLoader />}>
          <UserTable catalog={catalog} />
        </Suspense>
      ) : (
        <UserCards catalog={catalog} />
      )}
    </section>
  );
}

function ViewSwitch({ view, onChange }: { view: CatalogView; onChange(view: CatalogView): void }) {
  const { t } = useTranslation();
  const core = useCore();
  // The cards stay (busy) while the list's code comes, instead of a loader in their place.
  const [switching, startSwitch] = useTransition();
  const prepareList = () => void loadUserTable().then((module) => module.prefetchUserTable(core));
  const options: { view: CatalogView; label: string }[] = [
    { view: 'card', label: t('users.cardView') },
    { view: 'users', label: t('users.listView') },
  ];
  return (
    <div
      className="idm-user-catalog-views"
      role="group"
      aria-label={t('users.view')}
      aria-busy={switching || undefined}
    >
      {options.map((option) => (
        <button
          key={option.view}
          type="button"
          className={`idm-button${option.view === view ? '' : ' secondary'}`}
          aria-pressed={option.view === view}
          onClick={() => startSwitch(() => onChange(option.view))}
          {...(option.view === 'users' ? { onPointerEnter: prepareList, onFocus: prepareList } : {})}
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
          onPointerEnter={prepareAdvancedSearch}
          onFocus={prepareAdvancedSearch}
        >
          {t('users.advancedSearch')}
          {active ? <span className="idm-user-catalog-active">{t('users.filtersOn')}</span> : null}
        </button>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? (
          <Suspense fallback={<ComponentLoader />}>
            <AdvancedSearch attributes={catalog.attributes} values={catalog.advanced} onApply={catalog.setAdvanced} />
          </Suspense>
        ) : null}
      </div>
    </div>
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
