import type { Database } from 'better-sqlite3';

/**
 * "Must change password" flags: while a user has one, every REST call answers 498 and the console
 * shows the change-password page. The table is migration 5 of db/schema.ts.
 */
function createRepository(db: Database) {
  const select = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM sspr_password_flags WHERE user_dn = ?');
  const insert = db.prepare<[string, number]>(
    'INSERT OR REPLACE INTO sspr_password_flags (user_dn, flagged_at) VALUES (?, ?)',
  );
  const remove = db.prepare<[string]>('DELETE FROM sspr_password_flags WHERE user_dn = ?');
  const setHash = db.prepare<[string, string]>('UPDATE users SET password_hash = ? WHERE dn = ?');
  return {
    mustChange: (dn: string): boolean => (select.get(dn)?.n ?? 0) > 0,
    flag: (dn: string, at: number): void => void insert.run(dn, at),
    clear: (dn: string): void => void remove.run(dn),
    /** Stores a new password hash and clears the flag, together. */
    changePassword: db.transaction((dn: string, hash: string): void => {
      setHash.run(hash, dn);
      remove.run(dn);
    }),
  };
}

export type PasswordFlags = ReturnType<typeof createRepository>;

const repositories = new WeakMap<Database, PasswordFlags>();

/** The flags of a db (one repository per db). */
export function passwordFlags(db: Database): PasswordFlags {
  let repository = repositories.get(db);
  if (!repository) repositories.set(db, (repository = createRepository(db)));
  return repository;
}
