import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../search.js';

/** The work queue (access/queue/entry…): a user's saved request cart per action, its items and their assignees. */
export interface QueueItemRow {
  item_dn: string;
  item_type: string;
  item_fullname: string;
  added_at: number;
}

export interface QueueAssigneeRow {
  item_dn: string;
  assigned_to_dn: string;
  assignee_full_name: string;
  type: string;
  subtype: string;
  comment: string;
  sod_justification: string;
}

export interface NewQueueItem {
  itemDn: string;
  itemType: string;
  itemFullname: string;
  assignees: Omit<QueueAssigneeRow, 'item_dn'>[];
}

export function queueEntry(db: Database, owner: string, action: string) {
  const items = cachedStatement(
    db,
    'SELECT item_dn, item_type, item_fullname, added_at FROM queue_items WHERE owner_dn = ? AND cart_action = ? ORDER BY added_at, item_dn',
  ).all(owner, action) as QueueItemRow[];
  const assignees = cachedStatement(
    db,
    `SELECT item_dn, assigned_to_dn, assignee_full_name, type, subtype, comment, sod_justification FROM queue_assignees
     WHERE owner_dn = ? AND cart_action = ? ORDER BY assignee_full_name COLLATE NOCASE, assigned_to_dn`,
  ).all(owner, action) as QueueAssigneeRow[];
  return items.map((item) => ({
    ...item,
    assignees: assignees.filter((a) => a.item_dn.toLowerCase() === item.item_dn.toLowerCase()),
  }));
}

export function addQueueItems(db: Database, owner: string, action: string, items: readonly NewQueueItem[], at: number) {
  const item = cachedStatement(
    db,
    `INSERT INTO queue_items (owner_dn, cart_action, item_dn, item_type, item_fullname, added_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (owner_dn, cart_action, item_dn) DO UPDATE SET item_type = excluded.item_type, item_fullname = excluded.item_fullname`,
  );
  const assignee = cachedStatement(
    db,
    `INSERT OR REPLACE INTO queue_assignees (owner_dn, cart_action, item_dn, assigned_to_dn, assignee_full_name, type, subtype, comment, sod_justification)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const i of items) {
    item.run(owner, action, i.itemDn, i.itemType, i.itemFullname, at);
    for (const a of i.assignees)
      assignee.run(
        owner,
        action,
        i.itemDn,
        a.assigned_to_dn,
        a.assignee_full_name,
        a.type,
        a.subtype,
        a.comment,
        a.sod_justification,
      );
  }
}

export const removeQueueEntry = (db: Database, owner: string, action: string): number =>
  cachedStatement(db, 'DELETE FROM queue_items WHERE owner_dn = ? AND cart_action = ?').run(owner, action).changes;

export function removeQueueItems(db: Database, owner: string, action: string, itemDns: readonly string[]): number {
  const remove = cachedStatement(db, 'DELETE FROM queue_items WHERE owner_dn = ? AND cart_action = ? AND item_dn = ?');
  return itemDns.reduce((n, dn) => n + remove.run(owner, action, dn).changes, 0);
}

export function removeQueueAssignees(
  db: Database,
  owner: string,
  action: string,
  itemDn: string,
  assigneeDns: readonly string[],
): number {
  const remove = cachedStatement(
    db,
    'DELETE FROM queue_assignees WHERE owner_dn = ? AND cart_action = ? AND item_dn = ? AND assigned_to_dn = ?',
  );
  return assigneeDns.reduce((n, dn) => n + remove.run(owner, action, itemDn, dn).changes, 0);
}
