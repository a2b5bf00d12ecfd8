import type { Database } from 'better-sqlite3';
import { demoDn, DEMO_ACCOUNTS } from '../../demo-accounts.js';
import { idFromName, roleDn, roleLevelContainer, sodDn } from '../../dns.js';
import { ACCESS_KINDS, ROLE_SYSTEMS, SOD_PAIRS } from './catalog-names.js';
import { DAY, EPOCH_2024 } from './catalog-roles.js';
import type { Random } from './prng.js';

/** The container `dadmin` administers (README "Roles and separation of duties"): the IT roles under Systems. */
export const DADMIN_ROLE_CONTAINER = `cn=Systems,${roleLevelContainer(20)}`;
/** Where `--roles N` puts the roles it adds. */
export const GENERATED_ROLE_CONTAINER = `cn=Generated,${roleLevelContainer(10)}`;

/** SoD rules the role administration adds to the catalog's: the write and approve roles of further systems. */
const ADMIN_SOD_SYSTEMS = [
  'ServiceNow',
  'SAP HR',
  'Jira',
  'Confluence',
  'GitHub',
  'Artifactory',
  'Kubernetes',
  'Azure',
  'Snowflake',
  'Tableau',
  'Zendesk',
  'HubSpot',
  'DocuSign',
  'BambooHR',
  'Inventory',
] as const;
/** Of those, the rules some generated people break (the violations list), and which of them hold an exception. */
const VIOLATED = new Set(['ServiceNow', 'Jira', 'Snowflake', 'Zendesk', 'DocuSign', 'Inventory']);

const account = (cn: string): string => {
  const found = DEMO_ACCOUNTS.find((a) => a.cn === cn);
  if (!found) throw new Error(`no demo account ${cn}`);
  return demoDn(found);
};

interface RoleRef {
  dn: string;
  name: string;
  level: number;
  categories: string;
}

const sodName = (system: string): string => `${system} Write Access versus ${system} Approver`;

/**
 * What role administration adds to the generated catalog (after roles and resources exist): business roles
 * containing IT roles, IT roles containing permission roles (never one named by an SoD rule, so holding a
 * role never breaks a rule by inheritance), permission roles mapped to their system's resource, 15 more SoD
 * rules with their approval type, some people breaking six of them (two with an approved exception), and
 * dadmin's container. Runs in the catalog's transaction with its random stream.
 */
export function seedRoleAdministration(db: Database, random: Random): void {
  const roles = db
    .prepare<[], RoleRef>(
      `SELECT r.dn, r.name, r.level, (SELECT group_concat(category_key) FROM role_categories c WHERE c.role_dn = r.dn) AS categories
       FROM roles r ORDER BY r.name`,
    )
    .all();
  const byName = new Map(roles.map((r) => [r.name, r]));
  const sodInsert = db.prepare<[string, string, string, string, string, string]>(
    'INSERT INTO sods (dn, id, names, descriptions, role1_dn, role2_dn) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const approvalType = db.prepare<[string, string]>(
    'INSERT INTO sod_approval_types (sod_dn, approval_type) VALUES (?, ?)',
  );
  const approver = db.prepare<[string, number, string]>(
    'INSERT INTO sod_approvers (sod_dn, sequence, approver_dn) VALUES (?, ?, ?)',
  );
  const sodRoles = new Set(SOD_PAIRS.flat());
  ADMIN_SOD_SYSTEMS.forEach((system, index) => {
    const first = byName.get(`${system} Write Access`);
    const second = byName.get(`${system} Approver`);
    if (!first || !second) throw new Error(`SoD between unknown roles of ${system}`);
    sodRoles.add(first.name).add(second.name);
    const name = sodName(system);
    const dn = sodDn(idFromName(name));
    sodInsert.run(
      dn,
      idFromName(name),
      JSON.stringify({ en: name, de: `${system}: Schreibzugriff gegenüber Genehmiger` }),
      JSON.stringify({ en: `Whoever changes records in ${system} must not approve them.` }),
      first.dn,
      second.dn,
    );
    const custom = index % 3 === 2;
    approvalType.run(dn, custom ? 'custom' : 'default');
    if (custom) {
      approver.run(dn, 1, account('mmanager'));
      approver.run(dn, 2, account('uaadmin'));
    }
  });

  seedHierarchy(db, random, roles, sodRoles);
  seedMappedResources(db, roles);
  seedViolations(db, random, byName);
}

const sharesCategory = (a: RoleRef, b: RoleRef): boolean => {
  const mine = new Set((a.categories ?? '').split(','));
  return (b.categories ?? '').split(',').some((key) => key !== '' && mine.has(key));
};

/** Each business role contains 2–3 IT roles, each IT role 3–5 permission roles, preferring shared categories. */
function seedHierarchy(db: Database, random: Random, roles: readonly RoleRef[], sodRoles: ReadonlySet<string>): void {
  const child = db.prepare<[string, string, string]>(
    'INSERT OR IGNORE INTO role_children (parent_dn, child_dn, description) VALUES (?, ?, ?)',
  );
  const candidates = (level: number) => roles.filter((r) => r.level === level && !sodRoles.has(r.name));
  const pick = (parent: RoleRef, pool: readonly RoleRef[], count: number): RoleRef[] => {
    const related = pool.filter((r) => sharesCategory(parent, r));
    return random.sample(related.length >= count ? related : pool, count);
  };
  for (const [parentLevel, childLevel, min, max] of [
    [30, 20, 2, 3],
    [20, 10, 3, 5],
  ] as const) {
    const pool = candidates(childLevel);
    if (pool.length === 0) continue;
    for (const parent of roles.filter((r) => r.level === parentLevel)) {
      for (const c of pick(parent, pool, Math.min(pool.length, random.int(min, max)))) {
        child.run(parent.dn, c.dn, `${parent.name} includes ${c.name}.`);
      }
    }
  }
}

/** A permission role of a system grants that system's resource when the catalog has one (e.g. Salesforce Account). */
function seedMappedResources(db: Database, roles: readonly RoleRef[]): void {
  const resources = db.prepare<[], { dn: string; name: string }>('SELECT dn, name FROM resources ORDER BY name').all();
  const parameters = db.prepare<[string], { key: string; static_value: string }>(
    "SELECT key, static_value FROM resource_parameters WHERE resource_dn = ? AND static_value <> '' ORDER BY key",
  );
  const map = db.prepare<[string, string, string, string]>(
    'INSERT OR IGNORE INTO role_resources (role_dn, resource_dn, description, params) VALUES (?, ?, ?, ?)',
  );
  for (const [system] of ROLE_SYSTEMS) {
    const resource = resources.find((r) => r.name.startsWith(`${system} `));
    if (!resource) continue;
    const params = JSON.stringify(parameters.all(resource.dn).map((p) => ({ key: p.key, value: p.static_value })));
    for (const [kind] of ACCESS_KINDS.slice(0, 2)) {
      const role = roles.find((r) => r.name === `${system} ${kind}`);
      if (role) map.run(role.dn, resource.dn, `${role.name} grants ${resource.name}.`, params);
    }
  }
}

/** Two of the last generated people (tests use the first ones) hold both roles of each violated rule; the first of the first two rules has an exception. */
function seedViolations(db: Database, random: Random, byName: ReadonlyMap<string, RoleRef>): void {
  const people = db
    .prepare<[], { dn: string }>('SELECT dn FROM users WHERE password_hash IS NULL ORDER BY id DESC LIMIT 40')
    .all();
  if (people.length < 2) return;
  const assign = db.prepare<[string, string, number]>(
    `INSERT OR IGNORE INTO assignments (kind, item_dn, recipient_dn, recipient_type, request_id, status, params, assigned_at)
     VALUES ('role', ?, ?, 'user', NULL, 'active', '[]', ?)`,
  );
  const exception = db.prepare<[string, string, string, number]>(
    'INSERT OR IGNORE INTO sod_exceptions (sod_dn, user_dn, request_id, justification, approved_at) VALUES (?, ?, NULL, ?, ?)',
  );
  let ruleIndex = 0;
  for (const system of ADMIN_SOD_SYSTEMS) {
    if (!VIOLATED.has(system)) continue;
    const roles = [byName.get(`${system} Write Access`), byName.get(`${system} Approver`)];
    const at = EPOCH_2024 + random.int(100, 600) * DAY;
    random.sample(people, 2).forEach((person, i) => {
      for (const role of roles) if (role) assign.run(role.dn, person.dn, at);
      if (ruleIndex < 2 && i === 0)
        exception.run(sodDn(idFromName(sodName(system))), person.dn, 'Small team: no second person yet.', at);
    });
    ruleIndex += 1;
  }
}

/**
 * `--roles N`: adds generated permission roles under Level10/Generated until the catalog has N roles (none
 * when it has that many already). Deterministic names from the systems and access kinds.
 */
export function topUpRoles(db: Database, total: number): number {
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM roles').get()?.n ?? 0;
  if (count >= total) return 0;
  db.prepare(
    `INSERT OR IGNORE INTO catalog_containers (dn, name, parent_dn, type, level) VALUES (?, 'Generated', ?, 'role', 10)`,
  ).run(GENERATED_ROLE_CONTAINER, roleLevelContainer(10));
  const role = db.prepare(
    `INSERT OR IGNORE INTO roles (dn, id, level, names, descriptions, status, approval_required, created_at, container_dn)
     VALUES (@dn, @id, 10, @names, @descriptions, 50, 0, @createdAt, @containerDn)`,
  );
  const category = db.prepare<[string, string]>(
    'INSERT OR IGNORE INTO role_categories (role_dn, category_key) VALUES (?, ?)',
  );
  let serial =
    db
      .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM roles WHERE container_dn = ?')
      .get(GENERATED_ROLE_CONTAINER)?.n ?? 0;
  let added = 0;
  db.transaction(() => {
    while (count + added < total) {
      serial += 1;
      const [system, , categories] = ROLE_SYSTEMS[serial % ROLE_SYSTEMS.length]!;
      const [kind, template] = ACCESS_KINDS[Math.floor(serial / ROLE_SYSTEMS.length) % ACCESS_KINDS.length]!;
      const site = String(serial).padStart(5, '0');
      const name = `${system} ${kind} Site ${site}`;
      const id = idFromName(name);
      const dn = roleDn(10, id, GENERATED_ROLE_CONTAINER);
      const changes = role.run({
        dn,
        id,
        names: JSON.stringify({ en: name }),
        descriptions: JSON.stringify({ en: `${template.replace('{s}', system)} Site ${site}.` }),
        createdAt: EPOCH_2024 + (serial % 600) * DAY,
        containerDn: GENERATED_ROLE_CONTAINER,
      }).changes;
      if (changes === 0) continue;
      for (const key of categories) category.run(dn, key);
      added += 1;
    }
  })();
  return added;
}
