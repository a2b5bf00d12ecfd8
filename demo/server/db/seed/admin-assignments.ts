import type { Database } from 'better-sqlite3';
import {
  ADMIN_DOMAIN_NAMES,
  type AdminDomainKey,
  type AdminTypeKey,
  type AssigneeType,
  type PermissionDomain,
  type PermissionObjectType,
} from '../../../../src/domain/admin-assignments.js';
import { DEMO_ACCOUNTS, demoDn } from '../../demo-accounts.js';
import { RESOURCE_DEFS, groupDn } from '../../dns.js';
import { DADMIN_ROLE_CONTAINER } from './catalog-role-admin.js';
import { departmentContainer } from './org.js';

/**
 * The seed's administrator assignments and permissions, the only source of administration rights (README
 * "Administrator assignments and permissions"): the demo accounts' (uaadmin administers Security and the
 * other domains; dadmin is a delegated role administrator of `Level20/Systems`), and a few more that reach
 * no demo account: a group of delegated resource administrators, a group and a container of administrators.
 */
export function seedAdminAssignments(db: Database, now = Date.now()): void {
  const assign = db.prepare<[string, AssigneeType, string, AdminDomainKey, AdminTypeKey, string, number]>(
    `INSERT OR IGNORE INTO admin_assignments (assignee_dn, assignee_type, assignee_name, domain, admin_type, comment, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const permit = db.prepare<[string, PermissionDomain, string, PermissionObjectType, string, number]>(
    `INSERT OR IGNORE INTO admin_permissions (assignee_dn, domain, object_dn, object_type, object_name, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const nameOf = (sql: string, dn: string): string | undefined =>
    (db.prepare(sql).get(dn) as { name: string } | undefined)?.name;

  for (const account of DEMO_ACCOUNTS) {
    const fullName = `${account.givenName} ${account.surname}`;
    for (const grant of account.admin ?? [])
      assign.run(demoDn(account), 'USER', fullName, grant.domain, grant.type, 'Demo account', now);
  }
  const dadmin = DEMO_ACCOUNTS.find((a) => a.cn === 'dadmin');
  if (dadmin) permit.run(demoDn(dadmin), 'ROLES', DADMIN_ROLE_CONTAINER, 'CONTAINER', 'Systems', now);

  const buildEngineers = groupDn('Build Engineers');
  if (nameOf('SELECT name FROM groups WHERE dn = ?', buildEngineers)) {
    assign.run(buildEngineers, 'GROUP', 'Build Engineers', 'RESOURCES', 'MANAGER', 'Build tooling accounts', now);
    const resource = db
      .prepare<[string], { dn: string; name: string }>(
        'SELECT dn, name FROM resources WHERE dn LIKE ? ORDER BY name COLLATE NOCASE LIMIT 1',
      )
      .get(`%,${RESOURCE_DEFS}`);
    if (resource) permit.run(buildEngineers, 'RESOURCES', resource.dn, 'RESOURCE', resource.name, now);
  }
  const analysts = groupDn('Data Analysts');
  if (nameOf('SELECT name FROM groups WHERE dn = ?', analysts))
    assign.run(analysts, 'GROUP', 'Data Analysts', 'REPORTING', 'ADMIN', 'Reports on access', now);
  const finance = departmentContainer('Finance');
  const financeName = nameOf('SELECT name FROM containers WHERE dn = ?', finance);
  if (financeName)
    assign.run(
      finance,
      'CONTAINER',
      financeName,
      'COMPLIANCE',
      'ADMIN',
      `${ADMIN_DOMAIN_NAMES.COMPLIANCE} reviews`,
      now,
    );
}

/**
 * `--admin-assignments N`: generated users (who cannot sign in) become delegated administrators of roles,
 * resources or provisioning, each with one permission, until there are N assignments.
 */
export function topUpAdminAssignments(db: Database, target: number, now = Date.now()): void {
  const count = (): number => (db.prepare('SELECT COUNT(*) AS n FROM admin_assignments').get() as { n: number }).n;
  const missing = target - count();
  if (missing <= 0) return;
  const users = db
    .prepare<[number], { dn: string; full_name: string }>(
      `SELECT dn, full_name FROM users WHERE password_hash IS NULL
         AND dn NOT IN (SELECT assignee_dn FROM admin_assignments) ORDER BY id LIMIT ?`,
    )
    .all(missing);
  const domains: readonly PermissionDomain[] = ['ROLES', 'RESOURCES', 'PROVISIONING'];
  const objects = {
    ROLES: db.prepare("SELECT dn, name FROM catalog_containers WHERE type = 'role' ORDER BY dn").all(),
    RESOURCES: db.prepare('SELECT dn, name FROM resources ORDER BY dn').all(),
    PROVISIONING: db.prepare('SELECT dn, name FROM prds ORDER BY dn').all(),
  } as Record<PermissionDomain, { dn: string; name: string }[]>;
  const types: Record<PermissionDomain, PermissionObjectType> = {
    ROLES: 'CONTAINER',
    RESOURCES: 'RESOURCE',
    PROVISIONING: 'PRD',
  };
  const assign = db.prepare(
    `INSERT OR IGNORE INTO admin_assignments (assignee_dn, assignee_type, assignee_name, domain, admin_type, comment, created_at)
     VALUES (?, 'USER', ?, ?, 'MANAGER', 'Generated', ?)`,
  );
  const permit = db.prepare(
    `INSERT OR IGNORE INTO admin_permissions (assignee_dn, domain, object_dn, object_type, object_name, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    users.forEach((user, i) => {
      const domain = domains[i % domains.length] ?? 'ROLES';
      const pool = objects[domain];
      const object = pool[i % Math.max(1, pool.length)];
      assign.run(user.dn, user.full_name, domain, now);
      if (object) permit.run(user.dn, domain, object.dn, types[domain], object.name, now);
    });
  })();
}
