import { lazy, Suspense, useMemo, useState } from 'react';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { useTranslation } from '../../core/react';
import { useRevokeResource, type ResourceAssignment, type ResourceDetails } from '../../api/resource-admin';
import { startIndexForPage } from '../../domain/pagination';
import { Dialog } from '../../ui/Dialog';
import { DataTable } from '../../ui/table/DataTable';
import { LoadFailure } from '../../ui/LoadFailure';
import { useListState } from '../../ui/area';
import type { DataTableColumn } from '../../ui/table/types';
import { useResourceAssignments } from './queries';
import { Heading } from '../../ui/Heading';

/** A dialog: its code (and the picker's) comes when it first opens. */
const AssignResourceDialog = lazy(() =>
  import('./AssignResourceDialog').then((module) => ({ default: module.AssignResourceDialog })),
);

const REVOKE = 'revoke';

type Row = ResourceAssignment & { parameterText: string; sourceText: string };

/** Who holds a resource (with its parameters, status, dates and where it came from), assigning and revoking it. */
export function ResourceAssignments({ resource }: { resource: ResourceDetails }) {
  const { t } = useTranslation();
  const paging = useListState({
    name: 'assignments',
    of: resource.dn,
    prefix: 'assignments.',
    sortColumns: ['recipientName'],
    defaultSort: { column: 'recipientName', order: 'asc' },
  });
  const assignments = useResourceAssignments(resource.dn, {
    nextIndex: startIndexForPage(paging.page, paging.pageSize),
    size: paging.pageSize,
  });
  const revoke = useRevokeResource();
  const [assigning, setAssigning] = useState(false);
  const [revoking, setRevoking] = useState<Row[] | null>(null);
  const [reason, setReason] = useState('');
  const rows: Row[] = useMemo(
    () =>
      (assignments.data?.items ?? []).map((a) => ({
        ...a,
        parameterText: a.parameters.map((p) => `${p.label}: ${p.value}`).join('; '),
        sourceText:
          a.source === 'role' || a.roles.length > 0
            ? t('resourceAdminPages.source.role', { names: a.roles.join(', ') })
            : t('resourceAdminPages.source.request'),
      })),
    [assignments.data, t],
  );
  const columns: DataTableColumn[] = useMemo(
    () => [
      { column: 'recipientName', displayLabel: t('resourceAdminPages.column.recipient') },
      { column: 'parameterText', displayLabel: t('resourceAdminPages.column.parameters') },
      { column: 'statusDisplay', displayLabel: t('resourceAdmin.column.status') },
      { column: 'requestDate', displayLabel: t('resourceAdminPages.column.requestDate'), cellType: 'timestamp' },
      { column: 'effectiveDate', displayLabel: t('resourceAdminPages.column.effectiveDate'), cellType: 'timestamp' },
      { column: 'expiryDate', displayLabel: t('resourceAdminPages.column.expiryDate'), cellType: 'timestamp' },
      { column: 'sourceText', displayLabel: t('resourceAdminPages.column.source') },
    ],
    [t],
  );

  const confirmRevoke = async (chosen: Row[]) => {
    try {
      await revoke.mutateAsync({
        resourceDn: resource.dn,
        recipientDns: chosen.map((row) => row.recipientDn),
        reason: reason.trim(),
      });
      setRevoking(null);
      setReason('');
    } catch {
      // The banner says why; the dialog stays.
    }
  };

  return (
    <section className="idm-admin-card" part="resource-assignments" aria-label={t('resourceAdminPages.assignments')}>
      <div className="idm-admin-card-header">
        <Heading depth={1}>{t('resourceAdminPages.assignments')}</Heading>
        <button
          type="button"
          className="idm-button"
          disabled={resource.status !== 50}
          onClick={() => setAssigning(true)}
        >
          {t('resourceAdminPages.assignResource')}
        </button>
      </div>
      {assignments.isError ? (
        <LoadFailure error={assignments.error} onRetry={() => void assignments.refetch()} />
      ) : null}
      <DataTable<Row>
        tableName={t('resourceAdminPages.assignmentsTable')}
        columns={columns}
        rows={rows}
        loading={assignments.isPending}
        {...paging.pageProps(assignments.data?.total ?? rows.length, assignments.data?.nextIndex)}
        multiSelectButtons={[{ btnId: REVOKE, btnName: t('resourceAdminPages.revoke') }]}
        onBulkAction={(btnId, chosen) => {
          // Only what was assigned directly is revoked here; a grant through a role goes with the role.
          const held = chosen.filter((row) => row.grant && row.statusCode === 50 && row.source !== 'role');
          if (btnId === REVOKE && held.length > 0) setRevoking(held);
        }}
        rowLabel={(row) => row.recipientName}
        cellValue={(row, column) => row[column.column as keyof Row] as string | number | null}
      />
      {assigning ? (
        <Suspense fallback={<ComponentLoader />}>
          <AssignResourceDialog resource={resource} onClose={() => setAssigning(false)} />
        </Suspense>
      ) : null}
      {revoking ? (
        <Dialog
          open
          heading={t('resourceAdminPages.revokeHeading', { name: resource.name })}
          onClose={() => (revoke.isPending ? undefined : setRevoking(null))}
          footer={
            <>
              <button
                type="button"
                className="idm-button danger"
                disabled={revoke.isPending}
                onClick={() => void confirmRevoke(revoking)}
              >
                {t('resourceAdminPages.confirmRevoke')}
              </button>
              <button type="button" className="idm-button secondary" onClick={() => setRevoking(null)}>
                {t('resourceAdmin.cancel')}
              </button>
            </>
          }
        >
          <p>
            {t('resourceAdminPages.revokeQuestion', {
              number: revoking.length,
              names: revoking.map((r) => r.recipientName).join(', '),
            })}
          </p>
          <div className="idm-admin-field">
            <label htmlFor="resource-admin-revoke-reason">{t('resourceAdminPages.reason')}</label>
            <textarea
              id="resource-admin-revoke-reason"
              dir="auto"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
