import type { Database } from 'better-sqlite3';
import type { Preference } from '../../../src/domain/preferences.js';

/** PreferencesNode of the swagger: the console's own type. */
export type { Preference };

export type PreferenceRepository = ReturnType<typeof preferenceRepository>;

export function preferenceRepository(db: Database) {
  const select = db.prepare<[string, string], { value: string }>(
    'SELECT value FROM preferences WHERE user_dn = ? AND attribute = ?',
  );
  const upsert = db.prepare<[string, string, string]>(
    `INSERT INTO preferences (user_dn, attribute, value) VALUES (?, ?, ?)
     ON CONFLICT (user_dn, attribute) DO UPDATE SET value = excluded.value`,
  );
  const remove = db.prepare<[string, string]>('DELETE FROM preferences WHERE user_dn = ? AND attribute = ?');
  return {
    get(userDn: string, attribute: string): Preference | undefined {
      const row = select.get(userDn, attribute);
      return row ? (JSON.parse(row.value) as Preference) : undefined;
    },
    set: (userDn: string, attribute: string, preference: Preference): void =>
      void upsert.run(userDn, attribute, JSON.stringify(preference)),
    remove: (userDn: string, attribute: string): void => void remove.run(userDn, attribute),
  };
}
