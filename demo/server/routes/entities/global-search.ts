import type { FastifyRequest } from 'fastify';
import { scopeDns } from '../../auth/effect.js';
import {
  GLOBAL_SEARCH_KINDS,
  type GlobalHit,
  type GlobalSearchKind,
  type KindFilter,
} from '../../db/lookups/global-search.js';
import { principalOf } from '../../http/auth.js';
import { badInput } from '../../http/fault.js';
import { isObject, type Json } from '../../roles/input.js';

/**
 * The QueryNode key of the global search: parameters `q` (the text), optional `types` (user, role, resource,
 * group, team, sod, prd), `perType` (at most this many of each kind), `nextIndex` and `size`.
 */
export const GLOBAL_SEARCH_KEY = 'search';
/** Each kind is read this far at most, as the entity queries answer 300 items at most. */
const PER_INDEX = 300;
const MAX_PER_TYPE = 50;

const parameter = (body: Json, key: string): string[] => {
  const node = Array.isArray(body.parameters) ? body.parameters.find((p) => isObject(p) && p.key === key) : undefined;
  const values = isObject(node) ? node.values : undefined;
  if (values === undefined) return [];
  if (!Array.isArray(values) || values.length > 10 || !values.every((v) => typeof v === 'string' && v.length <= 256))
    throw badInput(`Invalid input: ${key} takes up to 10 texts.`);
  return values as string[];
};

/** A whole number in [1, max] from parameter `key`, else `fallback` (absent) or 400 (not one). */
const count = (body: Json, key: string, max: number, fallback: number | null): number | null => {
  const given = parameter(body, key)[0];
  if (given === undefined) return fallback;
  const value = Number(given);
  if (!Number.isSafeInteger(value) || value < 1 || value > max)
    throw badInput(`Invalid input: ${key} must be a whole number from 1 to ${max}.`);
  return value;
};

/**
 * Who may find what of each kind, as the list it draws from is authorised: people for every signed-in user (the
 * user search); roles and SoD rules for role administrators (a delegated one: the roles in his scope, the rules
 * between two of them); resources and request definitions for the resource and provisioning administrators
 * (delegated: their scope); groups for administrators (group administration); teams for administrators, and
 * for a team's managers their own teams (teams/managelist).
 */
function kindFilters(request: FastifyRequest): Record<GlobalSearchKind, KindFilter> {
  const { user } = principalOf(request);
  const admin = user.is_admin === 1;
  const roles = scopeDns(request, 'ROLES');
  return {
    user: { scope: null },
    role: { scope: roles },
    sod: { scope: roles },
    resource: { scope: scopeDns(request, 'RESOURCES') },
    prd: { scope: scopeDns(request, 'PROVISIONING') },
    group: { scope: admin ? null : [] },
    team: admin ? { scope: null } : { scope: null, managerDn: user.dn },
  };
}

/** The attribute nodes of one hit (values as the entity items answer them: the value ($) and how it reads). */
function attributes(hit: GlobalHit) {
  const attribute = (key: string, displayLabel: string, value: string) => ({
    key,
    displayLabel,
    attributeValues: [{ $: value, value }],
    dataType: 'String',
  });
  return [
    attribute('entityType', 'Type', hit.kind),
    attribute('name', 'Name', hit.name ?? ''),
    attribute('description', 'Description', hit.description ?? ''),
    ...(hit.email ? [attribute('email', 'Email', hit.email)] : []),
    ...(hit.level !== undefined && hit.level !== null ? [attribute('level', 'Level', String(hit.level))] : []),
    ...(hit.container ? [attribute('container', 'Container', hit.container)] : []),
    ...(hit.detail ? [attribute('detail', 'Detail', hit.detail)] : []),
  ];
}

/**
 * POST access/query/global with key `search`: one text over the columns each list searches (people: name, user
 * id, e-mail; the others: name and description), answered as EntityObjectNodes (dn; attributes entityType, name,
 * description and, where they tell look-alikes apart, email, level, container, detail), ordered by kind then
 * name, paged by nextIndex/size. Every kind is read with the caller's scope in its SQL (kindFilters), so an end
 * user finds no administration objects and a delegated administrator only his scope.
 */
export function globalSearch(request: FastifyRequest, body: Json) {
  const q = parameter(body, 'q')[0]?.trim() ?? '';
  if (q === '' || /^\**$/.test(q)) throw badInput('Invalid input: the search needs a text (parameter q).');
  const asked = parameter(body, 'types').map((t) => t.toLowerCase());
  if (asked.some((t) => !(GLOBAL_SEARCH_KINDS as readonly string[]).includes(t)))
    throw badInput(`Invalid input: types are ${GLOBAL_SEARCH_KINDS.join(', ')}.`);
  const kinds = GLOBAL_SEARCH_KINDS.filter((kind) => asked.length === 0 || asked.includes(kind));
  const perType = count(body, 'perType', MAX_PER_TYPE, null);
  const start = count(body, 'nextIndex', Number.MAX_SAFE_INTEGER, 1)!;
  const pageSize = count(body, 'size', PER_INDEX, 25)!;
  const filters = kindFilters(request);
  const lookups = request.server.store.lookups.global;
  const hits = kinds.flatMap((kind) => lookups.search(kind, q, filters[kind], perType ?? PER_INDEX));
  const slice = hits.slice(start - 1, start - 1 + pageSize);
  const end = start - 1 + slice.length;
  return {
    entityList: slice.map((hit) => ({ dn: hit.dn, attributes: attributes(hit) })),
    nextIndex: end < hits.length && slice.length > 0 ? end + 1 : -1,
    totalCount: hits.length,
    hasMore: end < hits.length,
  };
}
