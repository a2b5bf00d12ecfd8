import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import type { TicketInput } from '../../domain/entities';
import { useCatalogMutation } from '../catalog-admin/mutation';
import {
  asArray,
  asBoolean,
  asNumber,
  asObject,
  asString,
  lookupQueryParams,
  getObject,
  readPage,
} from '../lookups/read';
import type { LookupPage, LookupQuery } from '../lookups/types';
import { entitiesKeys } from './keys';

export interface HelpdeskCategory {
  key: string;
  label: string;
}

/** GET `access/helpdesk?userDN`: the help desk's users and the categories a ticket is opened in. */
export async function fetchHelpdesk(core: IdmCore, signal?: AbortSignal): Promise<{ categories: HelpdeskCategory[] }> {
  const body = await getObject(core, 'access/helpdesk', {}, signal);
  return {
    categories: asArray(body.categories).map((c) => {
      const o = asObject(c);
      return { key: asString(o.key), label: asString(o.label) || asString(o.key) };
    }),
  };
}

/** POST `access/helpdesk/ticket` ({category, subject, description}, the sandbox's body): answers the ticket number. */
export async function openTicket(core: IdmCore, input: TicketInput): Promise<string> {
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/helpdesk/ticket'),
      body: { category: input.category, subject: input.subject.trim(), description: input.description.trim() },
    }),
  );
  return asString(body.ticketNumber);
}

export interface HelpdeskTicket {
  ticketNumber: string;
  requesterDn: string;
  requesterName: string;
  category: string;
  categoryLabel: string;
  subject: string;
  description: string;
  status: 'open' | 'closed';
  createdAt: number;
  closedByName: string;
}

export interface TicketQuery extends LookupQuery {
  status: 'open' | 'closed' | 'all';
  sortBy?: string;
}

function readTicket(value: unknown): HelpdeskTicket {
  const o = asObject(value);
  return {
    ticketNumber: asString(o.ticketNumber),
    requesterDn: asString(o.requesterDn),
    requesterName: asString(o.requesterName) || asString(o.requesterDn),
    category: asString(o.category),
    categoryLabel: asString(o.categoryLabel) || asString(o.category),
    subject: asString(o.subject),
    description: asString(o.description),
    status: asString(o.status) === 'closed' ? 'closed' : 'open',
    createdAt: asNumber(o.createdAt) ?? 0,
    closedByName: asString(o.closedByName),
  };
}

/** GET `access/helpdesk/tickets` (the sandbox's; q, status, sortBy, sortOrder, size, nextIndex). */
export async function fetchTickets(
  core: IdmCore,
  query: TicketQuery,
  signal?: AbortSignal,
): Promise<LookupPage<HelpdeskTicket> & { isAdmin: boolean }> {
  const body = await getObject(
    core,
    'access/helpdesk/tickets',
    { ...lookupQueryParams(query), status: query.status, sortBy: query.sortBy },
    signal,
  );
  return { ...readPage(body, 'tickets', readTicket, 'total'), isAdmin: asBoolean(body.isAdmin) };
}

/** PUT `access/helpdesk/tickets` {ticketNumber, status} (the sandbox's). */
export async function setTicketStatus(
  core: IdmCore,
  input: { ticketNumber: string; status: 'open' | 'closed' },
): Promise<void> {
  await core.http.request<unknown>({ method: 'PUT', url: core.http.rest('access/helpdesk/tickets'), body: input });
}

export const helpdeskQueries = {
  helpdesk: (core: IdmCore) =>
    queryOptions({
      queryKey: entitiesKeys.of('helpdesk'),
      queryFn: ({ signal }) => fetchHelpdesk(core, signal),
      staleTime: 300_000,
    }),
  tickets: (core: IdmCore, query: TicketQuery) =>
    queryOptions({
      queryKey: entitiesKeys.of('tickets', query),
      queryFn: ({ signal }) => fetchTickets(core, query, signal),
      placeholderData: keepPreviousData,
    }),
};

export const useOpenTicket = () =>
  useCatalogMutation<TicketInput, string>({
    run: openTicket,
    invalidate: () => [entitiesKeys.kind('tickets')],
  });

export const useSetTicketStatus = () =>
  useCatalogMutation<{ ticketNumber: string; status: 'open' | 'closed' }, void>({
    run: setTicketStatus,
    invalidate: () => [entitiesKeys.kind('tickets')],
    report: (core, _r, input) => ({
      message: core.i18n.t(
        input.status === 'closed' ? 'entityViews.helpdesk.closedMessage' : 'entityViews.helpdesk.reopenedMessage',
        {
          number: input.ticketNumber,
        },
      ),
    }),
  });
