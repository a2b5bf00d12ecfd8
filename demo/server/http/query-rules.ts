import type { RouteOptions } from 'fastify';

/** A query value of a route that declares no query parameters: one string (a repeated parameter is bad input). */
const ANY_STRING_QUERY = { type: 'object', additionalProperties: { type: 'string' } } as const;

interface ObjectSchema {
  type?: unknown;
  properties?: Record<string, unknown>;
  additionalProperties?: unknown;
}

const isObjectSchema = (schema: unknown): schema is ObjectSchema =>
  typeof schema === 'object' && schema !== null && (schema as ObjectSchema).type === 'object';

/**
 * One rule for every route's query string (README "Conventions", Input), applied when the route is
 * registered so that new routes get it too: parameters a route declares are checked by its schema (a
 * repeated parameter that is not declared as a list fails its string type: 400 Fault); parameters it does
 * not declare are dropped before the handler runs (ignored, as real servers do), so a handler never sees an
 * unchecked value. A route without a query schema takes single string values only.
 */
export function applyQueryRules(route: RouteOptions): void {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const query = schema.querystring;
  if (query === undefined) {
    route.schema = { ...schema, querystring: ANY_STRING_QUERY };
  } else if (isObjectSchema(query) && query.properties && query.additionalProperties === undefined) {
    // Fastify's Ajv removes properties that additionalProperties: false excludes (removeAdditional).
    route.schema = { ...schema, querystring: { ...query, additionalProperties: false } };
  }
}
