import type { Database } from 'better-sqlite3';

/** One window in which a user is unavailable, for the request definitions of its scope ([]: every request). */
export interface AvailabilityRow {
  id: number;
  user_dn: string;
  user_name: string;
  given_name: string;
  surname: string;
  starts_at: number;
  ends_at: number;
  request_defs: string | null;
}

export type AvailabilityStatus = 'available' | 'unavailable' | 'selective';

/** availabilityStatus of the contract's AvailabilityListNode: 0 available, 1 unavailable, 2 selectively available. */
export const STATUS_CODE: Readonly<Record<AvailabilityStatus, number>> = { available: 0, unavailable: 1, selective: 2 };

const SELECT = `SELECT a.rowid AS id, a.user_dn, u.full_name AS user_name, u.given_name, u.surname, a.starts_at, a.ends_at,
  x.request_defs FROM availability a JOIN users u ON u.dn = a.user_dn
  LEFT JOIN availability_scopes x ON x.user_dn = a.user_dn AND x.starts_at = a.starts_at`;

/**
 * Availability (table `availability` of the first migration, its scope in `availability_scopes` and the
 * user's status in `availability_status`, migration 9). While a user is unavailable (status 'unavailable',
 * or inside a window covering the request), the approval engine hands their tasks to the delegates whose
 * delegation covers the request, whatever the delegation's own dates.
 */
export function availabilityRepository(db: Database) {
  const ofUser = db.prepare<[string], AvailabilityRow>(
    `${SELECT} WHERE a.user_dn = ? AND a.status = 'unavailable' ORDER BY a.starts_at`,
  );
  const byId = db.prepare<[number], AvailabilityRow>(`${SELECT} WHERE a.rowid = ?`);
  const insert = db.prepare<[string, number, number]>(
    `INSERT INTO availability (user_dn, status, starts_at, ends_at) VALUES (?, 'unavailable', ?, ?)`,
  );
  const update = db.prepare<[number, number, number]>(
    'UPDATE availability SET starts_at = ?, ends_at = ? WHERE rowid = ?',
  );
  const scope = db.prepare<[string, number, string]>(
    `INSERT INTO availability_scopes (user_dn, starts_at, request_defs) VALUES (?, ?, ?)
     ON CONFLICT (user_dn, starts_at) DO UPDATE SET request_defs = excluded.request_defs`,
  );
  const remove = db.prepare<[number]>('DELETE FROM availability WHERE rowid = ?');
  const status = db.prepare<[string], { status: AvailabilityStatus }>(
    'SELECT status FROM availability_status WHERE user_dn = ?',
  );
  const setStatus = db.prepare<[string, AvailabilityStatus]>(
    `INSERT INTO availability_status (user_dn, status) VALUES (?, ?)
     ON CONFLICT (user_dn) DO UPDATE SET status = excluded.status`,
  );
  const delegates = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM delegations WHERE delegator_dn = ?');
  return {
    ofUser: (dn: string): AvailabilityRow[] => ofUser.all(dn),
    byId: (id: number): AvailabilityRow | undefined => byId.get(id),
    save(
      userDn: string,
      startsAt: number,
      endsAt: number,
      requestDefs: readonly string[],
      id?: number,
    ): AvailabilityRow {
      return db.transaction(() => {
        let key = id;
        if (key === undefined) key = Number(insert.run(userDn, startsAt, endsAt).lastInsertRowid);
        else update.run(startsAt, endsAt, key);
        scope.run(userDn, startsAt, JSON.stringify(requestDefs));
        const row = byId.get(key);
        if (!row) throw new Error('availability not stored');
        return row;
      })();
    },
    remove: (id: number): boolean => remove.run(id).changes > 0,
    /** The user's own status; without one, selectively available while a window is stored, else available. */
    status(dn: string): AvailabilityStatus {
      const stored = status.get(dn)?.status;
      if (stored) return stored;
      return ofUser.all(dn).length > 0 ? 'selective' : 'available';
    },
    setStatus: (dn: string, value: AvailabilityStatus): void => void setStatus.run(dn, value),
    hasDelegates: (dn: string): boolean => (delegates.get(dn)?.n ?? 0) > 0,
  };
}

export type AvailabilityRepository = ReturnType<typeof availabilityRepository>;
