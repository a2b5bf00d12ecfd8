import type { Database } from 'better-sqlite3';
import { hashPassword } from '../../auth/passwords.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, USERS_CONTAINER, demoDn, type DemoAccount } from '../../demo-accounts.js';
import { GROUPS_CONTAINER, ORGANIZATION, SYSTEM_CONTAINER, groupDn, idFromName, teamDn } from '../../dns.js';
import { seedCatalog } from './catalog.js';
import { defaultClientConfig } from './client-config.js';
import { DEFAULT_GENERAL_DISPLAY, DEFAULT_IG_CONFIG, SETTING_KEYS } from './defaults.js';
import { DEPARTMENTS, EXTRA_GROUPS, TEAM_NAMES } from './names.js';
import { EXECUTIVE, departmentContainer, generateOrg, type GeneratedUser } from './org.js';
import { seedAccess } from './access.js';
import { seedAdminAssignments } from './admin-assignments.js';
import { seedWhoActs } from './delegation.js';
import { seedPeople } from './people.js';
import { withPeopleSearchPaused } from '../people/search-index.js';
import { createRandom, type Random } from './prng.js';
import { seedTeams } from './teams.js';

export interface SeedOptions {
  seed: number;
  /** Generated users; the demo accounts come on top. */
  users: number;
}

/** Fills an empty, migrated db with a whole organisation, in one transaction. */
export function seedDatabase(db: Database, options: SeedOptions): void {
  const random = createRandom(options.seed);
  const demoCns = new Set(DEMO_ACCOUNTS.map((a) => a.cn));
  const people = generateOrg(random, Math.max(0, Math.floor(options.users)), demoCns);
  // Hashing is slow on purpose, so only demo accounts get a password; do it before the transaction.
  const hashes = new Map(DEMO_ACCOUNTS.map((a) => [a.cn, hashPassword(DEMO_PASSWORD)] as const));

  db.transaction(() =>
    withPeopleSearchPaused(db, () => {
      insertContainers(db);
      insertUsers(db, people, hashes);
      insertGroups(db, random, people);
      insertTeams(db, random, people);
      seedCatalog(db, options.seed);
      seedTeams(db);
      insertSettings(db);
      seedPeople(db, options.seed);
      seedAccess(db);
      seedAdminAssignments(db);
      seedWhoActs(db);
      const meta = db.prepare<[string, string]>('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
      meta.run('seed', String(options.seed));
      meta.run('users', String(people.length));
      meta.run('seededAt', String(Date.now()));
    }),
  )();
}

function insertContainers(db: Database): void {
  const insert = db.prepare<[string, string, string | null, string]>(
    'INSERT INTO containers (dn, name, parent_dn, kind) VALUES (?, ?, ?, ?)',
  );
  insert.run(ORGANIZATION, 'data', null, 'organization');
  insert.run(USERS_CONTAINER, 'users', ORGANIZATION, 'organizationalUnit');
  insert.run(SYSTEM_CONTAINER, 'sa', ORGANIZATION, 'organizationalUnit');
  insert.run(GROUPS_CONTAINER, 'groups', ORGANIZATION, 'organizationalUnit');
  for (const department of [EXECUTIVE, ...DEPARTMENTS.map((d) => d.name)]) {
    insert.run(departmentContainer(department), department, USERS_CONTAINER, 'organizationalUnit');
  }
}

/** The vice president heading a department, if the organisation is big enough to have one. */
function vicePresident(people: readonly GeneratedUser[], department: string): GeneratedUser | undefined {
  return people.find((p) => p.manager === 0 && p.department === department) ?? people.find((p) => p.manager === 0);
}

/** Inserts generated people, then the demo accounts with their rights and proxies. */
function insertUsers(db: Database, people: GeneratedUser[], hashes: ReadonlyMap<string, string>): void {
  const insert = db.prepare(
    `INSERT INTO users (dn, cn, given_name, surname, full_name, title, department, email, telephone, manager_dn,
       container_dn, password_hash, is_admin, is_role_admin, domains)
     VALUES (@dn, @cn, @givenName, @surname, @fullName, @title, @department, @email, @telephone, @managerDn,
       @containerDn, @passwordHash, @isAdmin, @isRoleAdmin, @domains)`,
  );
  const plain = {
    passwordHash: null,
    isAdmin: 0,
    isRoleAdmin: 0,
    domains: '[]',
  };
  const maria = DEMO_ACCOUNTS.find((a) => a.cn === 'mmanager');
  // Maria also manages the last four engineers without reports of the generated organisation.
  const managers = new Set(people.map((p) => p.manager));
  const mariaReports = new Set(
    people.filter((p, i) => p.department === 'Engineering' && !managers.has(i) && p.manager !== 0).slice(-4),
  );
  for (const person of people) {
    const managerDn =
      mariaReports.has(person) && maria
        ? demoDn(maria)
        : person.manager === null
          ? null
          : (people[person.manager]?.dn ?? null);
    insert.run({ ...person, ...plain, managerDn });
  }

  const byCn = new Map(DEMO_ACCOUNTS.map((a) => [a.cn, a]));
  const demoManager = (account: DemoAccount): string | null => {
    if (account.manager === 'top') return vicePresident(people, account.department)?.dn ?? null;
    const manager = account.manager ? byCn.get(account.manager) : undefined;
    return manager ? demoDn(manager) : null;
  };
  const right = db.prepare<[string, string, string]>('INSERT INTO nav_rights (user_dn, key, value) VALUES (?, ?, ?)');
  const proxy = db.prepare<[string, string]>('INSERT INTO proxies (proxy_dn, for_dn) VALUES (?, ?)');
  for (const account of DEMO_ACCOUNTS) {
    const dn = demoDn(account);
    const slug = `${account.givenName}.${account.surname}`.toLowerCase();
    insert.run({
      dn,
      cn: account.cn,
      givenName: account.givenName,
      surname: account.surname,
      fullName: `${account.givenName} ${account.surname}`,
      title: account.title,
      department: account.department,
      email: `${slug}@example.com`,
      telephone: '+1 555-010-0' + String(100 + DEMO_ACCOUNTS.indexOf(account)),
      managerDn: demoManager(account),
      containerDn: account.containerDn,
      passwordHash: hashes.get(account.cn) ?? null,
      isAdmin: 0,
      isRoleAdmin: 0,
      domains: '[]',
    });
  }
  for (const account of DEMO_ACCOUNTS) {
    for (const [key, value] of Object.entries(account.rights ?? {})) right.run(demoDn(account), key, value);
    for (const forCn of account.proxyFor ?? []) {
      const target = byCn.get(forCn);
      if (target) proxy.run(demoDn(account), demoDn(target));
    }
  }
}

const demo = (cn: string): string => {
  const account = DEMO_ACCOUNTS.find((a) => a.cn === cn);
  if (!account) throw new Error(`no demo account ${cn}`);
  return demoDn(account);
};

function insertGroups(db: Database, random: Random, people: readonly GeneratedUser[]): void {
  const group = db.prepare<[string, string, string, string]>(
    'INSERT INTO groups (dn, cn, name, description) VALUES (?, ?, ?, ?)',
  );
  const member = db.prepare<[string, string]>('INSERT OR IGNORE INTO group_members (group_dn, user_dn) VALUES (?, ?)');
  for (const department of DEPARTMENTS) {
    const dn = groupDn(department.name);
    group.run(dn, department.name, department.name, `Everyone in ${department.name}`);
    for (const person of people) if (person.department === department.name) member.run(dn, person.dn);
  }
  for (const [name, description] of EXTRA_GROUPS) {
    const dn = groupDn(name);
    group.run(dn, name, name, description);
    for (const person of random.sample(people, random.int(5, 60))) member.run(dn, person.dn);
  }
  const demoMemberships: [string, string][] = [
    ['euser', 'Engineering'],
    ['euser', 'VPN Users'],
    ['euser', 'Wiki Editors'],
    ['mmanager', 'Engineering'],
    ['mmanager', 'Expense Approvers'],
    ['tmanager', 'Support'],
    ['tmanager', 'Help Desk'],
    ['dadmin', 'Security Champions'],
    ['pproxy', 'Operations'],
    ['pproxy', 'Travel Bookers'],
    ['uaadmin', 'Auditors'],
  ];
  for (const [cn, name] of demoMemberships) member.run(groupDn(name), demo(cn));
}

function insertTeams(db: Database, random: Random, people: readonly GeneratedUser[]): void {
  const team = db.prepare<[string, string, string]>('INSERT INTO teams (dn, name, description) VALUES (?, ?, ?)');
  const manager = db.prepare<[string, string]>('INSERT OR IGNORE INTO team_managers (team_dn, user_dn) VALUES (?, ?)');
  // The team's user recipients; seedTeams adds the other kinds and resolves the members.
  const member = db.prepare<[string, string]>(
    "INSERT OR IGNORE INTO team_recipients (team_dn, recipient_dn, recipient_type) VALUES (?, ?, 'user')",
  );
  const managerIndexes = new Set(people.map((p) => p.manager));
  const managers = people.filter((_, i) => managerIndexes.has(i)).slice(0, 200);
  TEAM_NAMES.forEach(([name, description], index) => {
    const dn = teamDn(idFromName(name));
    team.run(dn, name, description);
    // Tina manages the first two teams; Eddie is in both.
    if (index < 2) {
      manager.run(dn, demo('tmanager'));
      member.run(dn, demo('euser'));
    } else if (managers.length > 0) {
      manager.run(dn, random.pick(managers).dn);
    } else {
      manager.run(dn, demo('uaadmin'));
    }
    for (const person of random.sample(people, random.int(3, 15))) member.run(dn, person.dn);
  });
}

function insertSettings(db: Database): void {
  db.prepare<[string, string, string, number, string]>(
    'INSERT INTO clients (id, name, match_condition, is_default, config) VALUES (?, ?, ?, ?, ?)',
  ).run('1', 'Default', '', 1, JSON.stringify(defaultClientConfig()));
  const setting = db.prepare<[string, string]>('INSERT INTO settings (key, value) VALUES (?, ?)');
  setting.run(SETTING_KEYS.generalDisplay, JSON.stringify(DEFAULT_GENERAL_DISPLAY));
  setting.run(SETTING_KEYS.igConfig, JSON.stringify(DEFAULT_IG_CONFIG));
}
