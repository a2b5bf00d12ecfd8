import type { Database } from 'better-sqlite3';
import { cachedStatement, containsAny, runPaged, type PageResult } from '../search.js';

/**
 * The server's own administration records (issue 18): workflow engines, JSON settings (engine, cache and
 * audit configuration), cache holders, log packages and loggers.
 */

export interface EngineRow {
  engine_id: string;
  status: number;
  started_at: number;
  heartbeat_at: number;
}

export const engines = (db: Database): EngineRow[] =>
  cachedStatement(db, 'SELECT * FROM workflow_engines ORDER BY engine_id').all() as EngineRow[];

/** Whether every engine runs (processes show Stopped while one is stopped; one engine outside a cluster). */
export const enginesRunning = (db: Database): boolean =>
  (cachedStatement(db, 'SELECT COUNT(*) AS n FROM workflow_engines WHERE status <> 0').get() as { n: number }).n === 0;

export function setEngineStatus(db: Database, status: 0 | 1, at: number, engineId?: string): number {
  return engineId
    ? cachedStatement(
        db,
        'UPDATE workflow_engines SET status = ?, started_at = ?, heartbeat_at = ? WHERE engine_id = ?',
      ).run(status, at, at, engineId).changes
    : cachedStatement(db, 'UPDATE workflow_engines SET status = ?, started_at = ?, heartbeat_at = ?').run(
        status,
        at,
        at,
      ).changes;
}

export function readSetting<T>(db: Database, key: string, fallback: T): T {
  const row = cachedStatement(db, 'SELECT value FROM server_settings WHERE key = ?').get(key) as
    { value: string } | undefined;
  if (!row) return fallback;
  try {
    return { ...fallback, ...(JSON.parse(row.value) as T) };
  } catch {
    return fallback;
  }
}

export function writeSetting(db: Database, key: string, value: unknown): void {
  cachedStatement(db, 'INSERT OR REPLACE INTO server_settings (key, value) VALUES (?, ?)').run(
    key,
    JSON.stringify(value),
  );
}

export interface CacheHolderRow {
  id: string;
  customizable: number;
  object_count: number;
  max_nodes: number | null;
  time_to_live: number | null;
  max_age: number | null;
  cleared_at: number | null;
}

export const cacheHolders = (db: Database, customizableOnly = false): CacheHolderRow[] =>
  cachedStatement(
    db,
    `SELECT * FROM cache_holders ${customizableOnly ? 'WHERE customizable = 1' : ''} ORDER BY id COLLATE NOCASE`,
  ).all() as CacheHolderRow[];

/** Empties a holder; false when there is none of that id. */
export const clearCacheHolder = (db: Database, id: string, at: number): boolean =>
  cachedStatement(db, 'UPDATE cache_holders SET object_count = 0, cleared_at = ? WHERE id = ?').run(at, id).changes > 0;

export function customizeCacheHolder(
  db: Database,
  id: string,
  limits: { maxNodes: number | null; timeToLive: number | null; maxAge: number | null },
): boolean {
  return (
    cachedStatement(
      db,
      'UPDATE cache_holders SET max_nodes = ?, time_to_live = ?, max_age = ? WHERE id = ? AND customizable = 1',
    ).run(limits.maxNodes, limits.timeToLive, limits.maxAge, id).changes > 0
  );
}

export interface LoggerRow {
  name: string;
  level: number;
  additivity: number;
  description: string;
  updated_at: number | null;
}

const LOGGER_SORT: Readonly<Record<string, string>> = { name: 'l.name', level: 'l.level' };

export function listLoggers(
  db: Database,
  page: { q: string; size: number; nextIndex: number; descending: boolean; sortBy: string },
): PageResult<LoggerRow> {
  return runPaged<LoggerRow>(
    db,
    {
      select: "l.name, l.level, l.additivity, l.updated_at, COALESCE(p.description, '') AS description",
      from: 'loggers l LEFT JOIN log_packages p ON p.name = l.name',
      where: [containsAny(['l.name', 'p.description'], page.q)],
      sortBy: LOGGER_SORT[page.sortBy] ?? 'l.name',
      tieBreak: 'l.name',
    },
    page,
  );
}

export function listPackages(
  db: Database,
  page: { q: string; size: number; nextIndex: number; descending: boolean },
): PageResult<{ name: string; description: string }> {
  return runPaged(
    db,
    {
      select: 'name, description',
      from: 'log_packages',
      where: [containsAny(['name', 'description'], page.q)],
      sortBy: 'name',
      tieBreak: 'name',
    },
    page,
  );
}

export const loggerByName = (db: Database, name: string): LoggerRow | undefined =>
  cachedStatement(
    db,
    "SELECT l.*, COALESCE(p.description, '') AS description FROM loggers l LEFT JOIN log_packages p ON p.name = l.name WHERE l.name = ?",
  ).get(name) as LoggerRow | undefined;

export function setLoggerLevel(db: Database, name: string, level: number, additivity: boolean | undefined, at: number) {
  return (
    cachedStatement(
      db,
      'UPDATE loggers SET level = ?, additivity = COALESCE(?, additivity), updated_at = ? WHERE name = ?',
    ).run(level, additivity === undefined ? null : additivity ? 1 : 0, at, name).changes > 0
  );
}

export function setAllLoggerLevels(db: Database, level: number, at: number): void {
  cachedStatement(db, 'UPDATE loggers SET level = ?, updated_at = ?').run(level, at);
}

/** Adds a logger for a package (or a name below one); false when it exists. */
export function addLogger(db: Database, name: string, level: number, additivity: boolean, at: number): boolean {
  return (
    cachedStatement(db, 'INSERT OR IGNORE INTO loggers (name, level, additivity, updated_at) VALUES (?, ?, ?, ?)').run(
      name,
      level,
      additivity ? 1 : 0,
      at,
    ).changes > 0
  );
}
