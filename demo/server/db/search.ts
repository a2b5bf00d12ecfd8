import type { Database, Statement } from 'better-sqlite3';
import { normalizeLookupParams } from '../../../src/domain/lookup.js';

/** A piece of a WHERE clause with its parameters. */
export interface Condition {
  sql: string;
  params: unknown[];
}

/** One page request, normalised as the spec says (size 10 when missing/≤0/>300, start 1, blank q = '*'). */
export interface PageRequest {
  q: string;
  size: number;
  /** 1-based index of the first row. */
  nextIndex: number;
  descending: boolean;
}

export interface PageResult<T> {
  rows: T[];
  total: number;
  /** Start of the next page, -1 when this page is the last. */
  nextIndex: number;
}

export interface PagedQuery {
  select: string;
  from: string;
  where: readonly (Condition | null)[];
  /** A text expression to sort by (case-insensitively), then `tieBreak`. */
  sortBy: string;
  /** Parameters of `?` placeholders in `sortBy`. */
  sortParams?: readonly unknown[];
  tieBreak: string;
}

export function pageRequest(input: { q?: string; size?: string; nextIndex?: string; sortOrder?: string }): PageRequest {
  const { q, size, nextIndex } = normalizeLookupParams(input);
  return { q, size, nextIndex, descending: /^d/i.test(input.sortOrder ?? '') };
}

/** Lower-cases with full Unicode rules (SQLite's own LIKE only folds ASCII). */
export function registerSearchFunctions(db: Database): void {
  db.function('idm_fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
}

const isAnyQuery = (q: string): boolean => q.trim() === '' || /^\**$/.test(q.trim());
const ASCII = /^[\x20-\x7e]*$/;

/** `%text%` with LIKE's own wildcards escaped and `*` meaning any text. */
function likePattern(q: string): string {
  const escaped = q
    .trim()
    .replace(/[\\%_]/g, (c) => `\\${c}`)
    .replace(/\*+/g, '%');
  return `%${escaped}%`.replace(/%%+/g, '%');
}

/**
 * "Some column contains q", case-insensitively; null (no condition) for '*' or a blank query. A pure
 * ASCII query uses plain LIKE (fast; ASCII letters fold), any other the Unicode-folding function.
 */
export function containsAny(columns: readonly string[], q: string): Condition | null {
  if (isAnyQuery(q) || columns.length === 0) return null;
  const ascii = ASCII.test(q);
  const pattern = ascii ? likePattern(q) : likePattern(q.toLowerCase());
  const parts = columns.map((c) => (ascii ? `${c} LIKE ? ESCAPE '\\'` : `idm_fold(${c}) LIKE ? ESCAPE '\\'`));
  return { sql: `(${parts.join(' OR ')})`, params: columns.map(() => pattern) };
}

/** A fixed condition. */
export const where = (sql: string, ...params: unknown[]): Condition => ({ sql, params });

const statements = new WeakMap<Database, Map<string, Statement>>();
/** Searches over attribute combinations make many SQL texts; past this many the cache starts over. */
const MAX_CACHED_STATEMENTS = 500;

/** Prepared once per db and SQL text. */
export function cachedStatement(db: Database, sql: string): Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) {
    if (cache.size >= MAX_CACHED_STATEMENTS) cache.clear();
    cache.set(sql, (statement = db.prepare(sql)));
  }
  return statement;
}

/** Counts the matches, then reads one page of them in order. */
export function runPaged<T>(db: Database, query: PagedQuery, page: PageRequest): PageResult<T> {
  const conditions = query.where.filter((c): c is Condition => c !== null);
  const whereSql = conditions.length > 0 ? `WHERE ${conditions.map((c) => c.sql).join(' AND ')}` : '';
  const params = conditions.flatMap((c) => c.params);
  const count = cachedStatement(db, `SELECT COUNT(*) AS n FROM ${query.from} ${whereSql}`).get(...params) as {
    n: number;
  };
  const direction = page.descending ? 'DESC' : 'ASC';
  const rows = cachedStatement(
    db,
    `SELECT ${query.select} FROM ${query.from} ${whereSql}
     ORDER BY ${query.sortBy} COLLATE NOCASE ${direction}, ${query.tieBreak} ${direction} LIMIT ? OFFSET ?`,
  ).all(...params, ...(query.sortParams ?? []), page.size, page.nextIndex - 1) as T[];
  const end = page.nextIndex - 1 + rows.length;
  return { rows, total: count.n, nextIndex: rows.length > 0 && end < count.n ? end + 1 : -1 };
}
