import type { Database } from 'better-sqlite3';
import { containsAny, runPaged, where, type PageRequest, type PageResult } from '../search.js';

export interface PrdRow {
  dn: string;
  name: string;
  description: string;
  process_type: string;
}

export interface SodRow {
  dn: string;
  name: string;
  description: string;
  role1_dn: string;
  role1_name: string;
  role1_level: number;
  role2_dn: string;
  role2_name: string;
  role2_level: number;
}

export type SortColumn = 'name' | 'description';

export function approvalLookups(db: Database) {
  return {
    searchPrds: (processType: string | null, sortColumn: SortColumn, page: PageRequest): PageResult<PrdRow> =>
      runPaged<PrdRow>(
        db,
        {
          select: 'dn, name, description, process_type',
          from: 'prds',
          where: [
            processType === null ? null : where('process_type = ? COLLATE NOCASE', processType),
            containsAny(['name', 'description'], page.q),
          ],
          sortBy: sortColumn,
          tieBreak: 'dn',
        },
        page,
      ),
    searchSods: (sortColumn: SortColumn, page: PageRequest): PageResult<SodRow> =>
      runPaged<SodRow>(
        db,
        {
          select: `s.dn, s.name, s.description, s.role1_dn, r1.name AS role1_name, r1.level AS role1_level,
          s.role2_dn, r2.name AS role2_name, r2.level AS role2_level`,
          from: 'sods s JOIN roles r1 ON r1.dn = s.role1_dn JOIN roles r2 ON r2.dn = s.role2_dn',
          where: [containsAny(['s.name', 's.description'], page.q)],
          sortBy: `s.${sortColumn}`,
          tieBreak: 's.dn',
        },
        page,
      ),
  };
}
