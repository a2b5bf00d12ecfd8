import type { Database } from 'better-sqlite3';
import { ACCESS_CATALOG_VERSION, seedAccessCatalog } from './access-catalog.js';
import { seedDemoRequests } from './access-requests.js';

const CATALOG_KEY = 'accessCatalog';
const REQUESTS_KEY = 'accessRequestsSeededAt';

const meta = (db: Database, key: string): string | undefined =>
  db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(key)?.value;
const setMeta = (db: Database, key: string, value: string): void => {
  db.prepare<[string, string]>('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(key, value);
};
/** The access catalog belongs to one version of itself and of the catalog it was made from. */
const catalogStamp = (db: Database): string => `${ACCESS_CATALOG_VERSION}:${meta(db, 'catalogVersion') ?? ''}`;

/** Seeds the access part (after the catalog and the people): approval definitions and co., then demo requests. */
export function seedAccess(db: Database, now = Date.now()): void {
  seedAccessCatalog(db);
  setMeta(db, CATALOG_KEY, catalogStamp(db));
  seedDemoRequests(db, now);
  setMeta(db, REQUESTS_KEY, String(now));
}

/**
 * On every start: a db seeded before the access engine existed, or whose catalog was regenerated since,
 * gets the access catalog (and, once, the demo requests). Keeps requests, tasks and assignments.
 */
export function ensureAccessSeed(db: Database, now = Date.now()): void {
  const table = db
    .prepare<[], { n: number }>(
      `SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'access_requests'`,
    )
    .get();
  if ((table?.n ?? 0) === 0) {
    throw new Error('This db has the placeholder of schema migration 4 (access); start the sandbox with --reset.');
  }
  db.transaction(() => {
    if (meta(db, CATALOG_KEY) !== catalogStamp(db)) {
      seedAccessCatalog(db);
      setMeta(db, CATALOG_KEY, catalogStamp(db));
    }
    if (meta(db, REQUESTS_KEY) === undefined) {
      seedDemoRequests(db, now);
      setMeta(db, REQUESTS_KEY, String(now));
    }
  })();
}
