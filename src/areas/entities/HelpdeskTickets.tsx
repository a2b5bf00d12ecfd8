import { useId, useMemo } from 'react';
import { useTranslation } from '../../core/react';
import { useSetTicketStatus, type HelpdeskTicket, type TicketQuery } from '../../api/entities';
import { startIndexForPage } from '../../domain/pagination';
import { SearchBox, useListState } from '../../ui/area';
import { EntityBackLink } from './EntityBackLink';
import { LoadFailure } from '../../ui/LoadFailure';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { useEntitiesNavigation } from './navigation';
import { useTickets } from './queries';
import { Heading } from '../../ui/Heading';
import { WithViewTexts } from './view-strings';

interface TicketRow extends HelpdeskTicket {
  rowId: string;
  created: string;
  statusLabel: string;
}

const TICKET_STATUSES: readonly TicketQuery['status'][] = ['open', 'closed', 'all'];
/**
 * The help desk's tickets: administrators see every ticket end users opened (search, status, sort, paging) and
 * close or reopen them; everyone else sees their own.
 */
function TicketsView() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const navigation = useEntitiesNavigation();
  const paging = useListState({
    name: 'tickets',
    sortColumns: ['createdAt', 'ticketNumber', 'subject', 'requesterName'],
    defaultSort: { column: 'createdAt', order: 'desc' },
    filters: { status: { default: 'open', allowed: TICKET_STATUSES } },
  });
  const q = paging.search;
  const status = TICKET_STATUSES.find((s) => s === paging.filters.status) ?? 'open';
  const tickets = useTickets({
    q: q === '' ? '*' : q,
    status,
    sortBy: paging.sortBy,
    sortOrder: paging.sortOrder,
    size: paging.pageSize,
    nextIndex: startIndexForPage(paging.page, paging.pageSize),
  });
  const change = useSetTicketStatus();
  const format = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  const rows: TicketRow[] = (tickets.data?.items ?? []).map((ticket) => ({
    ...ticket,
    rowId: ticket.ticketNumber,
    created: format.format(new Date(ticket.createdAt)),
    statusLabel: ticket.status === 'closed' ? t('entityViews.helpdesk.closed') : t('entityViews.helpdesk.open'),
  }));
  const isAdmin = tickets.data?.isAdmin ?? false;
  const columns: DataTableColumn[] = [
    { column: 'ticketNumber', displayLabel: t('entityViews.helpdesk.number'), isSortable: true },
    { column: 'subject', displayLabel: t('entityViews.helpdesk.subject'), isSortable: true },
    { column: 'requesterName', displayLabel: t('entityViews.helpdesk.requester'), isSortable: true },
    { column: 'categoryLabel', displayLabel: t('entityViews.helpdesk.category') },
    { column: 'created', displayLabel: t('entityViews.helpdesk.created') },
    { column: 'statusLabel', displayLabel: t('entityViews.helpdesk.status') },
    ...(isAdmin ? [{ column: 'action', displayLabel: t('entityViews.helpdesk.action') }] : []),
  ];
  return (
    <section className="idm-admin" part="helpdesk-tickets" aria-labelledby={`${id}-title`}>
      <EntityBackLink
        href={navigation.href({ page: 'catalog' })}
        onOpen={() => navigation.go({ page: 'catalog' })}
        label={t('entities.title')}
        navLabel={t('entityViews.breadcrumb')}
      />
      <header className="idm-admin-header">
        <Heading id={`${id}-title`}>
          {isAdmin ? t('entityViews.helpdesk.title') : t('entityViews.helpdesk.myTitle')}
        </Heading>
      </header>
      <div className="entities-advanced">
        <SearchBox
          label={t('entityViews.helpdesk.search')}
          submitLabel={t('entities.searchButton')}
          value={q}
          onSearch={(value) => paging.setSearch(value.trim())}
        />
        <div className="idm-admin-field">
          <label htmlFor={`${id}-status`}>{t('entityViews.helpdesk.status')}</label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => paging.setFilters({ status: event.target.value })}
          >
            <option value="open">{t('entityViews.helpdesk.open')}</option>
            <option value="closed">{t('entityViews.helpdesk.closed')}</option>
            <option value="all">{t('entityViews.helpdesk.all')}</option>
          </select>
        </div>
      </div>
      {tickets.data?.total !== undefined ? (
        <p className="entities-hint" role="status">
          {t('entityViews.helpdesk.count', { number: tickets.data.total })}
        </p>
      ) : null}
      {tickets.isError ? (
        <LoadFailure
          message={t('entityViews.helpdesk.failed')}
          error={tickets.error}
          onRetry={() => void tickets.refetch()}
        />
      ) : null}
      <DataTable<TicketRow>
        tableName={t('entityViews.helpdesk.tableName')}
        columns={columns}
        rows={rows}
        loading={tickets.isPending}
        {...paging.tableProps(tickets.data?.total ?? rows.length, tickets.data?.nextIndex)}
        rowLabel={(row) => `${row.ticketNumber} ${row.subject}`}
        renderCell={(row, column) => {
          if (column.column === 'subject')
            return (
              <>
                <bdi>{row.subject}</bdi>
                {row.description ? (
                  <span className="entities-hint" dir="auto">
                    {' '}
                    — {row.description}
                  </span>
                ) : null}
              </>
            );
          if (column.column === 'requesterName') return <bdi>{row.requesterName}</bdi>;
          if (column.column === 'action')
            return (
              <button
                type="button"
                className="idm-button secondary"
                disabled={change.isPending}
                onClick={() =>
                  void change
                    .mutateAsync({ ticketNumber: row.ticketNumber, status: row.status === 'open' ? 'closed' : 'open' })
                    .catch(() => undefined)
                }
              >
                {row.status === 'open'
                  ? t('entityViews.helpdesk.close', { number: row.ticketNumber })
                  : t('entityViews.helpdesk.reopen', { number: row.ticketNumber })}
              </button>
            );
          return undefined;
        }}
      />
    </section>
  );
}

/** The help desk's tickets, with the views' texts (namespace `entityViews`). */
export function HelpdeskTickets() {
  return (
    <WithViewTexts>
      <TicketsView />
    </WithViewTexts>
  );
}
