import type { FastifyInstance } from 'fastify';
import { LOOKUP_MAX_SIZE } from '../../../../src/domain/lookup.js';
import { pageRequest } from '../../db/search.js';
import { principalOf } from '../../http/auth.js';
import { badInput, notFound } from '../../http/fault.js';
import { orgChartNode } from '../../people/org-node.js';
import { RELATIONSHIPS, relationship, relationshipNode, type Relationship } from '../../people/relationships.js';
import {
  CLIENT_ID,
  DN,
  INTEGER,
  KEY_LIST,
  PAGING,
  REPEATED,
  SEARCH_TEXT,
  querySchema,
  repeated,
  splitList,
  type PagingQuery,
} from '../lookups/schemas.js';
import { personOr404, viewerOf, type PeopleContext } from './context.js';

interface RelationshipsQuery extends PagingQuery {
  relationshipType?: string;
  sourceEntityKey?: string;
  clientId?: string;
}

interface OrgChartQuery {
  entityDN?: string;
  relationshipKeys?: string | string[];
  entityDefKey?: string;
  clientId?: string;
  nextIndex?: string;
  size?: string;
}

interface LevelUpQuery {
  dn?: string;
  relationshipkey?: string;
  clientId?: string;
  nextIndex?: string;
  size?: string;
}

/** The most direct reports GET access/orgChart answers (it has no paging): the largest lookup page. */
const ORG_CHART_ALL = LOOKUP_MAX_SIZE;
const ENTITY_KEY = { type: 'string', pattern: '^[A-Za-z0-9_-]{0,64}$' } as const;
const relationshipsQuery = querySchema({
  ...PAGING,
  relationshipType: SEARCH_TEXT,
  sourceEntityKey: ENTITY_KEY,
  clientId: CLIENT_ID,
});
const orgChartQuery = querySchema({
  entityDN: DN,
  relationshipKeys: REPEATED,
  entityDefKey: ENTITY_KEY,
  clientId: CLIENT_ID,
  nextIndex: INTEGER,
  size: INTEGER,
});
const levelUpQuery = querySchema({
  dn: DN,
  relationshipkey: KEY_LIST,
  clientId: CLIENT_ID,
  nextIndex: INTEGER,
  size: INTEGER,
});

function relationshipsFor(keys: readonly string[]): Relationship[] {
  const wanted = keys.length > 0 ? keys : ['manager'];
  return wanted.map((key) => {
    const found = relationship(key);
    if (!found) throw badInput(`Invalid input: "${key}" is not an org chart relationship.`);
    return found;
  });
}

/**
 * GET access/relationships/list, access/relationships (team), access/orgChart/v2, access/orgChart/target/list
 * (level-up options) and the 4.x access/orgChart and access/orgChart/managers (manager relationship).
 */
export function orgChartRoutes(app: FastifyInstance, people: PeopleContext): void {
  const { reader, org } = people;
  const node = (dn: string, rels: readonly Relationship[], below?: string) => {
    const row = personOr404(people, dn);
    return orgChartNode(row, reader, org.countBelow(rels, row.dn), below);
  };

  app.get<{ Querystring: RelationshipsQuery }>(
    '/relationships/list',
    { schema: { querystring: relationshipsQuery } },
    async (request) => {
      const { query } = request;
      const { locale } = viewerOf(request);
      const type = ['all', 'team-management', 'orgchart'].includes(query.relationshipType ?? '')
        ? query.relationshipType
        : 'orgchart';
      const page = pageRequest(query);
      const text = page.q.replace(/\*/g, '').toLowerCase();
      const matches = RELATIONSHIPS.map((r) => relationshipNode(r, locale)).filter(
        (r) =>
          (type === 'all' || r.relationshipType === type) &&
          (!query.sourceEntityKey || r.sourceEntityKey === query.sourceEntityKey) &&
          (page.q === '*' || r.displayName.toLowerCase().includes(text)),
      );
      const rows = matches.slice(page.nextIndex - 1, page.nextIndex - 1 + page.size);
      const next = page.nextIndex - 1 + rows.length < matches.length ? page.nextIndex + rows.length : -1;
      return {
        relationships: rows,
        arraySize: rows.length,
        nextIndex: next,
        totalSize: matches.length,
        total: matches.length,
      };
    },
  );

  app.get('/relationships', async (request) => {
    const { locale } = viewerOf(request);
    const team = RELATIONSHIPS.filter((r) => r.type === 'team-management').map((r) => relationshipNode(r, locale));
    return { relationships: team, arraySize: team.length, nextIndex: -1, totalSize: team.length, total: team.length };
  });

  app.get<{ Querystring: OrgChartQuery }>(
    '/orgChart/v2',
    { schema: { querystring: orgChartQuery } },
    async (request) => {
      const { query } = request;
      if (query.entityDefKey && query.entityDefKey !== 'user')
        throw notFound(`No org chart for the entity definition "${query.entityDefKey}".`);
      const rels = relationshipsFor(repeated(query.relationshipKeys).flatMap(splitList));
      const entity = personOr404(people, query.entityDN ?? principalOf(request).user.dn);
      const page = pageRequest(query);
      const reportees = org.below(rels, entity.dn, page);
      const [first] = rels as [Relationship];
      return {
        userQuickInfo: orgChartNode(entity, reader, reportees.total),
        reportees: reportees.rows.map((row) => orgChartNode(row, reader, org.countBelow(rels, row.dn))),
        totalNumberOfReportees: reportees.total,
        managers: org
          .managers(first, entity.dn)
          .map(({ row, below }) => orgChartNode(row, reader, org.countBelow(rels, row.dn), below)),
        nextIndex: reportees.nextIndex,
        size: page.size,
        arraySize: reportees.rows.length,
      };
    },
  );

  const manager = relationshipsFor(['manager']);
  const managerChain = (dn: string) =>
    org
      .managers(manager[0]!, dn)
      .map(({ row, below }) => orgChartNode(row, reader, org.countBelow(manager, row.dn), below));

  // The 4.x org chart of one user by the manager relationship: its direct reports (all of them) and its
  // chain of managers; directReportee says whose manager each one is.
  app.get<{ Querystring: { dn?: string; clientId?: string } }>(
    '/orgChart',
    { config: { requires: 'signedIn' }, schema: { querystring: querySchema({ dn: DN, clientId: CLIENT_ID }) } },
    async (request) => {
      const entity = personOr404(people, request.query.dn ?? principalOf(request).user.dn);
      const reportees = org.below(manager, entity.dn, pageRequest({ size: String(ORG_CHART_ALL) }));
      return {
        userQuickInfo: orgChartNode(entity, reader, reportees.total),
        reportees: reportees.rows.map((row) => orgChartNode(row, reader, org.countBelow(manager, row.dn))),
        totalNumberOfReportees: reportees.total,
        managers: managerChain(entity.dn),
      };
    },
  );

  app.get<{ Querystring: { dn?: string; clientId?: string } }>(
    '/orgChart/managers',
    { config: { requires: 'signedIn' }, schema: { querystring: querySchema({ dn: DN, clientId: CLIENT_ID }) } },
    async (request) => {
      const entity = personOr404(people, request.query.dn ?? principalOf(request).user.dn);
      return {
        userQuickInfo: orgChartNode(entity, reader, org.countBelow(manager, entity.dn)),
        managers: managerChain(entity.dn),
      };
    },
  );

  app.get<{ Querystring: LevelUpQuery }>(
    '/orgChart/target/list',
    { schema: { querystring: levelUpQuery } },
    async (request) => {
      const { query } = request;
      const [rel] = relationshipsFor(splitList(query.relationshipkey).slice(0, 1)) as [Relationship];
      const entity = node(query.dn ?? principalOf(request).user.dn, [rel]);
      const page = pageRequest(query);
      const options = org.above(rel, entity.dn, page);
      return {
        userQuickInfo: entity,
        managers: options.rows.map((row) => orgChartNode(row, reader, org.countBelow([rel], row.dn), entity.dn)),
        reportees: [],
        totalNumberOfReportees: entity.totalNumberOfReportees,
        nextIndex: options.nextIndex,
        arraySize: options.rows.length,
        total: options.total,
      };
    },
  );
}
