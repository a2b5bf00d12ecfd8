import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildMenu } from '../auth/menu.js';
import { menuNameOverride } from './locale-kit.js';
import { areaDefault, loggedInUser, navRight, type NavRightValue } from '../auth/rights.js';
import { notificationCounts } from '../db/access/notifications.js';
import { principalOf } from '../http/auth.js';
import { answerLocale } from './shell-locale.js';

interface NavRightsBody {
  navPageRights?: { key: string; value?: string }[];
}

const navRightsSchema = {
  type: 'object',
  properties: {
    navPageRights: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        required: ['key'],
        properties: { key: { type: 'string', minLength: 1, maxLength: 200 }, value: { type: 'string' } },
      },
    },
    areaDefault: { type: 'string' },
    areaDefaultDisplayName: { type: 'string' },
  },
} as const;

/** access/info/...: who the caller is and what they may open; plus notifications and the REST version. */
export async function accessInfoRoutes(app: FastifyInstance): Promise<void> {
  const { store } = app;
  const rightsOf = (request: FastifyRequest) => {
    const { user } = principalOf(request);
    const stored = store.navRights.stored(user.dn);
    return (key: string): NavRightValue => navRight(user, stored, key);
  };

  // proxyUser: proxyFor says whether the caller may act for that user (an active proxy assignment; never
  // for oneself); without it, whether the caller may act for anybody. clientId is accepted as the console sends it.
  app.get<{ Querystring: { proxyUser?: string; clientId?: string } }>(
    '/info/user/rights',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { proxyUser: { type: 'string', maxLength: 1024 }, clientId: clientQuery.properties.client },
        },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      const client = store.clients.list().find((c) => c.isDefault) ?? { id: '1', name: 'Default' };
      const { proxyUser } = request.query;
      const proxyFor = proxyUser
        ? proxyUser.toLowerCase() !== user.dn.toLowerCase() && store.users.mayProxyFor(user.dn, proxyUser)
        : store.users.mayProxy(user.dn);
      return loggedInUser(user, proxyFor, client, {
        delegation: store.teams.hasRight(user.dn, 'delegation'),
        availability: store.teams.hasRight(user.dn, 'availability'),
      });
    },
  );

  app.post<{ Body: NavRightsBody }>(
    '/info/user/navigationrights',
    { schema: { body: navRightsSchema } },
    async (request) => {
      const right = rightsOf(request);
      const keys = (request.body?.navPageRights ?? []).map((r) => r.key);
      const navPageRights = keys.map((key) => ({ key, value: right(key) }));
      return { navPageRights, ...areaDefault(keys[0], keys[0] !== undefined && right(keys[0]) === 'true') };
    },
  );

  app.post<{ Body: NavRightsBody }>(
    '/info/user/navigationmenu',
    { schema: { body: navRightsSchema } },
    async (request) => {
      const locale = answerLocale(request.headers['accept-language'], principalOf(request).user.locale);
      return buildMenu(rightsOf(request), locale, menuNameOverride(store.db, locale));
    },
  );

  // The version the sandbox behaves as (IDM_SERVER_VERSION): clients choose their calls by it.
  app.get('/info/version', { config: { requires: 'signedIn' } }, async () => ({
    version: app.serverProfile.restVersion,
  }));

  // New tasks and request results of the last week (README "Access requests").
  app.get('/notifyService', { schema: { querystring: clientQuery } }, async (request) =>
    notificationCounts(store.db, principalOf(request).user.dn, app.sandbox.now()),
  );
}

export const clientQuery = {
  type: 'object',
  properties: { client: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
} as const;
