import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_INDEXES } from '../../../demo/server/db/people/search-index.js';
import { startSandbox, type TestSandbox } from './helpers.js';

/** Sorted lists read a page from an index instead of sorting every row (issue 13). */
describe('sandbox: every sort key of the user and task lists has an index', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startSandbox({ users: 20 });
  });
  afterAll(async () => sb.close());
  const plan = (sql: string, ...params: unknown[]): string =>
    (sb.app.store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((p) => p.detail).join(' | ');

  it('user list: each sortable column, both ways', () => {
    for (const [column, index] of Object.entries(SORT_INDEXES)) {
      for (const direction of ['ASC', 'DESC']) {
        const detail = plan(`SELECT u.id FROM users u ORDER BY u.${column} COLLATE NOCASE ${direction}, u.dn ${direction} LIMIT 25`);
        expect([column, detail]).toEqual([column, expect.stringContaining(index)]);
        expect(detail).not.toContain('TEMP B-TREE');
      }
    }
  });

  it('task list: each sort key of an assignee\'s open tasks', () => {
    for (const order of ['t.created_at', 't.expires_at', 't.priority', 't.recipient_name COLLATE NOCASE', 't.item_name COLLATE NOCASE',
      't.requester_name COLLATE NOCASE', 't.activity COLLATE NOCASE']) {
      const detail = plan(`SELECT t.id FROM tasks t WHERE t.status = 'open' AND t.assignee_dn = ? ORDER BY ${order} DESC, t.id DESC LIMIT 25`, 'x');
      expect([order, detail]).not.toEqual([order, expect.stringContaining('TEMP B-TREE')]);
    }
  });
});
