import type { FastifyRequest } from 'fastify';
import type { Store } from '../../db/store.js';
import type { TeamPermissionRow, TeamRight, TeamRow } from '../../db/teams/teams.js';
import { TEAM_RIGHTS } from '../../db/teams/teams.js';
import { principalOf } from '../../http/auth.js';
import { forbidden, notFound } from '../../http/fault.js';

/** The caller of a team administration route: administrators manage, team managers read their own teams. */
export function teamCaller(store: Store, request: FastifyRequest) {
  const { user } = principalOf(request);
  const admin = user.is_admin === 1;
  return {
    user,
    admin,
    /** The team, when the caller may see it (else 404 or 403). */
    /** The team, when the caller may see it: 404 for administrators only, so nobody else learns which exist. */
    readable(dn: string): TeamRow {
      if (!admin && !store.teams.manages(user.dn, dn))
        throw forbidden('Only administrators and the managers of a team may see it.');
      const team = store.teams.byDn(dn);
      if (!team) throw notFound(`There is no team ${dn}.`);
      return team;
    },
    /** A team whose members the caller may see: administrators, its managers and its members (else 403). */
    membersReadable(dn: string): string {
      if (!admin && !store.teams.manages(user.dn, dn) && !store.teams.isMember(user.dn, dn))
        throw forbidden('Only administrators, the managers of a team and its members may see its members.');
      const team = store.teams.byDn(dn);
      if (!team) throw notFound(`There is no team ${dn}.`);
      return team.dn;
    },
  };
}

export type TeamCaller = ReturnType<typeof teamCaller>;

const recipientNode = (r: { dn: string; name: string; type: string }) => ({
  name: r.name,
  dn: r.dn,
  type: r.type,
  isGroupAssignment: false,
});

/** A team as the contract's TargetSetNode: its type in domainTypes, managers as requestors. */
export function teamNode(store: Store, team: TeamRow, options: { readOnly: boolean; full: boolean }) {
  return {
    dn: team.dn,
    name: team.name,
    description: team.description,
    domainTypes: [team.team_type],
    readOnly: options.readOnly,
    requestors: store.teams.managers(team.dn).map((m) => recipientNode({ ...m, type: 'user' })),
    ...(options.full
      ? {
          recipients: store.teams.recipients(team.dn).map(recipientNode),
          allUsers: false,
          includeManager: false,
        }
      : {}),
  };
}

const RIGHT_LABELS: Readonly<Record<TeamRight, string>> = {
  request: 'Request',
  viewTasks: 'See tasks',
  actOnTasks: 'Act on tasks',
  viewHistory: 'See history',
  delegation: 'Set delegation',
  availability: 'Set availability',
};

export function rightsOf(row: TeamPermissionRow): TeamRight[] {
  const columns: Record<TeamRight, number> = {
    request: row.may_request,
    viewTasks: row.view_tasks,
    actOnTasks: row.act_on_tasks,
    viewHistory: row.view_history,
    delegation: row.delegation,
    availability: row.availability,
  };
  return TEAM_RIGHTS.filter((r) => columns[r] === 1);
}

const DOMAIN_OF: Readonly<Record<TeamPermissionRow['object_type'], string>> = {
  team: 'PROVISIONING',
  prd: 'PROVISIONING',
  role: 'ROLES',
  'role-container': 'ROLES',
  resource: 'RESOURCES',
  'resource-container': 'RESOURCES',
};

/** A team permission as the contract's PermissionBeanNode (`permission`: the rights, comma-separated). */
export function permissionBean(row: TeamPermissionRow) {
  const rights = rightsOf(row);
  return {
    authObjDN: row.object_dn,
    resolvedAuthObjDN: row.team_dn,
    objType: row.object_type,
    domainType: DOMAIN_OF[row.object_type],
    name: row.object_name,
    permission: rights.join(','),
    permissionDisplay: rights.map((r) => RIGHT_LABELS[r]).join(', '),
    excluded: false,
  };
}
