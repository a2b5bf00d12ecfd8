import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containersOf } from '../../../demo/server/access/addressees.js';
import { canMove } from '../../../demo/server/access/states.js';
import { DN, accessSandbox, type AccessSandbox } from './access-helpers.js';

const ENGINEERING = 'cn=Engineering,ou=groups,o=data';

describe('access engine: state tables (spec section 4)', () => {
  const path = (kind: 'role' | 'resource', states: number[]) =>
    states.slice(1).every((to, i) => canMove(kind, states[i]!, to));

  it('roles: 0 → 12 → 15 → 20 → 30 → 50 → 100, no approval 0 → 20, denial 15 → 95, retraction 70 → 75, errors 30 → 80', () => {
    expect(path('role', [0, 12, 15, 20, 30, 50, 100])).toBe(true);
    expect(path('role', [0, 20, 30, 50])).toBe(true);
    expect(path('role', [0, 12, 15, 95])).toBe(true);
    expect(path('role', [0, 12, 15, 70, 75])).toBe(true);
    expect(path('role', [0, 20, 30, 80])).toBe(true);
    expect([
      canMove('role', 95, 20),
      canMove('role', 75, 0),
      canMove('role', 80, 50),
      canMove('role', 100, 50),
    ]).toEqual([false, false, false, false]);
  });

  it('resources: 0 → 15 → 20 → 28 → 30 → 50 → 100, also 20 → 30; 15 → 95; 0 → 70 → 75; 30 → 80; never SoD states', () => {
    expect(path('resource', [0, 15, 20, 28, 30, 50, 100])).toBe(true);
    expect(path('resource', [0, 20, 30, 50])).toBe(true);
    expect(path('resource', [0, 15, 95])).toBe(true);
    expect(path('resource', [0, 70, 75])).toBe(true);
    expect(path('resource', [0, 20, 28, 30, 80])).toBe(true);
    expect([
      canMove('resource', 0, 12),
      canMove('resource', 0, 2),
      canMove('resource', 20, 25),
      canMove('resource', 95, 20),
    ]).toEqual([false, false, false, false]);
  });
});

describe('access engine: tasks offered to a group, proxies in the timeline', () => {
  let ctx: AccessSandbox;
  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(async () => ctx.close());

  it('names the containers of a DN, nearest first', () => {
    expect(containersOf('cn=euser,ou=users,o=data')).toEqual(['ou=users,o=data', 'o=data']);
    expect(containersOf('o=data')).toEqual([]);
  });

  it('offers a group task to every member; a claim makes it the claimer’s alone, a release offers it again', async () => {
    const [person] = ctx.people(1, 30);
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('prds', 'Request Conference Room'), person!.dn);
    const [offered] = await ctx.tasksOf('euser', id);
    expect(offered).toMatchObject({
      addressee: ENGINEERING,
      assignedTo: ENGINEERING,
      addresseetype: 'group',
      taskClaimed: false,
    });
    expect(await ctx.tasksOf('mmanager', id)).toHaveLength(1);
    expect(await ctx.tasksOf('tmanager', id)).toHaveLength(0);
    const taskId = offered!.taskId;
    expect((await ctx.tasks('euser', { assignedTo: 'group' })).tasks.map((t) => t.taskId)).toContain(taskId);
    expect((await ctx.tasks('euser', { assignedTo: 'user' })).tasks.map((t) => t.taskId)).not.toContain(taskId);

    // Deciding needs a claim first; someone outside the group may not even claim.
    const unclaimed = await ctx.act('euser', 'approve', [taskId]);
    expect(unclaimed.failed[0]?.reason).toMatch(
      /^Claim task \d+ \(offered to Engineering\) before you approve or deny it\.$/,
    );
    expect((await ctx.act('tmanager', 'claim', [taskId])).failed[0]?.reason).toMatch(/is not assigned to you/);

    expect((await ctx.act('mmanager', 'claim', [taskId])).success).toBe(true);
    expect(await ctx.tasksOf('euser', id)).toHaveLength(0);
    expect((await ctx.act('euser', 'claim', [taskId])).success).toBe(false);
    const badge = async (as: 'euser' | 'mmanager') =>
      (await ctx.get<{ badge: number }>(as, '/access/tasks/badge')).badge;
    const eddieBefore = await badge('euser');
    expect((await ctx.act('mmanager', 'release', [taskId])).success).toBe(true);
    expect(await badge('euser')).toBe(eddieBefore + 1);

    expect((await ctx.act('euser', 'claim', [taskId])).success).toBe(true);
    expect((await ctx.act('euser', 'approve', [taskId], { comment: 'Booked.' })).success).toBe(true);
    const history = await ctx.item(id);
    expect(history.requestState).toBe(2);
    const activities = history.timeline.map((e) => e.activity);
    expect(activities).toEqual(
      expect.arrayContaining([
        'Approval: task ' + taskId + ' for Engineering',
        'Approval: claimed by Maria Manager',
        'Approval: released by Maria Manager',
        'Approval: claimed by Eddie User',
        'Approval: approved by Eddie User',
      ]),
    );
  });

  it('records a decision made in proxy mode with the proxy, in the activity and the proxyUser field', async () => {
    const [person] = ctx.people(1, 31);
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Release Tooling'), person!.dn);
    const [task] = await ctx.tasksOf('mmanager', id);
    const answer = await ctx.act('pproxy', 'approve', [task!.taskId], { proxyUser: DN.mmanager });
    expect(answer.success).toBe(true);
    const step = (await ctx.item(id)).timeline.find((e) => e.activity.startsWith('Approval: approved'));
    expect(step).toMatchObject({
      activity: 'Approval: approved by Maria Manager (proxy: Paula Proxy)',
      actor: DN.mmanager,
      proxyUser: DN.pproxy,
    });
  });

  it('routes a task of an unavailable approver to the delegate of an otherwise inactive delegation (seeded)', async () => {
    const manager = ctx.app.store.db
      .prepare<[string], { manager_dn: string }>('SELECT manager_dn FROM users WHERE dn = ?')
      .get(DN.mmanager)!.manager_dn;
    const [person] = ctx.people(1, 32);
    ctx.app.store.db.prepare('UPDATE users SET manager_dn = ? WHERE dn = ?').run(manager, person!.dn);
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('prds', 'Request New Laptop'), person!.dn);
    expect((await ctx.item(id)).approvals[0]).toMatchObject({
      addressee: manager,
      assignedTo: DN.tmanager,
      delegated: true,
    });
    expect(await ctx.tasksOf('tmanager', id)).toEqual([expect.objectContaining({ delegatedTask: true })]);
  });
});
