import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DN, accessSandbox, type AccessSandbox } from './access-helpers.js';

describe('sandbox access engine: approvals by definition', () => {
  let ctx: AccessSandbox;
  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(async () => ctx.close());

  it('a two-step serial approval (mmanager, then uaadmin) moves 0 → 12 → 15 → 20 → 30 → 50 and assigns the role', async () => {
    const [person] = ctx.people(1, 10);
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'CRM Write'), person!.dn);
    expect(await ctx.state(id)).toBe(15);
    expect(await ctx.tasksOf('uaadmin', id)).toHaveLength(0);
    const [first] = await ctx.tasksOf('mmanager', id);
    expect(first).toMatchObject({
      activityName: 'Approval step 1 of 2',
      recipient: person!.dn,
      addressee: DN.mmanager,
    });
    await ctx.decide('mmanager', id);
    expect(await ctx.state(id)).toBe(15);
    const [second] = await ctx.tasksOf('uaadmin', id);
    expect(second?.activityName).toBe('Approval step 2 of 2');
    await ctx.decide('uaadmin', id);
    expect(await ctx.state(id)).toBe(20);
    expect(await ctx.steps(id, 2)).toEqual([30, 50]);
    const history = await ctx.item(id);
    expect(history.timeline.map((e) => e.toState).filter((s, i, all) => s !== all[i - 1])).toEqual([
      0, 12, 15, 20, 30, 50,
    ]);
    expect(history.approvals.map((a) => [a.addressee, a.status, a.completedBy])).toEqual([
      [DN.mmanager, 'approved', DN.mmanager],
      [DN.uaadmin, 'approved', DN.uaadmin],
    ]);
    const assignments = await ctx.send<{ assignments: { id: string; statusDisplay: string }[] }>(
      'uaadmin',
      'POST',
      '/access/assignments/list',
      { dn: person!.dn },
    );
    expect(assignments.assignments).toEqual([
      expect.objectContaining({ id: ctx.dnOf('roles', 'CRM Write'), statusDisplay: 'Provisioned' }),
    ]);
  });

  it('a 50 % quorum of four approvers completes at the second approval and cancels the other tasks', async () => {
    const [person] = ctx.people(1, 11);
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Ledger Read'), person!.dn);
    const holders = (await ctx.item(id)).approvals;
    expect(holders.map((a) => a.addressee).sort()).toEqual([DN.mmanager, DN.pproxy, DN.tmanager, DN.uaadmin].sort());
    expect(holders.every((a) => a.status === 'open')).toBe(true);
    await ctx.decide('tmanager', id, 'deny', 'Not convinced.');
    expect(await ctx.state(id)).toBe(15);
    await ctx.decide('mmanager', id);
    expect(await ctx.state(id)).toBe(15);
    await ctx.decide('pproxy', id);
    expect(await ctx.state(id)).toBe(20);
    const after = (await ctx.item(id)).approvals;
    expect(after.map((a) => [a.addressee, a.status]).sort()).toEqual(
      [
        [DN.mmanager, 'approved'],
        [DN.pproxy, 'approved'],
        [DN.tmanager, 'denied'],
        [DN.uaadmin, 'cancelled'],
      ].sort(),
    );
    expect(await ctx.tasksOf('uaadmin', id)).toHaveLength(0);
  });

  it('a quorum is denied once it can no longer be reached (three of four deny)', async () => {
    const [person] = ctx.people(1, 12);
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Finance Systems'), person!.dn);
    await ctx.decide('tmanager', id, 'deny');
    await ctx.decide('pproxy', id, 'deny');
    expect(await ctx.state(id)).toBe(15);
    await ctx.decide('uaadmin', id, 'deny');
    expect(await ctx.state(id)).toBe(95);
  });

  it('a denial ends the request in 95 with the denier and comment recorded, and nothing is provisioned', async () => {
    const [person] = ctx.people(1, 13);
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'CRM Read'), person!.dn);
    await ctx.decide('mmanager', id, 'deny', 'Use the shared report instead.');
    const history = await ctx.item(id);
    expect(history).toMatchObject({ requestState: 95, requestStatus: 'denied', processState: 3, retractable: false });
    expect(history.timeline.at(-1)).toMatchObject({ toState: 95, activity: 'Denied', actor: DN.mmanager });
    expect(history.comments.map((c) => c.comment)).toContain('Use the shared report instead.');
    expect(ctx.scheduler.pending().filter((job) => job.label.endsWith(`#${id}`))).toHaveLength(0);
  });

  it('a parallel approval needs every approver; both tasks open at once', async () => {
    const [person] = ctx.people(1, 14);
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'HR Systems'), person!.dn);
    expect((await ctx.tasksOf('mmanager', id))[0]?.activityName).toBe('Parallel approval');
    expect(await ctx.tasksOf('uaadmin', id)).toHaveLength(1);
    await ctx.decide('uaadmin', id);
    expect(await ctx.state(id)).toBe(15);
    await ctx.decide('mmanager', id);
    expect(await ctx.state(id)).toBe(20);
  });

  it("a custom PRD (Manager Approval) sends the task to the recipient's manager", async () => {
    const id = await ctx.requestFor('euser', ctx.dnOf('roles', 'Support Engineer'), DN.euser);
    const [task] = await ctx.tasksOf('mmanager', id);
    expect(task).toMatchObject({ addressee: DN.mmanager, recipient: DN.euser });
    await ctx.decide('mmanager', id);
    expect(await ctx.steps(id, 2)).toEqual([30, 50]);
  });

  it('resources: no approval goes 0 → 20 → 28 → 30 → 50; approval pending is 15 without 12', async () => {
    const [person] = ctx.people(1, 15);
    const direct = await ctx.requestFor('uaadmin', ctx.dnOf('resources', 'Exchange Mailbox'), person!.dn);
    expect(await ctx.state(direct)).toBe(28);
    expect(await ctx.steps(direct, 2)).toEqual([30, 50]);
    expect((await ctx.item(direct)).timeline.map((e) => e.toState).filter((s, i, all) => s !== all[i - 1])).toEqual([
      0, 20, 28, 30, 50,
    ]);
    const approved = await ctx.requestFor('uaadmin', ctx.dnOf('resources', 'IDE License'), person!.dn);
    expect(await ctx.state(approved)).toBe(15);
    expect((await ctx.item(approved)).timeline.some((e) => e.toState === 12)).toBe(false);
  });

  it('records every state change with who and when', async () => {
    const [person] = ctx.people(1, 16);
    ctx.sb.clock.now += 5000;
    const before = ctx.sb.clock.now;
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Developer Workstation'), person!.dn);
    ctx.sb.clock.now += 1000;
    await ctx.decide('mmanager', id);
    await ctx.steps(id, 2);
    const { timeline } = await ctx.item(id);
    const changes = timeline.filter((e) => e.fromState !== e.toState);
    expect(changes.map((e) => [e.fromState, e.toState, e.actor])).toEqual([
      [null, 0, DN.uaadmin],
      [0, 12, ''],
      [12, 15, ''],
      [15, 20, DN.mmanager],
      [20, 30, ''],
      [30, 50, ''],
    ]);
    expect(changes.every((e) => e.date >= before)).toBe(true);
    expect(changes[3]!.date).toBe(before + 1000);
    expect(timeline.find((e) => e.activity.includes('approved by Maria Manager'))).toMatchObject({
      actor: DN.mmanager,
      date: before + 1000,
    });
  });
});
