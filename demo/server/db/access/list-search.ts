import type { Database } from 'better-sqlite3';
import { cachedStatement, type Condition } from '../search.js';
import { peopleMatch } from '../people/match.js';
import { searchCache } from '../people/search-cache.js';

/**
 * The task list's and the request history's search and caches (migration 7): a full-text index per list
 * (`task_search` over tasks, `request_search` over access_requests, kept by triggers) and a generation per
 * list that any change of its table bumps; counts and page ids are remembered for one generation.
 */
export type ListName = 'tasks' | 'requests';

const INDEX: Readonly<Record<ListName, { table: string; columns: readonly string[] }>> = {
  tasks: { table: 'task_search', columns: ['item_name', 'recipient_name', 'requester_name', 'activity'] },
  requests: { table: 'request_search', columns: ['item_name', 'recipient_name', 'requester_name', 'reason'] },
};

/** Changes whenever a row of the list's table is added, changed or removed. */
export const listGeneration = (db: Database, list: ListName): number =>
  (cachedStatement(db, 'SELECT generation FROM list_generations WHERE list = ?').get(list) as { generation: number })
    .generation;

/** The value of `compute` for this list's current generation, computed once per generation and key. */
export function rememberForList<T>(db: Database, list: ListName, key: string, compute: () => T): T {
  return searchCache(db).remember(`${list}\u0000${key}`, listGeneration(db, list), compute);
}

export interface ListMatch {
  /** `<id> IN (the matching rowids)`, with `+` so that no index is used for it (the rows are filtered). */
  filter: (id: string) => Condition;
  /** Same, read from the match set (for few matches: their rows are read and sorted). */
  drive: (id: string) => Condition;
  /** How many rows of the whole table match (cached per generation). */
  count: number;
}

/**
 * The people search's rule (db/people/match.ts) over the list's searched fields: every word of q starts a
 * word of one of them, case and accents ignored. Null when q matches everything ('*' or blank).
 */
export function listMatch(db: Database, list: ListName, q: string): ListMatch | null {
  const { table, columns } = INDEX[list];
  const match = peopleMatch({ columns, text: q }, []);
  if (!match) return null;
  const set = `(SELECT rowid FROM ${table} WHERE ${table} MATCH ?)`;
  const count = rememberForList(
    db,
    list,
    `matches\u0000${match.expression}`,
    () =>
      (
        cachedStatement(db, `SELECT COUNT(*) AS n FROM ${table} WHERE ${table} MATCH ?`).get(match.expression) as {
          n: number;
        }
      ).n,
  );
  return {
    filter: (id) => ({ sql: `+${id} IN ${set}`, params: [match.expression] }),
    drive: (id) => ({ sql: `${id} IN ${set}`, params: [match.expression] }),
    count,
  };
}

/** Below this many matches a search reads its matches and sorts them (cheaper than walking a sort index). */
export const FEW_MATCHES = 2000;

/** Above this many rows a list reads a page by walking its sort index rather than sorting every row. */
export const LONG_LIST = 1000;

/** Refills both search indexes from `tasks` and `access_requests` and bumps both generations. */
export function rebuildListSearch(db: Database): void {
  for (const [list, { table, columns }] of Object.entries(INDEX)) {
    const source = list === 'tasks' ? 'tasks' : 'access_requests';
    db.exec(`INSERT INTO ${table} (${table}) VALUES ('delete-all');
      INSERT INTO ${table} (rowid, ${columns.join(', ')}) SELECT id, ${columns.join(', ')} FROM ${source};`);
  }
  db.exec('UPDATE list_generations SET generation = generation + 1');
}

/**
 * Runs bulk writes to tasks and requests (the seed's `IDM_TASKS`) as a bulk load: the search triggers paused
 * and the sort indexes of migration 7 dropped, then both built once from the data (row-by-row upkeep of
 * 10,000 tasks takes several times longer). Call inside the caller's transaction.
 */
export function withListSearchPaused<T>(db: Database, write: () => T): T {
  const sortIndexes = db
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'index'
    AND (name LIKE 'tasks\\_open\\_%' ESCAPE '\\' OR name LIKE 'access\\_requests\\_%\\_sort' ESCAPE '\\')`,
    )
    .all() as { name: string; sql: string }[];
  for (const { name } of sortIndexes) db.exec(`DROP INDEX "${name}"`);
  db.prepare('UPDATE list_generations SET paused = 1').run();
  try {
    return write();
  } finally {
    db.prepare('UPDATE list_generations SET paused = 0').run();
    for (const { sql } of sortIndexes) db.exec(sql);
    rebuildListSearch(db);
  }
}
