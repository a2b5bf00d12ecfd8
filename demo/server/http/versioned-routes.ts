import type { FastifyRequest } from 'fastify';
import type { ItemListName } from '../db/landing/list-versions.js';
import * as r from './versioned-reads.js';
import type { ObjectRead } from './versioned-reads.js';

export type { ObjectRead } from './versioned-reads.js';

/** A write of a versioned object: the read whose answer is the version of the one object it names, or null. */
export interface VersionedWrite {
  kind: string;
  read(request: FastifyRequest): ObjectRead | null;
}

const body = r.bodyOf;
const settings = (kind: string): VersionedWrite => ({ kind, read: r.getSame });
const LANDING = r.get('/access/ulp/landingItems/v2');
const FEATURED = r.get('/access/featuredItems');
const ROLE_RESOURCE_SETTINGS = r.get('/catalog/administration/roleResourceSettings');

/**
 * Every versioned write (`METHOD /path` as registered under the REST root) and the read that versions its
 * object. tests/unit/sandbox/versions.test.ts fails on a write route of the REST API that is neither here nor
 * listed there as unversioned (a create, a bulk call, an action, a query-like POST), so a new editor cannot skip it.
 */
export const VERSIONED_WRITES: Readonly<Record<string, VersionedWrite>> = {
  'PUT /catalog/roles/role': { kind: 'role', read: (q) => r.roleRead(r.textIn(body(q), 'id')) },
  'PUT /catalog/roles/roles': { kind: 'role', read: (q) => r.roleRead(r.onlyId(body(q), 'roles', 'id')) },
  'DELETE /catalog/roles/role': { kind: 'role', read: (q) => r.roleRead(r.onlyId(body(q), 'roles', 'id')) },
  'PUT /catalog/resources/resource': { kind: 'resource', read: (q) => r.resourceRead(r.textIn(body(q), 'id')) },
  'PUT /catalog/resources/resources': {
    kind: 'resource',
    read: (q) => r.resourceRead(r.onlyId(body(q), 'resources', 'id')),
  },
  'DELETE /catalog/resources/resource': {
    kind: 'resource',
    read: (q) => r.resourceRead(r.onlyId(body(q), 'resources', 'id')),
  },
  'PUT /catalog/sods/sod': { kind: 'sod', read: (q) => r.sodRead(r.textIn(body(q), 'id')) },
  'DELETE /catalog/sods/sod': { kind: 'sod', read: (q) => r.sodRead(r.onlyId(body(q), 'sods', 'id')) },
  'PUT /access/groups': { kind: 'group', read: (q) => r.groupRead(r.textIn(body(q), 'dn')) },
  'DELETE /access/groups': { kind: 'group', read: (q) => r.groupRead(r.textIn(body(q), 'dn')) },
  'PUT /access/teams': { kind: 'team', read: (q) => r.teamRead(r.textIn(body(q), 'dn')) },
  'DELETE /access/teams': { kind: 'team', read: (q) => r.teamRead(r.onlyId(body(q), 'teams', 'dn')) },
  'PUT /access/teams/permissions': { kind: 'teamPermission', read: r.teamPermissionRead },
  'DELETE /access/teams/permissions': { kind: 'teamPermission', read: r.teamPermissionRead },
  'PUT /access/user': { kind: 'user', read: (q) => r.userRead(r.textIn(body(q), 'dn')) },
  'DELETE /access/user': { kind: 'user', read: (q) => r.userRead(r.onlyId(body(q), 'members', 'dn')) },
  'PUT /access/delegation': {
    kind: 'delegation',
    read: (q) => r.delegationRead(r.textIn(body(q), 'assignmentId')),
  },
  'DELETE /access/delegation': {
    kind: 'delegation',
    read: (q) => r.delegationRead(r.onlyId(body(q), 'delegations', 'assignmentId')),
  },
  'PUT /access/availability': {
    kind: 'availability',
    read: (q) => r.availabilityRead(q, r.textIn(body(q), 'availabilityId')),
  },
  'DELETE /access/availability': {
    kind: 'availability',
    read: (q) => r.availabilityRead(q, r.onlyId(body(q), 'availability', 'availabilityId')),
  },
  'POST /access/proxy/edit': { kind: 'proxy', read: (q) => r.proxyRead(r.textIn(body(q), 'dn')) },
  'POST /access/proxy/delete': {
    kind: 'proxy',
    read: (q) => r.proxyRead(r.onlyId(body(q), 'proxyDefinitions', 'dn')),
  },
  'PUT /admin/assignment/permissions': { kind: 'adminPermission', read: r.adminPermissionRead },
  'DELETE /admin/assignment/permissions': { kind: 'adminPermission', read: r.adminPermissionRead },
  'PUT /access/entities/item': { kind: 'entity', read: (q) => r.entityRead(q, r.textIn(body(q), 'dn')) },
  'DELETE /access/entities/item': { kind: 'entity', read: (q) => r.entityRead(q, r.onlyId(body(q), 'items', 'dn')) },
  // Client settings: each section of each client; a client's name and match condition are in the client list.
  'POST /access/config/access': settings('clientSection'),
  'POST /access/config/branding': settings('clientSection'),
  'POST /access/config/custom': settings('clientSection'),
  'POST /access/config/dashboard': settings('clientSection'),
  'POST /access/config/helpdesk': settings('clientSection'),
  'POST /access/config/restoreSettings/:key': { kind: 'clientSection', read: r.restoredSectionRead },
  'POST /access/config/clients/:id': { kind: 'client', read: r.get('/access/config/clients') },
  'DELETE /access/config/clients': {
    kind: 'client',
    read: (q) => {
      const { values, value } = body(q);
      const one = Array.isArray(values) ? values.length === 1 : typeof value === 'string';
      return one ? { method: 'GET', url: '/access/config/clients' } : null;
    },
  },
  // A client's stylesheet: its file as the console reads it (none before the first upload: nothing to check).
  'PUT /access/config/uploadStyle': {
    kind: 'clientStyle',
    read: (q) => r.get(`/access/config/style/client-${r.clientOf(q)}.css`)(),
  },
  'POST /access/dashboard/globalTiles': settings('dashboard'),
  // The landing page and the featured items: one page each, with its items and categories.
  'PUT /access/ulp/landingItems/v2': { kind: 'landing', read: LANDING },
  'DELETE /access/ulp/items': { kind: 'landing', read: LANDING },
  'PUT /access/ulp/categories': { kind: 'landing', read: LANDING },
  'DELETE /access/ulp/categories': { kind: 'landing', read: LANDING },
  'PUT /access/featuredItems': { kind: 'featured', read: FEATURED },
  'DELETE /access/featuredItems': { kind: 'featured', read: FEATURED },
  'PUT /access/featuredItems/categories': { kind: 'featured', read: FEATURED },
  'DELETE /access/featuredItems/categories': { kind: 'featured', read: FEATURED },
  // Display settings and configuration pages: one object each.
  'PUT /admin/display/settings/general': settings('displaySettings'),
  'PUT /admin/display/settings/task': settings('displaySettings'),
  'PUT /admin/display/settings/request': settings('displaySettings'),
  'POST /access/administration/emailApproval': settings('emailApproval'),
  'POST /access/administration/delegation': settings('configuration'),
  'POST /access/administration/cprsConfig': settings('configuration'),
  'POST /access/administration/igConfig': settings('configuration'),
  'POST /admin/proxy/configuration': settings('configuration'),
  'POST /admin/proxy/service/settings': settings('configuration'),
  'POST /admin/workflowengines/configuration': settings('configuration'),
  'POST /admin/cache/configuration': settings('cache'),
  'POST /admin/cache/customizedHolders': settings('cache'),
  'POST /catalog/administration/roleResourceSettings/role': { kind: 'roleResource', read: ROLE_RESOURCE_SETTINGS },
  'POST /catalog/administration/roleResourceSettings/sod': { kind: 'roleResource', read: ROLE_RESOURCE_SETTINGS },
  'POST /catalog/administration/roleResourceSettings/entitlementQuery': {
    kind: 'roleResource',
    read: ROLE_RESOURCE_SETTINGS,
  },
  'PUT /admin/logging': { kind: 'logging', read: r.loggerRead },
  'POST /admin/logging/auditConfig': { kind: 'logging', read: r.get('/admin/logging/list?fetchLogConfigs=false') },
  'PUT /access/ulp/l10n/:locale.properties': settings('localeFile'),
};

/**
 * The reads whose version is the list's stored counter (db/landing/list-versions.ts) rather than a hash of the
 * answer: every page, search and language of the list answers the same version, and a write's If-Match is
 * checked without reading 10,000 items.
 */
export const STAMPED_READS: Readonly<Record<string, ItemListName>> = {
  'GET /access/ulp/landingItems/v2': 'landing',
  'GET /access/featuredItems': 'featured',
};

/** The reads that answer a versioned object: their 200 answers carry its version as `ETag`. */
export const VERSIONED_READS: ReadonlySet<string> = new Set([
  'POST /catalog/roles/role',
  'POST /catalog/roles/roleV2',
  'POST /catalog/resources/resource',
  'POST /catalog/resources/resourceV2',
  'POST /catalog/sods/sod',
  'POST /access/groups/group',
  'POST /access/teams/team',
  'POST /access/teams/team/permissions',
  'GET /access/users/details',
  'POST /access/delegation/list',
  'POST /access/availability/list',
  // The caller's own windows: the same answer as availability/list for himself.
  'GET /access/availability',
  'GET /access/proxy/all',
  'GET /admin/permission/assignment',
  'GET /access/entities/list',
  'GET /access/config/access',
  'GET /access/config/branding',
  'GET /access/config/custom',
  'GET /access/config/dashboard',
  'GET /access/config/helpdesk',
  'GET /access/config/clients/:id',
  'GET /access/config/clients',
  'GET /access/config/style/:fileName',
  'GET /access/dashboard/globalTiles',
  'GET /access/ulp/landingItems/v2',
  'GET /access/featuredItems',
  'GET /admin/display/settings/general',
  'GET /admin/display/settings/task',
  'GET /admin/display/settings/request',
  'GET /access/administration/emailApproval',
  'GET /access/administration/delegation',
  'GET /access/administration/cprsConfig',
  'GET /access/administration/igConfig',
  'GET /admin/proxy/configuration',
  'GET /admin/proxy/service/settings',
  'GET /admin/workflowengines/configuration',
  'GET /admin/cache/configuration',
  'GET /admin/cache/customizedHolders',
  'GET /catalog/administration/roleResourceSettings',
  'GET /admin/logging/list',
  'GET /access/ulp/l10n/:locale.properties',
]);
