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
    /** A directory container (organisation, organisational unit): where users and groups live. */
    directory: (dn: string): { dn: string; name: string } | undefined =>
      cachedStatement(db, 'SELECT dn, name FROM containers WHERE dn = ?').get(dn) as
        { dn: string; name: string } | undefined,
    /** A directory container's direct sub-containers, sorted by DN. */
    directoryChildren: (dn: string): { dn: string; name: string }[] =>
      cachedStatement(db, 'SELECT dn, name FROM containers WHERE parent_dn = ? ORDER BY dn COLLATE NOCASE').all(dn) as {
        dn: string;
        name: string;
      }[],
  };
}
