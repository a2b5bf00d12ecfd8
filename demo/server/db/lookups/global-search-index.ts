import type { Database } from 'better-sqlite3';
import type { Condition } from '../search.js';
import type { ServerKind as GlobalSearchKind } from '../../../../src/domain/global-search.js';

/**
 * The global search's indexes (h-search migration). For each kind a contentless FTS5 trigram table
 * (`<kind>_search_grams`, rowid = the object's rowid) holds the text its list searches, kept in step by triggers on
 * the kind's table; a search of three characters or more first takes the rows holding every trigram of the text
 * from it, then checks them with the list's own LIKE, so the index only narrows the rows read: what matches is
 * what the list matches. A shorter text is a start of a name, read from the name's NOCASE index.
 */
interface IndexedSource {
  table: string;
  /** The text indexed, from a row (NEW in a trigger, the table's name in a SELECT). */
  text: (row: string) => string;
  /** The columns whose change re-indexes a row. */
  columns: string;
}

const json = (row: string, column: string) => `coalesce(json_extract(${row}.${column}, '$.en'), '')`;
const plain = (row: string, ...columns: string[]) =>
  columns.map((c) => `coalesce(${row}.${c}, '')`).join(` || ' ' || `);

export const INDEXED_SOURCES: Readonly<Record<GlobalSearchKind, IndexedSource>> = {
  user: { table: 'users', text: (r) => plain(r, 'full_name', 'cn', 'email'), columns: 'full_name, cn, email' },
  role: {
    table: 'roles',
    text: (r) => `${json(r, 'names')} || ' ' || ${json(r, 'descriptions')}`,
    columns: 'names, descriptions',
  },
  resource: {
    table: 'resources',
    text: (r) => `${json(r, 'names')} || ' ' || ${json(r, 'descriptions')}`,
    columns: 'names, descriptions',
  },
  group: { table: 'groups', text: (r) => plain(r, 'name', 'description'), columns: 'name, description' },
  team: { table: 'teams', text: (r) => plain(r, 'name', 'description'), columns: 'name, description' },
  sod: {
    table: 'sods',
    text: (r) => `${json(r, 'names')} || ' ' || ${json(r, 'descriptions')}`,
    columns: 'names, descriptions',
  },
  prd: {
    table: 'prds',
    text: (r) => `${json(r, 'names')} || ' ' || ${json(r, 'descriptions')}`,
    columns: 'names, descriptions',
  },
};

export const gramsTable = (kind: GlobalSearchKind): string => `${kind}_search_grams`;

/** The NOCASE name indexes short texts are read from (users and resources have theirs already). */
const NAME_INDEXES = ['roles', 'groups', 'teams', 'sods', 'prds'];

/** The h-search migration: the tables, their triggers and their content. Re-runnable. */
export function createGlobalSearchIndex(db: Database): void {
  for (const [kind, source] of Object.entries(INDEXED_SOURCES) as [GlobalSearchKind, IndexedSource][]) {
    const grams = gramsTable(kind);
    db.exec(`
      DROP TABLE IF EXISTS ${grams};
      CREATE VIRTUAL TABLE ${grams} USING fts5(text, content='', contentless_delete=1, detail=none, tokenize='trigram');
      INSERT INTO ${grams} (rowid, text) SELECT rowid, ${source.text(source.table)} FROM ${source.table};
      DROP TRIGGER IF EXISTS ${grams}_insert;
      DROP TRIGGER IF EXISTS ${grams}_update;
      DROP TRIGGER IF EXISTS ${grams}_delete;
      CREATE TRIGGER ${grams}_insert AFTER INSERT ON ${source.table} BEGIN
        DELETE FROM ${grams} WHERE rowid = NEW.rowid;
        INSERT INTO ${grams} (rowid, text) VALUES (NEW.rowid, ${source.text('NEW')});
      END;
      CREATE TRIGGER ${grams}_update AFTER UPDATE OF ${source.columns} ON ${source.table} BEGIN
        DELETE FROM ${grams} WHERE rowid = OLD.rowid;
        INSERT INTO ${grams} (rowid, text) VALUES (NEW.rowid, ${source.text('NEW')});
      END;
      CREATE TRIGGER ${grams}_delete AFTER DELETE ON ${source.table} BEGIN
        DELETE FROM ${grams} WHERE rowid = OLD.rowid;
      END;
    `);
  }
  for (const table of NAME_INDEXES)
    db.exec(`CREATE INDEX IF NOT EXISTS ${table}_name_nocase ON ${table} (name COLLATE NOCASE)`);
}

/** Trigrams a query asks the index for at most: more narrow little further and each costs a doclist merge. */
const MAX_GRAMS = 4;

/**
 * The FTS5 query of a text's trigrams (every one must be there), or null for a text under three characters. A long
 * text asks for a few trigrams spread over it, not all of them: the LIKE after the index checks the whole text.
 */
export function trigramQuery(q: string): string | null {
  const chars = Array.from(q.trim());
  if (chars.length < 3) return null;
  const starts = Array.from({ length: chars.length - 2 }, (_, i) => i);
  const step = Math.max(1, Math.ceil((starts.length - 1) / (MAX_GRAMS - 1)));
  const chosen = new Set(starts.filter((i) => i % step === 0).concat(starts.length - 1));
  const grams = new Set([...chosen].map((i) => chars.slice(i, i + 3).join('')));
  return [...grams].map((gram) => `"${gram.replaceAll('"', '""')}"`).join(' AND ');
}

/** A name starting with a short text: a range of the name's NOCASE index. */
export function nameStartsWith(column: string, q: string): Condition {
  const start = q.trim();
  return {
    sql: `(${column} >= ? COLLATE NOCASE AND ${column} < ? COLLATE NOCASE)`,
    params: [start, `${start}\u{10FFFF}`],
  };
}
