import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordToken } from './helpers.js';
import { ACCOUNTS, DN, accessSandbox, type AccessSandbox, type TaskList } from './access-helpers.js';

const DAY = 86_400_000;

describe('sandbox access engine: tasks', () => {
  let ctx: AccessSandbox;
  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(async () => ctx.close());

  it('bulk-approves 10 bulk-approvable tasks in one call', async () => {
    const people = ctx.people(10, 10);
    const ids: string[] = [];
    for (const person of people)
      ids.push(await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Source Repository'), person.dn));
    const taskIds = (await ctx.tasks('mmanager', { q: 'Source Repository' })).tasks
      .filter((t) => ids.includes(t.processId))
      .map((t) => t.taskId);
    expect(taskIds).toHaveLength(10);
    const answer = await ctx.act('mmanager', 'approve', taskIds, { comment: 'Bulk OK' });
    expect(answer.success).toBe(true);
    expect(answer.succeeded.map((s) => s.id).sort()).toEqual([...taskIds].sort());
    for (const id of ids) expect(await ctx.state(id)).toBe(20);
  });

  it('refuses bulk decisions on tasks that are not bulk-approvable, task by task', async () => {
    const [a, b] = ctx.people(2, 20);
    const plain = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'CRM Read'), a!.dn);
    const bulk = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Wiki Editor'), b!.dn);
    const [plainTask] = await ctx.tasksOf('mmanager', plain);
    const [bulkTask] = await ctx.tasksOf('mmanager', bulk);
    expect([plainTask?.bulkApprovable, bulkTask?.bulkApprovable]).toEqual([false, true]);
    const answer = await ctx.act('mmanager', 'approve', [plainTask!.taskId, bulkTask!.taskId]);
    expect(answer.success).toBe(false);
    expect(answer.failed).toEqual([
      expect.objectContaining({ id: plainTask!.taskId, reason: expect.stringMatching(/in bulk/) }),
    ]);
    expect(answer.succeeded.map((s) => s.id)).toEqual([bulkTask!.taskId]);
    expect(await ctx.state(plain)).toBe(15);
    expect((await ctx.act('mmanager', 'approve', [plainTask!.taskId])).success).toBe(true);
  });

  it('claim, release and reassign; only the holder or a claimer decides', async () => {
    const [person] = ctx.people(1, 22);
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Release Tooling'), person!.dn);
    const [task] = await ctx.tasksOf('mmanager', id);
    const taskId = task!.taskId;
    expect((await ctx.act('tmanager', 'claim', [taskId])).failed[0]?.reason).toMatch(/not assigned to you/);
    expect((await ctx.act('mmanager', 'claim', [taskId])).success).toBe(true);
    expect((await ctx.tasks('mmanager', { status: 'claimed' })).tasks.map((t) => t.taskId)).toContain(taskId);
    expect((await ctx.tasks('mmanager', { status: 'unclaimed' })).tasks.map((t) => t.taskId)).not.toContain(taskId);
    expect((await ctx.tasksOf('mmanager', id))[0]).toMatchObject({ taskClaimed: true, claimedby: DN.mmanager });
    expect((await ctx.act('mmanager', 'release', [taskId])).success).toBe(true);
    expect((await ctx.tasksOf('mmanager', id))[0]).toMatchObject({ taskClaimed: false, claimedby: '' });
    expect((await ctx.act('mmanager', 'release', [taskId])).failed[0]?.reason).toMatch(/not claimed/);

    const reassigned = await ctx.act('mmanager', 'reassign', [taskId], {
      approver: DN.tmanager,
      comment: 'Tina knows this tool.',
    });
    expect(reassigned.success).toBe(true);
    expect(await ctx.tasksOf('mmanager', id)).toHaveLength(0);
    expect((await ctx.tasksOf('tmanager', id))[0]).toMatchObject({
      addressee: DN.mmanager,
      assignedTo: DN.tmanager,
      delegatedTask: false,
    });
    expect((await ctx.act('mmanager', 'approve', [taskId])).success).toBe(false);
    await ctx.decide('tmanager', id);
    const history = await ctx.item(id);
    expect(history.requestState).toBe(20);
    expect(history.timeline.map((e) => e.activity)).toEqual(
      expect.arrayContaining([
        'Approval: claimed by Maria Manager',
        'Approval: released by Maria Manager',
        'Approval: reassigned to Tina Teammanager by Maria Manager',
        'Approval: approved by Tina Teammanager',
      ]),
    );
    expect(history.comments.map((c) => c.comment)).toContain('Tina knows this tool.');
  });

  it("routes a delegated approver's task to the delegate, flagged; unavailability routes through a delegation too", async () => {
    const [a, b, c] = ctx.people(3, 23);
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Build Server'), a!.dn);
    const [task] = await ctx.tasksOf('mmanager', id);
    expect(task).toMatchObject({ addressee: DN.dadmin, assignedTo: DN.mmanager, delegatedTask: true });
    expect(await ctx.tasksOf('dadmin', id)).toHaveLength(0);
    const delegated = await ctx.tasks('mmanager', { assignedTo: 'delegated' });
    expect(delegated.tasks.length).toBeGreaterThan(0);
    expect(delegated.tasks.every((t) => t.delegatedTask)).toBe(true);
    expect((await ctx.tasks('mmanager', { assignedTo: 'user' })).tasks.some((t) => t.delegatedTask)).toBe(false);

    const db = ctx.app.store.db;
    const now = ctx.sb.clock.now;
    db.prepare('INSERT INTO delegations (delegator_dn, delegate_dn, starts_at, ends_at) VALUES (?, ?, ?, ?)').run(
      DN.uaadmin,
      DN.tmanager,
      now - 10 * DAY,
      now - 5 * DAY,
    );
    const direct = await ctx.requestFor('mmanager', ctx.dnOf('roles', 'Department Manager'), DN.euser);
    expect((await ctx.item(direct)).approvals[0]).toMatchObject({
      addressee: DN.uaadmin,
      assignedTo: DN.uaadmin,
      delegated: false,
    });
    db.prepare(`INSERT INTO availability (user_dn, status, starts_at, ends_at) VALUES (?, 'unavailable', ?, ?)`).run(
      DN.uaadmin,
      now - DAY,
      now + DAY,
    );
    const away = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Department Manager'), b!.dn);
    expect((await ctx.item(away)).approvals[0]).toMatchObject({
      addressee: DN.uaadmin,
      assignedTo: DN.tmanager,
      delegated: true,
    });
    db.prepare('DELETE FROM availability WHERE user_dn = ?').run(DN.uaadmin);
    const back = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Department Manager'), c!.dn);
    expect((await ctx.item(back)).approvals[0]).toMatchObject({ assignedTo: DN.uaadmin, delegated: false });
  });

  it('task list: search, sort and fromIndex paging', async () => {
    const people = ctx.people(7, 30);
    for (const person of people) await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Support Desk Tools'), person.dn);
    const pageOf = (fromIndex: number, sortOrder = 'asc') =>
      ctx.tasks('mmanager', { q: 'support desk', size: 3, fromIndex, sortBy: 'recipientName', sortOrder });
    const [one, two, three] = [await pageOf(1), await pageOf(4), await pageOf(7)];
    expect([one.total, one.arraySize, one.nextIndex, one.hasMore]).toEqual([7, 3, 4, true]);
    expect([two.arraySize, two.nextIndex]).toEqual([3, 7]);
    expect([three.arraySize, three.nextIndex, three.hasMore]).toEqual([1, -1, false]);
    const names = [...one.tasks, ...two.tasks, ...three.tasks].map((t) => t.recipientName);
    expect(names).toEqual([...people.map((p) => p.name)].sort((x, y) => (x.toLowerCase() < y.toLowerCase() ? -1 : 1)));
    expect((await pageOf(1, 'desc')).tasks.map((t) => t.recipientName)).toEqual([...names].reverse().slice(0, 3));
    // Words match the start of a word of the item, recipient, requester or activity, case and accents ignored.
    expect((await ctx.tasks('mmanager', { q: 'DESK sup' })).total).toBe(7);
    expect((await ctx.tasks('mmanager', { q: 'désk' })).total).toBe(7);
    expect((await ctx.tasks('mmanager', { q: 'esk' })).total).toBe(0);
    expect((await ctx.tasks('mmanager', { q: people[0]!.name })).tasks.map((t) => t.recipientName)).toContain(
      people[0]!.name,
    );
    const byCreate = (await ctx.tasks('mmanager', { sortBy: 'createTime', sortOrder: 'desc' })).tasks.map(
      (t) => t.createTime,
    );
    expect(byCreate).toEqual([...byCreate].sort((x, y) => y - x));
  });

  it('task list filters: recipient (DN or name), expiring within, and bad values', async () => {
    const [person] = ctx.people(1, 40);
    await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Sales Toolkit'), person!.dn);
    const byDn = await ctx.tasks('mmanager', { recipient: person!.dn });
    expect(byDn.tasks.map((t) => t.recipient)).toEqual([person!.dn]);
    const surname = person!.name.split(' ').at(-1)!;
    expect(
      (await ctx.tasks('mmanager', { recipient: surname })).tasks.every((t) => t.recipientName.includes(surname)),
    ).toBe(true);
    const now = ctx.sb.clock.now;
    const soon = await ctx.tasks('mmanager', { expireWithin: 5, expireUnit: 'days' });
    expect(soon.total).toBeGreaterThan(0);
    expect(soon.tasks.every((t) => t.expirationTime <= now + 5 * DAY)).toBe(true);
    expect(soon.tasks.map((t) => t.recipient)).not.toContain(person!.dn);
    expect(
      (await ctx.tasks('mmanager', { expireWithin: 1, expireUnit: 'weeks' })).tasks.map((t) => t.recipient),
    ).toContain(person!.dn);
    // The contract's unit names (Hours, Days, Weeks), Months, any case, and the one-letter forms.
    const ids = async (unit: string, within: number) =>
      (await ctx.tasks('mmanager', { expireWithin: within, expireUnit: unit })).tasks.map((t) => t.taskId).sort();
    const inFiveDays = soon.tasks.map((t) => t.taskId).sort();
    expect(await ids('Hours', 120)).toEqual(inFiveDays);
    expect(await ids('H', 120)).toEqual(inFiveDays);
    expect(await ids('Days', 5)).toEqual(inFiveDays);
    expect(await ids('Weeks', 1)).toEqual(await ids('days', 7));
    expect(await ids('Months', 1)).toEqual(await ids('DAYS', 30));
    expect(await ids('Hours', 1)).toEqual([]);
    await ctx.get('mmanager', '/access/tasks/list?expireWithin=2&expireUnit=fortnights', 400);
    await ctx.get('mmanager', '/access/tasks/list?expireWithin=2&expireUnit=constructor', 400);
    await ctx.get('mmanager', '/access/tasks/list?sortBy=constructor', 400);
    await ctx.get('mmanager', '/access/tasks/list?status=__proto__', 400);
    await ctx.get('mmanager', '/access/tasks/list?assignedTo=robot', 400);
    await ctx.get('mmanager', '/access/tasks/list?fromIndex=abc', 400);
  });

  it('task details: request summary, recipient, requester, data items, comments and approval history', async () => {
    const [person] = ctx.people(1, 41);
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Account Executive'), person!.dn, {
      reason: 'Moving to sales.',
    });
    await ctx.decide('mmanager', id, 'approve', 'Fine by me.');
    const [task] = await ctx.tasksOf('uaadmin', id);
    expect(task?.reason).toBe('Moving to sales.');
    const details = await ctx.send<
      Record<string, unknown> & {
        dataItems: { name: string; values: { value: string }[] }[];
        approvalHistory: { status: string }[];
        comments: { comment: string }[];
      }
    >('uaadmin', 'POST', '/access/tasks/item', { taskId: task!.taskId });
    expect(details).toMatchObject({
      taskId: task!.taskId,
      processName: 'Account Executive',
      activityName: 'Approval step 2 of 2',
      recipient: person!.dn,
      reason: 'Moving to sales.',
      initiator: DN.uaadmin,
      initiatorName: 'UA Admin',
      request: { id, entityType: 'role', action: 'grant', requestState: 15, approvalType: 'serial' },
      recipientDetails: { dn: person!.dn, name: person!.name },
      requesterDetails: { dn: DN.uaadmin },
    });
    expect(details.dataItems.find((d) => d.name === 'reason')?.values).toEqual([{ value: 'Moving to sales.' }]);
    expect(details.approvalHistory.map((a) => a.status)).toEqual(['approved', 'open']);
    expect(details.comments.map((c) => c.comment)).toEqual(['Moving to sales.', 'Fine by me.']);
    await ctx.send('euser', 'POST', '/access/tasks/item', { taskId: task!.taskId }, 403);
    await ctx.send('uaadmin', 'POST', '/access/tasks/item', { taskId: '999999' }, 404);
  });

  it("team managers see (and may reassign) their team members' tasks; others get 403", async () => {
    const team = await ctx.get<TaskList>('tmanager', '/access/tasks/list/others/team?size=50');
    const vpn = team.tasks.find((t) => t.processName === 'VPN Access');
    expect(vpn).toMatchObject({ assignedTo: DN.euser });
    await ctx.get('mmanager', '/access/tasks/list/others/team', 403);
    await ctx.get('tmanager', `/access/tasks/list/others/team?memberDn=${encodeURIComponent(DN.mmanager)}`, 403);
    expect(
      (
        await ctx.get<TaskList>('tmanager', `/access/tasks/list/others/team?memberDn=${encodeURIComponent(DN.euser)}`)
      ).tasks.map((t) => t.taskId),
    ).toContain(vpn!.taskId);
    expect((await ctx.act('tmanager', 'approve', [vpn!.taskId])).success).toBe(false);
    expect((await ctx.act('tmanager', 'reassign', [vpn!.taskId], { approver: DN.mmanager })).success).toBe(true);
    expect((await ctx.tasks('mmanager')).tasks.map((t) => t.taskId)).toContain(vpn!.taskId);
  });

  it("proxy: pproxy works on mmanager's tasks with proxyUser; without a proxy assignment 403", async () => {
    const own = await ctx.tasks('mmanager');
    const proxied = await ctx.tasks('pproxy', { proxyUser: DN.mmanager });
    expect(proxied.total).toBe(own.total);
    await ctx.get('euser', `/access/tasks/list?proxyUser=${encodeURIComponent(DN.mmanager)}`, 403);
    await ctx.get('pproxy', `/access/tasks/list?proxyUser=${encodeURIComponent(DN.uaadmin)}`, 403);
    await ctx.get('euser', `/access/permissions?proxyUser=${encodeURIComponent(DN.mmanager)}`, 403);
    await ctx.get('pproxy', `/access/permissions?proxyUser=${encodeURIComponent(DN.mmanager)}`, 200);

    const [person] = ctx.people(1, 42);
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Developer Workstation'), person!.dn);
    const [task] = await ctx.tasksOf('mmanager', id);
    await ctx.send(
      'euser',
      'POST',
      '/access/tasks',
      { tasks: [{ taskId: task!.taskId }], action: 'approve', proxyUser: DN.mmanager },
      403,
    );
    const answer = await ctx.send<{ success: boolean }>(
      'pproxy',
      'POST',
      '/access/tasks',
      { tasks: [{ taskId: task!.taskId }], action: 'approve', proxyUser: DN.mmanager },
      200,
    );
    expect(answer.success).toBe(true);
    expect((await ctx.item(id)).timeline.find((e) => e.toState === 20)).toMatchObject({
      actor: DN.mmanager,
      proxyUser: DN.pproxy,
    });

    const submitted = await ctx.send<{ OperationNodes: { succeeded: { requestId: string }[] }[] }>(
      'pproxy',
      'POST',
      '/access/requests/permissions',
      {
        reqPermissions: [{ id: ctx.dnOf('roles', 'Wiki Editor') }],
        reason: 'For Maria',
        proxyUser: DN.mmanager,
      },
      200,
    );
    const requestId = submitted.OperationNodes[0]!.succeeded[0]!.requestId;
    expect(
      await ctx.send('pproxy', 'POST', '/access/requests/history/item', { id: requestId, proxyUser: DN.mmanager }),
    ).toMatchObject({
      requester: DN.mmanager,
      recipient: DN.mmanager,
      proxyUser: DN.pproxy,
      proxyUserFullName: 'Paula Proxy',
    });
    await ctx.send(
      'euser',
      'POST',
      '/access/requests/permissions',
      { reqPermissions: [{ id: ctx.dnOf('roles', 'Wiki Editor') }], proxyUser: DN.mmanager },
      403,
    );
  });

  it("notifyService counts the last week's new tasks for approvers and results for requesters", async () => {
    type Counts = {
      newTasksCount: number;
      totalCount: number;
      newRolesCount: number;
      notificationsList: { type: string; name: string; navigation: string }[];
    };
    const counts = (as: 'mmanager' | 'euser') => ctx.get<Counts>(as, '/access/notifyService');
    const tasksBefore = (await counts('mmanager')).newTasksCount;
    const rolesBefore = (await counts('euser')).newRolesCount;
    const id = await ctx.requestFor('euser', ctx.dnOf('roles', 'CRM Read'), DN.euser);
    const maria = await counts('mmanager');
    expect(maria.newTasksCount).toBe(tasksBefore + 1);
    expect(maria.notificationsList[0]).toEqual({
      type: 'task',
      name: 'CRM Read for Eddie User: Approval',
      action: 'new',
      navigation: 'tasks',
    });
    ctx.sb.clock.now += 1000;
    await ctx.decide('mmanager', id);
    ctx.sb.clock.now += 1000;
    await ctx.steps(id, 2);
    const eddie = await counts('euser');
    expect(eddie.newRolesCount).toBe(rolesBefore + 1);
    expect(eddie.notificationsList).toContainEqual(
      expect.objectContaining({ type: 'role', name: 'CRM Read (grant)', action: 'Provisioned', navigation: 'history' }),
    );
    ctx.sb.clock.now += 8 * DAY;
    for (const account of ACCOUNTS) ctx.token[account] = await passwordToken(ctx.app, account);
    expect((await counts('euser')).newRolesCount).toBe(0);
  });

  it('reads never write: listing tasks or history leaves the notification counts and the db as they were', async () => {
    type Counts = { newTasksCount: number; totalCount: number };
    await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Developer Workstation'), ctx.people(1, 31)[0]!.dn);
    const before = await ctx.get<Counts>('mmanager', '/access/notifyService');
    expect(before.newTasksCount).toBeGreaterThan(0);
    const changes = () => (ctx.app.store.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
    const written = changes();
    await ctx.tasks('mmanager');
    await ctx.get('mmanager', '/access/requests/historylist');
    expect(changes()).toBe(written);
    expect(await ctx.get<Counts>('mmanager', '/access/notifyService')).toEqual(before);
  });
});
