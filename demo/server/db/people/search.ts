import type { Database } from 'better-sqlite3';
import { cachedStatement, type Condition, type PageRequest, type PageResult } from '../search.js';
import type { PersonRow } from './read.js';
import { peopleMatch, type PeopleMatch } from './match.js';
import { SEARCH_COLUMNS, SORT_INDEXES, peopleSearchGeneration } from './search-index.js';
import { searchCache } from './search-cache.js';

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

/** The search index's column of a target; every searchable attribute has one (migration 6). */
function indexColumn(target: SearchTarget): string {
  const column = SEARCH_COLUMNS['column' in target ? target.column : target.valuesKey];
  if (!column) throw new Error(`No search index column for ${JSON.stringify(target)}`);
  return column;
}

/** `INDEXED BY` the index that orders users by this column (COLLATE NOCASE, then DN); '' when none does. */
const indexedBy = (column: string): string => (SORT_INDEXES[column] ? `INDEXED BY ${SORT_INDEXES[column]}` : '');

/** Whether every target has a column in the search index (else the caller searches another way). */
export const indexesAll = (targets: readonly SearchTarget[]): boolean =>
  targets.every((t) => SEARCH_COLUMNS['column' in t ? t.column : t.valuesKey] !== undefined);

/**
 * "This `users` row (alias `u`) matches q" in the people search's rule, for queries over a small set of
 * people (a manager's reports, a team): the full-text index asked row by row. Null when q matches anyone.
 */
export function peopleMatchCondition(columns: readonly string[], q: string): Condition | null {
  const match = peopleMatch({ columns: columns.map((column) => indexColumn({ column })), text: q }, []);
  return match
    ? {
        sql: 'EXISTS (SELECT 1 FROM people_search s WHERE s.people_search MATCH ? AND s.rowid = u.id)',
        params: [match.expression],
      }
    : null;
}

/**
 * Estimated cost (µs) of the three ways to read one page of M matches among N people, with k = offset + size
 * rows wanted (constants measured at 100,000 people): read every match and sort them; walk the sort index
 * keeping rows in the match set (built once, hashed); walk the sort index asking the full-text index row by row.
 */
function cheapestPlan(matches: number, people: number, wanted: number): 'sort' | 'walk-set' | 'walk-probe' {
  const walked = (wanted * people) / Math.max(1, matches);
  const costs = {
    sort: 0.45 * matches,
    'walk-set': 0.13 * matches + 0.05 * walked,
    'walk-probe': 4.5 * walked,
  } as const;
  const best = (Object.keys(costs) as (keyof typeof costs)[]).reduce((a, b) => (costs[b] < costs[a] ? b : a));
  return best;
}

function pageIds(
  db: Database,
  match: PeopleMatch | null,
  search: PeopleSearch,
  page: PageRequest,
  size: number,
  total: number,
): number[] {
  const direction = page.descending ? 'DESC' : 'ASC';
  const order = `ORDER BY u.${search.sortColumn} COLLATE NOCASE ${direction}, u.dn ${direction} LIMIT ? OFFSET ?`;
  const offset = page.nextIndex - 1;
  if (!match) {
    return (
      cachedStatement(db, `SELECT u.id FROM users u ${indexedBy(search.sortColumn)} ${order}`).all(size, offset) as {
        id: number;
      }[]
    ).map((r) => r.id);
  }
  const plan = indexedBy(search.sortColumn) ? cheapestPlan(total, countPeople(db), offset + size) : 'sort';
  const inSet = 'u.id IN (SELECT rowid FROM people_search WHERE people_search MATCH ?)';
  const sql = {
    sort: `SELECT u.id FROM users u WHERE ${inSet} ${order}`,
    'walk-set': `SELECT u.id FROM users u ${indexedBy(search.sortColumn)} WHERE ${inSet} ${order}`,
    'walk-probe': `SELECT u.id FROM users u ${indexedBy(search.sortColumn)}
      WHERE EXISTS (SELECT 1 FROM people_search s WHERE s.people_search MATCH ? AND s.rowid = u.id) ${order}`,
  }[plan];
  return (cachedStatement(db, sql).all(match.expression, size, offset) as { id: number }[]).map((r) => r.id);
}

/** Everyone, counted once per change of the people. */
function countPeople(db: Database): number {
  return searchCache(db).remember(
    'count:*',
    peopleSearchGeneration(db),
    () => (cachedStatement(db, 'SELECT COUNT(*) AS n FROM users').get() as { n: number }).n,
  );
}

function countMatches(db: Database, match: PeopleMatch | null): number {
  if (!match) return countPeople(db);
  return searchCache(db).remember(
    countKey(match),
    peopleSearchGeneration(db),
    () =>
      (
        cachedStatement(db, 'SELECT COUNT(*) AS n FROM people_search WHERE people_search MATCH ?').get(
          match.expression,
        ) as { n: number }
      ).n,
  );
}

/** The rows of these ids, in this order (one query). */
function rowsOf(db: Database, ids: readonly number[]): PersonRow[] {
  const rows = cachedStatement(db, 'SELECT * FROM users WHERE id IN (SELECT value FROM json_each(?))').all(
    JSON.stringify(ids),
  ) as PersonRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is PersonRow => row !== undefined);
}

/** What a search found: the total, and the ids of the asked page in order ([] when too broad). */
export interface PeopleIds {
  total: number;
  ids: number[];
}

const matchOf = (search: PeopleSearch, page: PageRequest): PeopleMatch | null =>
  peopleMatch(
    { columns: search.targets.map(indexColumn), text: page.q },
    search.advanced.map(([target, text]) => ({ column: indexColumn(target), text })),
  );

const countKey = (match: PeopleMatch | null): string => (match ? `count:${match.expression}` : 'count:*');

const pageKey = (match: PeopleMatch | null, search: PeopleSearch, page: PageRequest): string =>
  ['page', match?.expression ?? '*', search.sortColumn, page.descending ? 'd' : 'a', page.nextIndex, page.size].join(
    '\u0000',
  );

const tooBroadOrEmpty = (total: number, search: PeopleSearch): boolean => total === 0 || total > search.limit;

/**
 * The total and the page's ids of a search (quick search: every word of q starts a word of some target; AND
 * advanced search: every pair), through the full-text index, sorted on the column's index (DN as tie-break).
 * A search matching more than `limit` people (the max user search) is too broad: the real count, no ids.
 * Counts and page ids are cached until people change (`people_search_state.generation`).
 */
export function searchPeopleIds(db: Database, search: PeopleSearch, page: PageRequest): PeopleIds {
  const match = matchOf(search, page);
  const total = countMatches(db, match);
  if (tooBroadOrEmpty(total, search)) return { total, ids: [] };
  const ids = searchCache(db).remember(pageKey(match, search, page), peopleSearchGeneration(db), () =>
    pageIds(db, match, search, page, page.size, total),
  );
  return { total, ids };
}

/** What the cache holds for this search now, or undefined when some of it must be searched. */
export function keptPeopleIds(db: Database, search: PeopleSearch, page: PageRequest): PeopleIds | undefined {
  const match = matchOf(search, page);
  const generation = peopleSearchGeneration(db);
  const cache = searchCache(db);
  const total = match ? cache.peek<number>(countKey(match), generation) : countPeople(db);
  if (total === undefined) return undefined;
  if (tooBroadOrEmpty(total, search)) return { total, ids: [] };
  const ids = cache.peek<number[]>(pageKey(match, search, page), generation);
  return ids ? { total, ids } : undefined;
}

/** Keeps what a search worker found at `generation` (nothing when the people changed since). */
export function keepPeopleIds(
  db: Database,
  search: PeopleSearch,
  page: PageRequest,
  generation: number,
  found: PeopleIds,
): void {
  if (peopleSearchGeneration(db) !== generation) return;
  const match = matchOf(search, page);
  const cache = searchCache(db);
  cache.store(countKey(match), generation, found.total);
  if (!tooBroadOrEmpty(found.total, search)) cache.store(pageKey(match, search, page), generation, found.ids);
}

/** The rows of what a search found, and the start of the next page. */
export function peoplePage(db: Database, page: PageRequest, found: PeopleIds): PageResult<PersonRow> {
  const rows = found.ids.length > 0 ? rowsOf(db, found.ids) : [];
  const end = page.nextIndex - 1 + rows.length;
  return { rows, total: found.total, nextIndex: rows.length > 0 && end < found.total ? end + 1 : -1 };
}

/** One page of people (`searchPeopleIds`, then the rows of its ids). */
export function searchPeople(db: Database, search: PeopleSearch, page: PageRequest): PageResult<PersonRow> {
  return peoplePage(db, page, searchPeopleIds(db, search, page));
}
