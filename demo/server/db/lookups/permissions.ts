import type { Database } from 'better-sqlite3';
import { containsAny, runPaged, where, type Condition, type PageRequest, type PageResult } from '../search.js';

export type PermissionType = 'ROLE' | 'RESOURCE' | 'PRD';

export interface PermissionRow {
  dn: string;
  id: string;
  type: PermissionType;
  name: string;
  description: string;
  /** The item's bulk-requestable setting (access_item_settings; 1 when it has none). */
  bulk_requestable: number;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Names starting with the query first, then names containing it, then the rest (description matches). */
const RELEVANCE = `(CASE WHEN idm_fold(name) LIKE ? ESCAPE '\\' THEN 0 WHEN idm_fold(name) LIKE ? ESCAPE '\\' THEN 1 ELSE 2 END) || name`;

export function permissionLookups(db: Database) {
  return {
    /** The permission index, by name when `byName`, else by relevance. */
    search(
      types: readonly PermissionType[],
      byName: boolean,
      page: PageRequest,
      /** Only what this also allows (a team manager's permissions). */
      allowed: Condition | null = null,
    ): PageResult<PermissionRow> {
      const q = escapeLike(page.q.replace(/\*/g, '').trim().toLowerCase());
      const relevant = !byName && q !== '';
      return runPaged<PermissionRow>(
        db,
        {
          select: `dn, id, type, name, description,
          COALESCE((SELECT s.bulk_requestable FROM access_item_settings s WHERE s.item_dn = permission_index.dn), 1) AS bulk_requestable`,
          from: 'permission_index',
          where: [
            where('type IN (SELECT value FROM json_each(?))', JSON.stringify(types)),
            containsAny(['name', 'description'], page.q),
            allowed,
          ],
          sortBy: relevant ? RELEVANCE : 'name',
          sortParams: relevant ? [`${q}%`, `%${q}%`] : [],
          tieBreak: 'dn',
        },
        page,
      );
    },
  };
}
