import type { Database } from 'better-sqlite3';
import { withPeopleSearchPaused } from '../people/search-index.js';
import { DEMO_ACCOUNTS, demoDn } from '../../demo-accounts.js';
import { driverDn } from '../../dns.js';
import type { PasswordSyncCode } from '../../people/password-sync.js';
import { createRandom, type Random } from './prng.js';

/** Bump when the people seed changes; older dbs get it on their next start (`ensurePeopleSeed`). */
export const PEOPLE_VERSION = 1;
/** Settings key of the max user search (users/list pages stop there; the total stays the real count). */
export const MAX_USER_SEARCH_KEY = 'users.maxSearch';
/** Above the default organisation (1,000 + 6), so that it lists whole; `--users 100000` asks to refine. */
export const DEFAULT_MAX_USER_SEARCH = 10000;
/** The large team: one vice president gets every second leaf of the organisation, up to this many reports in all. */
export const LARGE_TEAM_MAX = 1000;
export const LARGE_TEAM_MIN = 400;
export const LARGE_TEAM_MANAGER_TITLE = 'Vice President, Support';

const LOCATIONS = [
  'Austin',
  'Berlin',
  'London',
  'Paris',
  'Tokyo',
  'Toronto',
  'Sydney',
  'São Paulo',
  'Bangalore',
  'Remote',
];
const COST_CENTERS = [1100, 1200, 2100, 2200, 3100, 4100, 5100, 6100];
const HIRED_FROM = Date.UTC(2005, 0, 3, 9);
/** Sync times are days before this fixed date, so that a seed is the same whenever it runs. */
const SYNCED_BY = Date.UTC(2026, 0, 5, 12);
const DAY = 86_400_000;

/** Hand-picked statuses for the demo accounts: Eddie and Maria between them show every code. */
const DEMO_SYNC: Readonly<Record<string, readonly (readonly [string, PasswordSyncCode])[]>> = {
  uaadmin: [['Active Directory', '0004']],
  mmanager: [
    ['Active Directory', '0004'],
    ['Microsoft Entra ID', '0003'],
    ['Google Workspace', '0004'],
  ],
  euser: [
    ['Active Directory', '0004'],
    ['Microsoft Entra ID', '0001'],
    ['Google Workspace', '0002'],
    ['SAP ERP', '0000'],
  ],
  tmanager: [['Active Directory', '0002']],
  dadmin: [
    ['Active Directory', '0004'],
    ['Microsoft Entra ID', '0004'],
  ],
  pproxy: [['Active Directory', '0000']],
};

interface SeedRow {
  id: number;
  dn: string;
  cn: string;
  given_name: string;
  surname: string;
}

function seedAttributes(db: Database, random: Random, rows: readonly SeedRow[]): void {
  const update = db.prepare(
    'UPDATE users SET initials = ?, location = ?, workforce_id = ?, cost_center = ?, hire_date = ? WHERE id = ?',
  );
  const value = db.prepare('INSERT INTO user_values (user_dn, key, position, value) VALUES (?, ?, ?, ?)');
  for (const row of rows) {
    const initials = `${[...row.given_name][0] ?? ''}${[...row.surname][0] ?? ''}`.toUpperCase();
    const hired = HIRED_FROM + random.int(0, 7300) * DAY;
    update.run(
      initials,
      random.pick(LOCATIONS),
      `W${String(100000 + row.id)}`,
      random.pick(COST_CENTERS),
      hired,
      row.id,
    );
    const mobiles = random.chance(0.6) ? (random.chance(0.25) ? 2 : 1) : 0;
    for (let i = 0; i < mobiles; i++)
      value.run(row.dn, 'Mobile', i, `+1 555-${random.int(200, 999)}-${random.int(1000, 9999)}`);
  }
}

/** Stored statuses for the demo accounts; everyone else's are derived on demand (people/password-sync.ts). */
function seedPasswordSync(db: Database, random: Random): void {
  const insert = db.prepare(
    'INSERT INTO password_sync (user_dn, driver_dn, driver_name, status, message, updated_at) VALUES (?, ?, ?, ?, NULL, ?)',
  );
  for (const account of DEMO_ACCOUNTS) {
    for (const [name, code] of DEMO_SYNC[account.cn] ?? [])
      insert.run(demoDn(account), driverDn(name), name, code, SYNCED_BY - random.int(0, 30) * DAY);
  }
}

/**
 * Moves every second leaf (people without reports, not reporting to a demo account) under one vice president,
 * up to 1,000 reports in all (from about 2,500 generated users; about 400 with the default 1,000; none below 400).
 */
function seedLargeTeam(db: Database): void {
  const demoDns = DEMO_ACCOUNTS.map(demoDn);
  const leaves = db
    .prepare(
      `SELECT dn FROM users u WHERE u.password_hash IS NULL AND u.manager_dn IS NOT NULL
      AND u.manager_dn NOT IN (${demoDns.map(() => '?').join(', ')})
      AND NOT EXISTS (SELECT 1 FROM users r WHERE r.manager_dn = u.dn) ORDER BY u.id`,
    )
    .all(...demoDns) as { dn: string }[];
  const manager = db
    .prepare('SELECT dn FROM users WHERE title = ? ORDER BY id LIMIT 1')
    .get(LARGE_TEAM_MANAGER_TITLE) as { dn: string } | undefined;
  if (!manager) return;
  const already = (db.prepare('SELECT COUNT(*) AS n FROM users WHERE manager_dn = ?').get(manager.dn) as { n: number })
    .n;
  const pool = leaves.filter((_, i) => i % 2 === 1).slice(0, LARGE_TEAM_MAX - already);
  if (already + pool.length < LARGE_TEAM_MIN) return;
  const move = db.prepare('UPDATE users SET manager_dn = ? WHERE dn = ?');
  for (const { dn } of pool) move.run(manager.dn, dn);
}

/**
 * The people part of the seed (its own random stream, so other seeds stay as they were): attributes of
 * every type, multi-valued mobiles, an assistant, the demo accounts' password-sync statuses (every code
 * between Eddie and Maria), the large team and the max-user-search setting. Runs inside the caller's transaction.
 */
export function seedPeople(db: Database, seed: number): void {
  const random = createRandom((seed ^ 0x6d0c0006) >>> 0);
  const rows = db.prepare('SELECT id, dn, cn, given_name, surname FROM users ORDER BY id').all() as SeedRow[];
  seedAttributes(db, random, rows);
  seedPasswordSync(db, random);
  seedLargeTeam(db);
  const maria = DEMO_ACCOUNTS.find((a) => a.cn === 'mmanager');
  const paula = DEMO_ACCOUNTS.find((a) => a.cn === 'pproxy');
  if (maria && paula) db.prepare('UPDATE users SET assistant_dn = ? WHERE dn = ?').run(demoDn(paula), demoDn(maria));
  db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)').run(
    MAX_USER_SEARCH_KEY,
    JSON.stringify(DEFAULT_MAX_USER_SEARCH),
  );
  db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run('peopleVersion', String(PEOPLE_VERSION));
}

/** A db seeded before the people data existed gets it now (its users are kept). */
export function ensurePeopleSeed(db: Database, seed: number): void {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'peopleVersion'").get() as { value: string } | undefined;
  if (row) return;
  db.transaction(() =>
    withPeopleSearchPaused(db, () => {
      db.exec('DELETE FROM user_values; DELETE FROM password_sync;');
      seedPeople(db, seed);
    }),
  )();
}
