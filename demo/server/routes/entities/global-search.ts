import type { FastifyRequest } from 'fastify';
import { canAdminister } from '../../auth/administer.js';
import { DEFAULT_USER_SEARCH } from '../../db/lookups/people.js';
import type { PageRequest } from '../../db/search.js';
import { principalOf } from '../../http/auth.js';
import { badInput } from '../../http/fault.js';
import { isObject, type Json } from '../../roles/input.js';

/** The QueryNode key of the global search: parameter `q` (the text), optional `types` (user, role, resource). */
export const GLOBAL_SEARCH_KEY = 'search';
const TYPES = ['user', 'role', 'resource'] as const;
type SearchType = (typeof TYPES)[number];
/** Each index is read this far at most, as the entity queries answer 300 items at most. */
const PER_INDEX = 300;

interface Hit {
  dn: string;
  type: SearchType;
  name: string;
  description: string;
}

const parameter = (body: Json, key: string): string[] => {
  const node = Array.isArray(body.parameters) ? body.parameters.find((p) => isObject(p) && p.key === key) : undefined;
  const values = isObject(node) ? node.values : undefined;
  if (values === undefined) return [];
  if (!Array.isArray(values) || values.length > 10 || !values.every((v) => typeof v === 'string' && v.length <= 256))
    throw badInput(`Invalid input: ${key} takes up to 10 texts.`);
  return values as string[];
};

/**
 * POST access/query/global with key `search`: one text over the indexes the lists search (people: name, user id,
 * e-mail; roles and resources: name and description), answered as EntityObjectNodes (dn; attributes entityType,
 * name, description), ordered by type then name, paged by nextIndex/size parameters. Authorised like the lists it
 * draws from: people for every signed-in user; roles and resources only for their administrators, a delegated
 * administrator only those in his scope, so an end user finds no administration objects.
 */
export function globalSearch(request: FastifyRequest, body: Json) {
  const { user } = principalOf(request);
  const { app } = { app: request.server };
  const { db } = app.store;
  const q = parameter(body, 'q')[0]?.trim() ?? '';
  if (q === '' || /^\**$/.test(q)) throw badInput('Invalid input: the search needs a text (parameter q).');
  const asked = parameter(body, 'types').map((t) => t.toLowerCase());
  if (asked.some((t) => !(TYPES as readonly string[]).includes(t)))
    throw badInput('Invalid input: types are user, role or resource.');
  const types = asked.length > 0 ? (asked as SearchType[]) : [...TYPES];
  const [nextIndex, size] = ['nextIndex', 'size'].map((key) => Number(parameter(body, key)[0] ?? NaN));
  const start = Number.isSafeInteger(nextIndex) && nextIndex! > 0 ? nextIndex! : 1;
  const pageSize = Number.isSafeInteger(size) && size! > 0 && size! <= PER_INDEX ? size! : 25;
  const page: PageRequest = { q, size: PER_INDEX, nextIndex: 1, descending: false };
  const now = app.sandbox.now();
  const { people, catalog } = app.store.lookups;
  const filter = { categoryKeys: [], sortColumn: 'name' as const };
  const hits: Hit[] = [];
  if (types.includes('user'))
    hits.push(
      ...people
        .searchUsers({ searchColumns: DEFAULT_USER_SEARCH, advanced: [], sortColumn: 'full_name' }, page)
        .rows.map((u) => ({ dn: u.dn, type: 'user' as const, name: u.full_name, description: u.title })),
    );
  if (types.includes('role') && canAdminister(db, user, 'ROLES', undefined, now))
    hits.push(
      ...catalog
        .searchRoles({ ...filter, level: null }, page)
        .rows.filter((r) => canAdminister(db, user, 'ROLES', r.dn, now))
        .map((r) => ({ dn: r.dn, type: 'role' as const, name: r.name, description: r.description })),
    );
  if (types.includes('resource') && canAdminister(db, user, 'RESOURCES', undefined, now))
    hits.push(
      ...catalog
        .searchResources(filter, page)
        .rows.filter((r) => canAdminister(db, user, 'RESOURCES', r.dn, now))
        .map((r) => ({ dn: r.dn, type: 'resource' as const, name: r.name, description: r.description })),
    );
  const slice = hits.slice(start - 1, start - 1 + pageSize);
  const end = start - 1 + slice.length;
  const attribute = (key: string, displayLabel: string, value: string) => ({
    key,
    displayLabel,
    // Values as the entity items answer them: the value ($) and how it reads.
    attributeValues: [{ $: value, value }],
    dataType: 'String',
  });
  return {
    entityList: slice.map((hit) => ({
      dn: hit.dn,
      attributes: [
        attribute('entityType', 'Type', hit.type),
        attribute('name', 'Name', hit.name),
        attribute('description', 'Description', hit.description),
      ],
    })),
    nextIndex: end < hits.length && slice.length > 0 ? end + 1 : -1,
    totalCount: hits.length,
    hasMore: end < hits.length,
  };
}
