import type { FastifyInstance } from 'fastify';
import { customDefinition } from '../../db/entities/definitions.js';
import { entityItems } from '../../db/entities/items.js';
import { badInput, notFound } from '../../http/fault.js';
import { isObject, text } from '../../roles/input.js';
import { GLOBAL_SEARCH_KEY, globalSearch } from './global-search.js';
import { entityRights } from './items.js';
import { dnNames, itemNode } from './nodes.js';

/** Global queries over entity items (QueryNode): a definition, the attributes a caller fills in, what comes back. */
export const GLOBAL_QUERIES = [
  {
    key: 'devicesByType',
    displayLabel: 'Devices by type',
    entityKey: 'device',
    parameters: [{ key: 'deviceType', displayLabel: 'Device Type', values: [] as string[] }],
    returnAttributes: ['cn', 'deviceType', 'owner', 'location'],
  },
  {
    key: 'devicesAtLocation',
    displayLabel: 'Devices at a location',
    entityKey: 'device',
    parameters: [{ key: 'location', displayLabel: 'Location', values: [] as string[] }],
    returnAttributes: ['cn', 'deviceType', 'owner'],
  },
  {
    key: 'applicationsOfCostCenter',
    displayLabel: 'Applications of a cost center',
    entityKey: 'application',
    parameters: [{ key: 'costCenter', displayLabel: 'Cost Center', values: [] as string[] }],
    returnAttributes: ['cn', 'vendor', 'owner'],
  },
] as const;

/** GET access/query/list and POST access/query/global (at most 300 items answered; key `search`: global-search.ts). */
export async function globalQueryRoutes(app: FastifyInstance): Promise<void> {
  app.get('/query/list', async () => ({ queries: GLOBAL_QUERIES, total: GLOBAL_QUERIES.length }));

  app.post('/query/global', { config: { requires: 'signedIn' } }, async (request, reply) => {
    const body = request.body;
    if (!isObject(body)) throw badInput('Invalid input: the body must be a QueryNode.');
    const key = text(body, 'key', { max: 64 }) ?? '';
    if (key === GLOBAL_SEARCH_KEY) return reply.code(200).send(globalSearch(request, body));
    const query = GLOBAL_QUERIES.find((q) => q.key === key);
    if (!query) throw notFound(`No query "${key}".`);
    const definition = customDefinition(query.entityKey)!;
    const given = Array.isArray(body.parameters) ? body.parameters : [];
    const equals = query.parameters.map((parameter) => {
      const node = given.find((p) => isObject(p) && p.key === parameter.key);
      const values = isObject(node) && Array.isArray(node.values) ? node.values : [];
      if (values.length === 0 || values.length > 50 || !values.every((v) => typeof v === 'string' && v.length <= 1024))
        throw badInput(`Invalid input: ${parameter.key} needs 1 to 50 values.`);
      return [parameter.key, values as string[]] as const;
    });
    const { db } = app.store;
    const result = entityItems(db).search(
      definition,
      { searchKeys: [], advanced: [], sortKey: null, equals },
      { q: '', size: 300, nextIndex: 1, descending: false },
    );
    const names = dnNames(db, result.rows, definition);
    const edit = entityRights(request).edit;
    const returned = new Set<string>(query.returnAttributes);
    return reply.code(200).send({
      entityList: result.rows.map((item) => {
        const node = itemNode(definition, item, names, edit);
        return { ...node, attributes: node.attributes.filter((a) => returned.has(a.key)) };
      }),
      nextIndex: result.nextIndex,
      totalCount: result.total,
      hasMore: result.nextIndex > 0,
    });
  });
}
