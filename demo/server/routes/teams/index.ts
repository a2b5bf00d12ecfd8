import type { FastifyInstance } from 'fastify';
import { pageRequest, runPaged, where, containsAny, type PageRequest } from '../../db/search.js';
import type { PermissionType } from '../../db/lookups/permissions.js';
import { badInput, forbidden } from '../../http/fault.js';
import { isObject, list, text, type Json } from '../../roles/input.js';
import { permissionNodes } from '../lookups/permissions.js';
import { managedMembers } from '../../db/teams/managed-members.js';
import {
  CLIENT_ID,
  FLAG,
  INTEGER,
  REPEATED,
  SEARCH_TEXT,
  SORT_ORDER,
  pageFields,
  querySchema,
} from '../lookups/schemas.js';
import { readPermissions, readTeam } from './team-input.js';
import { permissionBean, teamCaller, teamNode } from './team-node.js';

const ADMIN = { requires: 'admin' } as const;
const SEARCH_PAGE = { q: SEARCH_TEXT, nextIndex: INTEGER, size: INTEGER } as const;
interface SearchQuery {
  q?: string;
  nextIndex?: string;
  size?: string;
}

const dnOf = (body: unknown, what: string): string => {
  const dn = isObject(body) ? text(body, 'dn') : undefined;
  if (!dn) throw badInput(`Invalid input: ${what} needs a dn.`);
  return dn;
};

/**
 * Team administration (issue 16; README "Teams"): create, update and delete teams (POST, PUT, DELETE
 * access/teams), a team's details (POST access/teams/team) and permissions (POST access/teams/team/permissions,
 * PUT and DELETE access/teams/permissions), what the permission picker searches (GET access/teams/roles,
 * resources, prds, role/permissions; POST access/teams/container/roles and resources) and a team manager's
 * groups and members (GET access/teams/recipients/groups, POST access/teams/recipients/users/v2).
 * Administrators manage; team managers read their own teams; everyone else is refused.
 */
export async function teamAdminRoutes(app: FastifyInstance): Promise<void> {
  const { store } = app;
  const managed = managedMembers(store.db);
  const { teams } = store;

  app.post('/teams', { config: ADMIN }, async (request, reply) => {
    const input = readTeam(store, request.body, undefined);
    teams.create(input);
    return reply.code(200).send(teamNode(store, teams.byDn(input.dn)!, { readOnly: false, full: true }));
  });

  app.put('/teams', { config: ADMIN }, async (request) => {
    const caller = teamCaller(store, request);
    const existing = caller.readable(dnOf(request.body, 'A team update'));
    const input = readTeam(store, request.body, existing);
    teams.update(input);
    return teamNode(store, teams.byDn(input.dn)!, { readOnly: false, full: true });
  });

  app.delete('/teams', { config: ADMIN }, async (request) => {
    const body = request.body;
    const entries = (isObject(body) ? list(body, 'teams', 500) : undefined) ?? [];
    if (entries.length === 0) throw badInput('Invalid input: teams must name at least one team.');
    const succeeded: { dn: string; name: string }[] = [];
    const failed: { dn: string; name: string; reason: string }[] = [];
    for (const entry of entries) {
      const dn = text(entry, 'dn') ?? '';
      const team = teams.byDn(dn);
      if (!team) failed.push({ dn, name: dn, reason: `There is no team ${dn}.` });
      else {
        teams.remove(team.dn);
        succeeded.push({ dn: team.dn, name: team.name });
      }
    }
    return { success: failed.length === 0, succeeded, failed };
  });

  app.post('/teams/team', async (request, reply) => {
    const caller = teamCaller(store, request);
    const team = caller.readable(dnOf(request.body, 'Team details'));
    return reply.code(200).send(teamNode(store, team, { readOnly: !caller.admin, full: true }));
  });

  app.post<{ Querystring: SearchQuery & { sortOrder?: string; forceRefresh?: string; objectDn?: string } }>(
    '/teams/team/permissions',
    {
      schema: {
        querystring: querySchema({
          ...SEARCH_PAGE,
          sortOrder: SORT_ORDER,
          forceRefresh: FLAG,
          objectDn: { type: 'string', minLength: 1, maxLength: 1024 },
        }),
      },
    },
    async (request, reply) => {
      const caller = teamCaller(store, request);
      const team = caller.readable(dnOf(request.body, 'A team permission list'));
      const page = pageRequest(request.query);
      const { objectDn } = request.query;
      const q = page.q.replace(/\*/g, '').trim().toLowerCase();
      const rows = teams
        .permissions(team.dn)
        .filter((p) => q === '' || p.object_name.toLowerCase().includes(q))
        // Sandbox extension: ?objectDn= reads one permission (the edit form, and its version: http/versions.ts).
        .filter((p) => objectDn === undefined || p.object_dn.toLowerCase() === objectDn.toLowerCase())
        .sort((a, b) => (page.descending ? -1 : 1) * a.object_type.localeCompare(b.object_type));
      const slice = rows.slice(page.nextIndex - 1, page.nextIndex - 1 + page.size);
      const end = page.nextIndex - 1 + slice.length;
      return reply.code(200).send({
        permissionsList: slice.map(permissionBean),
        arraySize: slice.length,
        nextIndex: slice.length > 0 && end < rows.length ? end + 1 : -1,
        totalSize: rows.length,
      });
    },
  );

  app.put('/teams/permissions', { config: ADMIN }, async (request) => {
    const body = request.body;
    if (!isObject(body)) throw badInput('Invalid input: the body must be a PermissionListNode.');
    const team = teamCaller(store, request).readable(text(body, 'teamDN') ?? '');
    const permissions = readPermissions(store, body, team);
    for (const p of permissions) teams.savePermission(team.dn, p);
    return {
      success: true,
      succeeded: permissions.map((p) => ({
        dn: p.objectDn,
        name: teams.permission(team.dn, p.objectDn)?.object_name ?? p.objectDn,
        entityType: p.objectType,
      })),
      failed: [],
    };
  });

  app.delete('/teams/permissions', { config: ADMIN }, async (request) => {
    const body = request.body;
    if (!isObject(body)) throw badInput('Invalid input: the body must be a PermissionListNode.');
    const team = teamCaller(store, request).readable(text(body, 'teamDN') ?? '');
    const entries = list(body, 'permissions', 200) ?? [];
    if (entries.length === 0) throw badInput('Invalid input: permissions must name at least one permission.');
    const succeeded: { dn: string; name: string }[] = [];
    const failed: { dn: string; name: string; reason: string }[] = [];
    for (const entry of entries) {
      const dn = text(entry, 'dn') ?? '';
      const row = teams.permission(team.dn, dn);
      if (row && teams.removePermission(team.dn, dn)) succeeded.push({ dn, name: row.object_name });
      else failed.push({ dn, name: dn, reason: `${team.name} has no permission on ${dn}.` });
    }
    return { success: failed.length === 0, succeeded, failed };
  });

  // What the permission picker searches: the permission index by type.
  const indexSearch = (type: PermissionType, page: PageRequest) => {
    const result = store.lookups.permissions.search([type], true, page);
    return { permissions: permissionNodes(store.lookups.catalog, result.rows), ...pageFields(result) };
  };
  const searchSchema = { config: ADMIN, schema: { querystring: querySchema({ ...SEARCH_PAGE, filterBy: REPEATED }) } };
  app.get<{ Querystring: SearchQuery }>('/teams/roles', searchSchema, async (request) =>
    indexSearch('ROLE', pageRequest(request.query)),
  );
  app.get<{ Querystring: SearchQuery }>('/teams/resources', searchSchema, async (request) =>
    indexSearch('RESOURCE', pageRequest(request.query)),
  );
  app.get<{ Querystring: SearchQuery }>(
    '/teams/prds',
    { config: ADMIN, schema: { querystring: querySchema(SEARCH_PAGE) } },
    async (request) => indexSearch('PRD', pageRequest(request.query)),
  );

  // Roles or resources in a container or below it.
  const inContainer = (table: 'roles' | 'resources', containerDn: string, page: PageRequest) => {
    const result = runPaged<{ dn: string; name: string; description: string }>(
      store.db,
      {
        select: 'dn, name, description',
        from: table,
        where: [
          where("status = 50 AND (dn LIKE '%,' || ?)", containerDn),
          containsAny(['name', 'description'], page.q),
        ],
        sortBy: 'name',
        tieBreak: 'dn',
      },
      page,
    );
    return {
      permissions: result.rows.map((r) => ({
        id: r.dn,
        dn: r.dn,
        name: r.name,
        desc: r.description ?? '',
        entityType: table === 'roles' ? 'ROLE' : 'RESOURCE',
      })),
      ...pageFields(result),
    };
  };
  const containerSchema = { config: ADMIN, schema: { querystring: querySchema(SEARCH_PAGE) } };
  app.post<{ Querystring: SearchQuery }>('/teams/container/roles', containerSchema, async (request, reply) =>
    reply.code(200).send(inContainer('roles', dnOf(request.body, 'A container search'), pageRequest(request.query))),
  );
  app.post<{ Querystring: SearchQuery }>('/teams/container/resources', containerSchema, async (request, reply) =>
    reply
      .code(200)
      .send(inContainer('resources', dnOf(request.body, 'A container search'), pageRequest(request.query))),
  );

  app.get<{ Querystring: SearchQuery }>(
    '/teams/role/permissions',
    { config: ADMIN, schema: { querystring: querySchema({ ...SEARCH_PAGE, column: REPEATED }) } },
    async (request) => {
      const page = pageRequest(request.query);
      const result = store.lookups.permissions.search(
        ['ROLE'],
        true,
        page,
        where("dn IN (SELECT object_dn FROM team_permissions WHERE object_type = 'role')"),
      );
      return { permissions: permissionNodes(store.lookups.catalog, result.rows), ...pageFields(result) };
    },
  );

  app.get<{ Querystring: SearchQuery & { proxyUser?: string } }>(
    '/teams/recipients/groups',
    { schema: { querystring: querySchema({ ...SEARCH_PAGE, proxyUser: SEARCH_TEXT }) } },
    async (request) => {
      const caller = teamCaller(store, request);
      if (!caller.admin && !teams.isManager(caller.user.dn))
        throw forbidden('Only administrators and team managers search team groups.');
      const page = pageRequest(request.query);
      const result = runPaged<{ dn: string; name: string }>(
        store.db,
        {
          select: 'g.dn, g.name',
          from: 'groups g',
          where: [
            caller.admin
              ? null
              : where(
                  `g.dn IN (SELECT r.recipient_dn FROM team_recipients r JOIN team_managers tm ON tm.team_dn = r.team_dn
                   WHERE tm.user_dn = ? AND r.recipient_type = 'group')`,
                  caller.user.dn,
                ),
            containsAny(['g.name'], page.q),
          ],
          sortBy: 'g.name',
          tieBreak: 'g.dn',
        },
        page,
      );
      return {
        recipients: result.rows.map((g) => ({ name: g.name, dn: g.dn, type: 'group', isGroupAssignment: false })),
        ...pageFields(result),
        currentIndex: page.nextIndex,
        endIndex: page.nextIndex + result.rows.length - 1,
        total: result.total,
      };
    },
  );

  app.post<{ Querystring: SearchQuery & { client?: string } }>(
    '/teams/recipients/users/v2',
    { schema: { querystring: querySchema({ ...SEARCH_PAGE, client: CLIENT_ID }) } },
    async (request, reply) => {
      const caller = teamCaller(store, request);
      const body: Json = isObject(request.body) ? request.body : {};
      const asked = (list(body, 'teams', 100) ?? []).map((t) => caller.readable(text(t, 'dn') ?? '').dn);
      if (asked.length === 0 && !caller.admin && !teams.isManager(caller.user.dn))
        throw forbidden('Only team managers see team members.');
      const page = pageRequest(request.query);
      const scope =
        asked.length > 0
          ? where(
              'u.dn IN (SELECT user_dn FROM team_members WHERE team_dn IN (SELECT value FROM json_each(?)))',
              JSON.stringify(asked),
            )
          : where('u.dn IN (SELECT m.user_dn FROM managed_members m WHERE m.manager_dn = ?)', caller.user.dn);
      if (asked.length === 0) managed.fresh(caller.user.dn);
      const result = runPaged<{ dn: string; full_name: string }>(
        store.db,
        {
          select: 'u.dn, u.full_name',
          from: 'users u',
          where: [scope, containsAny(['u.given_name', 'u.surname', 'u.full_name'], page.q)],
          sortBy: 'u.full_name',
          tieBreak: 'u.dn',
        },
        page,
      );
      return reply.code(200).send({
        recipients: result.rows.map((u) => ({ name: u.full_name, dn: u.dn, type: 'user', isGroupAssignment: false })),
        ...pageFields(result),
        currentIndex: page.nextIndex,
        endIndex: page.nextIndex + result.rows.length - 1,
        total: result.total,
      });
    },
  );
}
