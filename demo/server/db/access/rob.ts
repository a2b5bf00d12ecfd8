import type { Database } from 'better-sqlite3';
import { DEFAULT_USER_SEARCH } from '../lookups/people.js';
import { containsAny, runPaged, where, type PageRequest, type PageResult } from '../search.js';

export interface RobUserRow {
  dn: string;
  full_name: string;
}

/** Whom a user may request for: everyone (administrators), else direct reports and members of managed teams. */
export type RobScope = { kind: 'everyone' } | { kind: 'managed'; managerDn: string } | { kind: 'team'; teamDn: string };

export function robQueries(db: Database) {
  return {
    users(scope: RobScope, page: PageRequest): PageResult<RobUserRow> {
      const scopeCondition = scope.kind === 'everyone' ? null
        : scope.kind === 'team' ? where('u.dn IN (SELECT user_dn FROM team_members WHERE team_dn = ?)', scope.teamDn)
          : where(`(u.manager_dn = ? OR u.dn IN (SELECT m.user_dn FROM team_managers tm JOIN team_members m ON m.team_dn = tm.team_dn
              WHERE tm.user_dn = ?))`, scope.managerDn, scope.managerDn);
      return runPaged<RobUserRow>(db, {
        select: 'u.dn, u.full_name', from: 'users u',
        where: [scopeCondition, containsAny(DEFAULT_USER_SEARCH.map((c) => `u.${c}`), page.q)],
        sortBy: 'u.full_name', tieBreak: 'u.dn',
      }, page);
    },
  };
}
