import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../db/search.js';
import type { NavRightValue } from './rights.js';

/** What the teams a user manages let them do for the members (columns of team_permissions, issue 16). */
export interface ManagedTeamRights {
  /** The user manages at least one team. */
  manages: boolean;
  /** A team they manage lets them set the members' delegations. */
  delegation: boolean;
  /** A team they manage lets them set the members' availability. */
  availability: boolean;
}

/**
 * The navigation rights managing teams gives: every team manager sees their teams (read-only); the
 * delegation pages (list and create) when a team's permissions allow delegation; availability likewise.
 * The rule behind them: nothing is stored beside the team tables, so taking a permission away in the team
 * administration takes the pages away at once.
 */
export function teamNavRights(rights: ManagedTeamRights): Map<string, NavRightValue> {
  const keys: string[] = [];
  if (rights.manages) keys.push('teams');
  if (rights.delegation) keys.push('delegation', 'createDelegation');
  if (rights.availability) keys.push('availability');
  return new Map(keys.map((key) => [key, 'true'] as const));
}

/** The team rights of `userDn`, read from team_managers and team_permissions. */
export function managedTeamRights(db: Database, userDn: string): ManagedTeamRights {
  const has = (column: 'delegation' | 'availability') =>
    cachedStatement(
      db,
      // From the few permissions giving the right (a partial index each), not the manager's 5,000 teams.
      `SELECT 1 FROM team_permissions p WHERE p.${column} = 1
       AND EXISTS (SELECT 1 FROM team_managers tm WHERE tm.team_dn = p.team_dn AND tm.user_dn = ?) LIMIT 1`,
    ).get(userDn) !== undefined;
  const manages =
    cachedStatement(db, 'SELECT 1 FROM team_managers WHERE user_dn = ? LIMIT 1').get(userDn) !== undefined;
  return { manages, delegation: manages && has('delegation'), availability: manages && has('availability') };
}
