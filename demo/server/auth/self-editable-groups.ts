import type { Database } from 'better-sqlite3';
import { USER_ATTRIBUTES, columnOf } from '../people/attributes.js';
import { cachedStatement } from '../db/search.js';

/**
 * Rights never follow an attribute its holder may change himself (docs/security.md "Rights and self-editable
 * attributes"): a dynamic group whose query reads an attribute a user may edit in his own profile (Title) is
 * refused as the holder of an administrator assignment, a role or a resource; its members could put themselves
 * in it. The users' columns a user may change on himself with PUT access/user.
 */
const SELF_EDITABLE = new Map(
  USER_ATTRIBUTES.filter((a) => a.editable && !a.adminOnly).flatMap((a) => {
    const column = columnOf(a);
    return column ? [[column, a.displayLabel] as const] : [];
  }),
);

/**
 * Why `dn` may hold no rights, when it is a dynamic group chosen by a self-editable attribute (the reason an
 * administrator reads beside the assignee); undefined for any other user, group or container.
 */
export function selfEditableGroupRefusal(db: Database, dn: string): string | undefined {
  const row = cachedStatement(
    db,
    'SELECT g.name, d.attribute FROM dynamic_groups d JOIN groups g ON g.dn = d.group_dn WHERE d.group_dn = ?',
  ).get(dn) as { name: string; attribute: string } | undefined;
  const label = row && SELF_EDITABLE.get(row.attribute);
  if (!row || !label) return undefined;
  return (
    `${row.name} is a dynamic group chosen by ${label}, which every user may change in his own profile: ` +
    'anyone could make himself a member and gain what it holds. Assign a static group, the users or a container instead.'
  );
}
