import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_GLOBAL_TILES,
  readTiles,
  tilesAllowed,
  tilesRefusal,
  type DashboardTileId,
} from '../../../../src/domain/dashboard.js';
import { addressableDns } from '../../access/addressees.js';
import { canAdminister } from '../../auth/administer.js';
import { dashboardStore } from '../../db/landing/store.js';
import { principalOf } from '../../http/auth.js';
import { badInput, forbidden } from '../../http/fault.js';
import { cachedStatement } from '../../db/search.js';
import { engineFor } from '../access/index.js';
import { CLIENT_ID, FLAG, querySchema } from '../lookups/schemas.js';
import { requireConfigurationAdmin } from './admin.js';

const DAY = 24 * 60 * 60 * 1000;
const clientQuery = querySchema({ client: CLIENT_ID });
const TILES = { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 64 } } as const;
const preferenceBody = {
  type: 'object',
  properties: {
    isDashboardCustomized: { type: 'boolean' },
    dashboardCustomizations: { type: 'string', maxLength: 4000 },
    dashboardWidgetsAccess: {
      type: 'array',
      maxItems: 50,
      items: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'string' } } },
    },
  },
} as const;
const globalTilesBody = {
  type: 'object',
  required: ['tiles'],
  properties: { tiles: TILES, allowCustomization: { type: 'boolean' } },
} as const;

type ClientQuery = { Querystring: { client?: string } };
const clientOf = (request: FastifyRequest<ClientQuery>): string => request.query.client ?? 'default';
const CREATED = { statusInfo: { statusCode: 201, reasonPhrase: 'Created', family: 'SUCCESSFUL' } } as const;

/**
 * The dashboard (sections `dashboard`, `globalDashboard`): GET access/dashboard (the user's counts), GET
 * access/info/user/dashboard (the tiles the user may have), GET/POST/DELETE access/preference/dashboard
 * (the user's own tiles; until saved, the global ones), GET/POST access/dashboard/globalTiles and
 * access/config/dashboard (administrators: the tiles every user starts with, whether users may arrange
 * their own).
 */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.store;
  const store = dashboardStore(db);
  const count = (sql: string, ...params: unknown[]): number =>
    (cachedStatement(db, sql).get(...params) as { n: number }).n;

  const isAdmin = (request: FastifyRequest) =>
    canAdminister(db, principalOf(request).user, 'CONFIGURATION', undefined, app.sandbox.now());
  const managedMembers = (userDn: string) => engineFor(app).ctx.people.managedMemberDns(userDn, 'viewTasks');
  const allowedFor = (request: FastifyRequest) =>
    tilesAllowed({ isAdmin: isAdmin(request), isManager: managedMembers(principalOf(request).user.dn).length > 0 });
  const globalTiles = (client: string): DashboardTileId[] => {
    const saved = store.setting(client, 'globalTiles');
    return saved === undefined ? [...DEFAULT_GLOBAL_TILES] : readTiles(saved);
  };
  const allowCustomization = (client: string): boolean => {
    const saved = store.setting(client, 'access');
    return saved === undefined
      ? true
      : (JSON.parse(saved) as { allowCustomization?: boolean }).allowCustomization !== false;
  };

  app.get<ClientQuery & { Querystring: { isNewlyAssignedCount?: string } }>(
    '/dashboard',
    { schema: { querystring: querySchema({ client: CLIENT_ID, isNewlyAssignedCount: FLAG }) } },
    async (request) => {
      const { user } = principalOf(request);
      const engine = engineFor(app);
      const now = app.sandbox.now();
      const openTasks = engine.ctx.tasks.openCountFor(addressableDns(db, user.dn), user.dn);
      const mine = (where: string) =>
        count(`SELECT COUNT(*) AS n FROM access_requests WHERE recipient_dn = ? AND ${where}`, user.dn);
      const forOthers = (where: string) =>
        count(
          `SELECT COUNT(*) AS n FROM access_requests WHERE requester_dn = ? AND recipient_dn <> requester_dn AND ${where}`,
          user.dn,
        );
      const roles = (where: string) =>
        count(`SELECT COUNT(*) AS n FROM assignments WHERE recipient_dn = ? AND kind = 'role' ${where}`, user.dn);
      const resources = (where: string) =>
        count(`SELECT COUNT(*) AS n FROM assignments WHERE recipient_dn = ? AND kind = 'resource' ${where}`, user.dn);
      const recent = `completed_at >= ${now - 30 * DAY}`;
      const members = managedMembers(user.dn);
      return {
        rolesData: { expiryRoles: 0, newRoles: 0, rolesCount: roles('') },
        resourcesData: { newResources: 0, resourcesCount: resources('') },
        tasksData: {
          expiryTasksCount: 0,
          newTasks: openTasks,
          cliamedTasks: 0,
          reassignedTasks: 0,
          delegatedTasks: 0,
          tasksCount: openTasks,
        },
        requestData: {
          requestPending: mine('process_state = 0'),
          requestDenied: mine(`process_state = 2 AND ${recent}`),
          requestApproved: mine(`process_state = 3 AND ${recent}`),
          totalRequest: mine('1 = 1'),
          requestForOthersPending: forOthers('process_state = 0'),
          requestForOthersDenied: forOthers(`process_state = 2 AND ${recent}`),
          requestForOthersApproved: forOthers(`process_state = 3 AND ${recent}`),
          totalRequestForOthers: forOthers('1 = 1'),
          requestHasMore: false,
          otherRequestHasMore: false,
        },
        teamData: {
          teamTasks:
            members.length === 0
              ? 0
              : count(
                  `SELECT COUNT(*) AS n FROM tasks WHERE status = 'open' AND assignee_dn IN (SELECT value FROM json_each(?))`,
                  JSON.stringify(members),
                ),
        },
        sodData: {
          pendingExceptions: isAdmin(request)
            ? count(`SELECT COUNT(*) AS n FROM tasks WHERE status = 'open' AND phase = 'sod'`)
            : 0,
        },
      };
    },
  );

  app.get<ClientQuery>('/info/user/dashboard', { schema: { querystring: clientQuery } }, async (request) => ({
    tiles: allowedFor(request),
    allowCustomization: allowCustomization(clientOf(request)),
  }));

  app.get<ClientQuery & { Querystring: { attribute?: string } }>(
    '/preference/dashboard',
    { schema: { querystring: querySchema({ client: CLIENT_ID, attribute: { type: 'string', maxLength: 200 } }) } },
    async (request) => {
      const saved = store.preference(principalOf(request).user.dn);
      const allowed = new Set(allowedFor(request));
      const tiles = (saved === undefined ? globalTiles(clientOf(request)) : readTiles(saved)).filter((tile) =>
        allowed.has(tile),
      );
      return {
        isPreferenceAvailable: saved !== undefined,
        columns: tiles,
        settingFor: 'dashboard',
        openFormInPopUp: false,
      };
    },
  );

  app.post<ClientQuery & { Body: { isDashboardCustomized?: boolean; dashboardCustomizations?: string } }>(
    '/preference/dashboard',
    {
      schema: {
        querystring: querySchema({ client: CLIENT_ID, attribute: { type: 'string', maxLength: 200 } }),
        body: preferenceBody,
      },
    },
    async (request, reply) => {
      if (!allowCustomization(clientOf(request)))
        throw forbidden('Your administrator does not let users arrange their own dashboard.');
      let tiles: unknown;
      try {
        tiles = JSON.parse(request.body.dashboardCustomizations ?? '[]');
      } catch {
        throw badInput('dashboardCustomizations: a JSON list of tiles is expected.');
      }
      if (!Array.isArray(tiles)) throw badInput('dashboardCustomizations: a JSON list of tiles is expected.');
      const refusal = tilesRefusal(tiles);
      if (refusal) throw badInput(`dashboardCustomizations: ${refusal}`);
      const allowed = new Set<string>(allowedFor(request));
      const denied = (tiles as string[]).find((tile) => !allowed.has(tile));
      if (denied) throw forbidden(`The tile '${denied}' is not available to you.`);
      store.savePreference(principalOf(request).user.dn, JSON.stringify(tiles));
      return reply.code(200).send(CREATED);
    },
  );

  app.delete<ClientQuery & { Querystring: { attribute?: string } }>(
    '/preference/dashboard',
    { schema: { querystring: querySchema({ client: CLIENT_ID, attribute: { type: 'string', maxLength: 200 } }) } },
    async (request, reply) => {
      store.deletePreference(principalOf(request).user.dn);
      return reply.code(204).send();
    },
  );

  // Whether users may arrange their own tiles travels with the global tiles: access/config/dashboard is the
  // client settings' dashboard-access section (routes/clients.ts).
  app.get<ClientQuery>('/dashboard/globalTiles', { schema: { querystring: clientQuery } }, async (request) => ({
    tiles: globalTiles(clientOf(request)),
    allowCustomization: allowCustomization(clientOf(request)),
  }));

  app.post<ClientQuery & { Body: { tiles: string[]; allowCustomization?: boolean } }>(
    '/dashboard/globalTiles',
    { schema: { querystring: clientQuery, body: globalTilesBody } },
    async (request, reply) => {
      requireConfigurationAdmin(app, request, 'define the global dashboard');
      const refusal = tilesRefusal(request.body.tiles);
      if (refusal) throw badInput(`tiles: ${refusal}`);
      const client = clientOf(request);
      app.store.db.transaction(() => {
        store.saveSetting(client, 'globalTiles', JSON.stringify(request.body.tiles));
        if (request.body.allowCustomization !== undefined)
          store.saveSetting(client, 'access', JSON.stringify({ allowCustomization: request.body.allowCustomization }));
      })();
      return reply.code(200).send({ tiles: request.body.tiles, allowCustomization: allowCustomization(client) });
    },
  );
}
