import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasEntityProblems, newEntityDn, validateEntityValues } from '../../../../src/domain/entities.js';
import { canAdminister } from '../../auth/administer.js';
import { navRight } from '../../auth/rights.js';
import {
  CUSTOM_DEFINITIONS,
  choicesOf,
  customDefinition,
  GLOBAL_LISTS,
  type CustomDefinition,
} from '../../db/entities/definitions.js';
import { entityItems, type EntityItem } from '../../db/entities/items.js';
import { cachedStatement, pageRequest } from '../../db/search.js';
import { principalOf } from '../../http/auth.js';
import { HttpFault, badInput, forbidden, notFound } from '../../http/fault.js';
import { isObject, text, type Json } from '../../roles/input.js';
import { CLIENT_ID, FLAG, querySchema } from '../lookups/schemas.js';
import { definitionNode, dnNames, itemNode, type EntityRights } from './nodes.js';

/** The navigation right entityOrgChart (spec section 2's page key) opens an item's org chart. */
function mayViewOrgChart(request: FastifyRequest): boolean {
  const { user } = principalOf(request);
  return navRight(user, request.server.store.navRights.stored(user.dn), 'entityOrgChart') === 'true';
}

/** Administrators create, edit and delete entity items; everyone signed in reads them. */
export function entityRights(request: FastifyRequest): EntityRights {
  const { user } = principalOf(request);
  const admin = canAdminister(request.server.store.db, user, 'SECURITY', undefined, request.server.sandbox.now());
  return { create: admin, edit: admin, remove: admin };
}

const KEY = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;

interface DefinitionsQuery {
  key?: string;
  clientId?: string;
  creatable?: string;
  editable?: string;
  removable?: string;
  viewable?: string;
}
const definitionsQuery = querySchema({
  key: KEY,
  clientId: CLIENT_ID,
  creatable: FLAG,
  editable: FLAG,
  removable: FLAG,
  viewable: FLAG,
});
const globalListQuery = querySchema({ key: KEY, locale: { type: 'string', maxLength: 16 } }, ['key']);

/** The values of an EntityDefinitionNode body's attributes, by key; unknown keys are bad input. */
function bodyValues(definition: CustomDefinition, body: Json): Record<string, string[]> {
  const list = body.attributes;
  if (!Array.isArray(list) || list.length > 100)
    throw badInput('Invalid input: attributes must be a list of EntityAttributeNode.');
  const values: Record<string, string[]> = {};
  for (const node of list) {
    if (!isObject(node)) throw badInput('Invalid input: each attribute must be an EntityAttributeNode.');
    const key = text(node, 'key', { max: 64 }) ?? '';
    if (!definition.attributes.some((a) => a.key === key))
      throw badInput(`Invalid input: "${key}" is not an attribute of ${definition.display}.`);
    const raw = node.attributeValues ?? [];
    if (!Array.isArray(raw) || raw.length > 100 || !raw.every((v) => typeof v === 'string'))
      throw badInput(`Invalid input: ${key}: attributeValues must be a list of text.`);
    if ((raw as string[]).some((v) => /[<>]/.test(v)))
      throw new HttpFault(400, 'XSS_VALIDATION_FAILURE', `Invalid input: ${key} must not contain < or >.`);
    values[key] = [...new Set((raw as string[]).map((v) => v.trim()).filter((v) => v !== ''))];
  }
  return values;
}

/** Every rule of the definition (spec section 5 and the attributes' types); DN values must name what they point to. */
function checkValues(request: FastifyRequest, definition: CustomDefinition, values: Record<string, string[]>): void {
  const rules = definition.attributes.map((a) => ({ ...a, choices: choicesOf(a) }));
  const problems = validateEntityValues(rules, values, definition.namingAttribute);
  if (hasEntityProblems(problems)) {
    const [key, problem] = Object.entries(problems).find(([, p]) => p !== null)!;
    const label = definition.attributes.find((a) => a.key === key)?.displayLabel ?? key;
    throw badInput(`Invalid input: ${label} (${key}): ${problem!.message}.`);
  }
  const { db } = request.server.store;
  const items = entityItems(db);
  for (const a of definition.attributes) {
    if (a.dataType !== 'DN') continue;
    for (const dn of values[a.key] ?? []) {
      const found =
        a.lookupEntity === 'user'
          ? cachedStatement(db, 'SELECT 1 FROM users WHERE dn = ?').get(dn) !== undefined
          : items.get(dn)?.entityKey === a.lookupEntity;
      if (!found) throw badInput(`Invalid input: ${a.displayLabel} (${a.key}): there is no ${a.lookupEntity} ${dn}.`);
    }
  }
}

function definitionOf(body: Json): CustomDefinition {
  const key = text(body, 'key', { max: 64 }) ?? '';
  const definition = customDefinition(key);
  if (!definition) throw badInput(`Invalid input: "${key}" is not an entity definition that holds items.`);
  return definition;
}

/**
 * Custom entities (README "Entities"): GET access/entities/definitions and globalList; POST, PUT and DELETE
 * access/entities/item (administrators only, checked here). The list is answered by access/entities/list
 * (routes/lookups/entities.ts → `customEntityList`).
 */
export async function entityItemRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.store;
  const items = entityItems(db);

  /** The directory's own definitions (user, group): read-only here; their areas change them. */
  const builtInDefinition = (key: string) => {
    const builtIn = app.store.lookups.entities.definition(key);
    if (!builtIn) throw notFound(`No entity definition "${key}".`);
    return {
      key: builtIn.key,
      display: builtIn.name,
      isCreatable: false,
      isEditable: false,
      isViewable: true,
      isRemovable: false,
      namingAttribute: builtIn.attributes[0]?.key ?? 'CN',
      isOrgChart: false,
      attributes: builtIn.attributes.map((a) => ({
        key: a.key,
        displayLabel: a.displayLabel,
        dataType: a.dataType,
        isSearchable: a.isSearchable,
        isSortable: a.isSearchable,
        isEditable: false,
        ...(a.dataType === 'DN' ? { lookupEntity: 'user-lookup' } : {}),
      })),
    };
  };

  app.get<{ Querystring: DefinitionsQuery }>(
    '/entities/definitions',
    { schema: { querystring: definitionsQuery } },
    async (request) => {
      const rights = entityRights(request);
      const { key } = request.query;
      if (key !== undefined) {
        const definition = customDefinition(key);
        if (!definition) return builtInDefinition(key);
        return definitionNode(definition, rights, items.count(definition.key));
      }
      const wanted = (flag: string | undefined, value: boolean) => flag !== 'true' || value;
      const { creatable, editable, removable } = request.query;
      const shown =
        wanted(creatable, rights.create) && wanted(editable, rights.edit) && wanted(removable, rights.remove)
          ? CUSTOM_DEFINITIONS
          : [];
      return { definitions: shown.map((d) => definitionNode(d, rights, items.count(d.key))), total: shown.length };
    },
  );

  app.get<{ Querystring: { key: string; locale?: string } }>(
    '/entities/globalList',
    { schema: { querystring: globalListQuery } },
    async (request) => {
      const list = Object.hasOwn(GLOBAL_LISTS, request.query.key) ? GLOBAL_LISTS[request.query.key] : undefined;
      if (!list) throw notFound(`No global list "${request.query.key}".`);
      return {
        entityList: list.entries.map(([value, label]) => ({
          dn: value,
          attributes: [
            { key: 'value', displayLabel: 'Value', dataType: 'String', attributeValues: [{ $: value, value }] },
            {
              key: 'label',
              displayLabel: list.display,
              dataType: 'String',
              attributeValues: [{ $: label, value: label }],
            },
          ],
        })),
        nextIndex: -1,
        totalCount: list.entries.length,
        hasMore: false,
      };
    },
  );

  app.post('/entities/item', async (request, reply) => {
    if (!entityRights(request).create) throw forbidden('Only administrators may create entities.');
    const body = request.body;
    if (!isObject(body)) throw badInput('Invalid input: the body must be an EntityDefinitionNode.');
    const definition = definitionOf(body);
    const values = bodyValues(definition, body);
    checkValues(request, definition, values);
    const name = values[definition.namingAttribute]![0]!;
    const dn = newEntityDn(name, definition.container);
    if (items.get(dn))
      throw new HttpFault(400, 'EXISTING_ENTITY', `Invalid input: ${definition.display} "${name}" exists already.`);
    items.insert({ dn, entityKey: definition.key, name, values }, app.sandbox.now());
    return reply.code(200).send({ dn, conatiner: definition.container });
  });

  app.put('/entities/item', async (request) => {
    if (!entityRights(request).edit) throw forbidden('Only administrators may edit entities.');
    const body = request.body;
    if (!isObject(body)) throw badInput('Invalid input: the body must be an EntityDefinitionNode with a dn.');
    const dn = text(body, 'dn', { max: 1024 });
    if (!dn) throw badInput('Invalid input: dn is required.');
    const existing = items.get(dn);
    if (!existing) throw notFound(`There is no entity ${dn}.`);
    const definition = customDefinition(existing.entityKey)!;
    if (body.key !== undefined && definitionOf(body).key !== definition.key)
      throw badInput(`Invalid input: ${dn} is a ${definition.display}.`);
    const values = { ...existing.values, ...bodyValues(definition, body) };
    checkValues(request, definition, values);
    const name = values[definition.namingAttribute]![0]!;
    if (name !== existing.name)
      throw badInput(
        `Invalid input: ${definition.attributes[0]?.displayLabel ?? 'the name'} cannot change (it names the entry).`,
      );
    const updated: EntityItem = { ...existing, values };
    items.update(updated, app.sandbox.now());
    return { key: definition.key, dn, display: name, namingAttribute: definition.namingAttribute };
  });

  app.delete('/entities/item', async (request) => {
    if (!entityRights(request).remove) throw forbidden('Only administrators may delete entities.');
    const body = request.body;
    if (!isObject(body) || !Array.isArray(body.items) || body.items.length === 0 || body.items.length > 500)
      throw badInput('Invalid input: the body must be a DeleteEntityListNode with 1 to 500 items.');
    const dns = body.items.map((node) => {
      const dn = isObject(node) ? text(node, 'dn', { max: 1024 }) : undefined;
      if (!dn) throw badInput('Invalid input: every item needs its dn.');
      const existing = items.get(dn);
      if (!existing) throw notFound(`There is no entity ${dn}.`);
      const key = isObject(node) ? text(node, 'key', { max: 64 }) : undefined;
      if (key && key.toLowerCase() !== existing.entityKey.toLowerCase())
        throw badInput(`Invalid input: ${dn} is not a ${key}.`);
      return existing.dn;
    });
    const first = items.get(dns[0]!)!;
    const count = db.transaction(() => items.remove(dns))();
    // EntityDefinitionNode of the first item deleted, and how many were.
    return { key: first.entityKey, dn: first.dn, display: first.name, count };
  });
}

/** GET access/entities/list for a custom definition: search, advanced search, sort, paging; one item (entityDN); an org chart's children (isOrgChart + entityDN). */
export function customEntityList(
  request: FastifyRequest,
  definition: CustomDefinition,
  query: {
    searchKeys: string[];
    advSearch: [string, string][];
    sortBy?: string;
    entityDN?: string;
    isOrgChart?: string;
    q?: string;
    size?: string;
    nextIndex?: string;
    sortOrder?: string;
  },
) {
  const { db } = request.server.store;
  const items = entityItems(db);
  const rights = entityRights(request);
  let result;
  if (query.entityDN && query.isOrgChart !== 'true') {
    const found = items.get(query.entityDN);
    const rows = found && found.entityKey === definition.key ? [found] : [];
    result = { rows, total: rows.length, nextIndex: -1 };
  } else {
    if (query.isOrgChart === 'true' && !mayViewOrgChart(request))
      throw forbidden('You do not have the right "entityOrgChart".');
    if (query.isOrgChart === 'true' && !definition.orgChart)
      throw badInput(`Invalid input: ${definition.display} has no org chart relationship.`);
    result = items.search(
      definition,
      {
        searchKeys: query.searchKeys,
        advanced: query.advSearch,
        sortKey: query.sortBy ?? null,
        ...(query.isOrgChart === 'true'
          ? query.entityDN
            ? { children: { relationship: definition.orgChart!, parentDn: query.entityDN } }
            : { roots: definition.orgChart! }
          : {}),
      },
      pageRequest(query),
    );
  }
  const names = dnNames(db, result.rows, definition);
  return {
    entityList: result.rows.map((item) => itemNode(definition, item, names, rights.edit)),
    nextIndex: result.nextIndex,
    totalCount: result.total,
    hasMore: result.nextIndex > 0,
  };
}
