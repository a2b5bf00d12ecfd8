import type { Database } from 'better-sqlite3';

/**
 * A value that changes whenever the db's data may have changed: the rows this connection inserted, updated or
 * deleted (`total_changes()`, triggers included, rolled-back ones too) and the commits of other connections
 * (`PRAGMA data_version`). Reading it costs two prepared reads; anything derived from the db stays valid
 * while it is the same.
 */
export function changeVersion(db: Database): () => string {
  const own = db.prepare<[], number>('SELECT total_changes()').pluck();
  const others = db.prepare<[], number>('PRAGMA data_version').pluck();
  return () => `${own.get() ?? 0}:${others.get() ?? 0}`;
}
