import type { Database } from 'better-sqlite3';
import { TEAM_CHANGE_TRIGGERS } from './teams/managed-members.js';
import { createItemSearchIndex } from './entities/search-index.js';
import { createGlobalSearchIndex } from './lookups/global-search-index.js';
import { ITEM_LIST_VERSIONS } from './landing/list-versions.js';

/** A migration: SQL, or a function for the steps SQL cannot make re-runnable (adding a column once). */
type Migration = string | ((db: Database) => void);

/**
 * The whole schema, as an append-only list of migrations. Version n is MIGRATIONS[n - 1]; a db records the
 * versions it has in `schema_version`. Add a new entry to change the schema; never edit an applied one.
 * DNs compare case-insensitively, as in eDirectory.
 */
const MIGRATIONS: readonly Migration[] = [
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

  // 3: people — user attributes, photos, password sync (issue 6; demo/server/README.md "People").
  `
  -- More attributes of every type (people/attributes.ts): text, an integer, a time (epoch ms), a DN.
  ALTER TABLE users ADD COLUMN initials TEXT NOT NULL DEFAULT '';
  ALTER TABLE users ADD COLUMN location TEXT NOT NULL DEFAULT '';
  ALTER TABLE users ADD COLUMN workforce_id TEXT NOT NULL DEFAULT '';
  ALTER TABLE users ADD COLUMN cost_center INTEGER;
  ALTER TABLE users ADD COLUMN hire_date INTEGER;
  ALTER TABLE users ADD COLUMN assistant_dn TEXT COLLATE NOCASE;
  CREATE INDEX users_assistant ON users (assistant_dn);
  CREATE INDEX users_full_name ON users (full_name COLLATE NOCASE, dn);

  -- Multi-valued text attributes (Mobile, ...): one row per value, in order.
  CREATE TABLE user_values (
    user_dn TEXT NOT NULL COLLATE NOCASE REFERENCES users (dn) ON DELETE CASCADE,
    key TEXT NOT NULL,
    position INTEGER NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (user_dn, key, position)
  );

  -- Uploaded profile photos: raster bytes checked by their magic numbers, never SVG.
  CREATE TABLE user_photos (
    user_dn TEXT PRIMARY KEY COLLATE NOCASE REFERENCES users (dn) ON DELETE CASCADE,
    mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/gif', 'image/bmp')),
    data BLOB NOT NULL CHECK (length(data) < 60416),
    updated_at INTEGER NOT NULL
  );

  -- Password synchronisation per connected system; message NULL = the status's default text.
  -- driver_dn is not a foreign key: the catalog (and its drivers) may be regenerated.
  CREATE TABLE password_sync (
    user_dn TEXT NOT NULL COLLATE NOCASE REFERENCES users (dn) ON DELETE CASCADE,
    driver_dn TEXT NOT NULL COLLATE NOCASE,
    driver_name TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('0000', '0001', '0002', '0003', '0004')),
    message TEXT,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (user_dn, driver_dn)
  );
  `,

  // 4: access — requests, approvals, tasks, history (issue 5; demo/server/README.md "Access requests").
  `
  -- Approval definitions of roles and resources (spec section 3), one for granting and one for revoking.
  -- required / standard / quorum / request_def_dn are what the approval type is derived from
  -- (src/domain/approval.ts); step_type says how a standard definition with several approvers runs. A revoke
  -- row with same_as_grant = 1 reuses the grant definition. No row: no approval.
  CREATE TABLE approval_definitions (
    item_dn TEXT NOT NULL COLLATE NOCASE,
    purpose TEXT NOT NULL CHECK (purpose IN ('grant', 'revoke')),
    required INTEGER NOT NULL DEFAULT 0,
    standard INTEGER NOT NULL DEFAULT 1,
    step_type TEXT NOT NULL DEFAULT 'Serial' CHECK (step_type IN ('Serial', 'Parallel')),
    quorum TEXT,
    request_def_dn TEXT COLLATE NOCASE,
    same_as_grant INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (item_dn, purpose)
  );
  CREATE TABLE approval_approvers (
    item_dn TEXT NOT NULL COLLATE NOCASE,
    purpose TEXT NOT NULL CHECK (purpose IN ('grant', 'revoke')),
    sequence INTEGER NOT NULL,
    approver_dn TEXT NOT NULL COLLATE NOCASE,
    PRIMARY KEY (item_dn, purpose, sequence)
  );

  -- Request-time settings of a role or resource; expires_after is a count and a unit D, M or Y ('30D').
  CREATE TABLE access_item_settings (
    item_dn TEXT PRIMARY KEY COLLATE NOCASE,
    bulk_requestable INTEGER NOT NULL DEFAULT 1,
    bulk_approvable INTEGER NOT NULL DEFAULT 0,
    expiration_required INTEGER NOT NULL DEFAULT 0,
    expires_after TEXT,
    fail_provisioning INTEGER NOT NULL DEFAULT 0
  );

  -- Whether an SoD rule allows exceptions, and who approves them.
  CREATE TABLE sod_policies (
    sod_dn TEXT PRIMARY KEY COLLATE NOCASE,
    allow_override INTEGER NOT NULL DEFAULT 0,
    approver_dn TEXT COLLATE NOCASE
  );

  CREATE TABLE delegations (
    id INTEGER PRIMARY KEY,
    delegator_dn TEXT NOT NULL COLLATE NOCASE REFERENCES users (dn) ON DELETE CASCADE,
    delegate_dn TEXT NOT NULL COLLATE NOCASE REFERENCES users (dn) ON DELETE CASCADE,
    starts_at INTEGER NOT NULL,
    ends_at INTEGER NOT NULL,
    description TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX delegations_delegator ON delegations (delegator_dn);
  CREATE TABLE availability (
    user_dn TEXT NOT NULL COLLATE NOCASE REFERENCES users (dn) ON DELETE CASCADE,
    status TEXT NOT NULL CHECK (status IN ('available', 'unavailable')),
    starts_at INTEGER NOT NULL,
    ends_at INTEGER NOT NULL,
    PRIMARY KEY (user_dn, starts_at)
  );

  -- One request per item and recipient. state is the role, resource or PRD request state (spec section 4),
  -- process_state 0 running / 2 terminated / 3 completed, request_status the role/resource status word.
  CREATE TABLE access_requests (
    id INTEGER PRIMARY KEY,
    correlation_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('role', 'resource', 'prd')),
    item_dn TEXT NOT NULL COLLATE NOCASE,
    item_name TEXT NOT NULL,
    operation INTEGER NOT NULL,
    action TEXT NOT NULL CHECK (action IN ('grant', 'revoke')),
    recipient_dn TEXT NOT NULL COLLATE NOCASE,
    recipient_name TEXT NOT NULL,
    recipient_type TEXT NOT NULL CHECK (recipient_type IN ('user', 'group')),
    requester_dn TEXT NOT NULL COLLATE NOCASE,
    requester_name TEXT NOT NULL,
    proxy_dn TEXT COLLATE NOCASE,
    reason TEXT NOT NULL DEFAULT '',
    sod_justification TEXT NOT NULL DEFAULT '',
    sods TEXT NOT NULL DEFAULT '[]',
    params TEXT NOT NULL DEFAULT '[]',
    effective_date INTEGER,
    expiry_date INTEGER,
    state INTEGER NOT NULL,
    process_state INTEGER NOT NULL DEFAULT 0,
    request_status TEXT NOT NULL DEFAULT 'running',
    approval_type TEXT NOT NULL DEFAULT 'none',
    quorum INTEGER,
    bulk_approvable INTEGER NOT NULL DEFAULT 0,
    fail_provisioning INTEGER NOT NULL DEFAULT 0,
    assignment_id INTEGER,
    requested_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    completed_at INTEGER
  );
  CREATE INDEX access_requests_requester ON access_requests (requester_dn, requested_at);
  CREATE INDEX access_requests_recipient ON access_requests (recipient_dn, requested_at);
  CREATE INDEX access_requests_state ON access_requests (state);

  -- The approvers a request needs, fixed at submission: serial steps 1, 2, ...; parallel and quorum all in step 1.
  CREATE TABLE request_approvers (
    request_id INTEGER NOT NULL REFERENCES access_requests (id) ON DELETE CASCADE,
    phase TEXT NOT NULL CHECK (phase IN ('sod', 'approval')),
    step INTEGER NOT NULL,
    approver_dn TEXT NOT NULL COLLATE NOCASE,
    PRIMARY KEY (request_id, phase, step, approver_dn)
  );

  -- Every state change and task action with who (null: the system) and when: the history timeline.
  CREATE TABLE request_events (
    id INTEGER PRIMARY KEY,
    request_id INTEGER NOT NULL REFERENCES access_requests (id) ON DELETE CASCADE,
    at INTEGER NOT NULL,
    actor_dn TEXT COLLATE NOCASE,
    proxy_dn TEXT COLLATE NOCASE,
    from_state INTEGER,
    to_state INTEGER NOT NULL,
    activity TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX request_events_request ON request_events (request_id, id);

  -- Approval tasks. addressee: the approver by definition; assignee: who holds it now (delegate, reassignment).
  -- Item, recipient and requester names are copied for sorting and searching long task lists.
  CREATE TABLE tasks (
    id INTEGER PRIMARY KEY,
    request_id INTEGER NOT NULL REFERENCES access_requests (id) ON DELETE CASCADE,
    phase TEXT NOT NULL CHECK (phase IN ('sod', 'approval')),
    step INTEGER NOT NULL,
    activity TEXT NOT NULL,
    addressee_dn TEXT NOT NULL COLLATE NOCASE,
    assignee_dn TEXT NOT NULL COLLATE NOCASE,
    delegated INTEGER NOT NULL DEFAULT 0,
    claimed_by TEXT COLLATE NOCASE,
    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'approved', 'denied', 'cancelled')),
    bulk_approvable INTEGER NOT NULL DEFAULT 0,
    priority INTEGER NOT NULL DEFAULT 50,
    item_name TEXT NOT NULL,
    recipient_name TEXT NOT NULL,
    requester_name TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER,
    completed_at INTEGER,
    completed_by TEXT COLLATE NOCASE
  );
  CREATE INDEX tasks_assignee ON tasks (assignee_dn, status, created_at);
  CREATE INDEX tasks_assignee_recipient ON tasks (assignee_dn, status, recipient_name COLLATE NOCASE);
  CREATE INDEX tasks_assignee_item ON tasks (assignee_dn, status, item_name COLLATE NOCASE);
  CREATE INDEX tasks_request ON tasks (request_id);

  CREATE TABLE request_comments (
    id INTEGER PRIMARY KEY,
    request_id INTEGER NOT NULL REFERENCES access_requests (id) ON DELETE CASCADE,
    task_id INTEGER,
    user_dn TEXT COLLATE NOCASE,
    user_name TEXT NOT NULL,
    activity TEXT NOT NULL DEFAULT '',
    text TEXT NOT NULL,
    system INTEGER NOT NULL DEFAULT 0,
    at INTEGER NOT NULL
  );
  CREATE INDEX request_comments_request ON request_comments (request_id);

  -- Provisioned roles and resources of users and groups; 'revoking' while a revoke request runs.
  CREATE TABLE assignments (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('role', 'resource')),
    item_dn TEXT NOT NULL COLLATE NOCASE,
    recipient_dn TEXT NOT NULL COLLATE NOCASE,
    recipient_type TEXT NOT NULL CHECK (recipient_type IN ('user', 'group')),
    request_id INTEGER,
    status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'revoking')),
    params TEXT NOT NULL DEFAULT '[]',
    effective_date INTEGER,
    expiry_date INTEGER,
    assigned_at INTEGER NOT NULL,
    UNIQUE (item_dn, recipient_dn)
  );
  CREATE INDEX assignments_recipient ON assignments (recipient_dn);

  -- Featured items (request access page) and landing items (applications and permissions), by category.
  CREATE TABLE landing_items (
    id INTEGER PRIMARY KEY,
    list TEXT NOT NULL CHECK (list IN ('featured', 'landing')),
    category_id INTEGER NOT NULL,
    category_name TEXT NOT NULL,
    category_order INTEGER NOT NULL,
    item_order INTEGER NOT NULL,
    entity_type TEXT NOT NULL CHECK (entity_type IN ('role', 'resource', 'prd', 'application')),
    item_dn TEXT COLLATE NOCASE,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    app_url TEXT
  );

  -- When each user last looked at their tasks and request results (notifyService counts what came since).
  CREATE TABLE notification_marks (
    user_dn TEXT PRIMARY KEY COLLATE NOCASE,
    tasks_seen_at INTEGER NOT NULL DEFAULT 0,
    results_seen_at INTEGER NOT NULL DEFAULT 0
  );
  `,

  // 5: "must change password" flags (sspr/password-flags.ts; demo/server/README.md "Shell"): while a user has
  // one, every REST call answers 498. IF NOT EXISTS: sandboxes before this migration created it at run time.
  `
  CREATE TABLE IF NOT EXISTS sspr_password_flags (
    user_dn TEXT PRIMARY KEY COLLATE NOCASE REFERENCES users (dn) ON DELETE CASCADE,
    flagged_at INTEGER NOT NULL
  );
  `,

  // 6: people search at scale (db/people/search.ts; demo/server/README.md "People"): a full-text index of
  // every searchable user attribute (case and accents folded, word prefixes indexed), kept by triggers, a
  // generation that any change of what is searched or sorted bumps (the search caches follow it), and an
  // index per sortable column of users and tasks, so that a page of a sorted list is read from an index. It may run again on a db
  // that has it (a test rewinds schema_version): everything is IF NOT EXISTS and the index is refilled.
  `
  CREATE VIRTUAL TABLE IF NOT EXISTS people_search USING fts5(
    full_name, given_name, surname, cn, email, telephone, title, department, location, workforce_id, initials, mobile,
    content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='1 2 3'
  );
  INSERT INTO people_search (people_search) VALUES ('delete-all');
  INSERT INTO people_search (rowid, full_name, given_name, surname, cn, email, telephone, title, department, location, workforce_id, initials, mobile)
    SELECT id, full_name, given_name, surname, cn, email, telephone, title, department, location, workforce_id, initials, (SELECT group_concat(value, ' ') FROM user_values v WHERE v.user_dn = u.dn AND v.key = 'Mobile')
    FROM users u;
  -- One row. paused = 1 while the seed writes (it rebuilds the index at the end: per-row upkeep of 100,000
  -- people would take minutes).
  CREATE TABLE IF NOT EXISTS people_search_state (generation INTEGER NOT NULL, paused INTEGER NOT NULL DEFAULT 0);
  INSERT INTO people_search_state (generation, paused) SELECT 1, 0 WHERE NOT EXISTS (SELECT 1 FROM people_search_state);

  CREATE TRIGGER IF NOT EXISTS people_search_insert AFTER INSERT ON users
    WHEN (SELECT paused FROM people_search_state) = 0 BEGIN
    INSERT INTO people_search (rowid, full_name, given_name, surname, cn, email, telephone, title, department, location, workforce_id, initials, mobile)
      VALUES (new.id, new.full_name, new.given_name, new.surname, new.cn, new.email, new.telephone, new.title, new.department, new.location, new.workforce_id, new.initials, (SELECT group_concat(value, ' ') FROM user_values WHERE user_dn = new.dn AND key = 'Mobile'));
    UPDATE people_search_state SET generation = generation + 1;
  END;
  CREATE TRIGGER IF NOT EXISTS people_search_update
  AFTER UPDATE OF dn, full_name, given_name, surname, cn, email, telephone, title, department, location, workforce_id, initials, cost_center, hire_date ON users
    WHEN (SELECT paused FROM people_search_state) = 0 BEGIN
    DELETE FROM people_search WHERE rowid = old.id;
    INSERT INTO people_search (rowid, full_name, given_name, surname, cn, email, telephone, title, department, location, workforce_id, initials, mobile)
      VALUES (new.id, new.full_name, new.given_name, new.surname, new.cn, new.email, new.telephone, new.title, new.department, new.location, new.workforce_id, new.initials, (SELECT group_concat(value, ' ') FROM user_values WHERE user_dn = new.dn AND key = 'Mobile'));
    UPDATE people_search_state SET generation = generation + 1;
  END;
  CREATE TRIGGER IF NOT EXISTS people_search_delete AFTER DELETE ON users
    WHEN (SELECT paused FROM people_search_state) = 0 BEGIN
    DELETE FROM people_search WHERE rowid = old.id;
    UPDATE people_search_state SET generation = generation + 1;
  END;
  CREATE TRIGGER IF NOT EXISTS people_search_mobile_insert AFTER INSERT ON user_values 
    WHEN new.key = 'Mobile' AND (SELECT paused FROM people_search_state) = 0 BEGIN
    DELETE FROM people_search WHERE rowid = (SELECT id FROM users WHERE dn = new.user_dn);
    INSERT INTO people_search (rowid, full_name, given_name, surname, cn, email, telephone, title, department, location, workforce_id, initials, mobile)
      SELECT id, full_name, given_name, surname, cn, email, telephone, title, department, location, workforce_id, initials, (SELECT group_concat(value, ' ') FROM user_values v WHERE v.user_dn = u.dn AND v.key = 'Mobile')
      FROM users u WHERE dn = new.user_dn;
    UPDATE people_search_state SET generation = generation + 1;
  END;
  CREATE TRIGGER IF NOT EXISTS people_search_mobile_delete AFTER DELETE ON user_values 
    WHEN old.key = 'Mobile' AND (SELECT paused FROM people_search_state) = 0 BEGIN
    DELETE FROM people_search WHERE rowid = (SELECT id FROM users WHERE dn = old.user_dn);
    INSERT INTO people_search (rowid, full_name, given_name, surname, cn, email, telephone, title, department, location, workforce_id, initials, mobile)
      SELECT id, full_name, given_name, surname, cn, email, telephone, title, department, location, workforce_id, initials, (SELECT group_concat(value, ' ') FROM user_values v WHERE v.user_dn = u.dn AND v.key = 'Mobile')
      FROM users u WHERE dn = old.user_dn;
    UPDATE people_search_state SET generation = generation + 1;
  END;

  CREATE INDEX IF NOT EXISTS users_given_name_sort ON users (given_name COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS users_surname_sort ON users (surname COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS users_email_sort ON users (email COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS users_telephone_sort ON users (telephone COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS users_title_sort ON users (title COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS users_department_sort ON users (department COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS users_location_sort ON users (location COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS users_initials_sort ON users (initials COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS users_workforce_id_sort ON users (workforce_id COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS users_cost_center_sort ON users (cost_center COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS users_hire_date_sort ON users (hire_date COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS users_cn_sort ON users (cn COLLATE NOCASE, dn);

  -- The task list's other sort keys (recipient, item and creation time have theirs since migration 4).
  CREATE INDEX IF NOT EXISTS tasks_assignee_activity ON tasks (assignee_dn, status, activity COLLATE NOCASE);
  CREATE INDEX IF NOT EXISTS tasks_assignee_requester ON tasks (assignee_dn, status, requester_name COLLATE NOCASE);
  CREATE INDEX IF NOT EXISTS tasks_assignee_expiry ON tasks (assignee_dn, status, expires_at);
  CREATE INDEX IF NOT EXISTS tasks_assignee_priority ON tasks (assignee_dn, status, priority);
  `,
  // 7: task list and request history at scale (db/access/list-search.ts; demo/server/README.md "Access requests"):
  // a full-text index of what each list's search matches (word prefixes, case and accents folded), kept by
  // triggers; a generation per list that any change bumps (counts and pages are cached by it); indexes that
  // read a page of open tasks in any sort order across several assignees (partial: open tasks only; the id is
  // the tie-break, the columns after it are what the filters read), count
  // an assignee's tasks without reading rows, sort the history and the lookups. Everything IF NOT EXISTS, indexes refilled.
  `
  CREATE VIRTUAL TABLE IF NOT EXISTS task_search USING fts5(
    item_name, recipient_name, requester_name, activity,
    content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='1 2 3'
  );
  INSERT INTO task_search (task_search) VALUES ('delete-all');
  INSERT INTO task_search (rowid, item_name, recipient_name, requester_name, activity) SELECT id, item_name, recipient_name, requester_name, activity FROM tasks;
  CREATE VIRTUAL TABLE IF NOT EXISTS request_search USING fts5(
    item_name, recipient_name, requester_name, reason,
    content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='1 2 3'
  );
  INSERT INTO request_search (request_search) VALUES ('delete-all');
  INSERT INTO request_search (rowid, item_name, recipient_name, requester_name, reason) SELECT id, item_name, recipient_name, requester_name, reason FROM access_requests;

  -- paused = 1 while the seed adds bulk tasks (it rebuilds the search index at the end: db/access/list-search.ts).
  CREATE TABLE IF NOT EXISTS list_generations (list TEXT PRIMARY KEY, generation INTEGER NOT NULL, paused INTEGER NOT NULL DEFAULT 0);
  INSERT OR IGNORE INTO list_generations (list, generation) VALUES ('tasks', 1), ('requests', 1);
  CREATE TRIGGER IF NOT EXISTS task_search_insert AFTER INSERT ON tasks
    WHEN (SELECT paused FROM list_generations WHERE list = 'tasks') = 0 BEGIN
    INSERT INTO task_search (rowid, item_name, recipient_name, requester_name, activity) VALUES (new.id, new.item_name, new.recipient_name, new.requester_name, new.activity);
    UPDATE list_generations SET generation = generation + 1 WHERE list = 'tasks';
  END;
  CREATE TRIGGER IF NOT EXISTS task_search_update AFTER UPDATE OF item_name, recipient_name, requester_name, activity ON tasks
    WHEN (SELECT paused FROM list_generations WHERE list = 'tasks') = 0 BEGIN
    DELETE FROM task_search WHERE rowid = old.id;
    INSERT INTO task_search (rowid, item_name, recipient_name, requester_name, activity) VALUES (new.id, new.item_name, new.recipient_name, new.requester_name, new.activity);
  END;
  CREATE TRIGGER IF NOT EXISTS tasks_list_update AFTER UPDATE ON tasks
    WHEN (SELECT paused FROM list_generations WHERE list = 'tasks') = 0 BEGIN
    UPDATE list_generations SET generation = generation + 1 WHERE list = 'tasks';
  END;
  CREATE TRIGGER IF NOT EXISTS task_search_delete AFTER DELETE ON tasks
    WHEN (SELECT paused FROM list_generations WHERE list = 'tasks') = 0 BEGIN
    DELETE FROM task_search WHERE rowid = old.id;
    UPDATE list_generations SET generation = generation + 1 WHERE list = 'tasks';
  END;
  CREATE TRIGGER IF NOT EXISTS request_search_insert AFTER INSERT ON access_requests
    WHEN (SELECT paused FROM list_generations WHERE list = 'requests') = 0 BEGIN
    INSERT INTO request_search (rowid, item_name, recipient_name, requester_name, reason) VALUES (new.id, new.item_name, new.recipient_name, new.requester_name, new.reason);
    UPDATE list_generations SET generation = generation + 1 WHERE list = 'requests';
  END;
  CREATE TRIGGER IF NOT EXISTS request_search_update AFTER UPDATE OF item_name, recipient_name, requester_name, reason ON access_requests
    WHEN (SELECT paused FROM list_generations WHERE list = 'requests') = 0 BEGIN
    DELETE FROM request_search WHERE rowid = old.id;
    INSERT INTO request_search (rowid, item_name, recipient_name, requester_name, reason) VALUES (new.id, new.item_name, new.recipient_name, new.requester_name, new.reason);
  END;
  CREATE TRIGGER IF NOT EXISTS requests_list_update AFTER UPDATE ON access_requests
    WHEN (SELECT paused FROM list_generations WHERE list = 'requests') = 0 BEGIN
    UPDATE list_generations SET generation = generation + 1 WHERE list = 'requests';
  END;
  CREATE TRIGGER IF NOT EXISTS request_search_delete AFTER DELETE ON access_requests
    WHEN (SELECT paused FROM list_generations WHERE list = 'requests') = 0 BEGIN
    DELETE FROM request_search WHERE rowid = old.id;
    UPDATE list_generations SET generation = generation + 1 WHERE list = 'requests';
  END;

  CREATE INDEX IF NOT EXISTS tasks_assignee_count ON tasks (assignee_dn, status, claimed_by, delegated, expires_at);
  CREATE INDEX IF NOT EXISTS tasks_open_created ON tasks (created_at, id, assignee_dn, claimed_by, delegated, expires_at) WHERE status = 'open';
  CREATE INDEX IF NOT EXISTS tasks_open_expiry ON tasks (expires_at, id, assignee_dn, claimed_by, delegated) WHERE status = 'open';
  CREATE INDEX IF NOT EXISTS tasks_open_priority ON tasks (priority, id, assignee_dn, claimed_by, delegated, expires_at) WHERE status = 'open';
  CREATE INDEX IF NOT EXISTS tasks_open_recipient ON tasks (recipient_name COLLATE NOCASE, id, assignee_dn, claimed_by, delegated, expires_at) WHERE status = 'open';
  CREATE INDEX IF NOT EXISTS tasks_open_requester ON tasks (requester_name COLLATE NOCASE, id, assignee_dn, claimed_by, delegated, expires_at) WHERE status = 'open';
  CREATE INDEX IF NOT EXISTS tasks_open_item ON tasks (item_name COLLATE NOCASE, id, assignee_dn, claimed_by, delegated, expires_at) WHERE status = 'open';
  CREATE INDEX IF NOT EXISTS tasks_open_activity ON tasks (activity COLLATE NOCASE, id, assignee_dn, claimed_by, delegated, expires_at) WHERE status = 'open';

  CREATE INDEX IF NOT EXISTS access_requests_requested_sort ON access_requests (requested_at);
  CREATE INDEX IF NOT EXISTS access_requests_item_sort ON access_requests (item_name COLLATE NOCASE);
  CREATE INDEX IF NOT EXISTS access_requests_status_sort ON access_requests (request_status COLLATE NOCASE);
  CREATE INDEX IF NOT EXISTS access_requests_recipient_sort ON access_requests (recipient_name COLLATE NOCASE);
  CREATE INDEX IF NOT EXISTS access_requests_requester_sort ON access_requests (requester_name COLLATE NOCASE);
  CREATE INDEX IF NOT EXISTS access_requests_kind_sort ON access_requests (kind COLLATE NOCASE);
  CREATE INDEX IF NOT EXISTS access_requests_action_sort ON access_requests (action COLLATE NOCASE);

  -- The lookups' default orders (name, then DN; categories by English name, then key).
  CREATE INDEX IF NOT EXISTS roles_name_sort ON roles (name COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS roles_description_sort ON roles (description COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS resources_name_sort ON resources (name COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS resources_description_sort ON resources (description COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS groups_name_sort ON groups (name COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS prds_name_sort ON prds (name COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS categories_name_sort ON categories (kind, json_extract(names, '$.en') COLLATE NOCASE, key);
  `,
  // 8: role and separation-of-duties administration (issue 14; demo/server/README.md "Roles and separation of
  // duties"): the role hierarchy, mapped resources, role assignments to containers (with or without the
  // subtree), delegated administrators' containers, SoD approval settings and exceptions. Re-runnable (a test
  // rewinds schema_version): everything IF NOT EXISTS.
  `
  CREATE TABLE IF NOT EXISTS role_children (
    parent_dn TEXT NOT NULL COLLATE NOCASE REFERENCES roles (dn) ON DELETE CASCADE,
    child_dn TEXT NOT NULL COLLATE NOCASE REFERENCES roles (dn) ON DELETE CASCADE,
    description TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (parent_dn, child_dn)
  );
  CREATE INDEX IF NOT EXISTS role_children_child ON role_children (child_dn, parent_dn);

  -- Resources a role grants; params: JSON [{key, value}] of the resource's parameters.
  CREATE TABLE IF NOT EXISTS role_resources (
    role_dn TEXT NOT NULL COLLATE NOCASE REFERENCES roles (dn) ON DELETE CASCADE,
    resource_dn TEXT NOT NULL COLLATE NOCASE REFERENCES resources (dn) ON DELETE CASCADE,
    description TEXT NOT NULL DEFAULT '',
    params TEXT NOT NULL DEFAULT '[]',
    PRIMARY KEY (role_dn, resource_dn)
  );
  CREATE INDEX IF NOT EXISTS role_resources_resource ON role_resources (resource_dn);

  -- Roles assigned to a container: its users hold them (subtree = 1: and the users of the containers below).
  -- Users and groups are in assignments (the approval engine's).
  CREATE TABLE IF NOT EXISTS role_container_assignments (
    id INTEGER PRIMARY KEY,
    role_dn TEXT NOT NULL COLLATE NOCASE REFERENCES roles (dn) ON DELETE CASCADE,
    container_dn TEXT NOT NULL COLLATE NOCASE,
    subtree INTEGER NOT NULL DEFAULT 0,
    reason TEXT NOT NULL DEFAULT '',
    requester_dn TEXT COLLATE NOCASE,
    effective_date INTEGER,
    expiry_date INTEGER,
    assigned_at INTEGER NOT NULL,
    UNIQUE (role_dn, container_dn)
  );
  CREATE INDEX IF NOT EXISTS role_container_assignments_container ON role_container_assignments (container_dn);

  -- A delegated administrator of the ROLES domain manages the roles in these containers (and below them).
  CREATE TABLE IF NOT EXISTS role_admin_scopes (
    user_dn TEXT NOT NULL COLLATE NOCASE REFERENCES users (dn) ON DELETE CASCADE,
    container_dn TEXT NOT NULL COLLATE NOCASE,
    PRIMARY KEY (user_dn, container_dn)
  );

  -- How an SoD exception is approved: 'default' (the settings' SoD approvers) or 'custom' (sod_approvers).
  CREATE TABLE IF NOT EXISTS sod_approval_types (
    sod_dn TEXT PRIMARY KEY COLLATE NOCASE REFERENCES sods (dn) ON DELETE CASCADE,
    approval_type TEXT NOT NULL CHECK (approval_type IN ('default', 'custom'))
  );
  CREATE TABLE IF NOT EXISTS sod_approvers (
    sod_dn TEXT NOT NULL COLLATE NOCASE REFERENCES sods (dn) ON DELETE CASCADE,
    sequence INTEGER NOT NULL,
    approver_dn TEXT NOT NULL COLLATE NOCASE,
    PRIMARY KEY (sod_dn, sequence)
  );
  CREATE INDEX IF NOT EXISTS sods_role1 ON sods (role1_dn);
  CREATE INDEX IF NOT EXISTS sods_role2 ON sods (role2_dn);
  CREATE INDEX IF NOT EXISTS sods_name_sort ON sods (name COLLATE NOCASE, dn);

  -- Approved exceptions: the user may hold both roles of the rule (an approved SoD exception request).
  CREATE TABLE IF NOT EXISTS sod_exceptions (
    sod_dn TEXT NOT NULL COLLATE NOCASE REFERENCES sods (dn) ON DELETE CASCADE,
    user_dn TEXT NOT NULL COLLATE NOCASE REFERENCES users (dn) ON DELETE CASCADE,
    request_id INTEGER,
    justification TEXT NOT NULL DEFAULT '',
    approved_at INTEGER NOT NULL,
    PRIMARY KEY (sod_dn, user_dn)
  );

  CREATE INDEX IF NOT EXISTS assignments_item ON assignments (item_dn, recipient_type);
  CREATE INDEX IF NOT EXISTS roles_level_name_sort ON roles (level, name COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS roles_level_description_sort ON roles (level, description COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS roles_container ON roles (container_dn);
  CREATE INDEX IF NOT EXISTS roles_status ON roles (status);
  CREATE INDEX IF NOT EXISTS access_requests_item ON access_requests (item_dn, process_state);
  `,
  // adminperm: 9: administrator assignments and delegated administrators' permissions (issue 17; demo/server/README.md
  // "Administrator assignments and permissions"), the source of every administration right: the flags of
  // users (is_admin, is_role_admin, domains), the delegated role administrators' containers and their stored
  // administration rights become records here. Re-runnable: everything IF NOT EXISTS / OR IGNORE.
  `
  -- adminperm: administrator assignments (user, group or container administers a domain) and permissions
  CREATE TABLE IF NOT EXISTS admin_assignments (
    id INTEGER PRIMARY KEY,
    assignee_dn TEXT NOT NULL COLLATE NOCASE,
    assignee_type TEXT NOT NULL CHECK (assignee_type IN ('USER', 'GROUP', 'CONTAINER')),
    assignee_name TEXT NOT NULL,
    domain TEXT NOT NULL
      CHECK (domain IN ('SECURITY', 'ROLES', 'RESOURCES', 'PROVISIONING', 'CONFIGURATION', 'COMPLIANCE', 'REPORTING')),
    admin_type TEXT NOT NULL CHECK (admin_type IN ('ADMIN', 'MANAGER')),
    comment TEXT NOT NULL DEFAULT '',
    effective_date INTEGER,
    expiration_date INTEGER,
    created_at INTEGER NOT NULL,
    UNIQUE (assignee_dn, domain)
  );
  CREATE INDEX IF NOT EXISTS admin_assignments_name_sort ON admin_assignments (assignee_name COLLATE NOCASE, id);
  CREATE INDEX IF NOT EXISTS admin_assignments_domain ON admin_assignments (domain, admin_type);
  CREATE INDEX IF NOT EXISTS admin_assignments_domain_sort ON admin_assignments (domain COLLATE NOCASE, id);
  CREATE INDEX IF NOT EXISTS admin_assignments_type_sort ON admin_assignments (admin_type COLLATE NOCASE, id);
  CREATE INDEX IF NOT EXISTS admin_assignments_assignee_type_sort ON admin_assignments (assignee_type COLLATE NOCASE, id);

  -- What a delegated administrator (MANAGER) of a domain acts on: one object, or a container's objects and below.
  CREATE TABLE IF NOT EXISTS admin_permissions (
    id INTEGER PRIMARY KEY,
    assignee_dn TEXT NOT NULL COLLATE NOCASE,
    domain TEXT NOT NULL CHECK (domain IN ('ROLES', 'RESOURCES', 'PROVISIONING')),
    object_dn TEXT NOT NULL COLLATE NOCASE,
    object_type TEXT NOT NULL CHECK (object_type IN ('ROLE', 'RESOURCE', 'PRD', 'CONTAINER')),
    object_name TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (assignee_dn, domain, object_dn)
  );
  CREATE INDEX IF NOT EXISTS admin_permissions_domain ON admin_permissions (domain, object_dn);

  -- The rights a db kept before become records: administrators administer Security and their domains,
  -- everyone else's domains are delegated ones, the role administrators' containers their permissions.
  INSERT OR IGNORE INTO admin_assignments (assignee_dn, assignee_type, assignee_name, domain, admin_type, created_at)
    SELECT dn, 'USER', full_name, 'SECURITY', 'ADMIN', 0 FROM users WHERE is_admin = 1;
  INSERT OR IGNORE INTO admin_assignments (assignee_dn, assignee_type, assignee_name, domain, admin_type, created_at)
    SELECT u.dn, 'USER', u.full_name, j.value, CASE WHEN u.is_admin = 1 THEN 'ADMIN' ELSE 'MANAGER' END, 0
    FROM users u, json_each(CASE WHEN json_valid(u.domains) THEN u.domains ELSE '[]' END) j
    WHERE j.value IN ('ROLES', 'RESOURCES', 'PROVISIONING');
  INSERT OR IGNORE INTO admin_permissions (assignee_dn, domain, object_dn, object_type, object_name, created_at)
    SELECT s.user_dn, 'ROLES', s.container_dn, 'CONTAINER', COALESCE(c.name, s.container_dn), 0
    FROM role_admin_scopes s LEFT JOIN catalog_containers c ON c.dn = s.container_dn;
  DELETE FROM nav_rights
    WHERE key IN ('role', 'create Role', 'mapresources', 'sod', 'create Sod', 'resource', 'create Resource')
      AND user_dn IN (SELECT assignee_dn FROM admin_assignments);
  UPDATE users SET is_admin = 0, is_role_admin = 0, domains = '[]' WHERE is_admin <> 0 OR is_role_admin <> 0 OR domains <> '[]';
  DROP TABLE IF EXISTS role_admin_scopes;
  `,
  // 10: group administration (issue 16; demo/server/README.md "Groups"): dynamic groups (membership from a query on
  // a user attribute, kept by triggers as users come and change) and the description sort. Re-runnable (a test
  // rewinds schema_version): everything IF NOT EXISTS.
  `
  -- groups: dynamic groups and the list's description order
  CREATE TABLE IF NOT EXISTS dynamic_groups (
    group_dn TEXT PRIMARY KEY COLLATE NOCASE REFERENCES groups (dn) ON DELETE CASCADE,
    member_query TEXT NOT NULL,
    attribute TEXT NOT NULL CHECK (attribute IN ('department', 'title')),
    value TEXT NOT NULL COLLATE NOCASE
  );
  CREATE INDEX IF NOT EXISTS groups_description_sort ON groups (description COLLATE NOCASE, dn);
  CREATE TRIGGER IF NOT EXISTS dynamic_groups_user_insert AFTER INSERT ON users
    WHEN EXISTS (SELECT 1 FROM dynamic_groups)
  BEGIN
    INSERT OR IGNORE INTO group_members (group_dn, user_dn) SELECT d.group_dn, new.dn FROM dynamic_groups d
      WHERE (d.attribute = 'department' AND d.value = new.department) OR (d.attribute = 'title' AND d.value = new.title);
  END;
  CREATE TRIGGER IF NOT EXISTS dynamic_groups_user_update AFTER UPDATE OF department, title ON users
    WHEN EXISTS (SELECT 1 FROM dynamic_groups)
  BEGIN
    DELETE FROM group_members WHERE user_dn = new.dn AND group_dn IN (SELECT group_dn FROM dynamic_groups);
    INSERT OR IGNORE INTO group_members (group_dn, user_dn) SELECT d.group_dn, new.dn FROM dynamic_groups d
      WHERE (d.attribute = 'department' AND d.value = new.department) OR (d.attribute = 'title' AND d.value = new.title);
  END;
  `,
  // 11: who acts for whom (issue 17; demo/server/README.md "Delegation, availability and proxy assignments"):
  // what a delegation covers (request definitions, roles or resources; none listed: all requests) and to whom
  // through a relationship, what an availability window covers, a user's availability status, and the time
  // window of a proxy assignment. Side tables of delegations, availability and proxies, so the migration can
  // run again (a test rewinds schema_version): everything IF NOT EXISTS.
  `
  -- delegation: scopes of delegations and availability windows, availability status, proxy assignment windows
  CREATE TABLE IF NOT EXISTS delegation_scopes (
    delegation_id INTEGER PRIMARY KEY REFERENCES delegations (id) ON DELETE CASCADE,
    request_defs TEXT NOT NULL DEFAULT '[]',
    relationship TEXT
  );
  CREATE INDEX IF NOT EXISTS delegations_delegate ON delegations (delegate_dn);
  CREATE INDEX IF NOT EXISTS delegations_window ON delegations (delegator_dn, ends_at);
  CREATE TABLE IF NOT EXISTS availability_scopes (
    user_dn TEXT NOT NULL COLLATE NOCASE,
    starts_at INTEGER NOT NULL,
    request_defs TEXT NOT NULL DEFAULT '[]',
    PRIMARY KEY (user_dn, starts_at),
    FOREIGN KEY (user_dn, starts_at) REFERENCES availability (user_dn, starts_at) ON DELETE CASCADE ON UPDATE CASCADE
  );
  CREATE TABLE IF NOT EXISTS availability_status (
    user_dn TEXT PRIMARY KEY COLLATE NOCASE REFERENCES users (dn) ON DELETE CASCADE,
    status TEXT NOT NULL CHECK (status IN ('available', 'unavailable', 'selective'))
  );
  CREATE TABLE IF NOT EXISTS proxy_windows (
    proxy_dn TEXT NOT NULL COLLATE NOCASE,
    for_dn TEXT NOT NULL COLLATE NOCASE,
    starts_at INTEGER,
    ends_at INTEGER,
    PRIMARY KEY (proxy_dn, for_dn),
    FOREIGN KEY (proxy_dn, for_dn) REFERENCES proxies (proxy_dn, for_dn) ON DELETE CASCADE
  );
  CREATE INDEX IF NOT EXISTS proxies_for ON proxies (for_dn);
  `,
  // 12 (teams): team types, the recipients a team's members come from, and what its managers may do for them
  // (README "Teams"). team_members stays the resolved membership every team-manager check reads.
  (db) => {
    // The column is added once: a db whose schema_version was rewound (the migration tests) has it already.
    const columns = db.prepare<[], { name: string }>('PRAGMA table_info(teams)').all();
    if (!columns.some((column) => column.name === 'team_type'))
      db.exec(
        `ALTER TABLE teams ADD COLUMN team_type TEXT NOT NULL DEFAULT 'A' CHECK (team_type IN ('A', 'P', 'R', 'S', 'C'))`,
      );
    // teamdel: team_members is a view since the teamdel migration (a rewound db re-runs this one): views take no index.
    const membersKind = db
      .prepare<[], { type: string }>("SELECT type FROM sqlite_master WHERE name = 'team_members'")
      .get()?.type;
    if (membersKind === 'table') db.exec('CREATE INDEX IF NOT EXISTS team_members_team ON team_members (team_dn)');
    db.exec(`
  -- teams: type (A all domains, P provisioning requests, R roles, S resources, C compliance), recipients, permissions.
  CREATE INDEX IF NOT EXISTS teams_name_sort ON teams (name COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS teams_type_name_sort ON teams (team_type, name COLLATE NOCASE, dn);
  CREATE INDEX IF NOT EXISTS team_managers_user ON team_managers (user_dn);

  -- Whom a team's members are: users, members of groups, users of containers, a relationship to the
  -- team's managers ('directReports'), the members of nested teams.
  CREATE TABLE IF NOT EXISTS team_recipients (
    team_dn TEXT NOT NULL COLLATE NOCASE REFERENCES teams (dn) ON DELETE CASCADE,
    recipient_dn TEXT NOT NULL COLLATE NOCASE,
    recipient_type TEXT NOT NULL CHECK (recipient_type IN ('user', 'group', 'container', 'relationship', 'team')),
    PRIMARY KEY (team_dn, recipient_dn)
  );
  CREATE INDEX IF NOT EXISTS team_recipients_recipient ON team_recipients (recipient_dn);
  INSERT OR IGNORE INTO team_recipients (team_dn, recipient_dn, recipient_type)
    SELECT team_dn, user_dn, 'user' FROM team_members;

  -- What the managers may do for the members: per object (a role, resource or PRD, or every one in a
  -- role or resource container) or for the whole team (object_type 'team', object_dn the team's DN:
  -- may_request there means every item of the team's domains).
  CREATE TABLE IF NOT EXISTS team_permissions (
    team_dn TEXT NOT NULL COLLATE NOCASE REFERENCES teams (dn) ON DELETE CASCADE,
    object_dn TEXT NOT NULL COLLATE NOCASE,
    object_type TEXT NOT NULL
      CHECK (object_type IN ('team', 'role', 'resource', 'prd', 'role-container', 'resource-container')),
    may_request INTEGER NOT NULL DEFAULT 0,
    view_tasks INTEGER NOT NULL DEFAULT 0,
    act_on_tasks INTEGER NOT NULL DEFAULT 0,
    view_history INTEGER NOT NULL DEFAULT 0,
    delegation INTEGER NOT NULL DEFAULT 0,
    availability INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (team_dn, object_dn)
  );
  CREATE INDEX IF NOT EXISTS team_permissions_object ON team_permissions (object_dn);
  -- A db seeded before this migration: its teams keep the rights their managers had (everything).
  INSERT OR IGNORE INTO team_permissions
    (team_dn, object_dn, object_type, may_request, view_tasks, act_on_tasks, view_history, delegation, availability)
    SELECT dn, dn, 'team', 1, 1, 1, 1, 1, 1 FROM teams;
  `);
  },
  // 13: resource, driver and entitlement administration (issue 15; demo/server/README.md "Resources"):
  // code-map refreshes with their progress, and the indexes of the resource
  // admin list and of entitlement values. Re-runnable: everything IF NOT EXISTS.
  `
  -- resources: code-map refreshes, list indexes, CPRS
  -- A code-map refresh of drivers or entitlements: done of total entitlements re-read from the connected systems.
  CREATE TABLE IF NOT EXISTS code_map_refreshes (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('driver', 'entitlement')),
    targets TEXT NOT NULL,
    total INTEGER NOT NULL,
    done INTEGER NOT NULL DEFAULT 0,
    requester_dn TEXT COLLATE NOCASE,
    started_at INTEGER NOT NULL,
    finished_at INTEGER
  );
  CREATE TABLE IF NOT EXISTS entitlement_refreshes (
    entitlement_dn TEXT PRIMARY KEY COLLATE NOCASE,
    refreshed_at INTEGER NOT NULL
  );

  CREATE INDEX IF NOT EXISTS resources_status ON resources (status);
  CREATE INDEX IF NOT EXISTS resources_entitlement ON resources (entitlement_dn, entitlement_value);
  CREATE INDEX IF NOT EXISTS resource_categories_key ON resource_categories (category_key, resource_dn);
  CREATE INDEX IF NOT EXISTS entitlement_values_display ON entitlement_values (entitlement_dn, display_name COLLATE NOCASE, value);

  -- CPRS: what the connected systems hold (an entitlement value per user, drifting from the catalog), the requests
  -- (reconcile, publish) and the delta a reconcile found (type add: in the system only; remove: in the catalog only).
  CREATE TABLE IF NOT EXISTS cprs_accounts (
    entitlement_dn TEXT NOT NULL COLLATE NOCASE REFERENCES entitlements (dn) ON DELETE CASCADE,
    value TEXT NOT NULL,
    user_dn TEXT NOT NULL COLLATE NOCASE REFERENCES users (dn) ON DELETE CASCADE,
    PRIMARY KEY (entitlement_dn, value, user_dn)
  );
  CREATE TABLE IF NOT EXISTS cprs_requests (
    id INTEGER PRIMARY KEY,
    op_type TEXT NOT NULL CHECK (op_type IN ('reconcile', 'publish')),
    driver_dn TEXT NOT NULL COLLATE NOCASE,
    entitlement_dn TEXT NOT NULL COLLATE NOCASE,
    logical_system TEXT NOT NULL DEFAULT '',
    op_status INTEGER NOT NULL,
    total INTEGER NOT NULL DEFAULT 0,
    failed INTEGER NOT NULL DEFAULT 0,
    message TEXT NOT NULL DEFAULT '',
    requester_dn TEXT COLLATE NOCASE,
    started_at INTEGER NOT NULL,
    completed_at INTEGER
  );
  CREATE TABLE IF NOT EXISTS cprs_delta (
    id INTEGER PRIMARY KEY,
    request_id INTEGER NOT NULL REFERENCES cprs_requests (id) ON DELETE CASCADE,
    entitlement_dn TEXT NOT NULL COLLATE NOCASE,
    value TEXT NOT NULL,
    user_dn TEXT NOT NULL COLLATE NOCASE REFERENCES users (dn) ON DELETE CASCADE,
    type TEXT NOT NULL CHECK (type IN ('add', 'remove'))
  );
  CREATE INDEX IF NOT EXISTS cprs_delta_entitlement ON cprs_delta (entitlement_dn, request_id);
  `,
  // 14 (mail): e-mail approval reply tokens and uploaded locale properties (issue 18; demo/server/README.md
  // "E-mail approval and the localisation kit"). Re-runnable: everything IF NOT EXISTS.
  `
  -- mail: e-mail approval tokens, uploaded locale properties
  -- A reply token sent to a task's assignee with the notification; a reply carrying it decides the task.
  CREATE TABLE IF NOT EXISTS email_approval_tokens (
    token TEXT PRIMARY KEY,
    task_id INTEGER NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
    user_dn TEXT NOT NULL COLLATE NOCASE REFERENCES users (dn) ON DELETE CASCADE,
    issued_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    outcome TEXT
  );
  CREATE INDEX IF NOT EXISTS email_approval_tokens_task ON email_approval_tokens (task_id, user_dn);
  CREATE INDEX IF NOT EXISTS email_approval_tokens_issued ON email_approval_tokens (issued_at);
  -- A locale's uploaded properties file (localisation kit): its strings replace the built-in ones.
  CREATE TABLE IF NOT EXISTS locale_properties (
    locale TEXT PRIMARY KEY,
    content TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    updated_by TEXT NOT NULL DEFAULT ''
  );
  `,
  // 15 (landing): landing and featured-item categories, landing strings, dashboard tiles (issue 19).
  `
  -- landing: categories of featured and landing items (landing_items.category_id), the landing page's localised
  -- strings (ulp/l10n/{locale}.properties), each user's dashboard tiles and the client's dashboard settings.
  CREATE TABLE IF NOT EXISTS landing_categories (
    id INTEGER PRIMARY KEY,
    list TEXT NOT NULL CHECK (list IN ('featured', 'landing')),
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    category_order INTEGER NOT NULL
  );
  INSERT OR IGNORE INTO landing_categories (id, list, name, category_order)
    SELECT category_id, list, MIN(category_name), MIN(category_order) FROM landing_items GROUP BY category_id;
  CREATE TABLE IF NOT EXISTS ulp_strings (
    locale TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (locale, key)
  );
  CREATE TABLE IF NOT EXISTS dashboard_preferences (
    user_dn TEXT PRIMARY KEY COLLATE NOCASE,
    tiles TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS dashboard_settings (
    client_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('globalTiles', 'access')),
    value TEXT NOT NULL,
    PRIMARY KEY (client_id, kind)
  );
  `,
  // 16 (entities): custom entity items and help desk tickets (issue 19; demo/server/README.md "Entities").
  // entities: custom entity items and help desk tickets (issue 19; demo/server/README.md "Entities").
  `
  -- entities: custom entity items (definitions in db/entities/definitions.ts); attrs is a JSON object of
  -- attribute key to a list of values; name is the naming attribute's value. Re-runnable.
  CREATE TABLE IF NOT EXISTS entity_items (
    dn TEXT PRIMARY KEY COLLATE NOCASE,
    entity_key TEXT NOT NULL,
    name TEXT NOT NULL COLLATE NOCASE,
    attrs TEXT NOT NULL DEFAULT '{}',
    -- The searchable attributes' values, one a line: what a plain search (q) reads, without parsing attrs.
    search TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL DEFAULT 0,
    modified_at INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX IF NOT EXISTS entity_items_list ON entity_items (entity_key, name, dn);
  -- Help desk tickets an end user opens (access/helpdesk/ticket); the administrators see and close them.
  CREATE TABLE IF NOT EXISTS helpdesk_tickets (
    number TEXT PRIMARY KEY,
    requester_dn TEXT NOT NULL COLLATE NOCASE,
    category TEXT NOT NULL,
    subject TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
    created_at INTEGER NOT NULL,
    closed_by_dn TEXT COLLATE NOCASE,
    closed_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS helpdesk_tickets_requester ON helpdesk_tickets (requester_dn);
  CREATE INDEX IF NOT EXISTS helpdesk_tickets_created ON helpdesk_tickets (status, created_at);
  `,
  // 17 (settings): per-client stylesheets (PUT access/config/uploadStyle, GET access/config/style/{fileName}, served at
  // /custom/css/client-<id>.css). Client settings and product configuration live in clients and settings already.
  // Re-runnable: IF NOT EXISTS.
  `
  -- settings: per-client stylesheets
  CREATE TABLE IF NOT EXISTS client_styles (
    client_id TEXT PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
    file_name TEXT NOT NULL UNIQUE,
    css TEXT NOT NULL,
    updated_at INTEGER NOT NULL
  );
  `,
  // 18 (monitor): workflow engines, server settings, cache holders, loggers, the work queue (issue 18).
  `
  -- monitor: workflow engines, server settings (engine, cache and audit configuration as JSON), cache holders,
  -- log packages and loggers, the work queue (saved request carts); processes are the access requests themselves.
  CREATE TABLE IF NOT EXISTS workflow_engines (
    engine_id TEXT PRIMARY KEY,
    status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
    started_at INTEGER NOT NULL,
    heartbeat_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS server_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS cache_holders (
    id TEXT PRIMARY KEY,
    customizable INTEGER NOT NULL DEFAULT 0,
    object_count INTEGER NOT NULL DEFAULT 0,
    max_nodes INTEGER,
    time_to_live INTEGER,
    max_age INTEGER,
    cleared_at INTEGER
  );
  CREATE TABLE IF NOT EXISTS log_packages (name TEXT PRIMARY KEY COLLATE NOCASE, description TEXT NOT NULL DEFAULT '');
  CREATE TABLE IF NOT EXISTS loggers (
    name TEXT PRIMARY KEY COLLATE NOCASE,
    level INTEGER NOT NULL,
    additivity INTEGER NOT NULL DEFAULT 1,
    updated_at INTEGER
  );
  CREATE TABLE IF NOT EXISTS queue_items (
    owner_dn TEXT NOT NULL COLLATE NOCASE,
    cart_action TEXT NOT NULL,
    item_dn TEXT NOT NULL COLLATE NOCASE,
    item_type TEXT NOT NULL,
    item_fullname TEXT NOT NULL,
    added_at INTEGER NOT NULL,
    PRIMARY KEY (owner_dn, cart_action, item_dn)
  );
  CREATE TABLE IF NOT EXISTS queue_assignees (
    owner_dn TEXT NOT NULL COLLATE NOCASE,
    cart_action TEXT NOT NULL,
    item_dn TEXT NOT NULL COLLATE NOCASE,
    assigned_to_dn TEXT NOT NULL COLLATE NOCASE,
    assignee_full_name TEXT NOT NULL DEFAULT '',
    type TEXT NOT NULL DEFAULT 'USER',
    subtype TEXT NOT NULL DEFAULT '',
    comment TEXT NOT NULL DEFAULT '',
    sod_justification TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (owner_dn, cart_action, item_dn, assigned_to_dn),
    FOREIGN KEY (owner_dn, cart_action, item_dn) REFERENCES queue_items (owner_dn, cart_action, item_dn) ON DELETE CASCADE
  );
  CREATE INDEX IF NOT EXISTS access_requests_requested ON access_requests (requested_at);
  CREATE INDEX IF NOT EXISTS access_requests_process ON access_requests (process_state, requested_at);

  INSERT OR IGNORE INTO workflow_engines (engine_id, status, started_at, heartbeat_at)
    VALUES ('idm-engine-1', 0, CAST(strftime('%s', 'now') AS INTEGER) * 1000, CAST(strftime('%s', 'now') AS INTEGER) * 1000);
  INSERT OR IGNORE INTO cache_holders (id, customizable, object_count) VALUES
    ('RoleCatalogCache', 1, 422), ('ResourceCatalogCache', 1, 73), ('SoDCatalogCache', 1, 18),
    ('PermissionIndexCache', 1, 513), ('EntityDefinitionCache', 1, 36), ('DirectoryAbstractionLayerCache', 1, 1250),
    ('ProvisioningRequestDefinitionCache', 1, 24), ('TeamCache', 1, 10), ('ThemeCache', 0, 4),
    ('LocalizationCache', 0, 1180), ('NavigationMenuCache', 0, 42), ('UserApplicationSettingsCache', 0, 64),
    ('WorkflowProcessCache', 0, 250), ('CodeMapCache', 1, 96);
  INSERT OR IGNORE INTO log_packages (name, description) VALUES
    ('com.netiq.sandbox.requests', 'The sandbox''s own request log (follows this level)'),
    ('com.netiq.idm.rest', 'REST services of Identity Applications'),
    ('com.netiq.idm.rest.access', 'Access requests, tasks and history services'),
    ('com.netiq.idm.rest.catalog', 'Role and resource catalog services'),
    ('com.netiq.idm.rest.admin', 'Administration services'),
    ('com.netiq.idm.auditing', 'Audit events'),
    ('com.novell.soa.af.impl', 'Workflow engine'),
    ('com.novell.soa.af.impl.soap', 'Workflow engine web services'),
    ('com.novell.soa.af.impl.email', 'Workflow e-mail notifications'),
    ('com.novell.idm.nrf', 'Roles framework'),
    ('com.novell.idm.nrf.persist', 'Roles framework persistence'),
    ('com.novell.idm.nrf.service', 'Roles framework services'),
    ('com.novell.srvprv.impl.vdata', 'Directory abstraction layer'),
    ('com.novell.srvprv.impl.uictrl', 'User interface controls'),
    ('com.novell.srvprv.spi.security', 'Security and authentication'),
    ('com.sssw.fw.cachemgr', 'Cache manager'),
    ('com.sssw.fw.cluster', 'Cluster communication'),
    ('com.novell.afw.portal', 'Portal framework'),
    ('com.novell.idm.dashboard', 'Dashboard'),
    ('com.novell.idm.sod', 'Separation of duties'),
    ('com.novell.idm.permission', 'Permission index'),
    ('com.novell.idm.cprs', 'Permission reconciliation'),
    ('com.novell.idm.ldap', 'LDAP connections'),
    ('com.novell.idm.email', 'E-mail templates and approval'),
    ('com.novell.idm.localization', 'Localisation');
  INSERT OR IGNORE INTO loggers (name, level, additivity) VALUES
    ('com.netiq.sandbox.requests', 40000, 1), ('com.netiq.idm.rest', 20000, 1), ('com.netiq.idm.auditing', 20000, 1),
    ('com.novell.soa.af.impl', 30000, 1), ('com.novell.idm.nrf', 30000, 1), ('com.novell.srvprv.impl.vdata', 30000, 1),
    ('com.sssw.fw.cachemgr', 40000, 1), ('com.novell.idm.sod', 30000, 1);
  `,
  // teamdel: team membership derived at read time (README "Teams"). team_members becomes a view over the team's
  // recipients (users, members of groups, users of containers, managers' direct reports) and those of the teams
  // nested in it (team_nesting: each team with itself and every team nested in it, kept when teams are saved),
  // so a user added to a group is at once a member of every team the group is a recipient of. (Migration 12 skips
  // its index of the old table when a rewound db re-runs it.)
  (db) => {
    const kind = db
      .prepare<[], { type: string }>("SELECT type FROM sqlite_master WHERE name = 'team_members'")
      .get()?.type;
    if (kind === 'table') db.exec('DROP TABLE team_members');
    // teamdel: a delegated administrator's permission grants some actions of its domain (JSON list; NULL: all).
    const permissionColumns = db.prepare<[], { name: string }>('PRAGMA table_info(admin_permissions)').all();
    if (!permissionColumns.some((column) => column.name === 'actions'))
      db.exec('ALTER TABLE admin_permissions ADD COLUMN actions TEXT');
    db.exec(`
  -- teamdel: team_nesting, team_member_sources, the team_members view
  CREATE TABLE IF NOT EXISTS team_nesting (
    team_dn TEXT NOT NULL COLLATE NOCASE REFERENCES teams (dn) ON DELETE CASCADE,
    inner_dn TEXT NOT NULL COLLATE NOCASE,
    PRIMARY KEY (team_dn, inner_dn)
  );
  CREATE INDEX IF NOT EXISTS team_nesting_inner ON team_nesting (inner_dn);
  CREATE TRIGGER IF NOT EXISTS team_nesting_self AFTER INSERT ON teams BEGIN
    INSERT OR IGNORE INTO team_nesting (team_dn, inner_dn) VALUES (new.dn, new.dn);
  END;
  DELETE FROM team_nesting;
  INSERT INTO team_nesting (team_dn, inner_dn)
    WITH RECURSIVE nesting (team_dn, inner_dn) AS (
      SELECT dn, dn FROM teams
      UNION SELECT n.team_dn, r.recipient_dn FROM nesting n
        JOIN team_recipients r ON r.team_dn = n.inner_dn AND r.recipient_type = 'team'
    )
    SELECT team_dn, inner_dn FROM nesting;
  -- UNION ALL arms and an outer DISTINCT: SQLite pushes "team_dn = ?" (or IN) into every arm, so one team's
  -- members cost index lookups, not the whole membership. The container arm goes team -> recipient -> users
  -- (CROSS JOIN keeps that order): else the planner scans users and indexes the recipients on every call.
  DROP VIEW IF EXISTS team_members;
  DROP VIEW IF EXISTS team_member_sources;
  CREATE VIEW team_member_sources (team_dn, user_dn) AS
    SELECT s.team_dn, u.dn FROM team_nesting s
      JOIN team_recipients r ON r.team_dn = s.inner_dn AND r.recipient_type = 'user'
      JOIN users u ON u.dn = r.recipient_dn
    UNION ALL SELECT s.team_dn, g.user_dn FROM team_nesting s
      JOIN team_recipients r ON r.team_dn = s.inner_dn AND r.recipient_type = 'group'
      JOIN group_members g ON g.group_dn = r.recipient_dn
    UNION ALL SELECT s.team_dn, u.dn FROM team_nesting s
      CROSS JOIN team_recipients r ON r.team_dn = s.inner_dn AND r.recipient_type = 'container'
      CROSS JOIN users u ON u.container_dn = r.recipient_dn OR u.container_dn LIKE '%,' || r.recipient_dn
    UNION ALL SELECT s.team_dn, u.dn FROM team_nesting s
      JOIN team_recipients r ON r.team_dn = s.inner_dn AND r.recipient_type = 'relationship'
      JOIN team_managers m ON m.team_dn = r.team_dn
      JOIN users u ON u.manager_dn = m.user_dn;
  CREATE VIEW team_members (team_dn, user_dn) AS
    SELECT DISTINCT team_dn, user_dn FROM team_member_sources;
  `);
  },
  `-- h-bench: indexes of the administration lists at 10,000 items (scripts/bench-areas.ts)
  CREATE INDEX IF NOT EXISTS delegations_start ON delegations (starts_at);
  CREATE INDEX IF NOT EXISTS resources_search ON resources (name COLLATE NOCASE, dn, description);
  `,
  // h-teams: what managing teams gives, read from the team tables only, and fast for a manager of 5,000 teams
  // (README "Teams"): managed_members keeps each manager's members with the rights their teams give, made again on
  // the first read after a change (team_change counts them, a trigger a source table). Tina's rights come from her
  // teams now: her navigation rights once stored beside them go (the users' team-manager columns are read no more).
  (db) => {
    db.exec(`
  -- h-teams: managed_members, team_change and its triggers
  CREATE TABLE IF NOT EXISTS team_change (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
  INSERT OR IGNORE INTO team_change (id, version) VALUES (1, 0);
  CREATE TABLE IF NOT EXISTS managed_members (
    manager_dn TEXT NOT NULL COLLATE NOCASE,
    user_dn TEXT NOT NULL COLLATE NOCASE,
    may_request INTEGER NOT NULL,
    view_tasks INTEGER NOT NULL,
    act_on_tasks INTEGER NOT NULL,
    view_history INTEGER NOT NULL,
    delegation INTEGER NOT NULL,
    availability INTEGER NOT NULL,
    PRIMARY KEY (manager_dn, user_dn)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS managed_members_state (
    manager_dn TEXT PRIMARY KEY COLLATE NOCASE,
    version INTEGER NOT NULL
  ) WITHOUT ROWID;
  ${TEAM_CHANGE_TRIGGERS}
  -- Few teams let their managers set delegation or availability: whether a manager has such a team starts there.
  CREATE INDEX IF NOT EXISTS team_permissions_delegation ON team_permissions (team_dn) WHERE delegation = 1;
  CREATE INDEX IF NOT EXISTS team_permissions_availability ON team_permissions (team_dn) WHERE availability = 1;
  DELETE FROM nav_rights WHERE user_dn = 'cn=tmanager,ou=users,o=data' AND value = 'true'
    AND key IN ('teams', 'delegation', 'createDelegation', 'availability');
  `);
  },
  // h-landing: paging the landing and featured items by category (GET ulp/landingItems/v2, featuredItems at 10,000).
  `
  -- h-landing: an index for a category's items in order (paged reads, the next order number on insert).
  CREATE INDEX IF NOT EXISTS landing_items_category_order ON landing_items (category_id, item_order, id);
  CREATE INDEX IF NOT EXISTS landing_items_list_dn ON landing_items (list, item_dn);
  `,
  // h-fts: the entity items' search index (db/entities/search-index.ts): each item's characters and character
  // pairs, so a plain search reads only the items that may match. Re-runnable: created if missing, refilled.
  (db) => createItemSearchIndex(db),
  // authz2: the public client's refresh tokens rotate (RFC 9700 section 4.14; docs/security.md "Refresh tokens of the
  // public client"): every token of one grant shares a family, and a used refresh token stays (used = 1) until it
  // expires, so that its reuse is recognised and revokes the family. Re-runnable: the columns are added once.
  (db) => {
    const columns = db.prepare<[], { name: string }>('PRAGMA table_info(tokens)').all();
    if (!columns.some((column) => column.name === 'family')) db.exec('ALTER TABLE tokens ADD COLUMN family TEXT');
    if (!columns.some((column) => column.name === 'used'))
      db.exec('ALTER TABLE tokens ADD COLUMN used INTEGER NOT NULL DEFAULT 0');
    db.exec('CREATE INDEX IF NOT EXISTS tokens_family ON tokens (family) WHERE family IS NOT NULL');
  },
  // h-search: the global search's indexes (db/lookups/global-search-index.ts): a trigram index of each kind's
  // searched text kept by triggers, and NOCASE name indexes for texts under three characters. Re-runnable.
  (db) => createGlobalSearchIndex(db),
  // list-versions: the landing page's and the featured items' versions, kept by triggers (db/landing/list-versions.ts).
  ITEM_LIST_VERSIONS,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** Brings the db to the newest schema version, each migration in its own transaction. */
export function migrate(db: Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const row = db.prepare<[], { v: number | null }>('SELECT MAX(version) AS v FROM schema_version').get();
  const current = row?.v ?? 0;
  if (current > SCHEMA_VERSION) {
    throw new Error(
      `The database has schema version ${current}, newer than this sandbox (${SCHEMA_VERSION}). Use --reset.`,
    );
  }
  const record = db.prepare<[number, number]>('INSERT INTO schema_version (version, applied_at) VALUES (?, ?)');
  for (let version = current + 1; version <= SCHEMA_VERSION; version++) {
    const migration = MIGRATIONS[version - 1] ?? '';
    db.transaction(() => {
      if (typeof migration === 'string') db.exec(migration);
      else migration(db);
      record.run(version, Date.now());
    })();
  }
}
