import type { Database } from 'better-sqlite3';
import { cachedStatement, containsAny, where, type Condition, type PageRequest, type PageResult } from '../search.js';

/** One delegation with its scope (delegation_scopes; none: every request) and both people's names. */
export interface DelegationRow {
  id: number;
  delegator_dn: string;
  delegator_name: string;
  delegator_given: string;
  delegator_surname: string;
  delegate_dn: string;
  delegate_name: string;
  delegate_given: string;
  delegate_surname: string;
  starts_at: number;
  ends_at: number;
  description: string;
  /** JSON list of DNs; '[]' or null: every request. */
  request_defs: string | null;
  relationship: string | null;
}

export interface DelegationInput {
  delegatorDn: string;
  delegateDn: string;
  startsAt: number;
  endsAt: number;
  requestDefs: readonly string[];
  relationship: string | null;
  description?: string;
}

export interface RequestDefRef {
  dn: string;
  name: string;
}

const SELECT = `d.id, d.delegator_dn, f.full_name AS delegator_name, f.given_name AS delegator_given,
  f.surname AS delegator_surname, d.delegate_dn, t.full_name AS delegate_name, t.given_name AS delegate_given,
  t.surname AS delegate_surname, d.starts_at, d.ends_at, d.description, s.request_defs, s.relationship`;
const FROM = `delegations d JOIN users f ON f.dn = d.delegator_dn JOIN users t ON t.dn = d.delegate_dn
  LEFT JOIN delegation_scopes s ON s.delegation_id = d.id`;

/** The scope of a row: the DNs it lists ([] = every request). */
export function scopeOf(row: Pick<DelegationRow, 'request_defs'>): string[] {
  if (!row.request_defs) return [];
  try {
    const parsed: unknown = JSON.parse(row.request_defs);
    return Array.isArray(parsed) ? parsed.filter((dn): dn is string => typeof dn === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Delegations (table `delegations` of the first migration, scopes in `delegation_scopes` of migration 9):
 * who hands their approval tasks to whom, for which requests and when. The approval engine reads the same
 * rows (`definitions.delegateOf`), so a delegation saved here routes the next task at once.
 */
export function delegationRepository(db: Database) {
  const byId = db.prepare<[number], DelegationRow>(`SELECT ${SELECT} FROM ${FROM} WHERE d.id = ?`);
  const ofDelegator = db.prepare<[string], DelegationRow>(
    `SELECT ${SELECT} FROM ${FROM} WHERE d.delegator_dn = ? ORDER BY d.starts_at, d.id`,
  );
  const insert = db.prepare<[string, string, number, number, string]>(
    'INSERT INTO delegations (delegator_dn, delegate_dn, starts_at, ends_at, description) VALUES (?, ?, ?, ?, ?)',
  );
  const update = db.prepare<[string, string, number, number, string, number]>(
    'UPDATE delegations SET delegator_dn = ?, delegate_dn = ?, starts_at = ?, ends_at = ?, description = ? WHERE id = ?',
  );
  const scope = db.prepare<[number, string, string | null]>(
    `INSERT INTO delegation_scopes (delegation_id, request_defs, relationship) VALUES (?, ?, ?)
     ON CONFLICT (delegation_id) DO UPDATE SET request_defs = excluded.request_defs, relationship = excluded.relationship`,
  );
  const remove = db.prepare<[number]>('DELETE FROM delegations WHERE id = ?');
  const defName = db.prepare<[string, string, string], { dn: string; name: string }>(
    `SELECT dn, name FROM prds WHERE dn = ? UNION ALL SELECT dn, name FROM roles WHERE dn = ?
     UNION ALL SELECT dn, name FROM resources WHERE dn = ? LIMIT 1`,
  );
  return {
    byId: (id: number): DelegationRow | undefined => byId.get(id),
    ofDelegator: (dn: string): DelegationRow[] => ofDelegator.all(dn),
    /**
     * One page: the delegations of `userDn` (both ways: given and received), or every delegation when
     * `userDn` is undefined (administrators); matched on either person's name.
     */
    list(page: PageRequest, userDn?: string): PageResult<DelegationRow> {
      // Both people exist (foreign keys): the page is chosen on `delegations` alone (by the start index),
      // then its 25 rows get their names. A search finds the people first (10,000 delegations: 130 ms a page
      // when every row was joined to both people and sorted, 1–3 ms now).
      const named = containsAny(['full_name'], page.q);
      const conditions = [
        userDn ? where('(d.delegator_dn = ? OR d.delegate_dn = ?)', userDn, userDn) : null,
        named
          ? where(
              `(d.delegator_dn IN (SELECT dn FROM users WHERE ${named.sql})
                OR d.delegate_dn IN (SELECT dn FROM users WHERE ${named.sql}))`,
              ...named.params,
              ...named.params,
            )
          : null,
      ].filter((c): c is Condition => c !== null);
      const whereSql = conditions.length > 0 ? `WHERE ${conditions.map((c) => c.sql).join(' AND ')}` : '';
      const params = conditions.flatMap((c) => c.params);
      const total = (
        cachedStatement(db, `SELECT COUNT(*) AS n FROM delegations d ${whereSql}`).get(...params) as { n: number }
      ).n;
      const direction = page.descending ? 'DESC' : 'ASC';
      const order = `ORDER BY d.starts_at ${direction}, d.id ${direction}`;
      const rows = cachedStatement(
        db,
        `SELECT ${SELECT} FROM (SELECT * FROM delegations d ${whereSql} ${order} LIMIT ? OFFSET ?) d
           JOIN users f ON f.dn = d.delegator_dn JOIN users t ON t.dn = d.delegate_dn
           LEFT JOIN delegation_scopes s ON s.delegation_id = d.id ${order}`,
      ).all(...params, page.size, page.nextIndex - 1) as DelegationRow[];
      const end = page.nextIndex - 1 + rows.length;
      return { rows, total, nextIndex: rows.length > 0 && end < total ? end + 1 : -1 };
    },
    save(input: DelegationInput, id?: number): DelegationRow {
      return db.transaction(() => {
        const description = input.description ?? '';
        let key = id;
        if (key === undefined) {
          key = Number(
            insert.run(input.delegatorDn, input.delegateDn, input.startsAt, input.endsAt, description).lastInsertRowid,
          );
        } else {
          update.run(input.delegatorDn, input.delegateDn, input.startsAt, input.endsAt, description, key);
        }
        scope.run(key, JSON.stringify(input.requestDefs), input.relationship);
        const row = byId.get(key);
        if (!row) throw new Error('delegation not stored');
        return row;
      })();
    },
    remove: (id: number): boolean => remove.run(id).changes > 0,
    /** A request definition, role or resource by DN, with its name; undefined when there is none. */
    requestDef(dn: string): RequestDefRef | undefined {
      return defName.get(dn, dn, dn);
    },
  };
}

export type DelegationRepository = ReturnType<typeof delegationRepository>;
