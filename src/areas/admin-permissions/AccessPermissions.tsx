import { useId } from 'react';
import { useTranslation } from '../../core/react';
import type { PermissionType } from '../../api/lookups';
import { searchPageQuery } from '../../domain/pagination';
import { ListSearch, useListState } from '../../ui/area';
import { LoadFailure } from '../../ui/LoadFailure';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { useAccessPermissions } from './access-queries';
import { useServerLabel } from './server-label';
import { Heading } from '../../ui/Heading';
import { WithStrings } from '../../ui/WithStrings';
import { ADMIN_PERMISSIONS_STRINGS } from './access-strings';

const TYPES: readonly PermissionType[] = ['ROLE', 'RESOURCE', 'PRD'];
const COLUMNS = ['name', 'description', 'categories'] as const;

/**
 * The access permissions list: the permission index (roles, resources, request definitions) by kind
 * (repeated `type`) with the columns asked for (repeated `column`), search and paging, sorted by name. Its
 * texts come with its code.
 */
export function AccessPermissions() {
  return (
    <WithStrings strings={ACCESS_STRINGS}>
      <AccessPermissionList />
    </WithStrings>
  );
}

const ACCESS_STRINGS = [ADMIN_PERMISSIONS_STRINGS];

/** The list itself, with its texts in (namespace `adminPermissions`). */
function AccessPermissionList() {
  const { t } = useTranslation();
  const label = useServerLabel();
  const id = useId();
  const paging = useListState({
    name: 'permissions',
    sortColumns: ['name'],
    defaultSort: { column: 'name', order: 'asc' },
    filters: { types: { default: TYPES.join(','), allowed: TYPES, many: true } },
  });
  const q = paging.search;
  const types = TYPES.filter((type) => paging.filters.types.split(',').includes(type));
  const query = {
    ...searchPageQuery(paging),
    types,
    columns: [...COLUMNS],
    sortByName: true,
  };
  const list = useAccessPermissions(query);
  const rows = (list.data?.items ?? []).map((p) => ({ ...p, rowId: p.dn, categories: p.categories.join(', ') }));
  const columns: DataTableColumn[] = [
    { column: 'name', displayLabel: t('adminPermissions.column.name') },
    { column: 'entityType', displayLabel: t('adminPermissions.column.entityType') },
    { column: 'description', displayLabel: t('adminPermissions.column.description') },
    { column: 'categories', displayLabel: t('adminPermissions.column.categories') },
  ];
  const toggle = (type: PermissionType, on: boolean) =>
    paging.setFilters({
      types: (on ? TYPES.filter((x) => x === type || types.includes(x)) : types.filter((x) => x !== type)).join(','),
    });
  return (
    <section className="idm-admin" part="access-permissions" aria-labelledby={`${id}-title`}>
      <header className="idm-admin-header">
        <Heading id={`${id}-title`}>{t('adminPermissions.accessTitle')}</Heading>
      </header>
      <ListSearch area="adminPermissions" value={q} paging={paging} label={t('adminPermissions.accessSearch')} />
      <fieldset className="idm-admin-filters admin-permissions-kinds">
        <legend>{t('adminPermissions.kinds')}</legend>
        {TYPES.map((type) => (
          <label key={type}>
            <input type="checkbox" checked={types.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />
            {t(`adminPermissions.objectType.${type}`)}
          </label>
        ))}
      </fieldset>
      {types.length === 0 ? <p className="idm-admin-error">{t('adminPermissions.chooseKind')}</p> : null}
      {list.isError ? (
        <LoadFailure
          message={t('adminPermissions.accessFailed')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      <DataTable
        tableName={t('adminPermissions.accessTableName')}
        columns={columns}
        rows={types.length === 0 ? [] : rows}
        loading={types.length > 0 && list.isPending}
        {...paging.pageProps(list.data?.total ?? rows.length, list.data?.nextIndex)}
        renderCell={(row, column) => {
          if (column.column === 'entityType')
            return label(`adminPermissions.objectType.${row.entityType}`, row.entityType);
          if (column.column === 'name') return <bdi>{row.name}</bdi>;
          if (column.column === 'description') return <span dir="auto">{row.description}</span>;
          return undefined;
        }}
      />
    </section>
  );
}
