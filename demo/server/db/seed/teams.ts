import type { Database } from 'better-sqlite3';
import { ADMIN_DN, USERS_CONTAINER } from '../../demo-accounts.js';
import { groupDn, idFromName, teamDn } from '../../dns.js';
import { DIRECT_REPORTS, teamRepository, type TeamRight, type TeamType } from '../teams/teams.js';
import { DEPARTMENTS, TEAM_NAMES } from './names.js';
import { departmentContainer } from './org.js';

const ALL_RIGHTS: readonly TeamRight[] = [
  'request',
  'viewTasks',
  'actOnTasks',
  'viewHistory',
  'delegation',
  'availability',
];
const WATCH: readonly TeamRight[] = ['viewTasks', 'viewHistory'];

/** Each seeded team's type, by its place in TEAM_NAMES. */
const TYPES: readonly TeamType[] = ['A', 'A', 'R', 'P', 'S', 'C', 'P', 'R', 'S', 'A'];

/**
 * After the people and the catalog: the seeded teams' types, recipients of every kind and permissions.
 * Tina's two teams (Help Desk Team, Engineering Approvers) let her do everything for their members, as
 * she always could; the others name the roles, resources and request definitions of their domain.
 */
export function seedTeams(db: Database): void {
  const teams = teamRepository(db);
  const pick = (sql: string, n: number): string[] =>
    db
      .prepare<[number], { dn: string }>(`${sql} LIMIT ?`)
      .all(n)
      .map((r) => r.dn);
  const roles = pick('SELECT dn FROM roles WHERE status = 50 AND level = 10 ORDER BY name, dn', 12);
  const resources = pick('SELECT dn FROM resources WHERE status = 50 ORDER BY name, dn', 12);
  const prds = pick('SELECT dn FROM prds ORDER BY name, dn', 6);
  const roleContainer = pick(
    "SELECT dn FROM catalog_containers WHERE type = 'role' AND parent_dn IS NOT NULL ORDER BY dn",
    1,
  );
  const extra = (dn: string, type: 'group' | 'container' | 'relationship' | 'team', recipient: string) =>
    db
      .prepare('INSERT OR IGNORE INTO team_recipients (team_dn, recipient_dn, recipient_type) VALUES (?, ?, ?)')
      .run(dn, recipient, type);

  TEAM_NAMES.forEach(([name], index) => {
    const dn = teamDn(idFromName(name));
    if (!teams.byDn(dn)) return;
    const type = TYPES[index] ?? 'A';
    db.prepare('UPDATE teams SET team_type = ? WHERE dn = ?').run(type, dn);
    if (index === 2) extra(dn, 'group', groupDn(DEPARTMENTS[3]?.name ?? 'Finance'));
    if (index === 3) extra(dn, 'relationship', DIRECT_REPORTS);
    if (index === 4) extra(dn, 'container', departmentContainer(DEPARTMENTS[1]?.name ?? 'Sales'));
    if (index === 9) extra(dn, 'team', teamDn(idFromName(TEAM_NAMES[3]![0])));
    teams.resolveMembers(dn);

    const save = (
      objectDn: string,
      objectType: Parameters<typeof teams.savePermission>[1]['objectType'],
      rights: readonly TeamRight[],
    ) => teams.savePermission(dn, { objectDn, objectType, rights });
    if (index < 2) {
      save(dn, 'team', ALL_RIGHTS);
      return;
    }
    save(dn, 'team', type === 'C' ? WATCH : [...WATCH, 'actOnTasks']);
    const slice = <T>(list: readonly T[], n: number) => list.slice((index * n) % Math.max(1, list.length)).slice(0, n);
    if (type === 'R' || type === 'A') for (const role of slice(roles, 3)) save(role, 'role', ['request']);
    if (type === 'R' && roleContainer[0]) save(roleContainer[0], 'role-container', ['request']);
    if (type === 'S' || type === 'A')
      for (const resource of slice(resources, 3)) save(resource, 'resource', ['request']);
    if (type === 'P' || type === 'A') for (const prd of slice(prds, 2)) save(prd, 'prd', ['request']);
  });
}

/**
 * `--teams N`: generated teams until there are N, each of a type, managed by a demo account or the
 * administrator, with a few user recipients and a team-wide permission to watch their tasks.
 */
export function topUpTeams(db: Database, total: number): number {
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM teams').get()?.n ?? 0;
  if (count >= total) return 0;
  const users = db
    .prepare<[], { dn: string }>('SELECT dn FROM users WHERE password_hash IS NULL ORDER BY dn LIMIT 500')
    .all()
    .map((r) => r.dn);
  const team = db.prepare('INSERT OR IGNORE INTO teams (dn, name, description, team_type) VALUES (?, ?, ?, ?)');
  const manager = db.prepare('INSERT OR IGNORE INTO team_managers (team_dn, user_dn) VALUES (?, ?)');
  const recipient = db.prepare(
    "INSERT OR IGNORE INTO team_recipients (team_dn, recipient_dn, recipient_type) VALUES (?, ?, 'user')",
  );
  const permission = db.prepare(
    `INSERT OR IGNORE INTO team_permissions (team_dn, object_dn, object_type, view_tasks, view_history)
     VALUES (?, ?, 'team', 1, 1)`,
  );
  const types: readonly TeamType[] = ['A', 'P', 'R', 'S', 'C'];
  const managers = [ADMIN_DN, `cn=mmanager,${USERS_CONTAINER}`];
  let serial = count;
  let added = 0;
  db.transaction(() => {
    while (count + added < total) {
      serial += 1;
      const name = `Generated Team ${String(serial).padStart(5, '0')}`;
      const dn = teamDn(idFromName(name));
      const type = types[serial % types.length]!;
      if (team.run(dn, name, `Team ${serial} of the generated set`, type).changes === 0) continue;
      manager.run(dn, managers[serial % managers.length]!);
      for (let i = 0; i < 3 && users.length > 0; i++) {
        const user = users[(serial * 7 + i * 13) % users.length]!;
        recipient.run(dn, user);
      }
      permission.run(dn, dn);
      added += 1;
    }
  })();
  return added;
}
