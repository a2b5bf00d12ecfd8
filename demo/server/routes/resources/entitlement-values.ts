import type { FastifyInstance } from 'fastify';
import type { EntitlementRow, EntitlementValueRow } from '../../db/lookups/drivers.js';
import { pageRequest, type PageResult } from '../../db/search.js';
import { badInput, notFound } from '../../http/fault.js';
import { isObject, list, text, type Json } from '../../roles/input.js';
import { INTEGER, SEARCH_TEXT, pageFields, querySchema } from '../lookups/schemas.js';
import { callerOf, requireResourceAdmin, resourceOr404, type ResourceAdmin } from './context.js';
import { updateResource } from './resource-write.js';

const VIEW_SUFFIX = '#view';
/** What the unpaged lists (…/list) answer at most: the vendor's own answer has no paging either. */
const UNPAGED_MAX = 5_000;
const ENTITY_TYPES = ['resource', 'role'];

/** An EntitlementValueNode. */
function valueNode(
  value: EntitlementValueRow,
  entitlement: Pick<EntitlementRow, 'dn' | 'name' | 'driver_dn'>,
  resource?: { name: string; description: string },
) {
  return {
    id: value.value,
    name: value.value,
    value: value.value,
    valueDisplayName: value.display_name,
    description: value.description,
    driver: entitlement.driver_dn,
    entitlementName: entitlement.name,
    type: 'list',
    param: entitlement.dn,
    paramType: 'EntitlementRef',
    resourceName: resource?.name ?? '',
    resourceDescription: resource?.description ?? '',
    views: [
      {
        displayName: entitlement.name,
        viewID: `${entitlement.dn}${VIEW_SUFFIX}`,
        description: '',
        queryKey: 'list',
        id: entitlement.dn,
        entitlementName: entitlement.name,
      },
    ],
  };
}

/**
 * The rest of the driver and entitlement value operations (README "Resources"): a driver's values unpaged
 * (POST catalog/drivers/entitlementValues/list), the values of entitlement views unpaged and paged
 * (…/driverEntitlementViewValues/list, /listV2), the resources that values would become (POST
 * catalog/entitlements/tempResources), a resource's bound entitlement value (POST
 * catalog/resources/resource/entitlements/list, /v2) and changing it (PUT catalog/resources/resource/entitlement).
 */
export async function entitlementValueRoutes(app: FastifyInstance, { ctx }: { ctx: ResourceAdmin }): Promise<void> {
  app.addHook('preHandler', requireResourceAdmin(ctx));
  const { drivers } = app.store.lookups;

  const entitlementOr404 = (dn: string): EntitlementRow => {
    const entitlement = drivers.entitlementByDn(dn);
    if (!entitlement) throw notFound(`There is no entitlement ${dn}.`);
    return entitlement;
  };
  const driverOr404 = (dn: string) => {
    const driver = drivers.driverByDn(dn);
    if (!driver) throw notFound(`No driver with entitlements ${dn}.`);
    return driver;
  };
  /** The entitlements an EntitlementListNode names by view: viewID, or entitlements[].views[].viewID / id. */
  const entitlementsOfViews = (body: Json): EntitlementRow[] => {
    const viewIds = [
      ...(text(body, 'viewID') ? [text(body, 'viewID') ?? ''] : []),
      ...(list(body, 'entitlements', 50) ?? []).flatMap((entry) => {
        const views = list(entry, 'views', 20);
        const ids = views?.map((v) => text(v, 'viewID') ?? '').filter((id) => id !== '') ?? [];
        const own = text(entry, 'id');
        return ids.length > 0 ? ids : own ? [`${own}${VIEW_SUFFIX}`] : [];
      }),
    ];
    if (viewIds.length === 0)
      throw badInput('Invalid input: name at least one view (viewID, or entitlements[].views[].viewID).');
    return viewIds.map((viewId) => {
      if (!viewId.endsWith(VIEW_SUFFIX)) throw badInput(`Invalid input: ${viewId} is not an entitlement view.`);
      return entitlementOr404(viewId.slice(0, -VIEW_SUFFIX.length));
    });
  };
  /** Values of several entitlements (all of one driver each), paged over the whole. */
  const valuesOf = (entitlements: EntitlementRow[], page: ReturnType<typeof pageRequest>) => {
    const byDriver = new Map<string, string[]>();
    for (const e of entitlements) byDriver.set(e.driver_dn, [...(byDriver.get(e.driver_dn) ?? []), e.dn]);
    if (byDriver.size > 1) throw badInput('Invalid input: the views must all be entitlements of one driver.');
    const [driverDn, dns] = [...byDriver.entries()][0]!;
    return drivers.searchValues(driverDn, dns, page);
  };
  const nodes = (result: PageResult<EntitlementValueRow>, entitlements: EntitlementRow[]) => {
    const byDn = new Map(entitlements.map((e) => [e.dn.toLowerCase(), e]));
    return result.rows.map((v) => valueNode(v, byDn.get(v.entitlement_dn.toLowerCase()) ?? entitlements[0]!));
  };
  // Not through pageRequest's size: it takes a lookup's page size at most, and these lists are not paged.
  const unpaged = (q = '') => ({ ...pageRequest({ q }), size: UNPAGED_MAX });

  app.post('/drivers/entitlementValues/list', async (request, reply) => {
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be a DriverNode.');
    const driver = driverOr404(text(request.body, 'id') ?? '');
    const named = (list(request.body, 'entitlements', 50) ?? []).map((e) => entitlementOr404(text(e, 'id') ?? ''));
    const entitlements = named.length > 0 ? named : drivers.entitlementsOf(driver.dn, false);
    const result = drivers.searchValues(
      driver.dn,
      named.map((e) => e.dn),
      unpaged(),
    );
    return reply.code(200).send({ entitlementValues: nodes(result, entitlements), ...pageFields(result) });
  });

  app.post('/drivers/driverEntitlementViewValues/list', async (request, reply) => {
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be an EntitlementListNode.');
    const entitlements = entitlementsOfViews(request.body);
    const result = valuesOf(entitlements, unpaged());
    return reply.code(200).send({ entitlementValues: nodes(result, entitlements), ...pageFields(result) });
  });

  // One view's values as the map the vendor describes (value → display name in the best-match locale): the view's
  // entitlement as one EntitlementValueNode whose views[] hold each value (id) and its display name.
  app.post(
    '/drivers/entitlementViewValues/list',
    { config: { requires: { domain: 'RESOURCES' } } },
    async (request, reply) => {
      if (!isObject(request.body)) throw badInput('Invalid input: the body must be an EntitlementViewValueNode.');
      const viewID = text(request.body, 'viewID', { max: 1100 });
      const id = text(request.body, 'id', { max: 1024 });
      const [entitlement] = entitlementsOfViews(viewID ? { viewID } : id ? { entitlements: [{ id }] } : {});
      const { rows } = valuesOf([entitlement!], unpaged());
      const view = { viewID: `${entitlement!.dn}${VIEW_SUFFIX}`, queryKey: 'list', entitlementName: entitlement!.name };
      return reply.code(200).send({
        id: entitlement!.dn,
        name: entitlement!.name,
        entitlementName: entitlement!.name,
        driver: entitlement!.driver_dn,
        type: 'list',
        param: entitlement!.dn,
        paramType: 'EntitlementRef',
        views: rows.map((v) => ({ ...view, id: v.value, displayName: v.display_name, description: v.description })),
      });
    },
  );

  app.post<{ Querystring: { query?: string; pageSize?: string; nextIndex?: string } }>(
    '/drivers/driverEntitlementViewValues/listV2',
    { schema: { querystring: querySchema({ query: SEARCH_TEXT, pageSize: INTEGER, nextIndex: INTEGER }) } },
    async (request, reply) => {
      if (!isObject(request.body)) throw badInput('Invalid input: the body must be an EntitlementListNode.');
      const entitlements = entitlementsOfViews(request.body);
      const { query, pageSize, nextIndex } = request.query;
      const result = valuesOf(entitlements, pageRequest({ q: query, size: pageSize, nextIndex }));
      return reply
        .code(200)
        .send({ entitlementValues: nodes(result, entitlements), ...pageFields(result), total: result.total });
    },
  );

  /**
   * The resources entitlement values would become (a preview of "create from entitlement"): entitlements[] with
   * id (the entitlement) and parameterValue (the value); names proposed as the entitlement's name and the value's.
   */
  app.post('/entitlements/tempResources', async (request, reply) => {
    const entries = isObject(request.body) ? list(request.body, 'entitlements', 500) : undefined;
    if (!entries || entries.length === 0)
      throw badInput('Invalid input: entitlements must name at least one entitlement value.');
    const resources = entries.map((entry, index) => {
      const entitlement = entitlementOr404(text(entry, 'id') ?? '');
      const wanted = text(entry, 'parameterValue', { max: 1024 }) ?? '';
      const value = wanted === '' ? undefined : drivers.value(entitlement.dn, wanted);
      if (wanted !== '' && !value)
        throw badInput(`Invalid input: entitlements[${index}]: ${wanted} is not a value of ${entitlement.name}.`);
      const name = value ? `${entitlement.name} ${value.display_name}` : entitlement.name;
      return {
        name,
        description: value?.description ?? entitlement.description,
        driver: entitlement.driver_dn,
        existing: ctx.resources.byName(name) !== undefined,
        entitlements: [
          {
            id: entitlement.dn,
            displayName: entitlement.name,
            parameterValue: value?.value ?? '',
            paramDescription: value?.display_name ?? '',
          },
        ],
      };
    });
    return reply.code(200).send({ resources, arraySize: resources.length, nextIndex: -1 });
  });

  const boundValues = (body: unknown) => {
    if (!isObject(body)) throw badInput('Invalid input: the body must be a ResourceNode.');
    const resource = resourceOr404(ctx, text(body, 'id') ?? text(body, 'dn') ?? '');
    if (!resource.entitlement_dn) return { resource, values: [] };
    const entitlement = entitlementOr404(resource.entitlement_dn);
    const value = resource.entitlement_value ? drivers.value(entitlement.dn, resource.entitlement_value) : undefined;
    const row: EntitlementValueRow = value ?? {
      entitlement_dn: entitlement.dn,
      value: resource.entitlement_value ?? '',
      display_name: resource.entitlement_value ?? '',
      description: '',
    };
    return { resource, values: [valueNode(row, entitlement, resource)] };
  };

  app.post('/resources/resource/entitlements/list', async (request, reply) => {
    const { values } = boundValues(request.body);
    return reply.code(200).send({ entitlementValues: values, arraySize: values.length, nextIndex: -1 });
  });

  app.post<{ Querystring: { entityType?: string } }>(
    '/resources/resource/entitlements/list/v2',
    { schema: { querystring: querySchema({ entityType: SEARCH_TEXT }) } },
    async (request, reply) => {
      const entityType = request.query.entityType ?? 'resource';
      if (!ENTITY_TYPES.includes(entityType))
        throw badInput(`Invalid input: entityType must be one of ${ENTITY_TYPES.join(', ')}.`);
      const { values } = boundValues(request.body);
      return reply.code(200).send({ entitlementValues: values, arraySize: values.length, nextIndex: -1 });
    },
  );

  /** Binds the resource to another entitlement value (driver, entitlements[0] id and parameterValue): 204. */
  app.put('/resources/resource/entitlement', async (request, reply) => {
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be a ResourceNode.');
    const body = request.body;
    if (text(body, 'driver') === undefined || list(body, 'entitlements', 1) === undefined)
      throw badInput('Invalid input: driver and entitlements[0] (id, parameterValue) are required.');
    updateResource(ctx, callerOf(ctx, request), {
      id: text(body, 'id') ?? '',
      driver: body.driver,
      entitlements: body.entitlements,
    });
    return reply.code(204).send();
  });
}
