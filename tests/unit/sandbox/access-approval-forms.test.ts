import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restSend } from './helpers.js';
import { accessSandbox, type AccessSandbox, type Json } from './access-helpers.js';

interface DataItemJson {
  name: string;
  dataType: string;
  readOnly: boolean;
  multiValued: boolean;
  /** The contract's objects: AfDataItemNode.values items are objects. */
  values: { value: string }[];
  valueSet: boolean;
}

interface TaskItemJson {
  approvalForm: string;
  approvalFormId: string;
  dataItems: DataItemJson[];
}

const COST_CENTER = 'Cost center';
const REGIONS = 'Travel regions';

describe('sandbox access engine: approval forms', () => {
  let ctx: AccessSandbox;
  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(async () => ctx.close());

  const taskItem = (taskId: string, as: 'mmanager' | 'uaadmin' = 'mmanager') =>
    ctx.send<TaskItemJson>(as, 'POST', '/access/tasks/item', { taskId });
  const decide = (taskId: string, action: string, dataItems?: Json[]) =>
    restSend(ctx.app, 'POST', '/access/tasks', ctx.token.mmanager, {
      tasks: [{ taskId, ...(dataItems ? { dataItems } : {}) }],
      action,
      comment: '',
    });
  const travelTask = async (offset: number) => {
    const [person] = ctx.people(1, offset);
    const requestId = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Travel Booking'), person!.dn);
    const [task] = await ctx.tasksOf('mmanager', requestId);
    return { requestId, taskId: task!.taskId };
  };
  const reasonOf = (res: { json(): unknown }) =>
    (res.json() as { Fault: { Reason: { Text: string } } }).Fault.Reason.Text;

  it('offers the approver the form’s items to fill in, editable, the required one marked', async () => {
    const { taskId } = await travelTask(40);
    const item = await taskItem(taskId);
    expect(item.approvalForm).toBe('');
    const editable = item.dataItems.filter((d) => !d.readOnly);
    expect(editable).toEqual([
      expect.objectContaining({
        name: COST_CENTER,
        dataType: 'string',
        multiValued: false,
        values: [],
        valueSet: true,
      }),
      expect.objectContaining({ name: REGIONS, multiValued: true, values: [], valueSet: false }),
    ]);
  });

  it('refuses unknown, read-only, malformed and missing required items with a Fault, and changes nothing', async () => {
    const { requestId, taskId } = await travelTask(41);
    const unknown = await decide(taskId, 'approve', [{ name: 'Budget', values: ['1'] }]);
    expect(unknown.statusCode).toBe(400);
    expect(reasonOf(unknown)).toMatch(/has no data item "Budget"/);
    const readOnly = await decide(taskId, 'approve', [{ name: 'recipient', values: ['Someone else'] }]);
    expect(readOnly.statusCode).toBe(400);
    expect(reasonOf(readOnly)).toMatch(/"recipient" of task \d+ is read-only/);
    const twoValues = await decide(taskId, 'approve', [{ name: COST_CENTER, values: ['1', '2'] }]);
    expect(reasonOf(twoValues)).toMatch(/takes one value/);
    const missing = await decide(taskId, 'approve');
    expect(missing.statusCode).toBe(400);
    expect(reasonOf(missing)).toBe(`Cost center is required to approve Travel Booking (task ${taskId}).`);
    const blank = await decide(taskId, 'approve', [{ name: COST_CENTER, values: ['  '] }]);
    expect(blank.statusCode).toBe(400);
    const tooMany = await decide(taskId, 'approve', [
      { name: COST_CENTER, values: Array.from({ length: 51 }, () => 'x') },
    ]);
    expect(tooMany.statusCode).toBe(400);
    expect(await ctx.state(requestId)).toBe(15);
    expect(await ctx.tasksOf('mmanager', requestId)).toHaveLength(1);
  });

  it('keeps the approver’s values on the request, records them in the timeline, and later shows them read-only', async () => {
    const { requestId, taskId } = await travelTask(42);
    const res = await decide(taskId, 'approve', [
      { name: COST_CENTER, dataType: 'string', values: [' 4711 '] },
      { name: REGIONS, dataType: 'string', values: ['Europe', '', 'Asia'] },
    ]);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { success: boolean }).success).toBe(true);
    expect(await ctx.state(requestId)).toBe(20);
    const history = await ctx.item(requestId);
    const activities = history.timeline.map((e) => e.activity);
    expect(activities).toEqual(
      expect.arrayContaining([
        'Cost center set to 4711 by Maria Manager',
        'Travel regions set to Europe, Asia by Maria Manager',
        'Approval: approved by Maria Manager',
      ]),
    );
    expect(activities.indexOf('Cost center set to 4711 by Maria Manager')).toBeLessThan(
      activities.indexOf('Approval: approved by Maria Manager'),
    );
    const decided = await taskItem(taskId);
    expect(decided.dataItems.filter((d) => !d.readOnly)).toEqual([]);
    expect(decided.dataItems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: COST_CENTER, readOnly: true, values: [{ value: '4711' }] }),
        expect.objectContaining({ name: REGIONS, readOnly: true, values: [{ value: 'Europe' }, { value: 'Asia' }] }),
      ]),
    );
  });

  it('lets a denial go without the required item, keeping what was filled in', async () => {
    const { requestId, taskId } = await travelTask(43);
    const res = await decide(taskId, 'deny', [{ name: REGIONS, values: ['Americas'] }]);
    expect(res.statusCode).toBe(200);
    expect(await ctx.state(requestId)).toBe(95);
    expect((await ctx.item(requestId)).timeline.map((e) => e.activity)).toContain(
      'Travel regions set to Americas by Maria Manager',
    );
  });

  it('names the server-side approval form of Production Access tasks', async () => {
    const [person] = ctx.people(1, 44);
    const requestId = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Production Access'), person!.dn);
    const [task] = await ctx.tasksOf('uaadmin', requestId);
    const item = await taskItem(task!.taskId, 'uaadmin');
    expect(item).toMatchObject({ approvalForm: 'ProductionAccessReview', approvalFormId: 'ProductionAccessReview' });
    expect(item.dataItems.every((d) => d.readOnly)).toBe(true);
    await ctx.decide('uaadmin', requestId);
    expect(await ctx.state(requestId)).toBe(20);
  });
});
