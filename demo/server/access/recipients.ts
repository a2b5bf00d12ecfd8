import type { Database } from 'better-sqlite3';
import { selfEditableGroupRefusal } from '../auth/self-editable-groups.js';
import { teamRepository, type TeamRepository } from '../db/teams/teams.js';
import type { Acting, EngineContext } from './context.js';

const teamRepositories = new WeakMap<Database, TeamRepository>();
const teamsOf = (db: Database): TeamRepository => {
  let teams = teamRepositories.get(db);
  if (!teams) teamRepositories.set(db, (teams = teamRepository(db)));
  return teams;
};

/**
 * May `acting` request the item `itemDn` for the user `dn`? Themselves, administrators and managers of
 * direct reports anything; a team manager what the request permissions of their teams with `dn` name.
 */
export function mayRequestItemFor(ctx: EngineContext, acting: Acting, dn: string, itemDn: string): boolean {
  const me = acting.user;
  if (me.dn.toLowerCase() === dn.toLowerCase() || me.is_admin === 1 || ctx.people.isManagerOf(me.dn, dn)) return true;
  const teams = teamsOf(ctx.db);
  return teams.mayRequestItem(teams.requestTeamsFor(me.dn, dn), itemDn);
}

/** A recipient as the contract's RecipientNode names it. */
export interface SubmitRecipient {
  dn: string;
  type: 'user' | 'group' | 'team';
  /** A group: assign the role to the group itself (operation 30) rather than to its members. */
  isGroupAssignment: boolean;
}

/** Whom one request is for. */
export interface Target {
  dn: string;
  name: string;
  type: 'user' | 'group';
}

export interface Refusal {
  dn: string;
  reason: string;
}

/** A group without 'Assign Role to Group' stands for its members, at most this many. */
export const MAX_GROUP_EXPANSION = 1000;

/**
 * May `acting` request for `dn`? Themselves always; administrators for anyone; managers for their direct
 * reports; team managers for the members of their teams (request on behalf).
 */
export function mayRequestFor(ctx: EngineContext, acting: Acting, dn: string): boolean {
  const me = acting.user;
  if (me.dn.toLowerCase() === dn.toLowerCase() || me.is_admin === 1) return true;
  return ctx.people.isManagerOf(me.dn, dn) || ctx.people.managesTeamMember(me.dn, dn, 'request');
}

/** May `acting` request on behalf of others at all (GET access/rob)? */
export function mayRequestOnBehalf(ctx: EngineContext, acting: Acting): boolean {
  const me = acting.user;
  return (
    me.is_admin === 1 ||
    me.is_role_admin === 1 ||
    ctx.people.hasReports(me.dn) ||
    ctx.people.managedMemberDns(me.dn, 'request').length > 0
  );
}

/** The recipients of a submission as users and groups; missing ones mean the acting user. */
export function resolveRecipients(
  ctx: EngineContext,
  acting: Acting,
  recipients: readonly SubmitRecipient[],
): { targets: Target[]; refused: Refusal[] } {
  const targets = new Map<string, Target>();
  const refused: Refusal[] = [];
  const addUser = (dn: string): void => {
    const user = ctx.users.findByDn(dn);
    if (!user) refused.push({ dn, reason: `No user ${dn}.` });
    else if (!mayRequestFor(ctx, acting, user.dn))
      refused.push({ dn: user.dn, reason: `You may not request access for ${user.full_name}.` });
    else targets.set(user.dn.toLowerCase(), { dn: user.dn, name: user.full_name, type: 'user' });
  };
  if (recipients.length === 0) addUser(acting.user.dn);
  for (const recipient of recipients) {
    if (recipient.type === 'user') {
      addUser(recipient.dn);
      continue;
    }
    if (recipient.type === 'team') {
      const team = ctx.people.team(recipient.dn);
      if (!team) refused.push({ dn: recipient.dn, reason: `No team ${recipient.dn}.` });
      else if (acting.user.is_admin !== 1 && !ctx.people.managesTeam(acting.user.dn, team.dn, 'request')) {
        refused.push({ dn: team.dn, reason: `You do not manage the team ${team.name}.` });
      } else ctx.people.teamMemberDns(team.dn).forEach(addUser);
      continue;
    }
    const group = ctx.people.group(recipient.dn);
    if (!group) refused.push({ dn: recipient.dn, reason: `No group ${recipient.dn}.` });
    else if (!recipient.isGroupAssignment) ctx.people.groupMemberDns(group.dn, MAX_GROUP_EXPANSION).forEach(addUser);
    else if (acting.user.is_admin !== 1 && acting.user.is_role_admin !== 1) {
      refused.push({ dn: group.dn, reason: `Only role administrators may assign roles to the group ${group.name}.` });
    } else {
      const selfMade = selfEditableGroupRefusal(ctx.db, group.dn);
      if (selfMade) refused.push({ dn: group.dn, reason: selfMade });
      else targets.set(group.dn.toLowerCase(), { dn: group.dn, name: group.name, type: 'group' });
    }
  }
  return { targets: [...targets.values()], refused };
}
