import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_INDEXES } from '../../../demo/server/db/people/search-index.js';
import type { Database, Statement } from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { passwordToken, restGet, startSandbox, type TestSandbox } from './helpers.js';
import { accessSandbox, type Account, type AccessSandbox, type TaskList } from './access-helpers.js';

/** Sorted lists read a page from an index instead of sorting every row (issue 13). */
describe('sandbox: every sort key of the user and task lists has an index', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startSandbox({ users: 20 });
  });
  afterAll(async () => sb.close());
  const plan = (sql: string, ...params: unknown[]): string =>
    (sb.app.store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[])
      .map((p) => p.detail)
      .join(' | ');

  it('user list: each sortable column, both ways', () => {
    for (const [column, index] of Object.entries(SORT_INDEXES)) {
      for (const direction of ['ASC', 'DESC']) {
        const detail = plan(
          `SELECT u.id FROM users u ORDER BY u.${column} COLLATE NOCASE ${direction}, u.dn ${direction} LIMIT 25`,
        );
        expect([column, detail]).toEqual([column, expect.stringContaining(index)]);
        expect(detail).not.toContain('TEMP B-TREE');
      }
    }
  });

  it("task list: each sort key of an assignee's open tasks", () => {
    for (const order of [
      't.created_at',
      't.expires_at',
      't.priority',
      't.recipient_name COLLATE NOCASE',
      't.item_name COLLATE NOCASE',
      't.requester_name COLLATE NOCASE',
      't.activity COLLATE NOCASE',
    ]) {
      const detail = plan(
        `SELECT t.id FROM tasks t WHERE t.status = 'open' AND t.assignee_dn = ? ORDER BY ${order} DESC, t.id DESC LIMIT 25`,
        'x',
      );
      expect([order, detail]).not.toEqual([order, expect.stringContaining('TEMP B-TREE')]);
    }
  });
});

/** The plan of every SELECT a request runs (statements are prepared once and cached: each run is recorded). */
function recordPlans(db: Database): { plans: () => [sql: string, plan: string][]; reset: () => void } {
  const prepare = db.prepare.bind(db);
  let seen = new Set<string>();
  (db as unknown as { prepare: (sql: string) => Statement }).prepare = (sql: string) => {
    const statement = prepare(sql);
    for (const method of ['all', 'get', 'iterate'] as const) {
      const run = statement[method].bind(statement) as (...args: unknown[]) => unknown;
      Object.assign(statement, { [method]: (...args: unknown[]) => (seen.add(sql), run(...args)) });
    }
    return statement;
  };
  return {
    plans: () =>
      [...seen]
        .filter((sql) => /^\s*SELECT/i.test(sql))
        .map((sql) => {
          const params = Array<null>((sql.match(/\?/g) ?? []).length).fill(null);
          const rows = prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[];
          return [sql.replace(/\s+/g, ' '), rows.map((r) => r.detail).join(' | ')];
        }),
    reset: () => {
      seen = new Set();
    },
  };
}

/** A full scan of a big table's rows (an index walked in order, or searched, is fine). */
const FULL_SCAN = /(^|\| )SCAN (tasks|access_requests|users|t|r|u)( |$)(?!USING)/;

const BULK = 5000;
describe(`sandbox: the lists the console pages through read pages through indexes (${BULK.toLocaleString('en')} open tasks)`, () => {
  let ctx: AccessSandbox;
  let recorder: ReturnType<typeof recordPlans>;
  beforeAll(async () => {
    ctx = await accessSandbox({ users: 1000, bulkTasks: BULK });
    recorder = recordPlans(ctx.sb.app.store.db);
  }, 120_000);
  afterAll(async () => ctx.close());

  const plansOf = async (who: Account, path: string) => {
    recorder.reset();
    await ctx.get(who, path);
    return recorder.plans();
  };

  it('task list and history: default order, other sorts, searches with many and few matches, deep pages', async () => {
    const cases: [Account, string][] = [
      ['mmanager', '/access/tasks/list?size=25'],
      ['mmanager', '/access/tasks/list?size=25&sortBy=recipientName&sortOrder=desc'],
      ['mmanager', '/access/tasks/list?size=25&sortBy=expirationTime'],
      ['mmanager', '/access/tasks/list?size=25&q=access'],
      ['mmanager', '/access/tasks/list?size=25&q=support%20desk'],
      ['mmanager', '/access/tasks/list?size=25&fromIndex=4001'],
      ['euser', '/access/tasks/list?size=25'],
      ['uaadmin', '/access/requests/historylist?size=25'],
      ['uaadmin', '/access/requests/historylist?size=25&sortBy=name&sortOrder=desc'],
      ['uaadmin', '/access/requests/historylist?size=25&q=access'],
      ['uaadmin', '/access/requests/historylist?size=25&q=crm'],
      ['euser', '/access/requests/historylist?size=25'],
      ['euser', '/access/requests/historylist?size=25&q=crm'],
    ];
    for (const [who, path] of cases) {
      const plans = await plansOf(who, path);
      expect(plans.length, path).toBeGreaterThan(0);
      for (const [sql, plan] of plans)
        expect({ path, sql, plan }).toEqual({ path, sql, plan: expect.not.stringMatching(FULL_SCAN) });
      // Long lists are read in their sort order from an index: no sort of every row.
      if (/size=25(&sortBy=\w+(&sortOrder=\w+)?)?$/.test(path) && who !== 'euser') {
        const page = plans.filter(([sql]) => /^SELECT [tr]\.id /.test(sql));
        expect(page.map(([, plan]) => plan).join(), path).not.toContain('TEMP B-TREE');
      }
    }
  });

  it('users, org chart and lookups: default order and a search', async () => {
    const manager = ctx.sb.app.store.db
      .prepare<[], { dn: string }>(
        'SELECT manager_dn AS dn FROM users WHERE manager_dn IS NOT NULL GROUP BY manager_dn ORDER BY COUNT(*) DESC LIMIT 1',
      )
      .get()!.dn;
    const paths = [
      '/access/users/list?nextIndex=1&size=25',
      '/access/users/list?nextIndex=1&size=25&q=an&sortBy=LastName',
      `/access/orgChart/v2?entityDN=${encodeURIComponent(manager)}&relationshipKeys=manager&nextIndex=1&size=100`,
    ];
    for (const path of paths) {
      for (const [sql, plan] of await plansOf('uaadmin', path))
        expect({ path, sql, plan }).toEqual({ path, sql, plan: expect.not.stringMatching(FULL_SCAN) });
    }
  });

  it('lookups (roles, resources, groups, PRDs, categories): a page in the default order is read from an index', async () => {
    const lists: [path: string, table: RegExp][] = [
      ['/catalog/roles?size=25', /FROM roles r/],
      ['/catalog/roles?size=25&sortBy=description&sortOrder=desc', /FROM roles r/],
      ['/catalog/resources?size=25', /FROM resources r/],
      ['/access/groups?size=25', /FROM groups/],
      ['/catalog/prds?size=25', /FROM prds/],
      ['/catalog/roleCategories?size=25', /FROM categories/],
      ['/catalog/roles/listV2?size=25', /FROM roles r/],
      ['/catalog/roles/listV2?size=25&roleLevel=10', /FROM roles r/],
      ['/catalog/roles/listV2?size=25&roleLevel=10&sortBy=description', /FROM roles r/],
      ['/catalog/roles/listV2?size=25&sortBy=description&sortOrder=desc', /FROM roles r/],
    ];
    for (const [path, table] of lists) {
      const page = (await plansOf('uaadmin', path)).filter(
        ([sql]) => table.test(sql) && /ORDER BY/.test(sql) && !/COUNT/.test(sql),
      );
      expect(page.length, path).toBe(1);
      expect({ path, plan: page[0]![1] }).toEqual({ path, plan: expect.not.stringContaining('TEMP B-TREE') });
    }
  });
});

describe('sandbox: a db from before the task and history search index (schema 6)', () => {
  it('is upgraded on its next start: its tasks and requests are found through the new indexes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'idm-lists-v6-'));
    const first = await startSandbox({ users: 30 }, dir);
    const db = first.app.store.db;
    const objects = db
      .prepare(
        `SELECT type, name FROM sqlite_master WHERE type IN ('trigger', 'index')
      AND (name LIKE 'task%search%' OR name LIKE 'request%search%' OR name LIKE '%list_update' OR name LIKE 'tasks_open_%'
        OR name = 'tasks_assignee_count' OR name LIKE 'access_requests_%_sort')`,
      )
      .all() as { type: string; name: string }[];
    for (const { type, name } of objects) db.exec(`DROP ${type.toUpperCase()} ${name}`);
    db.exec(
      'DROP TABLE task_search; DROP TABLE request_search; DROP TABLE list_generations; DELETE FROM schema_version WHERE version >= 7',
    );
    const task = db
      .prepare<[], { id: number; request_id: number }>(
        "SELECT id, request_id FROM tasks WHERE status = 'open' AND assignee_dn = 'cn=mmanager,ou=users,o=data' ORDER BY id LIMIT 1",
      )
      .get()!;
    db.prepare("UPDATE tasks SET item_name = 'Zebra Kiosk' WHERE id = ?").run(task.id);
    db.prepare("UPDATE access_requests SET item_name = 'Zebra Kiosk' WHERE id = ?").run(task.request_id);
    await first.app.close();
    const again = await startSandbox({ users: 5 }, dir);
    try {
      const tasks = (
        await restGet(again.app, '/access/tasks/list?q=zebra', await passwordToken(again.app, 'mmanager'))
      ).json() as TaskList;
      expect(tasks.tasks.map((t) => [t.taskId, t.processName])).toEqual([[String(task.id), 'Zebra Kiosk']]);
      const history = (
        await restGet(again.app, '/access/requests/historylist?q=kiosk', await passwordToken(again.app, 'uaadmin'))
      ).json() as { total: number };
      expect(history.total).toBe(1);
    } finally {
      await again.close();
    }
  });
});
