import type { Database } from 'better-sqlite3';
import { deleteIdentity } from '../identity.js';
import { cachedStatement } from '../search.js';

/** Column values by column name; the names come from the attribute registry, never from a request. */
export type ColumnValues = Record<string, string | number | null>;

export interface NewPerson {
  dn: string;
  cn: string;
  containerDn: string;
  passwordHash: string;
  columns: ColumnValues;
  /** Multi-valued text attributes by key. */
  values: ReadonlyMap<string, readonly string[]>;
  photo: { mime: string; data: Buffer } | null;
}

const SAFE_COLUMN = /^[a-z_]+$/;

function assignments(columns: ColumnValues): { sql: string; params: (string | number | null)[] } {
  const names = Object.keys(columns);
  if (names.some((n) => !SAFE_COLUMN.test(n))) throw new Error('unsafe column name');
  return { sql: names.map((n) => `${n} = ?`).join(', '), params: names.map((n) => columns[n] ?? null) };
}

export type PeopleWriter = ReturnType<typeof peopleWriter>;

/** Writes of people: create, change, delete (each a transaction of its own). */
export function peopleWriter(db: Database, now: () => number) {
  const run = (sql: string, ...params: unknown[]) => cachedStatement(db, sql).run(...params);

  const replaceValues = (dn: string, key: string, values: readonly string[]): void => {
    run('DELETE FROM user_values WHERE user_dn = ? AND key = ?', dn, key);
    values.forEach((value, position) =>
      run('INSERT INTO user_values (user_dn, key, position, value) VALUES (?, ?, ?, ?)', dn, key, position, value),
    );
  };
  const setPhoto = (dn: string, photo: { mime: string; data: Buffer } | null): void => {
    if (photo === null) run('DELETE FROM user_photos WHERE user_dn = ?', dn);
    else
      run(
        `INSERT INTO user_photos (user_dn, mime, data, updated_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (user_dn) DO UPDATE SET mime = excluded.mime, data = excluded.data, updated_at = excluded.updated_at`,
        dn,
        photo.mime,
        photo.data,
        now(),
      );
  };

  return {
    create: db.transaction((person: NewPerson): void => {
      const columns: ColumnValues = {
        dn: person.dn,
        cn: person.cn,
        container_dn: person.containerDn,
        password_hash: person.passwordHash,
        ...person.columns,
      };
      const names = Object.keys(columns);
      if (names.some((n) => !SAFE_COLUMN.test(n))) throw new Error('unsafe column name');
      run(
        `INSERT INTO users (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
        ...names.map((n) => columns[n] ?? null),
      );
      for (const [key, values] of person.values) replaceValues(person.dn, key, values);
      if (person.photo) setPhoto(person.dn, person.photo);
    }),
    /** Changes columns, multi-valued attributes and the photo of one person together. */
    update: db.transaction(
      (
        dn: string,
        change: { columns: ColumnValues; values: ReadonlyMap<string, readonly string[]>; photo?: NewPerson['photo'] },
      ): void => {
        if (Object.keys(change.columns).length > 0) {
          const { sql, params } = assignments(change.columns);
          run(`UPDATE users SET ${sql} WHERE dn = ?`, ...params, dn);
        }
        for (const [key, values] of change.values) replaceValues(dn, key, values);
        if (change.photo !== undefined) setPhoto(dn, change.photo);
      },
    ),
    /** Deletes a person and everything that hangs on them (`db/identity.ts`). */
    remove: (dn: string): boolean => deleteIdentity(db, dn, { at: now(), reason: `The user ${dn} was deleted.` }),
  };
}
