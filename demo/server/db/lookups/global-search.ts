import type { Database } from 'better-sqlite3';
import { cachedStatement, containsAny, type Condition } from '../search.js';
import { SERVER_KINDS, type ServerKind } from '../../../../src/domain/global-search.js';
import { gramsTable, nameStartsWith, trigramQuery } from './global-search-index.js';

/** The kinds the global search reads (the domain's server kinds), each from the table its list searches. */
export const GLOBAL_SEARCH_KINDS = SERVER_KINDS;
export type GlobalSearchKind = ServerKind;

/** One found object: its DN, name, description and what tells it from a look-alike. */
export interface GlobalHit {
  dn: string;
  kind: GlobalSearchKind;
  name: string;
  description: string;
  /** A person's e-mail. */
  email?: string;
  /** A role's level. */
  level?: number;
  /** The container of a person, role or group. */
  container?: string;
  /** A SoD rule's two roles; a request definition's process type. */
  detail?: string;
}

/** Who may see what of one kind: every row (null), none, or only those within these DNs (a delegated scope). */
export type KindScope = null | readonly string[];

/** Extra conditions of a kind besides the text: a manager's own teams. */
export interface KindFilter {
  scope: KindScope;
  /** Teams: only those this user manages (non-administrators). */
  managerDn?: string;
}

interface KindQuery {
  select: string;
  from: string;
  /** The alias of the kind's own table in `from` (its rowid is the index's). */
  alias: string;
  /** The columns the text is matched against: those its list searches. */
  columns: readonly string[];
  /** The column the scope tests and the rows are ordered by. */
  dnColumn: string;
  nameColumn: string;
}

const KIND_QUERIES: Readonly<Record<GlobalSearchKind, KindQuery>> = {
  user: {
    select: 'u.dn, u.full_name AS name, u.title AS description, u.email, u.container_dn AS container',
    alias: 'u',
    from: 'users u',
    columns: ['u.full_name', 'u.cn', 'u.email'],
    dnColumn: 'u.dn',
    nameColumn: 'u.full_name',
  },
  role: {
    select: 'r.dn, r.name, r.description, r.level, r.container_dn AS container',
    alias: 'r',
    from: 'roles r',
    columns: ['r.name', 'r.description'],
    dnColumn: 'r.dn',
    nameColumn: 'r.name',
  },
  resource: {
    select: 'r.dn, r.name, r.description',
    alias: 'r',
    from: 'resources r',
    columns: ['r.name', 'r.description'],
    dnColumn: 'r.dn',
    nameColumn: 'r.name',
  },
  group: {
    select: 'g.dn, g.name, g.description',
    alias: 'g',
    from: 'groups g',
    columns: ['g.name', 'g.description'],
    dnColumn: 'g.dn',
    nameColumn: 'g.name',
  },
  team: {
    select: 't.dn, t.name, t.description',
    alias: 't',
    from: 'teams t',
    columns: ['t.name', 't.description'],
    dnColumn: 't.dn',
    nameColumn: 't.name',
  },
  sod: {
    select: `s.dn, s.name, s.description, r1.name || ' ↔ ' || r2.name AS detail`,
    alias: 's',
    from: 'sods s JOIN roles r1 ON r1.dn = s.role1_dn JOIN roles r2 ON r2.dn = s.role2_dn',
    columns: ['s.name', 's.description'],
    dnColumn: 's.dn',
    nameColumn: 's.name',
  },
  prd: {
    select: 'p.dn, p.name, p.description, p.process_type AS detail',
    alias: 'p',
    from: 'prds p',
    columns: ['p.name', 'p.description'],
    dnColumn: 'p.dn',
    nameColumn: 'p.name',
  },
};

/** How many index candidates an unscoped read of a kind checks at most. */
const CANDIDATES = 1000;

const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** "The DN is one of these or below one of them" (dnWithin's rule, case-insensitively as DNs compare). */
function withinAny(column: string, scopes: readonly string[]): Condition {
  const parts = scopes.map(() => `(${column} = ? OR ${column} LIKE ? ESCAPE '\\')`);
  return { sql: `(${parts.join(' OR ')})`, params: scopes.flatMap((s) => [s, `%,${likeEscaped(s)}`]) };
}

/** The SoD rules whose both roles are in scope (as the SoD list scopes them), not the rule's own DN. */
function sodWithin(scopes: readonly string[]): Condition {
  const first = withinAny('s.role1_dn', scopes);
  const second = withinAny('s.role2_dn', scopes);
  return { sql: `${first.sql} AND ${second.sql}`, params: [...first.params, ...second.params] };
}

/**
 * The global search's reads: one statement a kind, the text matched as the kind's list matches it (a text under
 * three characters: the start of a name), narrowed by the kind's index (global-search-index.ts), the caller's scope
 * in SQL, ordered by name and cut at `limit`.
 */
export function globalSearchLookups(db: Database) {
  return {
    search(kind: GlobalSearchKind, q: string, filter: KindFilter, limit: number): GlobalHit[] {
      if (filter.scope !== null && filter.scope.length === 0) return [];
      const query = KIND_QUERIES[kind];
      // Three characters or more: the rows holding the text's trigrams, checked by the list's own LIKE; fewer: names
      // starting with it (both read from an index, so a new text costs what it finds, not the table's size).
      const grams = q.includes('*') ? null : trigramQuery(q);
      // Unscoped, a text found in very many objects is answered from the first CANDIDATES the index holds (in its
      // order, then by name), so a common text costs no more than a rare one; a scoped read takes every candidate,
      // so that a delegated administrator's few objects are never cut off by others.
      const capped = filter.scope === null && filter.managerDn === undefined ? `LIMIT ${CANDIDATES}` : '';
      const fromIndex = grams
        ? `(SELECT rowid AS id FROM ${gramsTable(kind)} WHERE ${gramsTable(kind)} MATCH ? ${capped}) hit CROSS JOIN ${query.from}`
        : query.from;
      const conditions = [
        grams ? { sql: `${query.alias}.rowid = hit.id`, params: [] } : null,
        grams || q.includes('*') ? containsAny(query.columns, q) : nameStartsWith(query.nameColumn, q),
        filter.scope === null
          ? null
          : kind === 'sod'
            ? sodWithin(filter.scope)
            : withinAny(query.dnColumn, filter.scope),
        filter.managerDn === undefined
          ? null
          : {
              sql: 'EXISTS (SELECT 1 FROM team_managers tm WHERE tm.team_dn = t.dn AND tm.user_dn = ?)',
              params: [filter.managerDn],
            },
      ].filter((c): c is Condition => c !== null);
      const whereSql = conditions.length > 0 ? `WHERE ${conditions.map((c) => c.sql).join(' AND ')}` : '';
      const rows = cachedStatement(
        db,
        `SELECT ${query.select} FROM ${fromIndex} ${whereSql}
         ORDER BY ${query.nameColumn} COLLATE NOCASE, ${query.dnColumn} LIMIT ?`,
      ).all(...(grams ? [grams] : []), ...conditions.flatMap((c) => c.params), limit) as Omit<GlobalHit, 'kind'>[];
      return rows.map((row) => ({ ...row, kind }));
    },
  };
}
