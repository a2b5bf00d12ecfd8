import type { FastifyInstance } from 'fastify';
import type { DriverRow, EntitlementRow } from '../../db/lookups/drivers.js';
import { pageRequest } from '../../db/search.js';
import { notFound } from '../../http/fault.js';
import { resourceAdminScope } from '../../db/resources/resource-admin-scope.js';
import { forbidden } from '../../http/fault.js';
import { principalOf } from '../../http/auth.js';
import type { FastifyRequest } from 'fastify';
import { DN, FLAG, INTEGER, PAGING, SEARCH_TEXT, pageFields, querySchema, type PagingQuery } from './schemas.js';

/** Drivers, entitlements and their values are resource administration: whoever resourceAdminScope lets administer resources. */
const resourceAdminOnly = async (request: FastifyRequest): Promise<void> => {
  if (!resourceAdminScope(request.server.store.db, principalOf(request).user).administers)
    throw forbidden('Only administrators of resources may do this.');
};

/** The DriverNode body: `id` is the driver DN; `entitlements` (EntitlementNodes, `id` = DN) narrow the values. */
const driverBody = {
  type: 'object',
  required: ['id'],
  properties: {
    id: DN,
    name: { type: 'string', maxLength: 256 },
    requestFrom: { type: 'string', maxLength: 64 },
    entitlements: { type: 'array', maxItems: 100, items: { type: 'object', required: ['id'], properties: { id: DN } } },
  },
} as const;

interface DriverBody {
  id: string;
  name?: string;
  entitlements?: { id: string }[];
}

const entitlementNode = (e: EntitlementRow, driver: DriverRow) => ({
  id: e.dn,
  displayName: e.name,
  description: e.description,
  driverName: driver.name,
  isSingleValued: e.single_valued === 1,
  paramLogicSystem: e.logical_system,
  entitlementType: e.valueless === 1 ? 'valueless' : 'list',
  cprsSupported: e.cprs_supported === 1,
  views:
    e.valueless === 1
      ? []
      : [{ viewID: `${e.dn}#view`, displayName: e.name, queryKey: 'list', id: e.dn, entitlementName: e.name }],
});

/**
 * GET catalog/drivers, POST catalog/drivers/driver (a driver's entitlements), POST
 * catalog/drivers/entitlementValues/listV2 (values, paged) — resource administrators; GET admin/driver
 * (every DirXML driver) — administrators.
 */
export async function driverRoutes(app: FastifyInstance): Promise<void> {
  const { drivers } = app.store.lookups;
  const existingDriver = (dn: string): DriverRow => {
    const driver = drivers.driverByDn(dn);
    if (!driver) throw notFound(`No driver with entitlements ${dn}.`);
    return driver;
  };

  app.get<{ Querystring: PagingQuery & { type?: string } }>(
    '/catalog/drivers',
    { schema: { querystring: querySchema({ ...PAGING, type: INTEGER }) }, preHandler: resourceAdminOnly },
    async (request) => {
      const result = drivers.searchDrivers(pageRequest(request.query));
      return {
        drivers: result.rows.map((d) => ({ id: d.dn, name: d.name, entitlements: [], requestFrom: '' })),
        ...pageFields(result),
        total: result.total,
      };
    },
  );

  app.post<{ Querystring: { cprsSupported?: 'true' | 'false' }; Body: DriverBody }>(
    '/catalog/drivers/driver',
    {
      schema: { querystring: querySchema({ cprsSupported: FLAG }), body: driverBody },
      preHandler: resourceAdminOnly,
    },
    async (request) => {
      const driver = existingDriver(request.body.id);
      const entitlements = drivers.entitlementsOf(driver.dn, request.query.cprsSupported === 'true');
      return {
        id: driver.dn,
        name: driver.name,
        entitlements: entitlements.map((e) => entitlementNode(e, driver)),
        requestFrom: '',
      };
    },
  );

  app.post<{ Querystring: { query?: string; pageSize?: string; nextIndex?: string }; Body: DriverBody }>(
    '/catalog/drivers/entitlementValues/listV2',
    {
      schema: {
        querystring: querySchema({ query: SEARCH_TEXT, pageSize: INTEGER, nextIndex: INTEGER }),
        body: driverBody,
      },
      preHandler: resourceAdminOnly,
    },
    async (request) => {
      const driver = existingDriver(request.body.id);
      const { query, pageSize, nextIndex } = request.query;
      const page = pageRequest({ q: query, size: pageSize, nextIndex });
      const result = drivers.searchValues(
        driver.dn,
        (request.body.entitlements ?? []).map((e) => e.id),
        page,
      );
      return {
        entitlementValues: result.rows.map((v) => ({
          id: v.value,
          name: v.value,
          value: v.value,
          valueDisplayName: v.display_name,
          description: v.description,
          driver: driver.dn,
          entitlementName: v.entitlement_dn,
          type: 'list',
        })),
        ...pageFields(result),
        total: result.total,
      };
    },
  );

  app.get('/admin/driver', { config: { requires: 'admin' } }, async () => {
    const rows = drivers.allDrivers();
    return {
      drivers: rows.map((d) => ({ dn: d.dn, name: d.name, guid: d.guid })),
      arraySize: rows.length,
      nextIndex: -1,
    };
  });
}
