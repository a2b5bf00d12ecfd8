import { useMemo, useRef, useState } from 'react';
import { useListState } from '../../ui/area';
import { useTranslation } from '../../core/react';
import type { Assignment } from '../../api/access';
import { commonName } from '../../domain/format';
import { formatDate, LONG_DATE_FORMAT } from '../../domain/date-format';
import { useDateLocale } from '../../ui/dates/date-locale';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { assignmentStatus } from './assignment-status';
import { LoadError } from './LoadError';
import { RevokeDialog } from './RevokeDialog';
import { useMyAssignments, useRevokeMyAssignment } from './use-assignments';
import { Heading } from '../../ui/Heading';

export type AssignmentKind = 'role' | 'resource';

type Row = Assignment & { rowId: string; source: string };

/** Where an assignment comes from, in words: its group, container or role (the role that grants a resource). */
const CAUSE_KEYS = {
  group: 'profile.assignments.cause.group',
  container: 'profile.assignments.cause.container',
  role: 'profile.assignments.cause.role',
} as const;

const PAGE_SIZE = 10;

/**
 * My roles or my resources: name, description, status (from the state tables), effective and expiry
 * dates; 'Request removal' on direct assignments asks for confirmation, sends the revoke request and
 * reports the server's structured answer in the banner.
 */
export function AssignmentsPanel({ kind }: { kind: AssignmentKind }) {
  const { t } = useTranslation();
  const dateLocale = useDateLocale();
  const assignments = useMyAssignments();
  const revoke = useRevokeMyAssignment();
  const list = useListState({
    name: `my-${kind}s`,
    sortColumns: [],
    defaultSort: { column: 'name', order: 'asc' },
    initialPageSize: PAGE_SIZE,
  });
  const { page, pageSize } = list;
  const [pending, setPending] = useState<Assignment | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const heading = kind === 'role' ? t('profile.roles.heading') : t('profile.resources.heading');
  const tableName = kind === 'role' ? t('profile.roles.table') : t('profile.resources.table');
  const rows = useMemo<Row[]>(
    () =>
      (assignments.data ?? [])
        .filter((a) => a.entityType.toLowerCase() === kind)
        .map((a) => ({
          ...a,
          rowId: a.instanceId || a.itemDn,
          source: a.direct ? '' : a.sourceName || commonName(a.sourceDn),
        })),
    [assignments.data, kind],
  );
  const current = Math.min(page, Math.max(Math.ceil(rows.length / pageSize) - 1, 0));
  const shown = rows.slice(current * pageSize, (current + 1) * pageSize);
  const end = (current + 1) * pageSize;

  const columns: DataTableColumn[] = [
    { column: 'name', displayLabel: t('profile.assignments.name') },
    { column: 'description', displayLabel: t('profile.assignments.description') },
    { column: 'status', displayLabel: t('profile.assignments.status') },
    { column: 'effectiveDate', displayLabel: t('profile.assignments.effectiveDate') },
    { column: 'expiryDate', displayLabel: t('profile.assignments.expiryDate') },
    { column: 'actions', displayLabel: t('profile.assignments.actions') },
  ];
  const dateText = (value: number | null, empty: string) =>
    value ? formatDate(value, LONG_DATE_FORMAT, dateLocale) : empty;

  const renderCell = (row: Row, column: DataTableColumn) => {
    switch (column.column) {
      case 'name':
        return (
          <span className="idm-profile-assignment-name">
            {row.name}
            {row.source ? ' ' : null}
            {row.source && row.causeType !== 'direct' ? (
              <span className="idm-profile-source">{t(CAUSE_KEYS[row.causeType], { source: row.source })}</span>
            ) : null}
            {row.parameters.length > 0 ? (
              <span className="idm-profile-parameters">
                {row.parameters.map((p) => (
                  <span key={p.key}>
                    <bdi>{p.label}</bdi>: <bdi>{p.value}</bdi>
                  </span>
                ))}
              </span>
            ) : null}
          </span>
        );
      case 'status': {
        const status = assignmentStatus(kind, row.statusDisplay);
        return (
          <span className={`idm-profile-status ${status.icon ?? ''}`}>
            {t(`profile.assignments.state.${status.text}`, status.text)}
          </span>
        );
      }
      case 'effectiveDate':
        return dateText(row.effectiveDate, '');
      case 'expiryDate':
        return dateText(row.expiryDate, t('profile.assignments.noExpiry'));
      case 'actions':
        return row.removable && assignmentStatus(kind, row.statusDisplay).icon !== 'pending' ? (
          <button
            type="button"
            className="idm-button secondary"
            aria-label={t('profile.assignments.requestRemovalOf', { name: row.name })}
            onClick={() => setPending(row)}
          >
            {t('profile.assignments.requestRemoval')}
          </button>
        ) : null;
      default:
        return undefined;
    }
  };

  const confirm = async (reason: string) => {
    if (!pending) return;
    try {
      // The access api shows the structured answer (or the failure) in the banner.
      await revoke.revoke(pending, reason);
    } catch {
      // Already reported.
    }
    setPending(null);
    // The row's button is gone once the removal is pending: keep the focus in the panel.
    setTimeout(() => {
      const heading = headingRef.current;
      const root = heading?.getRootNode() as Document | ShadowRoot | undefined;
      const active = root?.activeElement;
      if (heading && (!active || active === heading.ownerDocument.body || !active.isConnected)) heading.focus();
    }, 0);
  };

  return (
    <div className="idm-profile-assignments">
      <Heading depth={1} ref={headingRef} tabIndex={-1} className="idm-profile-subheading">
        {heading}
      </Heading>
      {assignments.isError ? (
        <LoadError error={assignments.error} onRetry={() => void assignments.refetch()} />
      ) : (
        <DataTable<Row>
          narrowLayout="cards"
          tableName={tableName}
          columns={columns}
          rows={shown}
          loading={assignments.isPending}
          renderCell={renderCell}
          rowLabel={(row) => row.name}
          {...list.pageProps(rows.length, end < rows.length ? end + 1 : -1)}
        />
      )}
      <RevokeDialog
        assignment={pending}
        busy={revoke.isPending}
        onConfirm={(reason) => void confirm(reason)}
        onClose={() => setPending(null)}
      />
    </div>
  );
}
