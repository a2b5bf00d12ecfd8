import { existsSync, readFileSync } from 'node:fs';
import { parse as parseForm } from 'node:querystring';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpFault } from './fault.js';

/**
 * Liberal in what the REST API accepts, as real servers are (docs/protocol.md "Clients of real servers"):
 * a single object wherever a body's schema shows an array, and a JSON body sent with curl's default
 * `application/x-www-form-urlencoded` content type. Installed once for every REST route (routes/rest.ts).
 */

type Schema = {
  $ref?: string;
  type?: unknown;
  items?: unknown;
  properties?: Record<string, unknown>;
  allOf?: unknown[];
};
type Definitions = Record<string, Schema>;

// JSON.parse keeps "__proto__" as a plain key; refuse it anyway so no later merge can be tricked.
export const rejectProtoKeys = (key: string, value: unknown): unknown => {
  if (key === '__proto__' || key === 'constructor') throw new SyntaxError('forbidden key');
  return value;
};

const invalidJson = (): HttpFault =>
  new HttpFault(400, 'INV_INPUT', 'Invalid input: the request body is not valid JSON.');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const MAX_DEPTH = 24;

/**
 * The body with every plain object that stands where the schema shows an array wrapped into a one-item
 * array, at any depth, and numbers sent as digits read as numbers ('' as no value). Objects are changed in place (the body was just parsed); `$ref`s resolve in `definitions`.
 */
export function widenToSchema(schema: unknown, value: unknown, definitions: Definitions = {}, depth = 0): unknown {
  const current = resolve(schema, definitions);
  if (!current || depth > MAX_DEPTH) return value;
  if ((current.type === 'number' || current.type === 'integer') && typeof value === 'string') {
    // A date or count sent as text: '' is no value, digits are the number (curl scripts, IDMConn's dates).
    if (value.trim() === '') return undefined;
    if (/^\d{1,16}$/.test(value)) return Number(value);
    return value;
  }
  const isArray = current.type === 'array' || (Array.isArray(current.type) && current.type.includes('array'));
  if (isArray) {
    const items = isPlainObject(value) ? [value] : value;
    if (!Array.isArray(items) || current.items === undefined) return items;
    return items.map((item) => widenToSchema(current.items, item, definitions, depth + 1));
  }
  let widened = value;
  for (const part of Array.isArray(current.allOf) ? current.allOf : []) {
    widened = widenToSchema(part, widened, definitions, depth + 1);
  }
  if (isPlainObject(widened) && current.properties) {
    for (const [key, property] of Object.entries(current.properties)) {
      if (!Object.hasOwn(widened, key)) continue;
      const next = widenToSchema(property, widened[key], definitions, depth + 1);
      if (next === undefined) delete widened[key];
      else widened[key] = next;
    }
  }
  return widened;
}

const isPlainObjectSchema = (schema: unknown): schema is Schema => isPlainObject(schema);

function resolve(schema: unknown, definitions: Definitions): Schema | undefined {
  let current = schema as Schema | undefined;
  for (let hops = 0; typeof current?.$ref === 'string' && hops < 20; hops += 1) {
    current = definitions[current.$ref.replace(/^#\/definitions\//, '')];
  }
  return isPlainObjectSchema(current) ? current : undefined;
}

/** The properties a schema declares, its `allOf` parts' included. */
function declared(schema: Schema, definitions: Definitions): Record<string, unknown> {
  const parts = (Array.isArray(schema.allOf) ? schema.allOf : []).map((part) => resolve(part, definitions));
  return Object.assign({}, ...parts.map((part) => part?.properties ?? {}), schema.properties ?? {}) as Record<
    string,
    unknown
  >;
}

/**
 * Items identified by `id` or `dn` where the schema declares both (the contract's PermissionNode): the one
 * sent fills the other, so a route that reads either finds it. Walks lists and objects in place.
 */
export function identifyByIdOrDn(schema: unknown, value: unknown, definitions: Definitions = {}, depth = 0): void {
  const current = resolve(schema, definitions);
  if (!current || depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) identifyByIdOrDn(current.items, item, definitions, depth + 1);
    return;
  }
  if (!isPlainObject(value)) return;
  const properties = declared(current, definitions);
  if ('id' in properties && 'dn' in properties) {
    if (typeof value.id !== 'string' && typeof value.dn === 'string') value.id = value.dn;
    if (typeof value.dn !== 'string' && typeof value.id === 'string') value.dn = value.id;
  }
  for (const [key, property] of Object.entries(properties)) {
    if (Object.hasOwn(value, key)) identifyByIdOrDn(property, value[key], definitions, depth + 1);
  }
}

interface ContractBodies {
  /** `POST catalog/roles` (path parameters blanked to `{}`) → the documented body schema. */
  byOperation: Map<string, unknown>;
  definitions: Definitions;
}

const CONTRACT_FILE = new URL('../../../contract/idmprov-swagger.json', import.meta.url);
/** The swagger's basePath is only right for `Access`: the tag decides the prefix under `/<ctx>/rest/`. */
const PREFIX_OF_TAG: Record<string, string> = { Access: 'access', Catalog: 'catalog', Admin: 'admin' };
const pathShape = (path: string): string => path.replace(/\{[^}]*\}|:[A-Za-z_]\w*/g, '{}').replace(/\/+$/, '');

let contractBodies: ContractBodies | undefined;

/** The vendor document's body schemas, read once on first use (none when the file is not shipped). */
function contract(): ContractBodies {
  if (contractBodies) return contractBodies;
  contractBodies = { byOperation: new Map(), definitions: {} };
  if (!existsSync(CONTRACT_FILE)) return contractBodies;
  const swagger = JSON.parse(readFileSync(CONTRACT_FILE, 'utf8')) as {
    definitions?: Definitions;
    paths: Record<string, Record<string, { tags?: string[]; parameters?: { in?: string; schema?: unknown }[] }>>;
  };
  contractBodies.definitions = swagger.definitions ?? {};
  for (const [path, byMethod] of Object.entries(swagger.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      const body = operation.parameters?.find((parameter) => parameter.in === 'body')?.schema;
      const prefix = PREFIX_OF_TAG[operation.tags?.[0] ?? 'Access'];
      if (body && prefix) contractBodies.byOperation.set(`${method.toUpperCase()} ${pathShape(prefix + path)}`, body);
    }
  }
  return contractBodies;
}

/**
 * preValidation hook of the REST scope: fills `id` from `dn` (or back) where the contract's body allows
 * either, then widens the body by the route's own body schema when it declares one, else by the contract's.
 */
export function widenBodies(restPrefix: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.body === undefined || request.body === null || typeof request.body !== 'object') return;
    const url = request.routeOptions.url ?? '';
    const { byOperation, definitions } = contract();
    const contractSchema = url.startsWith(restPrefix)
      ? byOperation.get(`${request.method} ${pathShape(url.slice(restPrefix.length))}`)
      : undefined;
    if (contractSchema) identifyByIdOrDn(contractSchema, request.body, definitions);
    const routeSchema = (request.routeOptions.schema as { body?: unknown } | undefined)?.body;
    if (routeSchema) request.body = widenToSchema(routeSchema, request.body);
    else if (contractSchema) request.body = widenToSchema(contractSchema, request.body, definitions);
  };
}

/**
 * The REST scope's form parser: a body that reads as JSON (curl `-d '{…}'` sends it as a form) is taken as
 * JSON; anything else as the form it says it is.
 */
export function acceptJsonAsForm(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded'))
    app.removeContentTypeParser('application/x-www-form-urlencoded');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const text = (typeof body === 'string' ? body : body.toString('utf8')).trim();
    if (text === '') return done(null, undefined);
    if (text.startsWith('{') || text.startsWith('[')) {
      try {
        return done(null, JSON.parse(text, rejectProtoKeys));
      } catch {
        return done(invalidJson(), undefined);
      }
    }
    return done(null, { ...parseForm(text) });
  });
}
