import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../core/react';
import { useChangeGroupMembers, type GroupDetails } from '../../api/group-admin';
import { nextIndexOfFirstRow } from '../../domain/group-admin';
import type { PickerItem } from '../../domain/picker-item';
import { DataTable } from '../../ui/table/DataTable';
import { LoadFailure } from '../../ui/LoadFailure';
import { RouteLink, useListState, useTypedSearch } from '../../ui/area';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import type { DataTableColumn } from '../../ui/table/types';
import { groupAdminLinks } from './links';
import { useGroupAdminNavigation } from './navigation';
import { useGroupMembers } from './queries';
import { Heading } from '../../ui/Heading';

interface MemberRow {
  rowId: string;
  dn: string;
  name: string;
}

const REMOVE = 'remove';

/**
 * A group's members: searched as one types (debounced; an empty search is '*'), paged on the server (nextIndex =
 * first row + 1), opened on their page; users added through the picker and removed by selection. A dynamic
 * group's members are read-only: its query decides them.
 */
export function GroupMembers({ group }: { group: GroupDetails }) {
  const { t } = useTranslation();
  const id = useId();
  const navigation = useGroupAdminNavigation();
  const paging = useListState({
    name: 'members',
    of: group.dn,
    prefix: 'members.',
    sortColumns: ['name'],
    defaultSort: { column: 'name', order: 'asc' },
  });
  const [typed, setTyped] = useTypedSearch(paging);
  const q = paging.search;
  const members = useGroupMembers({
    groupDn: group.dn,
    q,
    size: paging.pageSize,
    nextIndex: nextIndexOfFirstRow(paging.page * paging.pageSize),
    sortOrder: paging.sortOrder,
  });
  const change = useChangeGroupMembers();
  const [adding, setAdding] = useState<PickerItem[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const rows = useMemo<MemberRow[]>(
    () => (members.data?.items ?? []).map((m) => ({ rowId: m.dn, dn: m.dn, name: m.name })),
    [members.data],
  );
  const columns: DataTableColumn[] = [
    { column: 'name', displayLabel: t('groupEditor.column.member'), isSortable: true },
  ];

  const add = async () => {
    const userDns = adding.map((item) => item.dn ?? item.id ?? '').filter((dn) => dn !== '');
    if (userDns.length === 0) return;
    try {
      await change.mutateAsync({ groupDn: group.dn, userDns, action: 'add' });
      setAdding([]);
      navigation.changed?.({ action: 'membersAdded', dns: userDns });
    } catch {
      // The banner says why; the chosen users stay.
    }
  };
  const remove = async (chosen: MemberRow[]) => {
    const userDns = chosen.map((row) => row.dn);
    await change.mutateAsync({ groupDn: group.dn, userDns, action: 'remove' });
    setSelected([]);
    navigation.changed?.({ action: 'membersRemoved', dns: userDns });
  };

  return (
    <section className="idm-admin-card" part="group-members" aria-labelledby={`${id}-title`}>
      <div className="idm-admin-card-header">
        <Heading depth={1} id={`${id}-title`}>
          {t('groupEditor.members')}
        </Heading>
      </div>
      {group.dynamic ? (
        <p className="group-admin-hint">{t('groupEditor.dynamicMembers')}</p>
      ) : (
        <div className="group-admin-add">
          <Picker
            label={t('groupEditor.addMembers')}
            tabs={['users']}
            mode="multi"
            closeOnChoose
            value={adding}
            onChange={setAdding}
          />
          <div>
            <button
              type="button"
              className="idm-button"
              disabled={adding.length === 0 || change.isPending}
              onClick={() => void add()}
            >
              {t('groupEditor.add')}
            </button>
          </div>
        </div>
      )}
      <div className="idm-admin-field">
        <label htmlFor={`${id}-search`}>{t('groupEditor.searchMembers')}</label>
        <input id={`${id}-search`} type="search" dir="auto" value={typed} onChange={(e) => setTyped(e.target.value)} />
      </div>
      {members.isError ? <LoadFailure error={members.error} onRetry={() => void members.refetch()} /> : null}
      <DataTable<MemberRow>
        tableName={t('groupEditor.membersTable')}
        columns={columns}
        rows={rows}
        loading={members.isPending}
        {...paging.tableProps(members.data?.total ?? rows.length, members.data?.nextIndex)}
        {...(group.dynamic
          ? {}
          : {
              selectedRowIds: selected,
              onSelectionChange: setSelected,
              multiSelectButtons: [{ btnId: REMOVE, btnName: t('groupEditor.removeMembers') }],
              onBulkAction: (btnId: string, chosen: MemberRow[]) =>
                btnId === REMOVE && chosen.length > 0 ? remove(chosen).catch(() => undefined) : undefined,
            })}
        rowLabel={(row) => row.name}
        renderCell={(row, column) =>
          column.column === 'name' ? (
            <RouteLink href={groupAdminLinks.user(row.dn)}>
              <bdi>{row.name}</bdi>
            </RouteLink>
          ) : undefined
        }
      />
    </section>
  );
}
