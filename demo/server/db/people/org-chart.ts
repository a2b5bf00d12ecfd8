import type { Database } from 'better-sqlite3';
import { anyOf, type Relationship } from '../../people/relationships.js';
import { cachedStatement, runPaged, type Condition, type PageRequest, type PageResult } from '../search.js';
import type { PersonRow } from './read.js';

/** How far up a manager chain is followed (a guard against cycles in edited data). */
const MAX_CHAIN = 25;

export type OrgChartQueries = ReturnType<typeof orgChartQueries>;

/** The org chart's reads: people below and above someone along one or more relationships. */
export function orgChartQueries(db: Database) {
  const page = (condition: Condition, request: PageRequest) =>
    runPaged<PersonRow>(
      db,
      { select: '*', from: 'users', where: [condition], sortBy: 'full_name', tieBreak: 'dn' },
      request,
    );
  const count = (condition: Condition): number =>
    (
      cachedStatement(db, `SELECT COUNT(*) AS n FROM users WHERE ${condition.sql}`).get(...condition.params) as {
        n: number;
      }
    ).n;
  const above = (rel: Relationship, dn: string, limit: number): PersonRow[] =>
    page(rel.above(dn), { q: '*', size: limit, nextIndex: 1, descending: false }).rows;

  return {
    /** People one level below `dn` along any of the relationships, by name, paged. */
    below: (rels: readonly Relationship[], dn: string, request: PageRequest): PageResult<PersonRow> =>
      page(anyOf(rels.map((r) => r.below(dn))), request),
    countBelow: (rels: readonly Relationship[], dn: string): number => count(anyOf(rels.map((r) => r.below(dn)))),
    /** People one level up from `dn` (the level-up options), by name, paged. */
    above: (rel: Relationship, dn: string, request: PageRequest): PageResult<PersonRow> => page(rel.above(dn), request),
    /**
     * Who is above `dn`, each with the DN one level below it: the whole chain for a single-valued
     * relationship, the level-up options (one level) for a multi-valued one.
     */
    managers(rel: Relationship, dn: string): { row: PersonRow; below: string }[] {
      if (rel.multiValuedTarget) return above(rel, dn, 300).map((row) => ({ row, below: dn }));
      const chain: { row: PersonRow; below: string }[] = [];
      const seen = new Set([dn.toLowerCase()]);
      let current = dn;
      while (chain.length < MAX_CHAIN) {
        const next = above(rel, current, 1)[0];
        if (!next || seen.has(next.dn.toLowerCase())) break;
        chain.push({ row: next, below: current });
        seen.add(next.dn.toLowerCase());
        current = next.dn;
      }
      return chain;
    },
  };
}
