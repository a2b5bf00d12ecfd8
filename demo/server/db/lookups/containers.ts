import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../search.js';

export interface ContainerRow {
  dn: string;
  name: string;
  parent_dn: string | null;
  type: 'role' | 'resource' | 'prd';
  level: number;
}

export function containerLookups(db: Database) {
  return {
    root: (type: ContainerRow['type']): ContainerRow | undefined =>
      cachedStatement(db, 'SELECT * FROM catalog_containers WHERE type = ? AND parent_dn IS NULL').get(type) as
        ContainerRow | undefined,
    byDn: (dn: string): ContainerRow | undefined =>
      cachedStatement(db, 'SELECT * FROM catalog_containers WHERE dn = ?').get(dn) as ContainerRow | undefined,
    /** Direct sub-containers, sorted by DN as the contract says. */
    children: (dn: string): ContainerRow[] =>
      cachedStatement(db, 'SELECT * FROM catalog_containers WHERE parent_dn = ? ORDER BY dn COLLATE NOCASE').all(
        dn,
      ) as ContainerRow[],
  };
}
