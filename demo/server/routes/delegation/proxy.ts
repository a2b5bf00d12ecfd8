import type { FastifyInstance } from 'fastify';
import type { ProxyAssignmentRow, ProxySort } from '../../db/proxy.js';
import { pageRequest } from '../../db/search.js';
import type { UserRow } from '../../db/users.js';
import { badInput, notFound } from '../../http/fault.js';
import { isObject, list, text, type Json } from '../../roles/input.js';
import { PAGING, querySchema, type PagingQuery } from '../lookups/schemas.js';
import { userIn, type WhoActs } from './context.js';

const SORT_KEYS: ReadonlyMap<string, ProxySort> = new Map([
  ['expiration', 'expiration'],
  ['expirytime', 'expiration'],
  ['proxy', 'proxy'],
  ['assignedusername', 'proxy'],
  ['for', 'for'],
  ['proxyfor', 'for'],
]);

/** A stored assignment as the contract's ProxyDefNode (one proxied user per definition). */
function proxyDefNode(row: ProxyAssignmentRow) {
  return {
    dn: String(row.id),
    proxyForUsers: [{ dn: row.for_dn, username: row.for_name, targetSetList: [] }],
    assignedUserDN: row.proxy_dn,
    assignedUserName: row.proxy_name,
    editable: true,
    isNotificationRequired: false,
    expirytime: row.ends_at === null ? '' : String(row.ends_at),
  };
}

/** `expirytime`: epoch ms (number or digits) in the future, or blank / missing for no expiry. */
function readExpiry(ctx: WhoActs, body: Json): number | null {
  const value = body.expirytime;
  if (value === undefined || value === null || value === '') return null;
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n)) throw badInput('Invalid input: expirytime must be a date (epoch milliseconds).');
  if (n <= ctx.now()) throw badInput('This expiry is in the past: a proxy assignment must end in the future.');
  return n;
}

function proxiedUsers(ctx: WhoActs, body: Json, proxy: UserRow): UserRow[] {
  const entries = list(body, 'proxyForUsers', 100) ?? [];
  if (entries.length === 0) throw badInput('Invalid input: proxyForUsers needs at least one user.');
  return entries.map((entry, index) => {
    const user = userIn(ctx, entry, `proxyForUsers[${index}]`);
    if (user.dn.toLowerCase() === proxy.dn.toLowerCase())
      throw badInput('Invalid input: a user cannot be their own proxy.');
    return user;
  });
}

const definitionList = (rows: ProxyAssignmentRow[], extra: Json = {}) => ({
  userType: 'admin',
  configureProxy: true,
  proxyDefinitions: rows.map(proxyDefNode),
  ...extra,
});

interface ProxyListQuery extends PagingQuery {
  sortBy?: string;
  dn?: string;
}

/**
 * Proxy assignments (README "Delegation, availability and proxy assignments"): access/proxy/all (one page,
 * sortBy expiration / proxy / for, with the paging query as an extension), create, edit, delete. Each
 * definition pairs one proxy with one user they act for, until `expirytime` (none: no end). Administrators
 * only. The Proxy As dialog (access/proxy/for) reads the same rows at every call.
 */
export async function proxyAssignmentRoutes(app: FastifyInstance, { ctx }: { ctx: WhoActs }): Promise<void> {
  const admin = { config: { requires: 'admin' as const } };
  const byId = (raw: unknown): ProxyAssignmentRow => {
    const id = typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? Number(raw) : typeof raw === 'number' ? raw : NaN;
    if (!Number.isSafeInteger(id)) throw badInput('Invalid input: dn must be the id of a proxy definition.');
    const row = ctx.proxies.byId(id);
    if (!row) throw notFound(`There is no proxy definition ${id}.`);
    return row;
  };

  app.get<{ Querystring: ProxyListQuery }>(
    '/proxy/all',
    {
      ...admin,
      schema: {
        querystring: querySchema({
          ...PAGING,
          sortBy: { type: 'string', maxLength: 64 },
          dn: { type: 'string', pattern: '^\\d{1,12}$' },
        }),
      },
    },
    async (request) => {
      // Sandbox extension: ?dn= reads one definition (the edit form, and its version: http/versions.ts).
      if (request.query.dn !== undefined) return definitionList([byId(request.query.dn)], { total: 1, nextIndex: -1 });
      const sort = SORT_KEYS.get((request.query.sortBy ?? 'expiration').toLowerCase());
      if (!sort) throw badInput(`Invalid input: sortBy ${request.query.sortBy} is not expiration, proxy or for.`);
      const page = ctx.proxies.list(pageRequest(request.query), sort);
      return definitionList(page.rows, { total: page.total, nextIndex: page.nextIndex });
    },
  );

  app.post('/proxy/create', admin, async (request, reply) => {
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be a ProxyDefNode.');
    const dn = text(request.body, 'assignedUserDN', { max: 1024 });
    if (!dn) throw badInput('Invalid input: assignedUserDN (the proxy) is required.');
    const proxy = userIn(ctx, { dn }, 'assignedUserDN');
    const users = proxiedUsers(ctx, request.body, proxy);
    const expiry = readExpiry(ctx, request.body);
    const taken = users.find((user) => ctx.proxies.byPair(proxy.dn, user.dn));
    if (taken) throw badInput(`${proxy.full_name} may already act for ${taken.full_name}: edit that assignment.`);
    const rows = app.store.db.transaction(() =>
      users.map((user) => ctx.proxies.save(proxy.dn, user.dn, null, expiry)),
    )();
    return reply.code(200).send(definitionList(rows));
  });

  app.post('/proxy/edit', admin, async (request, reply) => {
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be a ProxyDefNode.');
    const existing = byId(request.body.dn);
    const expiry = readExpiry(ctx, request.body);
    const row = ctx.proxies.save(existing.proxy_dn, existing.for_dn, existing.starts_at, expiry);
    return reply.code(200).send(definitionList([row]));
  });

  app.post('/proxy/delete', admin, async (request, reply) => {
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be {proxyDefinitions: [{dn}]}.');
    const entries = list(request.body, 'proxyDefinitions', 500) ?? [];
    if (entries.length === 0) throw badInput('Invalid input: proxyDefinitions needs at least one definition.');
    const rows = entries.map((entry) => byId(entry.dn));
    app.store.db.transaction(() => rows.forEach((row) => ctx.proxies.remove(row.id)))();
    return reply.code(200).send({
      success: true,
      succeeded: rows.map((row) => ({
        id: String(row.id),
        dn: String(row.id),
        name: `${row.proxy_name} → ${row.for_name}`,
        entityType: 'proxy',
      })),
      failed: [],
    });
  });
}
