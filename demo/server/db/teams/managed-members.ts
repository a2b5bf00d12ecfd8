import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../search.js';
import { rightColumn, type TeamRight } from './teams.js';

/**
 * Whom a team manager's teams hold, and what the teams let them do for each member (table managed_members,
 * README "Teams"): kept per manager, made again on the first read after a change to anything membership or
 * permissions come from (the triggers of the h-teams migration count such changes in team_change). A
 * manager of 5,000 teams reads their 500 members from an index instead of resolving 5,000 teams a call.
 */
export function managedMembers(db: Database) {
  const version = () => cachedStatement(db, 'SELECT version FROM team_change WHERE id = 1').pluck().get() as number;
  const madeAt = (managerDn: string) =>
    cachedStatement(db, 'SELECT version FROM managed_members_state WHERE manager_dn = ?').pluck().get(managerDn) as
      number | undefined;
  const remake = db.transaction((managerDn: string, at: number) => {
    cachedStatement(db, 'DELETE FROM managed_members WHERE manager_dn = ?').run(managerDn);
    // One team's rights: any of its permissions (team-wide or per object) giving the right.
    cachedStatement(
      db,
      `INSERT INTO managed_members
         (manager_dn, user_dn, may_request, view_tasks, act_on_tasks, view_history, delegation, availability)
       WITH mine (team_dn, may_request, view_tasks, act_on_tasks, view_history, delegation, availability) AS (
         SELECT tm.team_dn, COALESCE(MAX(p.may_request), 0), COALESCE(MAX(p.view_tasks), 0),
           COALESCE(MAX(p.act_on_tasks), 0), COALESCE(MAX(p.view_history), 0), COALESCE(MAX(p.delegation), 0),
           COALESCE(MAX(p.availability), 0)
         FROM team_managers tm LEFT JOIN team_permissions p ON p.team_dn = tm.team_dn
         WHERE tm.user_dn = @manager GROUP BY tm.team_dn
       )
       SELECT @manager, s.user_dn, MAX(t.may_request), MAX(t.view_tasks), MAX(t.act_on_tasks), MAX(t.view_history),
         MAX(t.delegation), MAX(t.availability)
       FROM team_member_sources s JOIN mine t ON t.team_dn = s.team_dn
       WHERE s.team_dn IN (SELECT team_dn FROM mine)
       GROUP BY s.user_dn`,
    ).run({ manager: managerDn });
    cachedStatement(
      db,
      `INSERT INTO managed_members_state (manager_dn, version) VALUES (?, ?)
       ON CONFLICT (manager_dn) DO UPDATE SET version = excluded.version`,
    ).run(managerDn, at);
  });
  /** Makes the manager's rows again when anything they come from changed since. */
  const fresh = (managerDn: string): void => {
    const now = version();
    if (madeAt(managerDn) !== now) remake(managerDn, now);
  };
  const column = (right: TeamRight | 'any') => (right === 'any' ? '1' : rightColumn(right));

  return {
    fresh,
    /** Is `memberDn` in a team `managerDn` manages whose permissions give `right` ('any': in one of their teams)? */
    has(managerDn: string, memberDn: string, right: TeamRight | 'any'): boolean {
      fresh(managerDn);
      return (
        cachedStatement(
          db,
          `SELECT 1 FROM managed_members WHERE manager_dn = ? AND user_dn = ? AND ${column(right)} = 1`,
        ).get(managerDn, memberDn) !== undefined
      );
    },
    /** The members of the teams `managerDn` manages whose permissions give `right`, by DN. */
    memberDns(managerDn: string, right: TeamRight | 'any'): string[] {
      fresh(managerDn);
      return cachedStatement(
        db,
        `SELECT user_dn FROM managed_members WHERE manager_dn = ? AND ${column(right)} = 1 ORDER BY user_dn`,
      )
        .pluck()
        .all(managerDn) as string[];
    },
  };
}

/** The SQL that counts a change to what team membership and permissions come from (one trigger a table). */
export const TEAM_CHANGE_TRIGGERS = [
  ['teams', 'DELETE'],
  ['team_managers', 'INSERT'],
  ['team_managers', 'DELETE'],
  ['team_recipients', 'INSERT'],
  ['team_recipients', 'DELETE'],
  ['team_recipients', 'UPDATE'],
  ['team_nesting', 'INSERT'],
  ['team_nesting', 'DELETE'],
  ['team_permissions', 'INSERT'],
  ['team_permissions', 'UPDATE'],
  ['team_permissions', 'DELETE'],
  ['group_members', 'INSERT'],
  ['group_members', 'DELETE'],
  ['users', 'INSERT'],
  ['users', 'DELETE'],
  ['users', 'UPDATE OF container_dn, manager_dn'],
]
  .map(
    ([table, event]) =>
      `CREATE TRIGGER IF NOT EXISTS team_change_${table}_${event!.split(' ')[0]!.toLowerCase()} AFTER ${event} ON ${table}
       BEGIN UPDATE team_change SET version = version + 1 WHERE id = 1; END;`,
  )
  .join('\n');
