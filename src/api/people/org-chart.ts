import type { IdmCore } from '../../core';
import { normalizeLookupParams } from '../../domain/lookup';
import { joinDistinctParts } from '../../domain/format';
import {
  contractAnswer,
  type OrgAttributeNode,
  type OrgChartListNode,
  type OrgChartUserInfoNode,
  type RelationshipListNode,
  type RelationshipNode,
} from '../../domain/contract';
import { asArray, asNumber, asString, lookupQueryParams, page, readNextIndex, readTotal } from '../lookups/read';
import type { LookupPage } from '../lookups/types';
import type {
  LevelUpOptions,
  LevelUpQuery,
  OrgAttribute,
  OrgChart,
  OrgChartNode,
  OrgChartQuery,
  Relationship,
  RelationshipQuery,
} from './org-types';

const readOrgAttributes = (value: unknown): OrgAttribute[] =>
  asArray(value)
    .map((a) => contractAnswer<OrgAttributeNode>(a))
    .map((a) => ({
      key: asString(a.key),
      label: asString(a.displayLabel) || asString(a.key),
      value: asString(a.value),
      dataType: asString(a.dataType) || 'String',
    }))
    .filter((a) => a.key !== '');

/** Fields of a UserQuickInfoNode that the 4.8.6 OrgChartUserInfoNode does not list; read when present. */
interface OrgChartNodeExtras {
  entityKey: unknown;
  entityDefinitionKey: unknown;
  primaryAttrsDisplayValue: unknown;
  photo: unknown;
  emailAttribute: unknown;
}

/** A UserQuickInfoNode / org chart node; null for anything without a DN. */
export function readOrgChartNode(raw: unknown): OrgChartNode | null {
  const o = contractAnswer<OrgChartUserInfoNode & OrgChartNodeExtras>(raw);
  const dn = asString(o.dn) || asString(o.entityKey);
  if (!dn) return null;
  const primary = readOrgAttributes(o.primaryAttributes);
  const display = joinDistinctParts(
    Array.isArray(o.primaryAttrsDisplayValue)
      ? o.primaryAttrsDisplayValue.map(asString)
      : [asString(o.primaryAttrsDisplayValue)],
  );
  return {
    dn,
    entityKey: asString(o.entityKey) || dn,
    entityDefinitionKey: asString(o.entityDefinitionKey) || 'user',
    fullName: asString(o.fullName),
    photo: asString(o.photo) || asString(o.image) || null,
    email: asString(o.emailAttribute),
    primaryDisplay: display || joinDistinctParts(primary.map((a) => a.value)),
    primaryAttributes: primary,
    secondaryAttributes: readOrgAttributes(o.secondaryAttributes),
    reportCount: asNumber(o.totalNumberOfReportees) ?? 0,
    directReportee: asString(o.directReportee) || null,
  };
}

const readNodes = (value: unknown): OrgChartNode[] =>
  asArray(value)
    .map(readOrgChartNode)
    .filter((n): n is OrgChartNode => n !== null);

/** GET `access/relationships/list` (relationshipType orgchart, team-management or all; q, paging). */
export async function fetchRelationships(
  core: IdmCore,
  query: RelationshipQuery = {},
  signal?: AbortSignal,
): Promise<LookupPage<Relationship>> {
  const body = contractAnswer<RelationshipListNode>(
    await core.http.request<unknown>({
      url: core.http.rest('access/relationships/list'),
      query: {
        ...lookupQueryParams(query),
        relationshipType: query.relationshipType,
        sourceEntityKey: query.sourceEntityKey,
        clientId: query.clientId ?? core.options.clientId,
      },
      signal,
    }),
  );
  const items = asArray(body.relationships)
    .map((r) => contractAnswer<RelationshipNode & { relationshipType: unknown }>(r))
    .map((r) => ({
      key: asString(r.key),
      displayName: asString(r.displayName) || asString(r.key),
      type: asString(r.relationshipType),
      sourceEntityKey: asString(r.sourceEntityKey),
      sourceAttributeKey: asString(r.sourceAttributeKey),
      targetEntityKey: asString(r.targetEntityKey),
      targetAttributeKey: asString(r.targetAttributeKey),
    }))
    .filter((r) => r.key !== '');
  return page(items, readNextIndex(body), readTotal(body, 'total', 'totalSize'));
}

/** The reportees page: size and start as the lookups normalise them (10, 1). */
const pageParams = (query: { nextIndex?: number; size?: number }) => {
  const { size, nextIndex } = normalizeLookupParams({ size: query.size, nextIndex: query.nextIndex });
  return { nextIndex, size };
};

/** The org chart's answer with the paging fields servers add. */
type OrgChartAnswer = OrgChartListNode & { nextIndex: unknown; total: unknown; totalSize: unknown };

/** GET `access/orgChart/v2` (entityDN, repeated relationshipKeys, entityDefKey, clientId, nextIndex, size). */
export async function fetchOrgChart(core: IdmCore, query: OrgChartQuery = {}, signal?: AbortSignal): Promise<OrgChart> {
  const body = contractAnswer<OrgChartAnswer>(
    await core.http.request<unknown>({
      url: core.http.rest('access/orgChart/v2'),
      query: {
        entityDN: query.entityDn,
        relationshipKeys: query.relationshipKeys ?? [],
        entityDefKey: query.entityDefKey ?? 'user',
        clientId: query.clientId ?? core.options.clientId,
        ...pageParams(query),
      },
      signal,
    }),
  );
  return {
    person: readOrgChartNode(body.userQuickInfo),
    reportees: readNodes(body.reportees),
    reportCount: asNumber(body.totalNumberOfReportees) ?? 0,
    managers: readNodes(body.managers),
    nextIndex: readNextIndex(body),
  };
}

/** GET `access/orgChart/target/list` (dn, relationshipkey, clientId, paging): who may be one level up. */
export async function fetchLevelUpOptions(
  core: IdmCore,
  query: LevelUpQuery,
  signal?: AbortSignal,
): Promise<LevelUpOptions> {
  // Not in the 4.8.6 contract; servers answer it in the org chart's shape.
  const body = contractAnswer<OrgChartAnswer>(
    await core.http.request<unknown>({
      url: core.http.rest('access/orgChart/target/list'),
      query: {
        dn: query.dn,
        relationshipkey: query.relationshipKey,
        clientId: query.clientId ?? core.options.clientId,
        ...pageParams(query),
      },
      signal,
    }),
  );
  const total = readTotal(body, 'total', 'totalSize');
  return {
    person: readOrgChartNode(body.userQuickInfo),
    options: readNodes(body.managers),
    nextIndex: readNextIndex(body),
    ...(total === undefined ? {} : { total }),
  };
}
