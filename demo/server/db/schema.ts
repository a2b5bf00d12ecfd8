import type { Database } from 'better-sqlite3';

/**
 * The whole schema, as an append-only list of migrations. Version n is MIGRATIONS[n - 1]; a db records the
 * versions it has in `schema_version`. Add a new entry to change the schema; never edit an applied one.
 * DNs compare case-insensitively, as in eDirectory.
 */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE containers (
    dn TEXT PRIMARY KEY COLLATE NOCASE,
    name TEXT NOT NULL,
    parent_dn TEXT COLLATE NOCASE,
    kind TEXT NOT NULL CHECK (kind IN ('organization', 'organizationalUnit'))
  );

  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    dn TEXT NOT NULL UNIQUE COLLATE NOCASE,
    cn TEXT NOT NULL UNIQUE COLLATE NOCASE,
    given_name TEXT NOT NULL,
    surname TEXT NOT NULL,
    full_name TEXT NOT NULL,
    title TEXT NOT NULL DEFAULT '',
    department TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    telephone TEXT NOT NULL DEFAULT '',
    manager_dn TEXT COLLATE NOCASE,
    container_dn TEXT NOT NULL COLLATE NOCASE,
    locale TEXT NOT NULL DEFAULT 'en',
    login_disabled INTEGER NOT NULL DEFAULT 0,
    password_hash TEXT,
    is_admin INTEGER NOT NULL DEFAULT 0,
    is_role_admin INTEGER NOT NULL DEFAULT 0,
    domains TEXT NOT NULL DEFAULT '[]',
    read_only INTEGER NOT NULL DEFAULT 0,
    team_read_only INTEGER NOT NULL DEFAULT 0,
    is_delegation_team_mgr INTEGER NOT NULL DEFAULT 0,
    is_availability_team_mgr INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX users_manager ON users (manager_dn);
  CREATE INDEX users_container ON users (container_dn);
  CREATE INDEX users_name ON users (surname, given_name);

  -- proxy_dn may act as for_dn.
  CREATE TABLE proxies (
    proxy_dn TEXT NOT NULL COLLATE NOCASE REFERENCES users (dn) ON DELETE CASCADE,
    for_dn TEXT NOT NULL COLLATE NOCASE REFERENCES users (dn) ON DELETE CASCADE,
    PRIMARY KEY (proxy_dn, for_dn)
  );

  -- Explicit navigation rights; keys not stored follow the default rule in auth/rights.ts.
  CREATE TABLE nav_rights (
    user_dn TEXT NOT NULL COLLATE NOCASE REFERENCES users (dn) ON DELETE CASCADE,
    key TEXT NOT NULL,
    value TEXT NOT NULL CHECK (value IN ('true', 'false')),
    PRIMARY KEY (user_dn, key)
  );

  CREATE TABLE groups (
    dn TEXT PRIMARY KEY COLLATE NOCASE,
    cn TEXT NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT ''
  );
  CREATE TABLE group_members (
    group_dn TEXT NOT NULL COLLATE NOCASE REFERENCES groups (dn) ON DELETE CASCADE,
    user_dn TEXT NOT NULL COLLATE NOCASE REFERENCES users (dn) ON DELETE CASCADE,
    PRIMARY KEY (group_dn, user_dn)
  );
  CREATE INDEX group_members_user ON group_members (user_dn);

  CREATE TABLE teams (
    dn TEXT PRIMARY KEY COLLATE NOCASE,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT ''
  );
  CREATE TABLE team_managers (
    team_dn TEXT NOT NULL COLLATE NOCASE REFERENCES teams (dn) ON DELETE CASCADE,
    user_dn TEXT NOT NULL COLLATE NOCASE REFERENCES users (dn) ON DELETE CASCADE,
    PRIMARY KEY (team_dn, user_dn)
  );
  CREATE TABLE team_members (
    team_dn TEXT NOT NULL COLLATE NOCASE REFERENCES teams (dn) ON DELETE CASCADE,
    user_dn TEXT NOT NULL COLLATE NOCASE REFERENCES users (dn) ON DELETE CASCADE,
    PRIMARY KEY (team_dn, user_dn)
  );

  -- names / descriptions: JSON objects locale -> text.
  CREATE TABLE categories (
    kind TEXT NOT NULL CHECK (kind IN ('role', 'resource')),
    key TEXT NOT NULL,
    names TEXT NOT NULL,
    descriptions TEXT NOT NULL DEFAULT '{}',
    PRIMARY KEY (kind, key)
  );

  CREATE TABLE role_levels (
    level INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    container_dn TEXT NOT NULL COLLATE NOCASE
  );

  CREATE TABLE roles (
    dn TEXT PRIMARY KEY COLLATE NOCASE,
    id TEXT NOT NULL,
    level INTEGER NOT NULL REFERENCES role_levels (level),
    names TEXT NOT NULL,
    descriptions TEXT NOT NULL DEFAULT '{}',
    status INTEGER NOT NULL DEFAULT 50,
    approval_required INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE role_categories (
    role_dn TEXT NOT NULL COLLATE NOCASE REFERENCES roles (dn) ON DELETE CASCADE,
    category_key TEXT NOT NULL,
    PRIMARY KEY (role_dn, category_key)
  );
  CREATE TABLE role_owners (
    role_dn TEXT NOT NULL COLLATE NOCASE REFERENCES roles (dn) ON DELETE CASCADE,
    owner_dn TEXT NOT NULL COLLATE NOCASE,
    owner_type TEXT NOT NULL CHECK (owner_type IN ('user', 'group', 'container', 'team')),
    PRIMARY KEY (role_dn, owner_dn)
  );

  CREATE TABLE resources (
    dn TEXT PRIMARY KEY COLLATE NOCASE,
    id TEXT NOT NULL,
    names TEXT NOT NULL,
    descriptions TEXT NOT NULL DEFAULT '{}',
    status INTEGER NOT NULL DEFAULT 50,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE resource_categories (
    resource_dn TEXT NOT NULL COLLATE NOCASE REFERENCES resources (dn) ON DELETE CASCADE,
    category_key TEXT NOT NULL,
    PRIMARY KEY (resource_dn, category_key)
  );
  CREATE TABLE resource_owners (
    resource_dn TEXT NOT NULL COLLATE NOCASE REFERENCES resources (dn) ON DELETE CASCADE,
    owner_dn TEXT NOT NULL COLLATE NOCASE,
    owner_type TEXT NOT NULL CHECK (owner_type IN ('user', 'group', 'container', 'team')),
    PRIMARY KEY (resource_dn, owner_dn)
  );

  -- Client settings (branding, help desk, ...): config is the JSON answered by access/config/clients/{id}.
  CREATE TABLE clients (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    match_condition TEXT NOT NULL DEFAULT '',
    is_default INTEGER NOT NULL DEFAULT 0,
    config TEXT NOT NULL
  );

  -- Server-wide settings, JSON values (e.g. 'display.general', 'igConfig').
  CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  -- Column preferences per user and attribute; value is a JSON PreferencesNode.
  CREATE TABLE preferences (
    user_dn TEXT NOT NULL COLLATE NOCASE REFERENCES users (dn) ON DELETE CASCADE,
    attribute TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (user_dn, attribute)
  );

  -- Access and refresh tokens, one-time codes and OSP browser sessions. Only a SHA-256 of each is kept.
  CREATE TABLE tokens (
    token_hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh', 'code', 'osp_session')),
    user_dn TEXT NOT NULL COLLATE NOCASE,
    client_id TEXT NOT NULL,
    session_hash TEXT,
    redirect_uri TEXT,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX tokens_expiry ON tokens (expires_at);
  CREATE INDEX tokens_session ON tokens (session_hash);
  `,
  // 2: what the lookups search (picker tabs, member dialogs, trees). Names and descriptions of catalog
  // objects are JSON per locale; `name`/`description` are their English texts for search and sort.
  `
  ALTER TABLE roles ADD COLUMN container_dn TEXT COLLATE NOCASE;
  ALTER TABLE roles ADD COLUMN name TEXT GENERATED ALWAYS AS (json_extract(names, '$.en')) VIRTUAL;
  ALTER TABLE roles ADD COLUMN description TEXT GENERATED ALWAYS AS (json_extract(descriptions, '$.en')) VIRTUAL;
  ALTER TABLE resources ADD COLUMN driver_dn TEXT COLLATE NOCASE;
  ALTER TABLE resources ADD COLUMN entitlement_dn TEXT COLLATE NOCASE;
  ALTER TABLE resources ADD COLUMN entitlement_value TEXT;
  ALTER TABLE resources ADD COLUMN name TEXT GENERATED ALWAYS AS (json_extract(names, '$.en')) VIRTUAL;
  ALTER TABLE resources ADD COLUMN description TEXT GENERATED ALWAYS AS (json_extract(descriptions, '$.en')) VIRTUAL;
  CREATE INDEX group_members_group ON group_members (group_dn);
  CREATE INDEX team_members_user ON team_members (user_dn);

  -- Containers of the role, resource and request-definition trees; roots have no parent.
  CREATE TABLE catalog_containers (
    dn TEXT PRIMARY KEY COLLATE NOCASE,
    name TEXT NOT NULL,
    parent_dn TEXT COLLATE NOCASE REFERENCES catalog_containers (dn) ON DELETE CASCADE,
    type TEXT NOT NULL CHECK (type IN ('role', 'resource', 'prd')),
    level INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX catalog_containers_parent ON catalog_containers (parent_dn);

  CREATE TABLE resource_parameters (
    resource_dn TEXT NOT NULL COLLATE NOCASE REFERENCES resources (dn) ON DELETE CASCADE,
    key TEXT NOT NULL,
    display_label TEXT NOT NULL,
    data_type TEXT NOT NULL CHECK (data_type IN ('Integer', 'Boolean', 'List', 'String')),
    static_value TEXT NOT NULL DEFAULT '',
    hidden INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (resource_dn, key)
  );

  -- DirXML drivers; has_entitlements marks those the catalog lists (catalog/drivers).
  CREATE TABLE drivers (
    dn TEXT PRIMARY KEY COLLATE NOCASE,
    name TEXT NOT NULL,
    guid TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    has_entitlements INTEGER NOT NULL DEFAULT 1
  );
  CREATE TABLE entitlements (
    dn TEXT PRIMARY KEY COLLATE NOCASE,
    driver_dn TEXT NOT NULL COLLATE NOCASE REFERENCES drivers (dn) ON DELETE CASCADE,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    single_valued INTEGER NOT NULL DEFAULT 0,
    logical_system TEXT NOT NULL DEFAULT '',
    cprs_supported INTEGER NOT NULL DEFAULT 0,
    valueless INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX entitlements_driver ON entitlements (driver_dn);
  CREATE TABLE entitlement_values (
    entitlement_dn TEXT NOT NULL COLLATE NOCASE REFERENCES entitlements (dn) ON DELETE CASCADE,
    value TEXT NOT NULL,
    display_name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (entitlement_dn, value)
  );

  -- Request definitions (PRDs); process_type e.g. 'Role Approval', 'Resource Approval', 'SoD Approval', 'Provisioning'.
  CREATE TABLE prds (
    dn TEXT PRIMARY KEY COLLATE NOCASE,
    id TEXT NOT NULL,
    names TEXT NOT NULL,
    descriptions TEXT NOT NULL DEFAULT '{}',
    process_type TEXT NOT NULL,
    name TEXT GENERATED ALWAYS AS (json_extract(names, '$.en')) VIRTUAL,
    description TEXT GENERATED ALWAYS AS (json_extract(descriptions, '$.en')) VIRTUAL
  );

  -- Separation-of-duties rules between two roles.
  CREATE TABLE sods (
    dn TEXT PRIMARY KEY COLLATE NOCASE,
    id TEXT NOT NULL,
    names TEXT NOT NULL,
    descriptions TEXT NOT NULL DEFAULT '{}',
    role1_dn TEXT NOT NULL COLLATE NOCASE REFERENCES roles (dn) ON DELETE CASCADE,
    role2_dn TEXT NOT NULL COLLATE NOCASE REFERENCES roles (dn) ON DELETE CASCADE,
    name TEXT GENERATED ALWAYS AS (json_extract(names, '$.en')) VIRTUAL,
    description TEXT GENERATED ALWAYS AS (json_extract(descriptions, '$.en')) VIRTUAL
  );

  -- Entity definitions for access/entities/list; source says which table holds the objects; attributes is
  -- a JSON list of {key, displayLabel, dataType, isSearchable}.
  CREATE TABLE entity_definitions (
    key TEXT PRIMARY KEY,
    names TEXT NOT NULL,
    source TEXT NOT NULL CHECK (source IN ('user', 'group')),
    attributes TEXT NOT NULL
  );

  -- The permission index (access/permissions): what may be requested.
  CREATE VIEW permission_index AS
    SELECT dn, id, 'ROLE' AS type, name, description FROM roles WHERE status = 50
    UNION ALL SELECT dn, id, 'RESOURCE', name, description FROM resources WHERE status = 50
    UNION ALL SELECT dn, id, 'PRD', name, description FROM prds;
  `,

  // 3: people — user attributes, schema, password sync, relationships (issue 6). Reserved; filled by that work.
  `SELECT 1;`,

  // 4: access — requests, approvals, tasks, history (issue 5). Reserved; filled by that work.
  `SELECT 1;`,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** Brings the db to the newest schema version, each migration in its own transaction. */
export function migrate(db: Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const row = db.prepare<[], { v: number | null }>('SELECT MAX(version) AS v FROM schema_version').get();
  const current = row?.v ?? 0;
  if (current > SCHEMA_VERSION) {
    throw new Error(`The database has schema version ${current}, newer than this sandbox (${SCHEMA_VERSION}). Use --reset.`);
  }
  const record = db.prepare<[number, number]>('INSERT INTO schema_version (version, applied_at) VALUES (?, ?)');
  for (let version = current + 1; version <= SCHEMA_VERSION; version++) {
    const sql = MIGRATIONS[version - 1] ?? '';
    db.transaction(() => {
      db.exec(sql);
      record.run(version, Date.now());
    })();
  }
}
