import type { Database } from 'better-sqlite3';
import { cachedStatement, type Condition } from '../search.js';

/**
 * The entity items' search index (table `entity_item_grams`, h-fts migration): a contentless FTS5 table
 * holding, for each item's `search` text, every character and every pair of adjacent characters as a token
 * (ASCII letters folded to lower case, as SQLite's LIKE folds them). A plain search q (ASCII) first takes the
 * items holding every pair of each of its `*`-separated parts from this index, then checks them with the
 * same LIKE as before, so the index only narrows the rows read: what matches is unchanged. Kept in step by
 * `entityItems` (insert, update, remove); the migration refills it from `entity_items`.
 */
const foldAscii = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c);
const unigram = (a: number): string => `u${a.toString(16)}`;
const bigram = (a: number, b: number): string => `b${a.toString(16)}x${b.toString(16)}`;

/** The distinct tokens of a text: its characters and adjacent pairs, ASCII letters folded. */
function tokens(text: string): Set<string> {
  const codes = Array.from(text, (c) => foldAscii(c.codePointAt(0) ?? 0));
  const found = new Set<string>();
  codes.forEach((code, i) => {
    found.add(unigram(code));
    const next = codes[i + 1];
    if (next !== undefined) found.add(bigram(code, next));
  });
  return found;
}

/** The FTS5 query every item whose text contains each part must match (null: no part to look up). */
export function gramQuery(parts: readonly string[]): string | null {
  const wanted = new Set<string>();
  for (const part of parts) {
    const partTokens = tokens(part);
    // A part of two or more characters: its pairs say it all; of one: that character.
    for (const token of partTokens) if (part.length === 1 || token.startsWith('b')) wanted.add(token);
  }
  return wanted.size > 0 ? [...wanted].join(' AND ') : null;
}

const ASCII = /^[\x20-\x7e]*$/;

/**
 * The index's narrowing of a plain search q over the `search` column (to AND with the exact LIKE), or null
 * when it cannot narrow: blank or `*` queries, and non-ASCII ones (those fold with full Unicode rules).
 */
export function itemGramCondition(q: string): Condition | null {
  if (!ASCII.test(q)) return null;
  const parts = q
    .trim()
    .split(/\*+/)
    .filter((part) => part !== '');
  const query = gramQuery(parts);
  if (query === null) return null;
  return {
    sql: 'entity_items.rowid IN (SELECT rowid FROM entity_item_grams WHERE entity_item_grams MATCH ?)',
    params: [query],
  };
}

/** Puts an item's search text in the index (its old entry, if any, replaced). */
export function indexItem(db: Database, rowid: number | bigint, search: string): void {
  unindexItem(db, rowid);
  cachedStatement(db, 'INSERT INTO entity_item_grams (rowid, grams) VALUES (?, ?)').run(
    rowid,
    [...tokens(search)].join(' '),
  );
}

export function unindexItem(db: Database, rowid: number | bigint): void {
  cachedStatement(db, 'DELETE FROM entity_item_grams WHERE rowid = ?').run(rowid);
}

/** The h-fts migration: creates the index (if missing) and refills it from every item. Re-runnable. */
export function createItemSearchIndex(db: Database): void {
  db.exec(`
    CREATE VIRTUAL TABLE IF NOT EXISTS entity_item_grams USING fts5(
      grams, content='', contentless_delete=1, detail=none, tokenize='ascii'
    );
    INSERT INTO entity_item_grams (entity_item_grams) VALUES ('delete-all');
  `);
  const rows = db.prepare('SELECT rowid AS id, search FROM entity_items').all() as { id: number; search: string }[];
  const insert = db.prepare('INSERT INTO entity_item_grams (rowid, grams) VALUES (?, ?)');
  for (const row of rows) insert.run(row.id, [...tokens(row.search)].join(' '));
}
