import type { Database } from 'better-sqlite3';
import { ADMIN_DN, USERS_CONTAINER } from '../../demo-accounts.js';
import { REQUEST_DEFS, RESOURCE_DEFS, idFromName, prdDn } from '../../dns.js';
import { REQUEST_DEFINITIONS } from './catalog-names.js';
import { seedResources } from './catalog-resources.js';
import { seedRoleAdministration } from './catalog-role-admin.js';
import { seedResourceAdministration } from './catalog-resource-admin.js';
import { seedRoles, type OwnerPool } from './catalog-roles.js';
import { ENTITY_DEFINITIONS } from './entity-definitions.js';
import { createRandom } from './prng.js';

/** Bump when the generated catalog changes: older dbs get the new catalog on their next start. */
export const CATALOG_VERSION = 5;

const CLEAR = [
  'DELETE FROM sods',
  'DELETE FROM roles',
  'DELETE FROM role_levels',
  'DELETE FROM resources',
  'DELETE FROM categories',
  'DELETE FROM drivers',
  'DELETE FROM prds',
  'DELETE FROM entity_definitions',
  'DELETE FROM catalog_containers',
];

function ownerPool(db: Database): OwnerPool {
  const dns = (sql: string): string[] =>
    db
      .prepare<[], { dn: string }>(sql)
      .all()
      .map((r) => r.dn);
  const users = dns(`SELECT dn FROM users WHERE title LIKE 'Director%' OR title LIKE 'Vice President%' ORDER BY id`);
  return {
    users: users.length > 0 ? users : [ADMIN_DN],
    groups: dns('SELECT dn FROM groups ORDER BY dn'),
    teams: dns('SELECT dn FROM teams ORDER BY dn'),
    container: USERS_CONTAINER,
  };
}

function seedRequestDefinitions(db: Database): void {
  const container = db.prepare<[string, string, string]>(
    'INSERT INTO catalog_containers (dn, name, parent_dn, type, level) VALUES (?, ?, NULL, ?, 0)',
  );
  container.run(RESOURCE_DEFS, 'ResourceDefs', 'resource');
  container.run(REQUEST_DEFS, 'RequestDefs', 'prd');
  const prd = db.prepare<[string, string, string, string, string]>(
    'INSERT INTO prds (dn, id, names, descriptions, process_type) VALUES (?, ?, ?, ?, ?)',
  );
  for (const [name, processType, description] of REQUEST_DEFINITIONS) {
    const id = idFromName(name);
    prd.run(prdDn(id), id, JSON.stringify({ en: name }), JSON.stringify({ en: description }), processType);
  }
  const entity = db.prepare<[string, string, string, string]>(
    'INSERT INTO entity_definitions (key, names, source, attributes) VALUES (?, ?, ?, ?)',
  );
  for (const definition of ENTITY_DEFINITIONS) {
    entity.run(
      definition.key,
      JSON.stringify({ en: definition.name }),
      definition.source,
      JSON.stringify(definition.attributes),
    );
  }
}

/**
 * (Re)generates the whole catalog from the seed, after users, groups and teams exist: roles with
 * containers, categories and owners, SoD rules, resources, drivers with entitlements and values, request
 * definitions and entity definitions. Its own random stream, so the organisation does not shift it.
 * Runs inside the caller's transaction.
 */
export function seedCatalog(db: Database, seed: number): void {
  for (const sql of CLEAR) db.exec(sql);
  const random = createRandom((Math.imul(seed, 0x9e3779b1) ^ 0xca7a1095) >>> 0);
  const owners = ownerPool(db);
  seedRoles(db, random, owners);
  seedResources(db, random, owners);
  seedRoleAdministration(db, random);
  seedResourceAdministration(db);
  seedRequestDefinitions(db);
  db.prepare<[string, string]>('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(
    'catalogVersion',
    String(CATALOG_VERSION),
  );
}
