import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchUserAssignments } from '../../api/access/assignments';
import { accessKeys } from '../../api/access/keys';
import type { GroupDetails } from '../../api/group-admin';
import { useCore, useTranslation } from '../../core/react';
import { useUserRights } from '../../api/rights';
import { DataTable } from '../../ui/table/DataTable';
import { LoadFailure } from '../../ui/LoadFailure';
import { RouteLink } from '../../ui/area';
import type { DataTableColumn } from '../../ui/table/types';
import { AssignGroupRoleDialog } from './AssignGroupRoleDialog';
import { groupAdminLinks } from './links';
import { Heading } from '../../ui/Heading';

/**
 * The roles assigned to a group and those its members gain through them (POST access/assignments/list `{dn}`,
 * under the access keys so that every assignment change refreshes it); `refetchInterval` while a new one is
 * being provisioned. Beside this section, not in queries.ts: the group list and form do not load the assignment
 * readers.
 */
export function useGroupRoleAssignments(groupDn: string, refetchInterval: number | false) {
  const core = useCore();
  return useQuery({
    queryKey: accessKeys.of('userAssignments', null, { dn: groupDn, query: { size: 300 } }),
    queryFn: ({ signal }) => fetchUserAssignments(core, groupDn, { size: 300 }, signal),
    refetchInterval,
  });
}

interface RoleRow {
  rowId: string;
  dn: string;
  name: string;
  kind: string;
  status: string;
}

/** Roles are provisioned a moment after they are assigned: look again every few seconds for a while. */
const REFRESH_MS = 2000;
const WATCH_MS = 30_000;

/**
 * The roles assigned to a group and what its members receive through it: the roles themselves and the roles
 * they contain (the role hierarchy), with how each comes; a role administrator assigns another role here.
 */
export function GroupRoles({ group }: { group: GroupDetails }) {
  const { t } = useTranslation();
  const [assigning, setAssigning] = useState(false);
  const [watching, setWatching] = useState(false);
  const rights = useUserRights().data;
  const mayAssign = rights?.isAdmin === true || rights?.isRoleAdmin === true;
  useEffect(() => {
    if (!watching) return;
    const id = setTimeout(() => setWatching(false), WATCH_MS);
    return () => clearTimeout(id);
  }, [watching]);
  const assignments = useGroupRoleAssignments(group.dn, watching ? REFRESH_MS : false);
  const rows: RoleRow[] = (assignments.data?.items ?? [])
    .filter((a) => a.entityType.toLowerCase() !== 'resource')
    .map((a) => ({
      rowId: `${a.itemDn}|${a.sourceDn}`,
      dn: a.itemDn,
      name: a.name,
      kind: a.direct ? t('groupEditor.roleAssigned') : t('groupEditor.roleContained'),
      status: a.statusDisplay,
    }));
  const columns: DataTableColumn[] = [
    { column: 'name', displayLabel: t('groupEditor.column.role') },
    { column: 'kind', displayLabel: t('groupEditor.column.how') },
    { column: 'status', displayLabel: t('groupEditor.column.status') },
  ];
  return (
    <section className="idm-admin-card" part="group-roles" aria-labelledby="group-admin-roles-title">
      <div className="idm-admin-card-header">
        <Heading depth={1} id="group-admin-roles-title">
          {t('groupEditor.roles')}
        </Heading>
        {mayAssign ? (
          <button type="button" className="idm-button" onClick={() => setAssigning(true)}>
            {t('groupEditor.assignRole')}
          </button>
        ) : null}
      </div>
      <p className="group-admin-hint">{t('groupEditor.rolesHint')}</p>
      {assignments.isError ? (
        <LoadFailure error={assignments.error} onRetry={() => void assignments.refetch()} />
      ) : null}
      <DataTable<RoleRow>
        tableName={t('groupEditor.rolesTable')}
        columns={columns}
        rows={rows}
        loading={assignments.isPending}
        rowLabel={(row) => row.name}
        renderCell={(row, column) =>
          column.column === 'name' ? (
            <RouteLink href={groupAdminLinks.role(row.dn)}>
              <bdi>{row.name}</bdi>
            </RouteLink>
          ) : undefined
        }
      />
      {assigning ? (
        <AssignGroupRoleDialog
          group={group}
          onClose={(assigned) => {
            setAssigning(false);
            if (assigned) setWatching(true);
          }}
        />
      ) : null}
    </section>
  );
}
