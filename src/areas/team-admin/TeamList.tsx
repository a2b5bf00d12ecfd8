import { useId, useMemo } from 'react';
import { useTranslation } from '../../core/react';
import { useDeleteTeams } from '../../api/team-admin/team-delete';
import type { TeamSummary } from '../../api/team-admin/team-list';
import { startIndexForPage } from '../../domain/pagination';
import { TEAM_TYPES, isTeamType, type TeamType } from '../../domain/team-types';
import { AdminItemsTable } from '../../ui/area/AdminItemsTable';
import { AdminListHeader } from '../../ui/area/AdminListHeader';
import { useBulkDelete } from '../../ui/area/BulkDelete';
import { LoadFailure } from '../../ui/LoadFailure';
import { useListState, ListSearch, useCatalogTableLabels } from '../../ui/area';
import type { DataTableColumn } from '../../ui/table/types';
import { useTeamAdminNavigation } from './navigation';
import { useIsTeamAdmin, useTeamList } from './list-queries';
import { Heading } from '../../ui/Heading';

interface TeamRow {
  rowId: string;
  dn: string;
  name: string;
  type: TeamType;
  description: string;
  managers: string;
}

const toRow = (team: TeamSummary): TeamRow => ({
  rowId: team.dn,
  dn: team.dn,
  name: team.name,
  type: team.type,
  description: team.description,
  managers: team.managers.map((m) => m.name).join(', '),
});

/** Server text: each cell takes its own direction. */
const FREE_TEXT = new Set(['description', 'managers']);

/**
 * The teams: by type, search, sort by name, paging; administrators create and delete, team managers see
 * the teams they manage.
 */
export function TeamList() {
  const { t } = useTranslation();
  const labels = useCatalogTableLabels('teamAdmin');
  const id = useId();
  const navigation = useTeamAdminNavigation();
  const admin = useIsTeamAdmin();
  const paging = useListState({
    name: 'teams',
    sortColumns: ['name'],
    defaultSort: { column: 'name', order: 'asc' },
    filters: { type: { allowed: TEAM_TYPES } },
  });
  const q = paging.search;
  const type = paging.filters.type;
  const list = useTeamList({
    q: q === '' ? '*' : q,
    ...(isTeamType(type) ? { type } : {}),
    sortOrder: paging.sortOrder,
    size: paging.pageSize,
    nextIndex: startIndexForPage(paging.page, paging.pageSize),
  });
  const remove = useDeleteTeams();
  const rows = useMemo(() => (list.data?.items ?? []).map(toRow), [list.data]);
  const columns: DataTableColumn[] = [
    { column: 'name', displayLabel: t('teamAdmin.column.name'), isSortable: true },
    { column: 'type', displayLabel: t('teamAdmin.column.type') },
    { column: 'description', displayLabel: t('teamAdmin.column.description') },
    { column: 'managers', displayLabel: t('teamAdmin.column.managers') },
  ];
  const bulk = useBulkDelete<TeamRow>({
    remove: (dns) => remove.mutateAsync(dns),
    deleted: (dns) => navigation.changed?.({ action: 'deleted', dns }),
  });
  return (
    <section className="idm-admin" part="team-list" aria-labelledby="team-admin-title">
      {admin ? (
        <AdminListHeader
          titleId="team-admin-title"
          title={t('teamAdmin.title')}
          createLabel={t('teamAdmin.create')}
          createHref={navigation.href({ page: 'create' })}
          onCreate={() => navigation.go({ page: 'create' })}
        />
      ) : (
        <header className="idm-admin-header">
          <Heading id="team-admin-title">{t('teamAdmin.title')}</Heading>
          <p className="team-admin-hint">{t('teamAdmin.readOnlyList')}</p>
        </header>
      )}
      <div className="idm-admin-filters">
        <ListSearch area="teamAdmin" value={q} paging={paging} />
        <label htmlFor={`${id}-type`}>{t('teamAdmin.typeFilter')}</label>
        <select
          id={`${id}-type`}
          value={type}
          onChange={(event) => {
            const value = event.currentTarget.value;
            paging.setFilters({ type: isTeamType(value) ? value : '' });
          }}
        >
          <option value="">{t('teamAdmin.allTypes')}</option>
          {TEAM_TYPES.map((teamType) => (
            <option key={teamType} value={teamType}>
              {t('teamAdmin.typeOption', { letter: teamType, name: t(`teamAdmin.type.${teamType}`) })}
            </option>
          ))}
        </select>
      </div>
      {list.isError ? (
        <LoadFailure message={t('teamAdmin.failedTeams')} error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      <AdminItemsTable<TeamRow>
        labels={labels}
        columns={columns}
        rows={rows}
        loading={list.isPending}
        {...paging.tableProps(list.data?.total ?? rows.length, list.data?.nextIndex, !list.isPlaceholderData)}
        bulk={admin ? bulk : null}
        deleting={remove.isPending}
        cellValue={(row, column) =>
          column.column === 'type' ? t(`teamAdmin.type.${row.type}`) : row[column.column as keyof TeamRow]
        }
        detailHref={(row) => navigation.href({ page: 'detail', dn: row.dn })}
        openDetail={(row) => navigation.go({ page: 'detail', dn: row.dn })}
        freeText={FREE_TEXT}
        renderOther={(row, column) =>
          column.column === 'type' ? <span>{t(`teamAdmin.type.${row.type}`)}</span> : undefined
        }
      />
    </section>
  );
}
