import type { Database } from 'better-sqlite3';
import { cachedStatement, containsAny, type Condition, type PageRequest, type PageResult } from '../search.js';
import type { PersonRow } from './read.js';

/** What a search term is matched against: a `users` column, or a multi-valued attribute's rows. */
export type SearchTarget = { column: string } | { valuesKey: string };

export interface PeopleSearch {
  /** The query matches any of these. */
  targets: readonly SearchTarget[];
  /** Every [target, text] must match ('*' = anything). */
  advanced: readonly (readonly [SearchTarget, string])[];
  sortColumn: string;
  /** No row past this position is answered (the max user search setting). */
  limit: number;
}

/** "Some target contains q", null for '*' or blank. Multi-valued targets are one `IN` over user_values. */
function matchAny(targets: readonly SearchTarget[], q: string): Condition | null {
  const columns = targets.flatMap((t) => ('column' in t ? [t.column] : []));
  const parts: Condition[] = [];
  const direct = containsAny(columns, q);
  if (direct) parts.push(direct);
  for (const target of targets) {
    const inner = 'valuesKey' in target ? containsAny(['value'], q) : null;
    if (!inner || !('valuesKey' in target)) continue;
    parts.push({ sql: `dn IN (SELECT user_dn FROM user_values WHERE key = ? AND ${inner.sql})`, params: [target.valuesKey, ...inner.params] });
  }
  if (parts.length === 0) return null;
  return { sql: `(${parts.map((p) => p.sql).join(' OR ')})`, params: parts.flatMap((p) => p.params) };
}

/**
 * The quick search, as the real server's usersList: a query of several words matches a person when every
 * word is contained in one of the targets (any target per word), so 'Maria Manager' finds her by first
 * and last name (and by the full name where that is searched). One word is "some target contains q".
 */
function matchAllWords(targets: readonly SearchTarget[], q: string): Condition | null {
  const words = q.trim().split(/\s+/);
  const parts = words.map((word) => matchAny(targets, word)).filter((c): c is Condition => c !== null);
  if (parts.length === 0) return null;
  return { sql: `(${parts.map((p) => p.sql).join(' AND ')})`, params: parts.flatMap((p) => p.params) };
}

type CountedRow = PersonRow & { idm_total?: number };

/**
 * One page of people: quick search (every word in some target) AND advanced search (every pair), sorted by the column
 * case-insensitively (DN as tie-break), paged — counted in the same scan. A search matching more than
 * `limit` people (the max user search) is too broad: it answers the real count and no rows, so that no
 * client lists a part of it that cannot be paged to the end (the console asks to refine the search).
 */
export function searchPeople(db: Database, search: PeopleSearch, page: PageRequest): PageResult<PersonRow> {
  const conditions = [matchAllWords(search.targets, page.q), ...search.advanced.map(([target, text]) => matchAny([target], text))]
    .filter((c): c is Condition => c !== null);
  const whereSql = conditions.length > 0 ? `WHERE ${conditions.map((c) => c.sql).join(' AND ')}` : '';
  const params = conditions.flatMap((c) => c.params);
  const count = (): number => (cachedStatement(db, `SELECT COUNT(*) AS n FROM users ${whereSql}`).get(...params) as { n: number }).n;
  // Filtered: one scan that also counts, sorted by `+column` so that the name index is not walked for a
  // rare match. Unfiltered: the page straight from the index, and a count of the whole table.
  const filtered = conditions.length > 0;
  const direction = page.descending ? 'DESC' : 'ASC';
  const counted = cachedStatement(db, `SELECT *${filtered ? ', COUNT(*) OVER () AS idm_total' : ''} FROM users ${whereSql}
    ORDER BY ${filtered ? '+' : ''}${search.sortColumn} COLLATE NOCASE ${direction}, dn ${direction} LIMIT ? OFFSET ?`)
    .all(...params, page.size, page.nextIndex - 1) as CountedRow[];
  const total = (filtered ? counted[0]?.idm_total : undefined) ?? count();
  if (total > search.limit) return { rows: [], total, nextIndex: -1 };
  const rows = counted.map(({ idm_total: _total, ...row }) => row as PersonRow);
  const end = page.nextIndex - 1 + rows.length;
  return { rows, total, nextIndex: rows.length > 0 && end < total ? end + 1 : -1 };
}
