import type { Database } from 'better-sqlite3';
import { DEFAULT_USER_SEARCH } from '../lookups/people.js';
import { peopleMatchCondition, searchPeople } from '../people/search.js';
import { managedMembers } from '../teams/managed-members.js';
import { runPaged, where, type PageRequest, type PageResult } from '../search.js';

export interface RobUserRow {
  dn: string;
  full_name: string;
}

/** Whom a user may request for: everyone (administrators), else direct reports and members of managed teams. */
export type RobScope = { kind: 'everyone' } | { kind: 'managed'; managerDn: string } | { kind: 'team'; teamDn: string };

export function robQueries(db: Database) {
  const managed = managedMembers(db);
  return {
    /** The people search's rule (word prefixes); everyone through its index, a manager's or team's people row by row. */
    users(scope: RobScope, page: PageRequest): PageResult<RobUserRow> {
      if (scope.kind === 'everyone') {
        const result = searchPeople(
          db,
          {
            targets: DEFAULT_USER_SEARCH.map((column) => ({ column })),
            advanced: [],
            sortColumn: 'full_name',
            limit: Number.MAX_SAFE_INTEGER,
          },
          page,
        );
        return { ...result, rows: result.rows.map(({ dn, full_name }) => ({ dn, full_name })) };
      }
      const scopeCondition =
        scope.kind === 'team'
          ? where('u.dn IN (SELECT user_dn FROM team_members WHERE team_dn = ?)', scope.teamDn)
          : where(
              `(u.manager_dn = ? OR u.dn IN (SELECT m.user_dn FROM managed_members m WHERE m.manager_dn = ? AND m.may_request = 1))`,
              scope.managerDn,
              scope.managerDn,
            );
      if (scope.kind === 'managed') managed.fresh(scope.managerDn);
      return runPaged<RobUserRow>(
        db,
        {
          select: 'u.dn, u.full_name',
          from: 'users u',
          where: [scopeCondition, peopleMatchCondition(DEFAULT_USER_SEARCH, page.q)],
          sortBy: 'u.full_name',
          tieBreak: 'u.dn',
        },
        page,
      );
    },
  };
}
