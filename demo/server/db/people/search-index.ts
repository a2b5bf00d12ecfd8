import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../search.js';

/**
 * The people search index (migration 6): a contentless FTS5 table `people_search` with one column per
 * searchable attribute, kept by triggers on `users` and `user_values`. These are its columns, by the
 * `users` column (or multi-valued attribute key) they index.
 */
export const SEARCH_COLUMNS: Readonly<Record<string, string>> = Object.freeze({
  full_name: 'full_name',
  given_name: 'given_name',
  surname: 'surname',
  cn: 'cn',
  email: 'email',
  telephone: 'telephone',
  title: 'title',
  department: 'department',
  location: 'location',
  workforce_id: 'workforce_id',
  initials: 'initials',
  Mobile: 'mobile',
});

/** `users` columns with a sort index (`users_full_name`, else `users_<column>_sort`; migrations 3 and 6). */
export const SORT_INDEXES: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries([
    ['full_name', 'users_full_name'],
    ...[
      'given_name',
      'surname',
      'email',
      'telephone',
      'title',
      'department',
      'location',
      'initials',
      'workforce_id',
      'cost_center',
      'hire_date',
      'cn',
    ].map((column) => [column, `users_${column}_sort`]),
  ]),
);

const COLUMNS =
  'full_name, given_name, surname, cn, email, telephone, title, department, location, workforce_id, initials';

/** Rebuilds the whole index from `users` and `user_values` (about 1.5 s at 100,000 people). */
export function rebuildPeopleSearch(db: Database): void {
  db.exec(`INSERT INTO people_search (people_search) VALUES ('delete-all');
    INSERT INTO people_search (rowid, ${COLUMNS}, mobile)
      SELECT id, ${COLUMNS}, (SELECT group_concat(value, ' ') FROM user_values v WHERE v.user_dn = u.dn AND v.key = 'Mobile')
      FROM users u;
    UPDATE people_search_state SET generation = generation + 1;`);
}

/**
 * Runs bulk writes to people (the seed) as a bulk load: the search index's triggers paused and the sort
 * indexes (`users_*_sort`) dropped, then both built once from the data — row-by-row upkeep of 100,000 people
 * takes several times longer. Call inside the caller's transaction.
 */
export function withPeopleSearchPaused<T>(db: Database, write: () => T): T {
  const sortIndexes = db
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'users'
    AND name LIKE 'users\\_%\\_sort' ESCAPE '\\'`,
    )
    .all() as { name: string; sql: string }[];
  for (const { name } of sortIndexes) db.exec(`DROP INDEX "${name}"`);
  db.prepare('UPDATE people_search_state SET paused = 1').run();
  try {
    return write();
  } finally {
    db.prepare('UPDATE people_search_state SET paused = 0').run();
    for (const { sql } of sortIndexes) db.exec(sql);
    rebuildPeopleSearch(db);
  }
}

/** Changes whenever anything a people search matches or sorts on changes (a trigger bumps it). */
export const peopleSearchGeneration = (db: Database): number =>
  (cachedStatement(db, 'SELECT generation FROM people_search_state').get() as { generation: number }).generation;
