import { lazy, Suspense, useId, useMemo, useState, type FormEvent } from 'react';
import { fetchEntityList } from '../../api/entities/entities';
import type { EntityDefinition, EntityItem } from '../../api/entities/entity-read';
import { useCore, useTranslation } from '../../core/react';
import { entityAdvSearch, toggleStaged } from '../../domain/entity-list';
import { startIndexForPage } from '../../domain/pagination';
import { AdminListHeader } from '../../ui/area/AdminListHeader';
import { LoadFailure } from '../../ui/LoadFailure';
import { OpenLink, SearchBox, exportAll, useListState } from '../../ui/area';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { useEntitiesNavigation } from './navigation';
import { useEntityList } from './list-queries';
import { Heading } from '../../ui/Heading';

export interface EntityRow {
  rowId: string;
  dn: string;
  name: string;
  item: EntityItem;
}

/**
 * The marked items' bar and the deletion's write: asked for when rows are first selected (the Delete that marks
 * them comes after), so a list only browsed does not load them.
 */
const loadStagedDeletion = () => import('./StagedDeletion');
const StagedDeletion = lazy(() => loadStagedDeletion().then((module) => ({ default: module.StagedDeletion })));

const STAGE = 'stage';
/** The list shows the naming attribute and the next few single-valued ones. */
const MAX_COLUMNS = 5;

const shown = (item: EntityItem, key: string): string => (item.values[key] ?? []).map((v) => v.display).join(', ');

/**
 * A definition's items: search (its searchable attributes), advanced search (one field per searchable
 * attribute), sort and server paging, CSV export; administrators mark items for deletion, which takes effect
 * on Save ('Entity deleted. Click Save to persist the changes.').
 */
export function EntityList({ definition }: { definition: EntityDefinition }) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const navigation = useEntitiesNavigation();
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [advancedDraft, setAdvancedDraft] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [staged, setStaged] = useState<ReadonlySet<string>>(new Set());
  const paging = useListState({
    name: 'entities',
    of: definition.key,
    sortColumns: definition.attributes.filter((a) => a.isSortable).map((a) => a.key),
    defaultSort: { column: definition.namingAttribute, order: 'asc' },
    filters: { adv: {} },
  });
  const q = paging.search;
  const advanced = paging.filters.adv === '' ? undefined : paging.filters.adv;
  const query = {
    q: q === '' ? '*' : q,
    sortBy: paging.sortBy,
    sortOrder: paging.sortOrder,
    size: paging.pageSize,
    nextIndex: startIndexForPage(paging.page, paging.pageSize),
    advSearch: advanced,
  };
  const list = useEntityList(definition, query);
  const rows = useMemo<EntityRow[]>(
    () => (list.data?.items ?? []).map((item) => ({ rowId: item.dn, dn: item.dn, name: item.name, item })),
    [list.data],
  );
  const columns: DataTableColumn[] = definition.attributes
    .filter((a) => a.key === definition.namingAttribute || !a.isMultivalued)
    .slice(0, MAX_COLUMNS)
    .map((a) => ({ column: a.key, displayLabel: a.displayLabel, isSortable: a.isSortable }));
  const searchable = definition.attributes.filter((a) => a.isSearchable);
  const total = list.data?.total;
  const submitAdvanced = (event: FormEvent) => {
    event.preventDefault();
    paging.setFilters({ adv: entityAdvSearch(advancedDraft) ?? '' });
  };
  return (
    <section className="idm-admin" part="entity-list" aria-labelledby={`${id}-title`}>
      {definition.isCreatable ? (
        <AdminListHeader
          depth={1}
          titleId={`${id}-title`}
          title={definition.display}
          createLabel={t('entities.create', { name: definition.display })}
          createHref={navigation.href({ page: 'create', key: definition.key })}
          onCreate={() => navigation.go({ page: 'create', key: definition.key })}
        />
      ) : (
        <header className="idm-admin-header">
          <Heading depth={1} id={`${id}-title`}>
            {definition.display}
          </Heading>
        </header>
      )}
      <SearchBox
        className="entities-search"
        label={t('entities.search', {
          name: definition.display,
          attributes: searchable.map((a) => a.displayLabel).join(', '),
        })}
        submitLabel={t('entities.searchButton')}
        value={q}
        onSearch={(value) => paging.setSearch(value.trim())}
      />
      <button
        type="button"
        className="idm-link-button"
        aria-expanded={advancedOpen}
        aria-controls={`${id}-advanced`}
        onClick={() => setAdvancedOpen((open) => !open)}
      >
        {t('entities.advancedSearch')}
      </button>
      {advancedOpen ? (
        <form
          id={`${id}-advanced`}
          className="entities-advanced"
          onSubmit={submitAdvanced}
          aria-label={t('entities.advancedSearch')}
        >
          {searchable.map((a) => (
            <div className="idm-admin-field" key={a.key}>
              <label htmlFor={`${id}-adv-${a.key}`}>{a.displayLabel}</label>
              <input
                id={`${id}-adv-${a.key}`}
                dir="auto"
                value={advancedDraft[a.key] ?? ''}
                onChange={(event) => setAdvancedDraft((draft) => ({ ...draft, [a.key]: event.target.value }))}
              />
            </div>
          ))}
          <div className="idm-admin-actions">
            <button type="submit" className="idm-button">
              {t('entities.searchButton')}
            </button>
            <button
              type="button"
              className="idm-button secondary"
              onClick={() => {
                setAdvancedDraft({});
                paging.setFilters({ adv: '' });
              }}
            >
              {t('entities.clear')}
            </button>
          </div>
        </form>
      ) : null}
      {total !== undefined ? (
        <p className="entities-hint" role="status">
          {t('entities.count', { number: total })}
        </p>
      ) : null}
      {staged.size > 0 ? (
        <Suspense fallback={null}>
          <StagedDeletion entityKey={definition.key} staged={staged} onClear={() => setStaged(new Set())} />
        </Suspense>
      ) : null}
      {list.isError ? (
        <LoadFailure message={t('entities.failedList')} error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<EntityRow>
        tableName={t('entities.tableName', { name: definition.display })}
        columns={columns}
        rows={rows}
        loading={list.isPending}
        {...paging.tableProps(total ?? rows.length, list.data?.nextIndex)}
        {...(definition.isRemovable
          ? {
              selectedRowIds: selected,
              onSelectionChange: (rowIds: string[]) => {
                if (rowIds.length > 0) void loadStagedDeletion();
                setSelected(rowIds);
              },
              multiSelectButtons: [{ btnId: STAGE, btnName: t('entities.delete') }],
              onBulkAction: (btnId: string, chosen: EntityRow[]) => {
                if (btnId !== STAGE || chosen.length === 0) return;
                setStaged((current) =>
                  toggleStaged(
                    current,
                    chosen.map((row) => row.dn),
                  ),
                );
                setSelected([]);
              },
            }
          : {})}
        rowLabel={(row) => row.name}
        cellValue={(row, column) => shown(row.item, column.column)}
        renderCell={(row, column) => {
          const text = (
            <bdi className={staged.has(row.dn) ? 'entities-staged-row' : undefined}>
              {shown(row.item, column.column)}
            </bdi>
          );
          return column.column === definition.namingAttribute ? (
            <OpenLink
              href={navigation.href({ page: 'item', key: definition.key, dn: row.dn })}
              onOpen={() => navigation.go({ page: 'item', key: definition.key, dn: row.dn })}
            >
              {text}
              {staged.has(row.dn) ? <span className="visually-hidden"> {t('entities.markedDeleted')}</span> : null}
            </OpenLink>
          ) : (
            text
          );
        }}
        exportRows={() =>
          exportAll((fromIndex, size) =>
            fetchEntityList(core, definition, { ...query, nextIndex: fromIndex, size }).then((p) => ({
              rows: p.items.map((item) => ({ rowId: item.dn, dn: item.dn, name: item.name, item })),
              total: p.total ?? 0,
            })),
          )
        }
        exportFileName={definition.key}
      />
    </section>
  );
}
