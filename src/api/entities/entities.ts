import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { readVersioned, type VersionField } from '../versions';
import type { EntityDataType, EntityValues } from '../../domain/entities';
import {
  asArray,
  asBoolean,
  asNumber,
  asObject,
  asString,
  lookupQueryParams,
  getLookupPage,
  getObject,
} from '../lookups/read';
import type { LookupPage, LookupQuery } from '../lookups/types';
import { entitiesKeys } from './keys';

/** An attribute of an entity definition (EntityAttributeNode) as the catalog shows and edits it. */
export interface EntityAttribute {
  key: string;
  displayLabel: string;
  dataType: EntityDataType;
  isSearchable: boolean;
  isSortable: boolean;
  isRequired: boolean;
  isEditable: boolean;
  isMultivalued: boolean;
  /** DN values: the definition they point to (`user-lookup`, `location`, …). */
  lookupEntity: string;
  /** A global list's entries (value → label); empty for free text. */
  choices: { key: string; value: string }[];
  rangeStart?: number;
  rangeEnd?: number;
}

/** An entity definition (EntityDefinitionNode) with the caller's rights on its items. */
export interface EntityDefinition {
  key: string;
  display: string;
  namingAttribute: string;
  isCreatable: boolean;
  isEditable: boolean;
  isRemovable: boolean;
  /** Its items form an org chart (a parent relationship). */
  isOrgChart: boolean;
  count: number | null;
  attributes: EntityAttribute[];
}

/** One value of an item: `value` the stored value (a DN for DN attributes), `display` its text. */
export interface EntityValue {
  value: string;
  display: string;
}

export interface EntityItem {
  dn: string;
  /** The naming attribute's display text (the DN when it has none). */
  name: string;
  values: Record<string, EntityValue[]>;
}

const DATA_TYPES: readonly EntityDataType[] = ['String', 'DN', 'Integer', 'Boolean'];

export function readEntityAttribute(value: unknown): EntityAttribute {
  const o = asObject(value);
  const type = asString(o.dataType);
  const rangeStart = asNumber(o.rangeStart);
  const rangeEnd = asNumber(o.rangeEnd);
  return {
    key: asString(o.key),
    displayLabel: asString(o.displayLabel) || asString(o.key),
    dataType: (DATA_TYPES as readonly string[]).includes(type) ? (type as EntityDataType) : 'String',
    isSearchable: asBoolean(o.isSearchable),
    isSortable: asBoolean(o.isSortable),
    isRequired: asBoolean(o.isRequired),
    isEditable: asBoolean(o.isEditable),
    isMultivalued: asBoolean(o.isMultivalued),
    lookupEntity: asString(o.lookupEntity),
    choices: asArray(o.choiceList).map((c) => ({ key: asString(asObject(c).key), value: asString(asObject(c).value) })),
    ...(rangeStart !== undefined ? { rangeStart } : {}),
    ...(rangeEnd !== undefined ? { rangeEnd } : {}),
  };
}

export function readEntityDefinition(value: unknown): EntityDefinition {
  const o = asObject(value);
  const attributes = asArray(o.attributes).map(readEntityAttribute);
  return {
    key: asString(o.key),
    display: asString(o.display) || asString(o.key),
    namingAttribute: asString(o.namingAttribute) || (attributes[0]?.key ?? ''),
    isCreatable: asBoolean(o.isCreatable),
    isEditable: asBoolean(o.isEditable),
    isRemovable: asBoolean(o.isRemovable),
    isOrgChart: asBoolean(o.isOrgChart),
    count: asNumber(o.count) ?? null,
    attributes,
  };
}

export function readEntityItem(value: unknown, namingAttribute: string): EntityItem {
  const o = asObject(value);
  const dn = asString(o.dn);
  const values: Record<string, EntityValue[]> = {};
  for (const node of asArray(o.attributes)) {
    const a = asObject(node);
    values[asString(a.key)] = asArray(a.attributeValues).map((v) => {
      const item = asObject(v);
      const raw = typeof v === 'string' ? v : asString(item.$ ?? item.value);
      return { value: raw, display: typeof v === 'string' ? v : asString(item.value) || raw };
    });
  }
  return { dn, name: values[namingAttribute]?.[0]?.display || dn, values };
}

/** GET `access/entities/definitions?clientId`: every definition whose items the console lists. */
export async function fetchEntityDefinitions(core: IdmCore, signal?: AbortSignal): Promise<EntityDefinition[]> {
  const body = await getObject(core, 'access/entities/definitions', { clientId: core.options.clientId }, signal);
  return asArray(body.definitions).map(readEntityDefinition);
}

/** GET `access/entities/definitions?key&clientId`: one definition. */
export async function fetchEntityDefinition(
  core: IdmCore,
  key: string,
  signal?: AbortSignal,
): Promise<EntityDefinition> {
  return readEntityDefinition(
    await core.http.request<unknown>({
      url: core.http.rest('access/entities/definitions'),
      query: { key, clientId: core.options.clientId },
      signal,
    }),
  );
}

export interface EntityListQuery extends LookupQuery {
  entityKey: string;
  sortBy?: string;
  /** Advanced search (`advSearch=key:value,…`). */
  advSearch?: string;
  searchKeys?: readonly string[];
}

/** GET `access/entities/list` (entityKey, q, nextIndex, size, sortBy, sortOrder, clientId, searchKeys, advSearch). */
export async function fetchEntityList(
  core: IdmCore,
  definition: Pick<EntityDefinition, 'key' | 'namingAttribute'>,
  query: Omit<EntityListQuery, 'entityKey'>,
  signal?: AbortSignal,
): Promise<LookupPage<EntityItem>> {
  return getLookupPage(
    core,
    'access/entities/list',
    {
      ...lookupQueryParams(query),
      entityKey: definition.key,
      sortBy: query.sortBy,
      clientId: core.options.clientId,
      searchKeys: query.searchKeys && query.searchKeys.length > 0 ? query.searchKeys.join(',') : undefined,
      advSearch: query.advSearch,
    },
    signal,
    'entityList',
    (e) => readEntityItem(e, definition.namingAttribute),
    'totalCount',
    'total',
  );
}

/** GET `access/entities/list?entityKey&entityDN`: one item (null when there is none). */
export async function fetchEntityItem(
  core: IdmCore,
  definition: Pick<EntityDefinition, 'key' | 'namingAttribute'>,
  dn: string,
  signal?: AbortSignal,
): Promise<EntityItem | null> {
  const body = await getObject(
    core,
    'access/entities/list',
    { entityKey: definition.key, entityDN: dn, clientId: core.options.clientId },
    signal,
  );
  const first = asArray(body.entityList)[0];
  return first === undefined ? null : readEntityItem(first, definition.namingAttribute);
}

/** GET `access/entities/list?isOrgChart=true&entityDN` — an item's children in its org chart (first 300). */
export async function fetchEntityChildren(
  core: IdmCore,
  definition: Pick<EntityDefinition, 'key' | 'namingAttribute'>,
  dn: string,
  signal?: AbortSignal,
): Promise<LookupPage<EntityItem>> {
  return getLookupPage(
    core,
    'access/entities/list',
    { entityKey: definition.key, entityDN: dn, isOrgChart: 'true', size: 300, clientId: core.options.clientId },
    signal,
    'entityList',
    (e) => readEntityItem(e, definition.namingAttribute),
    'totalCount',
    'total',
  );
}

export const entityQueries = {
  definitions: (core: IdmCore) =>
    queryOptions({
      queryKey: entitiesKeys.of('definitions'),
      queryFn: ({ signal }) => fetchEntityDefinitions(core, signal),
      staleTime: 60_000,
    }),
  definition: (core: IdmCore, key: string) =>
    queryOptions({
      queryKey: entitiesKeys.of('definition', key),
      queryFn: ({ signal }) => fetchEntityDefinition(core, key, signal),
      enabled: key !== '',
    }),
  list: (core: IdmCore, definition: EntityDefinition | undefined, query: Omit<EntityListQuery, 'entityKey'>) =>
    queryOptions({
      queryKey: entitiesKeys.of('list', { key: definition?.key ?? '', ...query }),
      queryFn: ({ signal }) => fetchEntityList(core, definition!, query, signal),
      placeholderData: keepPreviousData,
      enabled: definition !== undefined,
    }),
  item: (core: IdmCore, definition: EntityDefinition | undefined, dn: string) =>
    queryOptions({
      queryKey: entitiesKeys.of('item', { key: definition?.key ?? '', dn: dn.toLowerCase() }),
      queryFn: async ({ signal }): Promise<(EntityItem & VersionField) | null> => {
        const { value, version } = await readVersioned(core, (c) => fetchEntityItem(c, definition!, dn, signal));
        return value && { ...value, version };
      },
      enabled: definition !== undefined && dn !== '',
    }),
  children: (core: IdmCore, definition: EntityDefinition | undefined, dn: string) =>
    queryOptions({
      queryKey: entitiesKeys.of('children', { key: definition?.key ?? '', dn: dn.toLowerCase() }),
      queryFn: ({ signal }) => fetchEntityChildren(core, definition!, dn, signal),
      enabled: definition !== undefined && dn !== '',
    }),
};

/** The EntityDefinitionNode body of POST and PUT `access/entities/item`. */
export const entityItemBody = (key: string, values: EntityValues, dn?: string) => ({
  key,
  ...(dn ? { dn } : {}),
  attributes: Object.entries(values).map(([attribute, list]) => ({ key: attribute, attributeValues: [...list] })),
});
