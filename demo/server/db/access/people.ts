import type { Database } from 'better-sqlite3';
import { managedMembers } from '../teams/managed-members.js';
import { TEAM_RIGHTS, rightColumn, type TeamRight } from '../teams/teams.js';

export interface NamedRow {
  dn: string;
  name: string;
}

export type AccessPeopleRepository = ReturnType<typeof accessPeopleRepository>;

/** Who may act for whom: managers, team managers, groups and teams as recipients. */
export function accessPeopleRepository(db: Database) {
  const user = db.prepare<[string], NamedRow & { manager_dn: string | null }>(
    'SELECT dn, full_name AS name, manager_dn FROM users WHERE dn = ?',
  );
  const group = db.prepare<[string], NamedRow>('SELECT dn, name FROM groups WHERE dn = ?');
  const team = db.prepare<[string], NamedRow>('SELECT dn, name FROM teams WHERE dn = ?');
  const groupMembers = db.prepare<[string, number], { dn: string }>(
    'SELECT user_dn AS dn FROM group_members WHERE group_dn = ? ORDER BY user_dn LIMIT ?',
  );
  const teamMembers = db.prepare<[string], { dn: string }>(
    'SELECT user_dn AS dn FROM team_members WHERE team_dn = ? ORDER BY user_dn',
  );
  // A team manager's rights over members come from the team's permissions (db/teams/teams.ts).
  const withRight = (right: TeamRight) =>
    `EXISTS (SELECT 1 FROM team_permissions p WHERE p.team_dn = tm.team_dn AND p.${rightColumn(right)} = 1)`;
  const byRight = <T>(make: (right: TeamRight) => T): Record<TeamRight, T> =>
    Object.fromEntries(TEAM_RIGHTS.map((r) => [r, make(r)])) as Record<TeamRight, T>;
  const managesTeam = byRight((right) =>
    db.prepare<[string, string], { n: number }>(
      `SELECT COUNT(*) AS n FROM team_managers tm WHERE tm.user_dn = ? AND tm.team_dn = ? AND ${withRight(right)}`,
    ),
  );
  // Every member of every managed team, with the rights the teams give (materialised: db/teams/managed-members.ts).
  const managed = managedMembers(db);
  const reportCount = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM users WHERE manager_dn = ?');
  return {
    user: (dn: string) => user.get(dn),
    group: (dn: string): NamedRow | undefined => group.get(dn),
    team: (dn: string): NamedRow | undefined => team.get(dn),
    groupMemberDns: (dn: string, limit: number): string[] => groupMembers.all(dn, limit).map((r) => r.dn),
    teamMemberDns: (dn: string): string[] => teamMembers.all(dn).map((r) => r.dn),
    managerOf: (dn: string): string | null => user.get(dn)?.manager_dn ?? null,
    isManagerOf: (managerDn: string, dn: string): boolean =>
      (user.get(dn)?.manager_dn ?? '').toLowerCase() === managerDn.toLowerCase(),
    /** Does `managerDn` manage a team of `memberDn` whose permissions give `right`? */
    managesTeamMember: (managerDn: string, memberDn: string, right: TeamRight): boolean =>
      managed.has(managerDn, memberDn, right),
    /** Does `managerDn` manage `teamDn`, and do its permissions give `right`? */
    managesTeam: (managerDn: string, teamDn: string, right: TeamRight): boolean =>
      (managesTeam[right].get(managerDn, teamDn)?.n ?? 0) > 0,
    /** Every member of every team the user manages whose permissions give `right`. */
    managedMemberDns: (managerDn: string, right: TeamRight): string[] => managed.memberDns(managerDn, right),
    hasReports: (dn: string): boolean => (reportCount.get(dn)?.n ?? 0) > 0,
  };
}
