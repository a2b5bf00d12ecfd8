import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { migrate } from './schema.js';
import { CATALOG_VERSION, seedCatalog } from './seed/catalog.js';
import { seedDatabase, type SeedOptions } from './seed/index.js';
import { topUpRoles } from './seed/catalog-role-admin.js';
import { topUpAdminAssignments } from './seed/admin-assignments.js';
import { ensureGroupSeed, topUpGroups } from './seed/groups.js';
import { ensureEntitySeed, topUpEntities, topUpHelpdeskTickets } from './entities/seed.js';
import { topUpFeaturedItems, topUpLandingItems } from './landing/seed.js';
import { topUpDelegations } from './seed/delegation.js';
import { topUpTeams } from './seed/teams.js';
import { seedWorkQueue, topUpProcesses } from './seed/processes.js';
import { topUpResources } from './seed/catalog-resource-admin.js';
import { registerSearchFunctions } from './search.js';

export interface OpenedDatabase {
  db: Database;
  /** Seeding time in ms when this open seeded the db; null when it was seeded before. */
  seededInMs: number | null;
  /** What the db was seeded with (possibly on an earlier start). */
  seed: number;
  users: number;
}

/** Opens (creating, migrating and seeding on first use) the sandbox db. `:memory:` works too. */
export function openDatabase(
  path: string,
  options: SeedOptions & {
    reset?: boolean;
    roles?: number;
    adminAssignments?: number;
    groups?: number;
    delegations?: number;
    teams?: number;
    resources?: number;
    entities?: number;
    processes?: number;
    landingItems?: number;
    featuredItems?: number;
    helpdeskTickets?: number;
  },
): OpenedDatabase {
  if (path !== ':memory:') {
    if (options.reset) for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
    mkdirSync(dirname(path), { recursive: true });
  }
  const db = new BetterSqlite3(path);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    // 64 MiB of page cache: the seed of 100,000 people and their indexes spills to disk (minutes) with the default 2 MiB.
    db.pragma('cache_size = -65536');
    migrate(db);
    registerSearchFunctions(db);
    let seededInMs: number | null = null;
    if (!readMeta(db, 'seededAt')) {
      const started = performance.now();
      seedDatabase(db, options);
      seededInMs = Math.round(performance.now() - started);
      if (path !== ':memory:') db.pragma('wal_checkpoint(TRUNCATE)');
    } else if (readMeta(db, 'catalogVersion') !== String(CATALOG_VERSION)) {
      // Seeded by an older sandbox: keep people and saved data, regenerate the catalog.
      db.transaction(() => seedCatalog(db, Number(readMeta(db, 'seed') ?? options.seed)))();
    }
    // Several hundred groups, some dynamic (README "Groups"); --groups N: generated workgroups up to N.
    ensureGroupSeed(db, Number(readMeta(db, 'seed') ?? options.seed));
    if ((options.groups ?? 0) > 0) topUpGroups(db, options.groups ?? 0);
    // --roles N: generated roles up to N (again after a catalog regeneration, which drops them).
    if ((options.roles ?? 0) > 0) topUpRoles(db, options.roles ?? 0);
    // --admin-assignments N: generated delegated administrators up to N assignments.
    if ((options.adminAssignments ?? 0) > 0) topUpAdminAssignments(db, options.adminAssignments ?? 0);
    // --delegations N: generated delegations up to N.
    if ((options.delegations ?? 0) > 0) topUpDelegations(db, options.delegations ?? 0);
    // --teams N: generated teams up to N.
    if ((options.teams ?? 0) > 0) topUpTeams(db, options.teams ?? 0);
    // --resources N: resources bound to entitlement values up to N.
    if ((options.resources ?? 0) > 0) topUpResources(db, options.resources ?? 0);
    // Custom entities (README "Entities"); --entities N: devices added up to N entity items.
    ensureEntitySeed(db, Number(readMeta(db, 'seed') ?? options.seed));
    if ((options.entities ?? 0) > 0) topUpEntities(db, options.entities ?? 0);
    // --helpdesk-tickets N: generated tickets up to N.
    if ((options.helpdeskTickets ?? 0) > 0) topUpHelpdeskTickets(db, options.helpdeskTickets ?? 0);
    // --landing-items N, --featured-items N: landing applications and request-page featured items up to N.
    if ((options.landingItems ?? 0) > 0) topUpLandingItems(db, options.landingItems ?? 0);
    if ((options.featuredItems ?? 0) > 0) topUpFeaturedItems(db, options.featuredItems ?? 0);
    // The work queue's demo carts; --processes N: access requests (workflow processes) up to N.
    seedWorkQueue(db, Date.now());
    if ((options.processes ?? 0) > 0) topUpProcesses(db, options.processes ?? 0, Date.now());
    return { db, seededInMs, seed: Number(readMeta(db, 'seed')), users: Number(readMeta(db, 'users')) };
  } catch (error) {
    db.close();
    throw error;
  }
}

function readMeta(db: Database, key: string): string | undefined {
  return db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(key)?.value;
}
