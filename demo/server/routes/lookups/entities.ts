import type { FastifyInstance } from 'fastify';
import type { EntityDefinitionRow, EntityObject } from '../../db/lookups/entities.js';
import { pageRequest } from '../../db/search.js';
import { principalOf } from '../../http/auth.js';
import { badInput, notFound } from '../../http/fault.js';
import {
  CLIENT_ID,
  DN,
  FLAG,
  KEY_LIST,
  PAGING,
  SEARCH_TEXT,
  parseAdvancedSearch,
  querySchema,
  splitList,
  type PagingQuery,
} from './schemas.js';
import { quickInfo } from './quick-info.js';
import { answerLocale } from '../shell-locale.js';
import { customDefinition } from '../../db/entities/definitions.js';
import { customEntityList } from '../entities/items.js';
import { customQuickInfo } from '../entities/quick-info.js';

interface EntityListQuery extends PagingQuery {
  entityKey?: string;
  sortBy?: string;
  clientId?: string;
  searchKeys?: string;
  advSearch?: string;
  isOrgChart?: string;
  isDynamic?: string;
  entityDN?: string;
  filterAttr?: string;
}

const entityListQuery = querySchema({
  ...PAGING,
  entityKey: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
  sortBy: { type: 'string', maxLength: 64 },
  clientId: CLIENT_ID,
  searchKeys: KEY_LIST,
  advSearch: SEARCH_TEXT,
  isOrgChart: FLAG,
  isDynamic: FLAG,
  entityDN: DN,
  filterAttr: KEY_LIST,
});

interface QuickInfoQuery {
  entityType: string;
  entityId: string;
  clientId?: string;
}

const quickInfoQuery = querySchema(
  {
    // USER, ROLE, RESOURCE, or a custom entity definition's key (routes/entities/quick-info.ts).
    entityType: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$' },
    entityId: DN,
    clientId: CLIENT_ID,
  },
  ['entityType', 'entityId'],
);

/** EntityNode: the DN and the definition's attributes with their values. */
function entityNode(definition: EntityDefinitionRow, object: EntityObject) {
  return {
    dn: object.dn,
    attributes: definition.attributes.map((a) => {
      const value = object.values[a.key] ?? '';
      return {
        key: a.key,
        displayLabel: a.displayLabel,
        dataType: a.dataType,
        isSearchable: a.isSearchable,
        isSortable: a.isSearchable,
        isRequired: false,
        isEditable: false,
        isMultivalued: false,
        isHideable: false,
        isClickable: a.dataType === 'DN',
        formatType: '',
        ...(a.dataType === 'DN' ? { lookupEntity: 'user-lookup' } : {}),
        attributeValues: value ? [{ $: value }] : [],
      };
    }),
  };
}

/** access/entities/list (search any entity definition) and access/entities/quickInfo. */
export async function entityRoutes(app: FastifyInstance): Promise<void> {
  const { entities } = app.store.lookups;

  app.get<{ Querystring: EntityListQuery }>(
    '/entities/list',
    { schema: { querystring: entityListQuery } },
    async (request) => {
      const { query } = request;
      const custom = customDefinition(query.entityKey ?? 'user');
      if (custom) {
        const known = (key: string): string => {
          if (!custom.attributes.some((a) => a.key === key))
            throw badInput(`Invalid input: "${key}" is not an attribute of ${custom.key}.`);
          return key;
        };
        const searchable = (key: string): string | undefined =>
          custom.attributes.some((a) => a.key === key && a.isSearchable) ? key : undefined;
        return customEntityList(request, custom, {
          ...query,
          searchKeys: splitList(query.searchKeys).map(known),
          advSearch: parseAdvancedSearch(query.advSearch, searchable),
          ...(query.sortBy ? { sortBy: known(query.sortBy) } : {}),
        });
      }
      const definition = entities.definition(query.entityKey ?? 'user');
      if (!definition) throw notFound(`No entity definition "${query.entityKey ?? 'user'}".`);
      const attribute = (key: string): string | undefined => (entities.column(definition, key) ? key : undefined);
      const known = (key: string): string => {
        if (!attribute(key)) throw badInput(`Invalid input: "${key}" is not an attribute of ${definition.key}.`);
        return key;
      };
      if (query.entityDN) {
        // One object by DN (its page in the entities catalog).
        const found = entities.object(definition, query.entityDN);
        return {
          entityList: found ? [entityNode(definition, found)] : [],
          nextIndex: -1,
          totalCount: found ? 1 : 0,
          hasMore: false,
        };
      }
      const result = entities.search(
        definition,
        {
          searchKeys: splitList(query.searchKeys).map(known),
          advanced: parseAdvancedSearch(query.advSearch, attribute),
          sortKey: query.sortBy ? known(query.sortBy) : null,
        },
        pageRequest(query),
      );
      return {
        entityList: result.rows.map((object) => entityNode(definition, object)),
        nextIndex: result.nextIndex,
        totalCount: result.total,
        hasMore: result.nextIndex > 0,
      };
    },
  );

  app.get<{ Querystring: QuickInfoQuery }>(
    '/entities/quickInfo',
    { schema: { querystring: quickInfoQuery } },
    async (request) => {
      const custom = customDefinition(request.query.entityType);
      if (custom) {
        const found = customQuickInfo(app.store.db, custom, request.query.entityId);
        if (!found) throw notFound(`No ${custom.display} ${request.query.entityId}.`);
        return found;
      }
      if (!/^(user|role|resource)$/i.test(request.query.entityType))
        throw badInput(
          `Invalid input: entityType "${request.query.entityType}" is not USER, ROLE, RESOURCE or an entity definition.`,
        );
      const info = quickInfo(
        app.store,
        request.query.entityType.toUpperCase(),
        request.query.entityId,
        answerLocale(request.headers['accept-language'], principalOf(request).user.locale),
      );
      if (!info) throw notFound(`No ${request.query.entityType.toLowerCase()} ${request.query.entityId}.`);
      return info;
    },
  );
}
