import type { FastifyPluginAsync } from 'fastify';
import type { AccessEngine } from '../../access/engine.js';
import { mayRequestFor, mayRequestOnBehalf } from '../../access/recipients.js';
import { CLIENT_ID as OAUTH_CLIENT_ID, OSP, REDIRECT_PATH } from '../../auth/oauth.js';
import { loggedInUser } from '../../auth/rights.js';
import { publicOrigin } from '../../http/origin.js';
import { robQueries, type RobScope } from '../../db/access/rob.js';
import { pageRequest, where, type Condition } from '../../db/search.js';
import { requestableCondition } from '../../db/teams/teams.js';
import { forbidden, notFound } from '../../http/fault.js';
import {
  CLIENT_ID,
  DN,
  FLAG,
  PAGING,
  REPEATED,
  pageFields,
  querySchema,
  type PagingQuery,
} from '../lookups/schemas.js';
import { permissionNodes, permissionTypes } from '../lookups/permissions.js';
import { sameDn } from '../people/context.js';
import { actingFor, proxyUserOf } from './acting.js';
import { PROXY_USER } from './schemas.js';

const targetSetBody = {
  type: 'object',
  properties: {
    targetSetDnList: { type: 'array', maxItems: 100, items: DN },
    useExcludePermList: { type: 'boolean' },
    proxyUser: PROXY_USER,
  },
} as const;

/**
 * Request on behalf: GET access/rob (robInit: may the caller request for others), GET
 * access/teams/recipients/userlist/v2 (whom: everyone for administrators, else direct reports and team
 * members; teamDn narrows to one team), POST access/teams/permissions (what may be requested for a
 * target set of teams, groups or users: the permission index, with each item's request settings).
 */
export const robRoutes: FastifyPluginAsync<{ engine: AccessEngine }> = async (app, { engine }) => {
  const { ctx } = engine;
  const rob = robQueries(app.store.db);

  app.get<{ Querystring: { proxyUser?: string } }>(
    '/rob',
    { schema: { querystring: querySchema({ proxyUser: PROXY_USER }) } },
    async (request) => {
      const acting = actingFor(app, request, request.query.proxyUser);
      const client = app.store.clients.list().find((c) => c.isDefault) ?? { id: '1', name: 'Default' };
      return {
        ...loggedInUser(acting.user, app.store.users.mayProxy(acting.user.dn), client, {
          delegation: app.store.teams.hasRight(acting.user.dn, 'delegation'),
          availability: app.store.teams.hasRight(acting.user.dn, 'availability'),
        }),
        authorized: mayRequestOnBehalf(ctx, acting),
      };
    },
  );

  app.get<{ Querystring: PagingQuery & { client?: string; teamDn?: string; proxyUser?: string } }>(
    '/teams/recipients/userlist/v2',
    { schema: { querystring: querySchema({ ...PAGING, client: CLIENT_ID, teamDn: DN, proxyUser: PROXY_USER }) } },
    async (request) => {
      const acting = actingFor(app, request, request.query.proxyUser);
      const { teamDn } = request.query;
      const admin = acting.user.is_admin === 1;
      let scope: RobScope = admin ? { kind: 'everyone' } : { kind: 'managed', managerDn: acting.user.dn };
      if (teamDn) {
        if (!admin && !ctx.people.managesTeam(acting.user.dn, teamDn, 'request'))
          throw forbidden('You do not manage this team.');
        if (!ctx.people.team(teamDn)) throw notFound(`No team ${teamDn}.`);
        scope = { kind: 'team', teamDn };
      } else if (!mayRequestOnBehalf(ctx, acting)) {
        throw forbidden('You may not request on behalf of others.');
      }
      const page = pageRequest(request.query);
      const result = rob.users(scope, page);
      return {
        recipients: result.rows.map((u) => ({ name: u.full_name, dn: u.dn, type: 'user', isGroupAssignment: false })),
        ...pageFields(result),
        total: result.total,
      };
    },
  );

  app.post<{
    Body: { targetSetDnList?: string[]; proxyUser?: string };
    Querystring: PagingQuery & { sortByName?: string; column?: string | string[]; type?: string | string[] };
  }>(
    '/teams/permissions',
    {
      schema: {
        body: targetSetBody,
        querystring: querySchema({
          q: PAGING.q,
          size: PAGING.size,
          nextIndex: PAGING.nextIndex,
          sortByName: FLAG,
          column: REPEATED,
          type: REPEATED,
        }),
      },
    },
    async (request) => {
      const acting = actingFor(app, request, proxyUserOf(request));
      const admin = acting.user.is_admin === 1;
      const targets = request.body.targetSetDnList ?? [];
      // What a team manager may request is what their teams' permissions name (db/teams/teams.ts).
      const restrictions: Condition[] = [];
      const restrictTo = (teamDns: readonly string[]) =>
        restrictions.push(
          requestableCondition('permission_index.dn', 'permission_index.type', JSON.stringify(teamDns)),
        );
      for (const dn of targets) {
        if (ctx.people.team(dn)) {
          if (!admin) restrictTo([dn]);
          if (!admin && !ctx.people.managesTeam(acting.user.dn, dn, 'request'))
            throw forbidden(`You do not manage the team ${dn}.`);
        } else if (ctx.people.group(dn)) {
          if (!admin && acting.user.is_role_admin !== 1)
            throw forbidden(`Only role administrators may request for the group ${dn}.`);
        } else if (app.store.users.findByDn(dn)) {
          if (!mayRequestFor(ctx, acting, dn)) throw forbidden(`You may not request access for ${dn}.`);
          const unrestricted = admin || sameDn(dn, acting.user.dn) || ctx.people.isManagerOf(acting.user.dn, dn);
          if (!unrestricted) restrictTo(app.store.teams.requestTeamsFor(acting.user.dn, dn));
        } else {
          throw notFound(`No team, group or user ${dn}.`);
        }
      }
      if (targets.length === 0 && !mayRequestOnBehalf(ctx, acting))
        throw forbidden('You may not request on behalf of others.');
      const types = permissionTypes(request.query.type);
      const result = app.store.lookups.permissions.search(
        types,
        request.query.sortByName === 'true',
        pageRequest(request.query),
        restrictions.length === 0
          ? null
          : where(restrictions.map((r) => r.sql).join(' AND '), ...restrictions.flatMap((r) => r.params)),
      );
      return {
        permissions: permissionNodes(app.store.lookups.catalog, result.rows).map((node) => {
          const settings = ctx.definitions.settings(node.dn);
          return {
            ...node,
            link: '',
            excluded: false,
            permParams: [],
            requestForm: '',
            dataItems: [],
            teams: targets,
            isNewForm: false,
            isExpirationRequired: settings.expiration_required === 1,
            expiresAfter: settings.expires_after ?? '',
          };
        }),
        ...pageFields(result),
        total: result.total,
      };
    },
  );

  // The OAuth part of the ISM configuration (configupdate's SSO clients tab) as the sandbox's OSP has it: where
  // OSP is, the clients and where they return, the token lifetime. Never a client secret (secrets are write-only).
  app.get('/rob/ismproperties/oauth', { config: { requires: 'signedIn' } }, async (request) => {
    const origin = publicOrigin(request, app.sandbox.publicOrigin);
    const properties = [
      { key: 'com.netiq.idm.osp.url.host', value: origin },
      { key: 'com.netiq.idm.osp.oauth.issuer', value: origin + OSP.issuer },
      { key: 'com.netiq.idmdash.clientID', value: OAUTH_CLIENT_ID },
      { key: 'com.netiq.idmdash.response-types', value: 'code' },
      { key: 'com.netiq.idmdash.redirect.url', value: origin + REDIRECT_PATH },
      { key: 'com.netiq.idmdash.landing.url', value: `${origin}/idmdash/#/landing` },
      { key: 'com.netiq.idm.osp.as.access-token-lifetime', value: String(app.sandbox.tokenTtlSeconds) },
    ];
    return { properties, arraySize: properties.length };
  });
};
