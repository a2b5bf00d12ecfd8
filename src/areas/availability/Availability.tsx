import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useLoadedUserRights } from '../../api/rights';
import {
  availabilityQueries,
  useDeleteAvailability,
  useSetAvailabilityStatus,
  type AvailabilityPeriod,
  type AvailabilityStatus,
} from '../../api/who-acts';
import { useCore, useCoreStore, useTranslation } from '../../core/react';
import { windowActive } from '../../domain/time-window';
import { BulkDeleteDialog, useBulkDelete } from '../../ui/area/BulkDelete';
import { DateTime } from '../../ui/dates/DateTime';
import { LoadFailure } from '../../ui/LoadFailure';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import type { PeriodEditing } from './PeriodEditor';
import { Heading } from '../../ui/Heading';
import { ComponentLoader } from '../../ui/ComponentLoader';

/**
 * Whose availability (administrators, team managers who may): the chooser comes with the picker's code, asked for
 * at once, so no other user's status needs either.
 */
const OneUserPicker = lazy(() => {
  void import('../../ui/picker/Picker');
  return import('../../ui/who-acts/OneUserPicker').then((module) => ({ default: module.OneUserPicker }));
});

/** The period editor (its form kit, dates, date rules and request checklist) comes when a period is first added or edited. */
const PeriodEditor = lazy(() => import('./PeriodEditor').then((module) => ({ default: module.PeriodEditor })));

const STATUSES: readonly AvailabilityStatus[] = ['available', 'unavailable', 'selective'];

export interface AvailabilityChangedDetail {
  action: 'status' | 'created' | 'updated' | 'deleted';
  userDn: string;
}

interface PeriodRow {
  rowId: string;
  dn: string;
  name: string;
  period: AvailabilityPeriod;
}

type Editing = null | PeriodEditing;

/**
 * Availability: one's status (available; unavailable — every delegate takes over; or unavailable only in
 * the periods below), and the periods of unavailability for some or all delegated requests. Administrators
 * and team managers who may choose another user.
 */
export function Availability({ onChanged }: { onChanged?(detail: AvailabilityChangedDetail): void }) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const me = useCoreStore('$user');
  const rights = useLoadedUserRights();
  const mayChooseUser = rights?.isAdmin === true || rights?.isAvailabilityTeamMgr === true;
  const [other, setOther] = useState<{ dn: string; name: string } | null>(null);
  const userDn = other?.dn ?? me?.dn ?? '';
  const list = useQuery(availabilityQueries.list(core, other ? other.dn : null));
  const prds = useQuery(availabilityQueries.prds(core, userDn));
  const [status, setStatus] = useState<AvailabilityStatus | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const saveStatus = useSetAvailabilityStatus();
  const remove = useDeleteAvailability();
  const shownStatus = status ?? list.data?.status ?? 'available';
  const [now] = useState(() => Date.now());
  const rows = useMemo(
    () =>
      (list.data?.periods ?? []).map((period) => ({
        rowId: period.id,
        dn: period.id,
        name: period.allRequests ? t('availability.allRequests') : period.requestDefs.map((r) => r.name).join(', '),
        period,
      })),
    [list.data, t],
  );
  const bulk = useBulkDelete<PeriodRow>({
    remove: (ids) => remove.mutateAsync(ids),
    deleted: () => onChanged?.({ action: 'deleted', userDn }),
  });
  const columns: DataTableColumn[] = [
    { column: 'requests', displayLabel: t('availability.column.requests') },
    { column: 'start', displayLabel: t('availability.column.start') },
    { column: 'end', displayLabel: t('availability.column.end') },
    { column: 'state', displayLabel: t('availability.column.state') },
  ];
  const stateOf = (p: AvailabilityPeriod) =>
    windowActive({ start: p.start, end: p.end }, now)
      ? t('availability.state.active')
      : p.start > now
        ? t('availability.state.scheduled')
        : t('availability.state.ended');
  return (
    <section className="idm-admin" part="availability" aria-labelledby="availability-title">
      <header className="idm-admin-header">
        <Heading id="availability-title">{t('availability.title')}</Heading>
        <div className="idm-admin-actions">
          <button type="button" className="idm-button" onClick={() => setEditing({ kind: 'new' })}>
            {t('availability.create')}
          </button>
        </div>
      </header>
      <p className="availability-hint">{t('availability.intro')}</p>
      {mayChooseUser ? (
        <Suspense fallback={<ComponentLoader />}>
          <OneUserPicker
            label={t('availability.whose')}
            value={other}
            onChange={(user) => {
              setOther(user);
              setStatus(null);
              setEditing(null);
            }}
          />
        </Suspense>
      ) : null}
      {list.isError ? (
        <LoadFailure message={t('availability.failedList')} error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      <form
        className="idm-admin-card availability-status"
        part="availability-status"
        onSubmit={(event) => {
          event.preventDefault();
          void saveStatus
            .mutateAsync({ status: shownStatus, userDn })
            .then(() => {
              setStatus(null);
              onChanged?.({ action: 'status', userDn });
            })
            .catch(() => undefined);
        }}
      >
        <fieldset className="idm-admin-approval">
          <legend>{t('availability.statusLegend')}</legend>
          {STATUSES.map((value) => (
            <label key={value} className="idm-admin-check">
              <input
                type="radio"
                name={`${id}-status`}
                checked={shownStatus === value}
                onChange={() => setStatus(value)}
              />
              {t(`availability.status.${value}`)}
            </label>
          ))}
        </fieldset>
        <p className="availability-now" aria-live="polite">
          {list.data ? t(`availability.now.${list.data.status}`) : null}
        </p>
        <p className="availability-hint">
          {list.data?.hasDelegates ? t('availability.hasDelegates') : t('availability.noDelegates')}
        </p>
        <div className="idm-admin-actions">
          <button type="submit" className="idm-button" disabled={saveStatus.isPending || !list.data}>
            {t('availability.saveStatus')}
          </button>
        </div>
      </form>
      {editing ? (
        <Suspense fallback={<ComponentLoader />}>
          <PeriodEditor
            key={editing.kind === 'edit' ? editing.period.id : 'new'}
            editing={editing}
            other={other}
            available={prds.data ?? { allowAll: false, requestDefs: [] }}
            refetch={async () => (await list.refetch()).data}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              onChanged?.({ action: editing.kind === 'edit' ? 'updated' : 'created', userDn });
              setEditing(null);
            }}
          />
        </Suspense>
      ) : null}
      <DataTable<PeriodRow>
        narrowLayout="cards"
        tableName={t('availability.tableName')}
        columns={columns}
        rows={rows}
        loading={list.isPending}
        {...bulk.tableProps(t('availability.delete'))}
        rowLabel={(row) => row.name}
        renderCell={(row, column) => {
          const p = row.period;
          if (column.column === 'requests')
            return (
              <button
                type="button"
                className="idm-link-button"
                onClick={() => setEditing({ kind: 'edit', period: p, version: list.data?.version ?? undefined })}
              >
                <bdi>{row.name}</bdi>
              </button>
            );
          if (column.column === 'start') return <DateTime value={p.start} pattern="PP" />;
          if (column.column === 'end')
            return p.end === null ? t('availability.noEnd') : <DateTime value={p.end} pattern="PP" />;
          return stateOf(p);
        }}
      />
      <BulkDeleteDialog
        bulk={bulk}
        pending={remove.isPending}
        heading={t('availability.deleteHeading')}
        question={(number) => t('availability.deleteQuestion', { number })}
        confirmLabel={t('availability.confirmDelete')}
        cancelLabel={t('availability.cancel')}
      />
    </section>
  );
}
