import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteUsers, setLoginDisabled } from '../../api/people';
import { useCore } from '../../core/react';
import { isTooManyUsers } from '../../domain/too-many-users';
import { Dialog } from '../../ui/Dialog';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import {
  ACTIONS,
  deleteFeedback,
  manageButtons,
  outcomesFeedback,
  toManageRow,
  updateErrorMessage,
  type ManageRow,
  type Outcome,
} from './manage-model';
import { EditUserDialog } from './EditUserDialog';
import { manageUsersLinks } from './links';
import { useEditableAttributes, useManagedUsers, useRefreshPeople } from './queries';
import styles from './manage-users.css?inline';
import { RouteLink, useAreaStyles } from '../../ui/area';
import { LoadFailure } from '../../ui/LoadFailure';
import { Heading } from '../../ui/Heading';

type Pending = { kind: 'edit'; row: ManageRow } | { kind: 'delete'; rows: ManageRow[] } | null;

const nameOf = (row: ManageRow) => row.person.fullName || row.person.dn;

/**
 * Manage Users: a table of users with bulk actions — Edit (one user; offered only when something may
 * be edited), Enable login, Disable login and Delete (after a confirmation). Outcomes go to the banner.
 */
export function ManageUsers() {
  const { t } = useTranslation();
  const core = useCore();
  const ref = useAreaStyles<HTMLElement>(styles);
  const headingId = useId();
  const searchId = useId();
  const users = useManagedUsers();
  const editable = useEditableAttributes();
  const refresh = useRefreshPeople();
  const [pending, setPending] = useState<Pending>(null);
  const [deleting, setDeleting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);

  const canEdit = (editable.data?.length ?? 0) > 0;
  const buttons = manageButtons(
    {
      edit: t('manageUsers.edit'),
      enableLogin: t('manageUsers.enableLogin'),
      disableLogin: t('manageUsers.disableLogin'),
      delete: t('manageUsers.delete'),
    },
    canEdit,
  );
  const columns: DataTableColumn[] = [
    { column: 'name', displayLabel: t('manageUsers.name'), isSortable: true },
    { column: 'CN', displayLabel: t('manageUsers.userId'), isSortable: true },
    { column: 'Email', displayLabel: t('manageUsers.email'), isSortable: true },
    { column: 'login', displayLabel: t('manageUsers.login') },
  ];
  const rows = useMemo(() => (users.list.data?.items ?? []).map(toManageRow), [users.list.data]);

  const setLogin = async (chosen: ManageRow[], disabled: boolean) => {
    const outcomes = await Promise.all(
      chosen.map(async (row): Promise<Outcome> => {
        try {
          await setLoginDisabled(core, row.person.dn, disabled);
          return { name: nameOf(row), ok: true };
        } catch (error) {
          return {
            name: nameOf(row),
            ok: false,
            reason: updateErrorMessage(error, t('errors.network')),
          };
        }
      }),
    );
    const feedback = outcomesFeedback(outcomes);
    core.feedback.show(feedback.success ? 'success' : 'danger', feedback);
    setSelected([]);
    await refresh(chosen.map((row) => row.person.dn));
  };

  const onBulkAction = (action: string, chosen: ManageRow[]): Promise<unknown> | void => {
    if (chosen.length === 0) return;
    switch (action) {
      case ACTIONS.edit:
        if (chosen.length === 1) setPending({ kind: 'edit', row: chosen[0]! });
        return;
      case ACTIONS.enable:
        return setLogin(chosen, false);
      case ACTIONS.disable:
        return setLogin(chosen, true);
      case ACTIONS.delete:
        setPending({ kind: 'delete', rows: chosen });
        return;
    }
  };

  const confirmDelete = async (chosen: ManageRow[]) => {
    setDeleting(true);
    try {
      const result = await deleteUsers(
        core,
        chosen.map((row) => ({ dn: row.person.dn, name: nameOf(row) })),
      );
      const feedback = deleteFeedback(result);
      core.feedback.show(feedback.success ? 'success' : 'danger', feedback);
    } catch (error) {
      const reason = updateErrorMessage(error, t('errors.network'));
      core.feedback.show('danger', `${t('errors.unableToDelete')}: ${reason}`);
    } finally {
      setDeleting(false);
      setPending(null);
      setSelected([]);
      await refresh(chosen.map((row) => row.person.dn));
    }
  };

  return (
    <section ref={ref} className="idm-manage-users idm-area-page" part="manage-users" aria-labelledby={headingId}>
      <header className="idm-manage-users-header idm-area-header">
        <Heading id={headingId} className="idm-manage-users-title idm-area-title">
          {t('manageUsers.title')}
        </Heading>
        <RouteLink href={manageUsersLinks.createUser()} className="idm-button">
          {t('manageUsers.createUser')}
        </RouteLink>
      </header>
      <div className="idm-manage-users-search" role="search">
        <label htmlFor={searchId}>{t('manageUsers.search')}</label>
        <input
          id={searchId}
          type="search"
          value={users.query}
          onChange={(event) => users.setQuery(event.target.value)}
        />
      </div>
      {users.list.isError ? (
        <LoadFailure
          message={t('errors.failedUsers')}
          error={users.list.error}
          onRetry={() => void users.list.refetch()}
        />
      ) : isTooManyUsers(users.list.data?.total, users.list.data?.maxUserSearch) ? (
        <div className="idm-alert alert-warning" role="status">
          {t('errors.tooManyUsers')}
        </div>
      ) : null}
      <DataTable<ManageRow>
        tableName={t('manageUsers.tableName')}
        columns={columns}
        rows={rows}
        loading={users.list.isPending}
        multiSelectButtons={buttons}
        onBulkAction={onBulkAction}
        selectedRowIds={selected}
        onSelectionChange={setSelected}
        {...users.tableProps(
          users.list.data?.total ?? rows.length,
          users.list.data?.nextIndex,
          !users.list.isPlaceholderData,
        )}
        rowLabel={nameOf}
        cellValue={(row, column) =>
          cellText(row, column.column, t('manageUsers.loginDisabled'), t('manageUsers.loginEnabled'))
        }
        renderCell={(row, column) =>
          column.column === 'name' ? (
            <RouteLink href={manageUsersLinks.user(row.person.dn)}>{nameOf(row)}</RouteLink>
          ) : undefined
        }
      />
      {pending?.kind === 'edit' ? (
        <EditUserDialog dn={pending.row.person.dn} name={nameOf(pending.row)} onClose={() => setPending(null)} />
      ) : null}
      <Dialog
        open={pending?.kind === 'delete'}
        heading={t('manageUsers.deleteHeading')}
        onClose={() => (deleting ? undefined : setPending(null))}
        footer={
          pending?.kind === 'delete' ? (
            <>
              <button
                type="button"
                className="idm-button"
                disabled={deleting}
                onClick={() => void confirmDelete(pending.rows)}
              >
                {t('manageUsers.confirmDelete')}
              </button>
              <button
                type="button"
                className="idm-button secondary"
                disabled={deleting}
                onClick={() => setPending(null)}
              >
                {t('common.cancel')}
              </button>
            </>
          ) : null
        }
      >
        {pending?.kind === 'delete' ? (
          <>
            <p>{t('manageUsers.deleteQuestion', { count: pending.rows.length })}</p>
            <ul className="idm-manage-users-delete-list">
              {pending.rows.map((row) => (
                <li key={row.rowId}>{nameOf(row)}</li>
              ))}
            </ul>
          </>
        ) : null}
      </Dialog>
    </section>
  );
}

function cellText(row: ManageRow, column: string, disabled: string, enabled: string): string {
  const person = row.person;
  if (column === 'name') return nameOf(row);
  if (column === 'login') return person.loginDisabled ? disabled : enabled;
  const attribute = [...person.primary, ...person.secondary, ...person.other].find(
    (a) => a.key.toLowerCase() === column.toLowerCase(),
  );
  return (attribute?.values ?? []).map((v) => v.display || v.value).join(', ');
}
