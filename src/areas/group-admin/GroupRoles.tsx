import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupDetails } from '../../api/group-admin';
import { useUserRights } from '../../api/rights';
import { DataTable } from '../../ui/table/DataTable';
import { LoadFailure } from '../../ui/LoadFailure';
import { RouteLink } from '../../ui/area';
import type { DataTableColumn } from '../../ui/table/types';
import { AssignGroupRoleDialog } from './AssignGroupRoleDialog';
import { groupAdminLinks } from './links';
import { useGroupRoleAssignments } from './queries';

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
      kind: a.direct ? t('groupAdmin.roleAssigned') : t('groupAdmin.roleContained'),
      status: a.statusDisplay,
    }));
  const columns: DataTableColumn[] = [
    { column: 'name', displayLabel: t('groupAdmin.column.role') },
    { column: 'kind', displayLabel: t('groupAdmin.column.how') },
    { column: 'status', displayLabel: t('groupAdmin.column.status') },
  ];
  return (
    <section className="idm-admin-card" part="group-roles" aria-labelledby="group-admin-roles-title">
      <div className="idm-admin-card-header">
        <h3 id="group-admin-roles-title">{t('groupAdmin.roles')}</h3>
        {mayAssign ? (
          <button type="button" className="idm-button" onClick={() => setAssigning(true)}>
            {t('groupAdmin.assignRole')}
          </button>
        ) : null}
      </div>
      <p className="group-admin-hint">{t('groupAdmin.rolesHint')}</p>
      {assignments.isError ? (
        <LoadFailure error={assignments.error} onRetry={() => void assignments.refetch()} />
      ) : null}
      <DataTable<RoleRow>
        tableName={t('groupAdmin.rolesTable')}
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
