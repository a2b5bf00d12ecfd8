import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restGet } from './helpers.js';
import { accessSandbox, type AccessSandbox, type TaskList } from './access-helpers.js';

const BULK = 10_000;
describe(`sandbox access: task list over ${BULK.toLocaleString('en')} open tasks (IDM_TASKS)`, () => {
  let ctx: AccessSandbox;
  beforeAll(async () => {
    ctx = await accessSandbox({ users: 1000, bulkTasks: BULK });
  }, 120_000);
  afterAll(async () => ctx.close());

  // Timings are `npm run bench`'s; this checks that large lists answer right.
  it('answers pages, sorted, searched and deep over the large list', async () => {
    const cases: [string, string][] = [
      ['first page (createTime)', '/access/tasks/list?size=25'],
      ['by recipient name, desc', '/access/tasks/list?size=25&sortBy=recipientName&sortOrder=desc'],
      ['search "access"', '/access/tasks/list?size=25&q=access'],
      ['deep page fromIndex=9001', '/access/tasks/list?size=25&fromIndex=9001'],
    ];
    for (const [label, path] of cases) {
      const res = await restGet(ctx.app, path, ctx.token.mmanager);
      expect(res.statusCode, label).toBe(200);
      const body = res.json() as TaskList;
      expect(body.total, label).toBeGreaterThan(label.startsWith('search') ? 0 : BULK);
      expect(body.tasks.length, label).toBe(25);
    }
    const sorted = (
      await restGet(ctx.app, '/access/tasks/list?size=25&sortBy=recipientName&sortOrder=desc', ctx.token.mmanager)
    ).json() as TaskList;
    const names = sorted.tasks.map((t) => t.recipientName);
    expect(names).toEqual([...names].sort((x, y) => y.localeCompare(x)));
  }, 120_000);

  it('bulk tasks are real tasks: bulk-approvable and approvable like any other', async () => {
    const { tasks, total } = await ctx.tasks('mmanager', { size: 3, sortBy: 'createTime', sortOrder: 'desc' });
    expect(tasks.map((t) => [t.bulkApprovable, t.activityName])).toEqual([
      [true, 'Approval'],
      [true, 'Approval'],
      [true, 'Approval'],
    ]);
    const answer = await ctx.act(
      'mmanager',
      'approve',
      tasks.map((t) => t.taskId),
    );
    expect(answer.success).toBe(true);
    for (const t of tasks) expect(await ctx.state(t.processId)).toBe(20);
    // Counts and pages are remembered until the tasks change: the approved ones are gone at once.
    const after = await ctx.tasks('mmanager', { size: 3, sortBy: 'createTime', sortOrder: 'desc' });
    expect(after.total).toBe(total - 3);
    expect(after.tasks.map((t) => t.taskId)).not.toContain(tasks[0]!.taskId);
  });
});
