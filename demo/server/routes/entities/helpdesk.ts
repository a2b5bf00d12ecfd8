import type { FastifyInstance } from 'fastify';
import { TICKET_DESCRIPTION_MAX, TICKET_SUBJECT_MAX, validateTicket } from '../../../../src/domain/entities.js';
import { canAdminister } from '../../auth/administer.js';
import { cachedStatement, containsAny, pageRequest, runPaged, where } from '../../db/search.js';
import { principalOf } from '../../http/auth.js';
import { badInput, forbidden, notFound } from '../../http/fault.js';
import { isObject, text } from '../../roles/input.js';
import { DN, PAGING, querySchema, type PagingQuery } from '../lookups/schemas.js';

const CATEGORY_CONTAINER = 'cn=HelpDeskCategories,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';

/** Help desk categories (the contract's "Group, Team, Reassign and Others", and what end users ask about). */
export const HELPDESK_CATEGORIES: readonly { key: string; label: string }[] = [
  { key: 'access', label: 'Access and requests' },
  { key: 'account', label: 'Account and password' },
  { key: 'group', label: 'Group' },
  { key: 'team', label: 'Team' },
  { key: 'reassign', label: 'Reassign' },
  { key: 'device', label: 'Devices' },
  { key: 'other', label: 'Others' },
];
const categoryDn = (key: string) => `cn=${key},${CATEGORY_CONTAINER}`;
const categoryOf = (value: string) =>
  HELPDESK_CATEGORIES.find(
    (c) => c.key === value.toLowerCase() || categoryDn(c.key).toLowerCase() === value.toLowerCase(),
  );

interface TicketRow {
  number: string;
  requester_dn: string;
  requester_name: string | null;
  category: string;
  subject: string;
  description: string;
  status: 'open' | 'closed';
  created_at: number;
  closed_by_name: string | null;
  closed_at: number | null;
}

const ticketNode = (row: TicketRow) => ({
  ticketNumber: row.number,
  requesterDn: row.requester_dn,
  requesterName: row.requester_name ?? row.requester_dn,
  category: row.category,
  categoryLabel: categoryOf(row.category)?.label ?? row.category,
  subject: row.subject,
  description: row.description,
  status: row.status,
  createdAt: row.created_at,
  ...(row.closed_at !== null ? { closedAt: row.closed_at, closedByName: row.closed_by_name ?? '' } : {}),
});

interface TicketListQuery extends PagingQuery {
  status?: string;
  sortBy?: string;
}
const ticketListQuery = querySchema({
  ...PAGING,
  status: { type: 'string', enum: ['open', 'closed', 'all'] },
  sortBy: { type: 'string', enum: ['createdAt', 'subject', 'requesterName', 'ticketNumber', 'status', 'category'] },
});
const SORT_COLUMNS: Readonly<Record<string, string>> = {
  createdAt: 't.created_at',
  subject: 't.subject',
  requesterName: 'u.full_name',
  ticketNumber: 't.number',
  status: 't.status',
  category: 't.category',
};

/**
 * The help desk (README "Help desk"): GET access/helpdesk (its users and categories), GET
 * access/helpdesk/category (the users of a category), POST access/helpdesk/ticket (an end user opens a ticket;
 * the body {category, subject, description} is the sandbox's) and, not in the contract, GET and PUT
 * access/helpdesk/tickets: administrators see and close every ticket, others their own.
 */
export async function helpdeskRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.store;
  const isAdmin = (request: Parameters<typeof principalOf>[0]) =>
    canAdminister(db, principalOf(request).user, 'SECURITY', undefined, app.sandbox.now());
  /** The help desk's people: the administrators (Security domain), by name. */
  const helpdeskUsers = () =>
    cachedStatement(
      db,
      `SELECT DISTINCT u.dn, u.full_name FROM users u JOIN admin_assignments a ON a.assignee_dn = u.dn
       WHERE a.domain = 'SECURITY' AND a.admin_type = 'ADMIN' ORDER BY u.full_name`,
    ).all() as { dn: string; full_name: string }[];

  app.get<{ Querystring: { userDN?: string } }>(
    '/helpdesk',
    { schema: { querystring: querySchema({ userDN: DN }) } },
    async () => {
      const users = helpdeskUsers();
      return {
        users: users.map((u) => u.dn),
        helpdeskUsers: users.map((u) => ({ dn: u.dn, fullName: u.full_name })),
        categories: HELPDESK_CATEGORIES.map((c) => ({ key: c.key, dn: categoryDn(c.key), label: c.label })),
      };
    },
  );

  app.get<{ Querystring: { resDn: string; userDn?: string } }>(
    '/helpdesk/category',
    { schema: { querystring: querySchema({ resDn: DN, userDn: DN }, ['resDn']) } },
    async (request) => {
      if (!categoryOf(request.query.resDn)) throw notFound(`No help desk category ${request.query.resDn}.`);
      return { users: helpdeskUsers().map((u) => u.dn) };
    },
  );

  app.post('/helpdesk/ticket', async (request, reply) => {
    const body = request.body ?? {};
    if (!isObject(body)) throw badInput('Invalid input: the body must be {category, subject, description}.');
    const input = {
      category: text(body, 'category', { max: 1024 }) ?? '',
      subject: text(body, 'subject', { max: TICKET_SUBJECT_MAX }) ?? '',
      description: text(body, 'description', { max: TICKET_DESCRIPTION_MAX }) ?? '',
    };
    const category = categoryOf(input.category);
    const problems = validateTicket(
      { ...input, category: category?.key ?? input.category },
      HELPDESK_CATEGORIES.map((c) => c.key),
    );
    const first = Object.entries(problems).find(([, p]) => p !== null);
    if (first) throw badInput(`Invalid input: ${first[0]}: ${first[1]!.message}.`);
    const { user } = principalOf(request);
    const last = cachedStatement(
      db,
      'SELECT MAX(CAST(substr(number, 4) AS INTEGER)) AS n FROM helpdesk_tickets',
    ).get() as {
      n: number | null;
    };
    const ticketNumber = `HD-${String((last.n ?? 1000) + 1).padStart(6, '0')}`;
    cachedStatement(
      db,
      'INSERT INTO helpdesk_tickets (number, requester_dn, category, subject, description, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(ticketNumber, user.dn, category!.key, input.subject, input.description, app.sandbox.now());
    return reply.code(200).send({ ticketNumber });
  });

  // Not in the contract (tests/unit/contract/not-in-contract.ts): the tickets, and closing or reopening one.
  app.get<{ Querystring: TicketListQuery }>(
    '/helpdesk/tickets',
    { schema: { querystring: ticketListQuery } },
    async (request) => {
      const { query } = request;
      const page = pageRequest(query);
      const status = query.status ?? 'all';
      const result = runPaged<TicketRow>(
        db,
        {
          select:
            't.number, t.requester_dn, u.full_name AS requester_name, t.category, t.subject, t.description, t.status, t.created_at, c.full_name AS closed_by_name, t.closed_at',
          from: 'helpdesk_tickets t LEFT JOIN users u ON u.dn = t.requester_dn LEFT JOIN users c ON c.dn = t.closed_by_dn',
          where: [
            isAdmin(request) ? null : where('t.requester_dn = ?', principalOf(request).user.dn),
            status === 'all' ? null : where('t.status = ?', status),
            containsAny(['t.number', 't.subject', 't.description', 'u.full_name'], page.q),
          ],
          sortBy: SORT_COLUMNS[query.sortBy ?? 'createdAt'] ?? 't.created_at',
          tieBreak: 't.number',
        },
        { ...page, descending: query.sortOrder === undefined && query.sortBy === undefined ? true : page.descending },
      );
      return {
        tickets: result.rows.map(ticketNode),
        total: result.total,
        nextIndex: result.nextIndex,
        isAdmin: isAdmin(request),
      };
    },
  );

  app.put('/helpdesk/tickets', async (request) => {
    if (!isAdmin(request)) throw forbidden('Only administrators may close or reopen help desk tickets.');
    const body = request.body;
    if (!isObject(body)) throw badInput('Invalid input: the body must be {ticketNumber, status}.');
    const number = text(body, 'ticketNumber', { max: 32 }) ?? '';
    const status = text(body, 'status', { max: 16 });
    if (status !== 'open' && status !== 'closed') throw badInput('Invalid input: status must be open or closed.');
    const changed = cachedStatement(
      db,
      'UPDATE helpdesk_tickets SET status = ?, closed_by_dn = ?, closed_at = ? WHERE number = ?',
    ).run(
      status,
      status === 'closed' ? principalOf(request).user.dn : null,
      status === 'closed' ? app.sandbox.now() : null,
      number,
    ).changes;
    if (changed === 0) throw notFound(`There is no ticket ${number}.`);
    return { ticketNumber: number, status };
  });
}
