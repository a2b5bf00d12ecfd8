import type { FastifyInstance } from 'fastify';
import { codeMapRefreshes } from '../../db/resources/code-map-refresh.js';
import { pageRequest } from '../../db/search.js';
import { badInput, notFound } from '../../http/fault.js';
import { isObject, list, text } from '../../roles/input.js';
import { resourceNodes } from '../lookups/catalog-nodes.js';
import { INTEGER, SEARCH_TEXT, pageFields, querySchema } from '../lookups/schemas.js';
import { callerOf, requireResourceAdmin, type ResourceAdmin } from './context.js';

const VIEW_SUFFIX = '#view';

/**
 * Entitlements for resource administration (README "Resources"): an entitlement's configuration
 * (GET catalog/entitlements/entitlementInfo), its values through its view, paged (POST …/entitlementValues), the
 * resources bound to entitlements (POST …/resources), the code-map views (GET catalog/resources/views) and code-map
 * refreshes of drivers or entitlements (POST catalog/codemaprefresh/driver, …/entitlement) with their progress
 * (GET catalog/codemaprefresh/status, a sandbox extension).
 */
export async function entitlementRoutes(app: FastifyInstance, { ctx }: { ctx: ResourceAdmin }): Promise<void> {
  app.addHook('preHandler', requireResourceAdmin(ctx));
  const { drivers } = app.store.lookups;
  const refreshes = codeMapRefreshes(app.store.db);

  const entitlementOr404 = (dn: string) => {
    const entitlement = drivers.entitlementByDn(dn);
    if (!entitlement) throw notFound(`There is no entitlement ${dn}.`);
    return entitlement;
  };

  app.get<{ Querystring: { entilementDN?: string } }>(
    '/entitlements/entitlementInfo',
    {
      schema: {
        querystring: querySchema({ entilementDN: { type: 'string', minLength: 1, maxLength: 1024 } }, ['entilementDN']),
      },
    },
    async (request) => {
      const e = entitlementOr404(request.query.entilementDN ?? '');
      return {
        dn: e.dn,
        displayName: e.name,
        description: e.description,
        isMultiValue: e.single_valued === 0,
        views:
          e.valueless === 1
            ? []
            : [
                {
                  displayName: e.name,
                  viewID: `${e.dn}${VIEW_SUFFIX}`,
                  description: e.description,
                  queryKey: 'list',
                  type: 'list',
                },
              ],
        isResourceMappingEnabled: true,
      };
    },
  );

  app.post<{ Querystring: { q?: string; size?: string; nextIndex?: string } }>(
    '/entitlements/entitlementValues',
    { schema: { querystring: querySchema({ q: SEARCH_TEXT, size: INTEGER, nextIndex: INTEGER }) } },
    async (request, reply) => {
      const viewID = isObject(request.body) ? text(request.body, 'viewID') : undefined;
      if (!viewID || !viewID.endsWith(VIEW_SUFFIX))
        throw badInput('Invalid input: viewID must name an entitlement view (EntitlementViewValueRequestNode).');
      const e = entitlementOr404(viewID.slice(0, -VIEW_SUFFIX.length));
      const result = drivers.searchValues(e.driver_dn, [e.dn], pageRequest(request.query));
      return reply.code(200).send({
        entitlementValues: result.rows.map((v) => ({
          id: v.value,
          name: v.value,
          value: v.value,
          valueDisplayName: v.display_name,
          description: v.description,
          driver: e.driver_dn,
          entitlementName: e.name,
          type: 'list',
        })),
        ...pageFields(result),
      });
    },
  );

  app.post('/entitlements/resources', async (request, reply) => {
    const entries = isObject(request.body) ? list(request.body, 'entitlements', 50) : undefined;
    if (!entries || entries.length === 0)
      throw badInput('Invalid input: entitlements must name at least one entitlement.');
    const rows = entries.flatMap((entry) => ctx.resources.boundTo(entitlementOr404(text(entry, 'id') ?? '').dn));
    return reply.code(200).send({
      resources: resourceNodes(app.store, rows),
      arraySize: rows.length,
      nextIndex: -1,
      totalSize: rows.length,
      total: rows.length,
    });
  });

  app.get('/resources/views', async () => ({
    views: drivers.allEntitlements().map((e) => ({
      viewID: `${e.dn}${VIEW_SUFFIX}`,
      displayName: `${e.driver_name}: ${e.name}`,
      queryKey: 'list',
      id: e.dn,
      entitlementName: e.name,
    })),
  }));

  app.post('/codemaprefresh/driver', async (request) => {
    const caller = callerOf(ctx, request);
    const entries = isObject(request.body) ? list(request.body, 'drivers', 50) : undefined;
    if (!entries || entries.length === 0) throw badInput('Invalid input: drivers must name at least one driver.');
    const entitlements = entries.flatMap((entry) => {
      const dn = text(entry, 'id') ?? '';
      if (!drivers.driverByDn(dn)) throw badInput(`Invalid input: there is no driver with entitlements ${dn}.`);
      return drivers.entitlementsOf(dn, false).map((e) => e.dn);
    });
    const id = refreshes.start('driver', entitlements, caller.user.dn, app.sandbox.now());
    return { refreshStatus: { id: String(id), reason: `Refreshing ${entitlements.length} entitlement(s).` } };
  });

  app.post('/codemaprefresh/entitlement', async (request) => {
    const caller = callerOf(ctx, request);
    const entries = isObject(request.body) ? list(request.body, 'entitlements', 200) : undefined;
    if (!entries || entries.length === 0)
      throw badInput('Invalid input: entitlements must name at least one entitlement.');
    const dns = entries.map((entry) => entitlementOr404(text(entry, 'id') ?? '').dn);
    const id = refreshes.start('entitlement', dns, caller.user.dn, app.sandbox.now());
    return { refreshStatus: { id: String(id), reason: `Refreshing ${dns.length} entitlement(s).` } };
  });

  app.get<{ Querystring: { id: string } }>(
    '/codemaprefresh/status',
    { schema: { querystring: querySchema({ id: INTEGER }, ['id']) } },
    async (request) => {
      const status = refreshes.status(Number(request.query.id), app.sandbox.now());
      if (!status) throw notFound(`There is no code-map refresh ${request.query.id}.`);
      return status;
    },
  );
}
