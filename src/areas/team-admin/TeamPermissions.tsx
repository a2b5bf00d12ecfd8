import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../core/react';
import {
  useRemoveTeamPermissions,
  useSaveTeamPermissions,
  type TeamDetails,
  type TeamPermission,
} from '../../api/team-admin';
import type { PickerItem } from '../../domain/picker-item';
import {
  ITEM_TYPES_OF,
  normalizeRights,
  objectTypeOfKind,
  requestableKinds,
  teamWideRights,
  type PermissionObjectType,
  type TeamRight,
} from '../../domain/team-admin';
import { LoadFailure } from '../../ui/LoadFailure';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { useTeamAdminNavigation } from './navigation';
import { useTeamPermissions } from './queries';
import { Heading } from '../../ui/Heading';

interface PermissionRow extends TeamPermission {
  rowId: string;
}

interface Addition {
  objectDn: string;
  objectType: PermissionObjectType;
  name: string;
}

/** A picked item as a permission: permission-index items by kind, containers by the tree they came from. */
function additionOf(item: PickerItem, containerType: 'role-container' | 'resource-container' | null): Addition | null {
  const dn = item.dn ?? item.id ?? '';
  const objectType = containerType ?? objectTypeOfKind(item.entityType ?? '');
  return dn && objectType ? { objectDn: dn, objectType, name: item.name ?? dn } : null;
}

/**
 * What the team's managers may do for its members: team-wide rights (request everything of the team's
 * domain, see and act on tasks, see history, set delegation and availability) and the roles, resources,
 * request definitions and containers they may request. Administrators change them; managers read them.
 */
export function TeamPermissions({ team, editable }: { team: TeamDetails; editable: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const navigation = useTeamAdminNavigation();
  const permissions = useTeamPermissions(team.dn);
  const save = useSaveTeamPermissions();
  const remove = useRemoveTeamPermissions();
  const teamRow = permissions.data?.find((p) => p.objectType === 'team');
  const [rights, setRights] = useState<TeamRight[]>(teamRow?.rights ?? []);
  // The server's rights replace the checkboxes when they (re)load, in the same render (not after paint).
  const [shownRow, setShownRow] = useState(teamRow);
  if (teamRow !== shownRow) {
    setShownRow(teamRow);
    setRights(teamRow?.rights ?? []);
  }
  const [picked, setPicked] = useState<PickerItem[]>([]);
  const [pickedRoleContainers, setPickedRoleContainers] = useState<PickerItem[]>([]);
  const [pickedResourceContainers, setPickedResourceContainers] = useState<PickerItem[]>([]);
  const itemTypes = ITEM_TYPES_OF[team.type];
  const kinds = requestableKinds(team.type);
  const rows = useMemo<PermissionRow[]>(
    () => (permissions.data ?? []).filter((p) => p.objectType !== 'team').map((p) => ({ ...p, rowId: p.objectDn })),
    [permissions.data],
  );
  const changed = () => navigation.changed?.({ action: 'permissions', dns: [team.dn] });
  const rightLabel = (right: TeamRight) => t(`teamEditor.right.${right}`);

  const saveTeamRights = async () => {
    const chosen = normalizeRights(rights);
    if (chosen.length === 0) {
      if (teamRow) await remove.mutateAsync({ teamDn: team.dn, objectDns: [team.dn] });
    } else {
      await save.mutateAsync({
        teamDn: team.dn,
        permissions: [{ objectDn: team.dn, objectType: 'team', rights: chosen }],
      });
    }
    changed();
  };
  const additions = [
    ...picked.map((item) => additionOf(item, null)),
    ...pickedRoleContainers.map((item) => additionOf(item, 'role-container')),
    ...pickedResourceContainers.map((item) => additionOf(item, 'resource-container')),
  ].filter((a): a is Addition => a !== null);
  const addItems = async () => {
    if (additions.length === 0) return;
    await save.mutateAsync({
      teamDn: team.dn,
      permissions: additions.map((a) => ({ objectDn: a.objectDn, objectType: a.objectType, rights: ['request'] })),
    });
    setPicked([]);
    setPickedRoleContainers([]);
    setPickedResourceContainers([]);
    changed();
  };
  const removeItem = async (row: PermissionRow) => {
    await remove.mutateAsync({ teamDn: team.dn, objectDns: [row.objectDn] });
    changed();
  };

  const columns: DataTableColumn[] = [
    { column: 'name', displayLabel: t('teamEditor.column.item') },
    { column: 'objectType', displayLabel: t('teamEditor.column.kind') },
    { column: 'rights', displayLabel: t('teamEditor.column.rights') },
    ...(editable ? [{ column: 'actions', displayLabel: t('teamEditor.column.actions') }] : []),
  ];
  const busy = save.isPending || remove.isPending;
  return (
    <section className="team-admin-section" part="team-permissions" aria-labelledby={`${id}-title`}>
      <Heading depth={1} id={`${id}-title`}>
        {t('teamEditor.permissions')}
      </Heading>
      <p className="team-admin-hint">{t('teamEditor.permissionsHint')}</p>
      {permissions.isError ? (
        <LoadFailure
          message={t('teamEditor.failedPermissions')}
          error={permissions.error}
          onRetry={() => void permissions.refetch()}
        />
      ) : null}
      <fieldset className="team-admin-rights" disabled={!editable || busy}>
        <legend>{t('teamEditor.teamRights')}</legend>
        {teamWideRights(team.type).map((right) => (
          <label key={right}>
            <input
              type="checkbox"
              checked={rights.includes(right)}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setRights((current) => (on ? [...current, right] : current.filter((r) => r !== right)));
              }}
            />
            {right === 'request' ? t(`teamEditor.requestAll.${team.type}`) : rightLabel(right)}
          </label>
        ))}
      </fieldset>
      {editable ? (
        <div className="idm-admin-actions">
          <button
            type="button"
            className="idm-button"
            disabled={busy}
            onClick={() => void saveTeamRights().catch(() => undefined)}
          >
            {t('teamEditor.saveTeamRights')}
          </button>
        </div>
      ) : null}
      <Heading depth={2}>{t('teamEditor.requestable')}</Heading>
      <DataTable<PermissionRow>
        tableName={t('teamEditor.permissionTable')}
        columns={columns}
        rows={rows}
        loading={permissions.isPending}
        disablePagination
        rowLabel={(row) => row.name}
        renderCell={(row, column) => {
          if (column.column === 'name') return <bdi>{row.name}</bdi>;
          if (column.column === 'objectType') return <span>{t(`teamEditor.kind.${row.objectType}`)}</span>;
          if (column.column === 'rights') return <span>{row.rights.map(rightLabel).join(', ')}</span>;
          return (
            <button
              type="button"
              className="idm-button idm-button-secondary"
              disabled={busy}
              aria-label={t('teamEditor.removePermission', { name: row.name })}
              onClick={() => void removeItem(row).catch(() => undefined)}
            >
              {t('teamEditor.remove')}
            </button>
          );
        }}
      />
      {editable && itemTypes.length > 0 ? (
        <div className="team-admin-section">
          {kinds.length > 0 ? (
            <Picker
              label={t('teamEditor.addItems')}
              tabs={[{ id: 'permission', permissionTypes: kinds }]}
              mode="multi"
              value={picked}
              excluded={rows.map((r) => r.objectDn)}
              onChange={setPicked}
            />
          ) : null}
          {itemTypes.includes('role-container') ? (
            <Picker
              label={t('teamEditor.addRoleContainers')}
              tabs={[{ id: 'containers', containerType: 'role' }]}
              mode="multi"
              value={pickedRoleContainers}
              onChange={setPickedRoleContainers}
            />
          ) : null}
          {itemTypes.includes('resource-container') ? (
            <Picker
              label={t('teamEditor.addResourceContainers')}
              tabs={[{ id: 'containers', containerType: 'resource' }]}
              mode="multi"
              value={pickedResourceContainers}
              onChange={setPickedResourceContainers}
            />
          ) : null}
          <div className="idm-admin-actions">
            <button
              type="button"
              className="idm-button"
              disabled={busy || additions.length === 0}
              onClick={() => void addItems().catch(() => undefined)}
            >
              {t('teamEditor.addPermission')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
