import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../search.js';

export interface ContainerRow {
  dn: string;
  name: string;
  parent_dn: string | null;
  type: 'role' | 'resource' | 'prd' | 'user';
  level: number;
}

/** The directory's containers (where users, groups and teams live) as container rows of type `user`. */
const DIRECTORY = `SELECT dn, name, parent_dn, 'user' AS type, 0 AS level FROM containers`;

export function containerLookups(db: Database) {
  return {
    root: (type: ContainerRow['type']): ContainerRow | undefined =>
      (type === 'user'
        ? cachedStatement(db, `${DIRECTORY} WHERE parent_dn IS NULL ORDER BY dn LIMIT 1`).get()
        : cachedStatement(db, 'SELECT * FROM catalog_containers WHERE type = ? AND parent_dn IS NULL').get(type)) as
        ContainerRow | undefined,
    /** A catalog container, else a directory one (type `user`). */
    byDn: (dn: string): ContainerRow | undefined =>
      (cachedStatement(db, 'SELECT * FROM catalog_containers WHERE dn = ?').get(dn) ??
        cachedStatement(db, `${DIRECTORY} WHERE dn = ?`).get(dn)) as ContainerRow | undefined,
    /** Direct sub-containers, sorted by DN as the contract says. */
    children: (container: Pick<ContainerRow, 'dn' | 'type'>): ContainerRow[] =>
      cachedStatement(
        db,
        container.type === 'user'
          ? `${DIRECTORY} WHERE parent_dn = ? ORDER BY dn COLLATE NOCASE`
          : 'SELECT * FROM catalog_containers WHERE parent_dn = ? ORDER BY dn COLLATE NOCASE',
      ).all(container.dn) as ContainerRow[],
  };
}
