import type { FastifyInstance } from 'fastify';
import { idFromName, resourceDn } from '../../dns.js';
import { cprsRepository, type CprsRequestRow } from '../../db/resources/cprs.js';
import { pageRequest } from '../../db/search.js';
import { badInput, notFound } from '../../http/fault.js';
import { isObject, text, type Json } from '../../roles/input.js';
import { PAGING, REPEATED, SEARCH_TEXT, pageFields, querySchema, type PagingQuery } from '../lookups/schemas.js';
import { callerOf, requireResourceAdmin, type ResourceAdmin } from './context.js';

const CONFIG_KEY = 'cprsConfig';
const DEFAULT_CONFIG = { enableCprs: true, cleanupTimeInDays: 30, pollingInterval: 60 };

const statusNode = (r: CprsRequestRow) => ({
  id: String(r.id),
  opType: r.op_type,
  driverDn: r.driver_dn,
  entitlementDn: r.entitlement_dn,
  logicalSystem: r.logical_system,
  opStatus: r.op_status,
  totalAssignments: r.total,
  failedAssignments: r.failed,
  statusMessage: r.message,
  requestStartTime: String(r.started_at),
  requestCompletionTime: r.completed_at === null ? '' : String(r.completed_at),
});

/**
 * CPRS, the connected-system permission reconciliation (README "Resources"): the settings (entitlements that support
 * it), a reconcile that computes the delta between what the connected system holds and what the catalog grants, that
 * delta (add: held in the system only; remove: granted in the catalog only), publish (the catalog follows the system:
 * resources made for new values, assignments added and removed) and the requests' status. Resource administrators.
 */
export async function cprsRoutes(app: FastifyInstance, { ctx }: { ctx: ResourceAdmin }): Promise<void> {
  app.addHook('preHandler', requireResourceAdmin(ctx));
  const cprs = cprsRepository(app.store.db);
  const { drivers } = app.store.lookups;
  const { db } = app.store;

  const target = (body: unknown) => {
    const json: Json = isObject(body) ? body : {};
    const entitlement = drivers.entitlementByDn(text(json, 'entitlementDn') ?? '');
    if (!entitlement || entitlement.cprs_supported !== 1)
      throw badInput('Invalid input: entitlementDn must name an entitlement that supports CPRS.');
    const driverDn = text(json, 'driverDn') || entitlement.driver_dn;
    if (driverDn.toLowerCase() !== entitlement.driver_dn.toLowerCase())
      throw badInput('Invalid input: the entitlement is not one of driverDn.');
    return {
      entitlement,
      driverDn: entitlement.driver_dn,
      logicalSystem: text(json, 'logicalSystem') ?? entitlement.logical_system,
    };
  };

  const readConfig = () => {
    const row = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?').get(CONFIG_KEY);
    return { ...DEFAULT_CONFIG, ...(row ? (JSON.parse(row.value) as Partial<typeof DEFAULT_CONFIG>) : {}) };
  };
  app.get('/administration/cprsConfig', async () => readConfig());
  app.post('/administration/cprsConfig', async (request, reply) => {
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be a CprsConfigNode.');
    const body = request.body;
    const next = { ...readConfig() };
    if (body.enableCprs !== undefined) {
      if (typeof body.enableCprs !== 'boolean') throw badInput('Invalid input: enableCprs must be true or false.');
      next.enableCprs = body.enableCprs;
    }
    for (const [field, max] of [
      ['cleanupTimeInDays', 3650],
      ['pollingInterval', 1440],
    ] as const) {
      const value = body[field];
      if (value === undefined) continue;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max)
        throw badInput(`Invalid input: ${field} must be a whole number from 1 to ${max}.`);
      next[field] = value;
    }
    db.prepare(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ).run(CONFIG_KEY, JSON.stringify(next));
    return reply.code(200).send(next);
  });

  app.get<{ Querystring: PagingQuery }>(
    '/cprs/settings',
    { schema: { querystring: querySchema({ ...PAGING, sortBy: SEARCH_TEXT, column: REPEATED }) } },
    async (request) => {
      const result = cprs.settings(pageRequest(request.query));
      return {
        cprsSettingList: result.rows.map((r) => ({
          id: r.id,
          drivername: r.drivername,
          logicalsystem: r.logicalsystem,
          entitlement: r.entitlement,
          entitlementvalue: String(r.values),
          resource: String(r.resources),
        })),
        total: result.total,
        ...pageFields(result),
      };
    },
  );

  app.post('/cprs/assignments/reconcile', async (request, reply) => {
    const caller = callerOf(ctx, request);
    const { entitlement, driverDn, logicalSystem } = target(request.body);
    const now = app.sandbox.now();
    const id = db.transaction(() => {
      const delta = cprs.computeDelta(entitlement.dn);
      const requestId = cprs.startRequest({
        op_type: 'reconcile',
        driver_dn: driverDn,
        entitlement_dn: entitlement.dn,
        logical_system: logicalSystem,
        op_status: 0,
        total: delta.length,
        requester: caller.user.dn,
        started_at: now,
      });
      cprs.storeDelta(requestId, entitlement.dn, delta);
      cprs.finishRequest(requestId, 0, `${delta.length} difference(s) found.`, now);
      return requestId;
    })();
    return reply
      .code(200)
      .send({ id: String(id), opType: 'reconcile', driverDn, entitlementDn: entitlement.dn, logicalSystem });
  });

  app.post<{ Querystring: PagingQuery }>(
    '/cprs/assignments/delta',
    { schema: { querystring: querySchema({ ...PAGING, sortBy: SEARCH_TEXT, source: SEARCH_TEXT }) } },
    async (request, reply) => {
      const { entitlement, driverDn, logicalSystem } = target(request.body);
      const result = cprs.delta(entitlement.dn, pageRequest(request.query));
      return reply.code(200).send({
        driverDn,
        entitlementDn: entitlement.dn,
        logicalSystem,
        deltaAssignmentsList: result.rows.map((r) => ({
          id: String(r.id),
          userDN: r.user_dn,
          firstName: r.given_name,
          lastName: r.surname,
          entitlementDn: r.entitlement_dn,
          entitlementValue: r.value,
          logicalSystemId: logicalSystem,
          // Where the assignment is: only in the connected system (add to the catalog) or only in the catalog (remove).
          source: r.type === 'add' ? 'application' : 'catalog',
          type: r.type,
          entName: entitlement.name,
          entVal: r.display_name,
        })),
        total: result.total,
        ...pageFields(result),
      });
    },
  );

  app.post('/cprs/assignments/publish', async (request, reply) => {
    const caller = callerOf(ctx, request);
    const { entitlement, driverDn, logicalSystem } = target(request.body);
    const now = app.sandbox.now();
    const driverName = drivers.driverByDn(driverDn)?.name ?? '';
    const id = db.transaction(() => {
      const delta = cprs.allDelta(entitlement.dn);
      const requestId = cprs.startRequest({
        op_type: 'publish',
        driver_dn: driverDn,
        entitlement_dn: entitlement.dn,
        logical_system: logicalSystem,
        op_status: 0,
        total: delta.length,
        requester: caller.user.dn,
        started_at: now,
      });
      const resourceFor = (value: string): string => {
        const bound = db
          .prepare<[string, string], { dn: string }>(
            'SELECT dn FROM resources WHERE entitlement_dn = ? AND entitlement_value = ? AND status = 50 ORDER BY dn LIMIT 1',
          )
          .get(entitlement.dn, value);
        if (bound) return bound.dn;
        const display = drivers.value(entitlement.dn, value)?.display_name ?? value;
        let name = `${driverName} ${entitlement.name}: ${display}`;
        if (ctx.resources.byName(name)) name = `${name} (${value})`;
        const rid = idFromName(name);
        let dn = resourceDn(rid);
        for (let n = 2; ctx.resources.byDn(dn); n++) dn = resourceDn(`${rid}${n}`);
        ctx.resources.insert({
          dn,
          id: rid,
          names: { en: name },
          descriptions: { en: `Grants ${display} (published by CPRS).` },
          createdAt: now,
          driverDn,
          entitlementDn: entitlement.dn,
          value,
        });
        return dn;
      };
      for (const row of delta) {
        if (row.type === 'add')
          db.prepare(
            `INSERT OR IGNORE INTO assignments (kind, item_dn, recipient_dn, recipient_type, assigned_at, params)
             VALUES ('resource', ?, ?, 'user', ?, '[]')`,
          ).run(resourceFor(row.value), row.user_dn, now);
        else
          db.prepare(
            `DELETE FROM assignments WHERE kind = 'resource' AND recipient_dn = ? AND item_dn IN
               (SELECT dn FROM resources WHERE entitlement_dn = ? AND entitlement_value = ?)`,
          ).run(row.user_dn, entitlement.dn, row.value);
      }
      cprs.clearDelta(entitlement.dn);
      cprs.finishRequest(requestId, 0, `${delta.length} assignment(s) published.`, now);
      return requestId;
    })();
    return reply
      .code(200)
      .send({ id: String(id), opType: 'publish', driverDn, entitlementDn: entitlement.dn, logicalSystem });
  });

  app.post('/cprs/cprsrequest/status', async (request, reply) => {
    const id = isObject(request.body) ? Number(text(request.body, 'id') ?? NaN) : NaN;
    const row = Number.isSafeInteger(id) ? cprs.request(id) : undefined;
    if (!row) throw notFound('There is no such CPRS request.');
    return reply.code(200).send(statusNode(row));
  });

  app.post<{ Querystring: PagingQuery }>(
    '/cprs/cprsrequest/status/list',
    { schema: { querystring: querySchema({ ...PAGING, sortBy: SEARCH_TEXT }) } },
    async (request, reply) => {
      const result = cprs.requests(pageRequest(request.query));
      return reply
        .code(200)
        .send({ cprsRequestStatus: result.rows.map(statusNode), total: result.total, ...pageFields(result) });
    },
  );
}
