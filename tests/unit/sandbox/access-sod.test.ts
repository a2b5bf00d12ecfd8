import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessSandbox, type AccessSandbox } from './access-helpers.js';

describe('sandbox access engine: separation of duties', () => {
  let ctx: AccessSandbox;
  /** Gives `dn` the Contractor role (mmanager approves), provisioned. */
  const makeContractor = async (dn: string): Promise<void> => {
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Contractor'), dn);
    await ctx.decide('mmanager', id);
    expect(await ctx.steps(id, 2)).toEqual([30, 50]);
  };
  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(async () => ctx.close());

  it('a conflict with a held role under a rule that allows exceptions runs the SoD approval 2 → 5 → 10, then the role approval', async () => {
    const [person] = ctx.people(1, 20);
    await makeContractor(person!.dn);
    const answer = await ctx.submit('uaadmin', [{ id: ctx.dnOf('roles', 'Department Manager') }], {
      recipients: [{ dn: person!.dn, type: 'user' }],
      sodJustification: 'Interim department lead for three months.',
    });
    const node = answer.OperationNodes[0]!;
    expect(node.sods).toEqual([
      expect.objectContaining({
        sodName: 'Contractor versus Department Manager',
        perm1Name: 'Contractor',
        perm2Name: 'Department Manager',
        recipientdn: person!.dn,
      }),
    ]);
    const id = node.succeeded[0]!.requestId;
    expect(await ctx.state(id)).toBe(5);
    const [sodTask] = await ctx.tasksOf('uaadmin', id);
    expect(sodTask?.activityName).toBe('SoD exception approval');
    await ctx.decide('uaadmin', id);
    const afterSod = await ctx.item(id);
    expect(afterSod.timeline.map((e) => e.toState).filter((s, i, all) => s !== all[i - 1])).toEqual([
      0, 2, 5, 10, 12, 15,
    ]);
    expect(afterSod.requestState).toBe(15);
    await ctx.decide('uaadmin', id);
    expect(await ctx.steps(id, 2)).toEqual([30, 50]);
  });

  it('a denied exception ends in 90 (SoD Exception Denied)', async () => {
    const [person] = ctx.people(1, 21);
    await makeContractor(person!.dn);
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Department Manager'), person!.dn, {
      sodJustification: 'Please.',
    });
    await ctx.decide('uaadmin', id, 'deny', 'Conflict stands.');
    expect(await ctx.item(id)).toMatchObject({ requestState: 90, requestStatus: 'denied', processState: 3 });
  });

  it('a pending role counts too; without a justification the request is refused with the conflict named', async () => {
    const [person] = ctx.people(1, 22);
    const pending = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Contractor'), person!.dn);
    expect(await ctx.state(pending)).toBe(15);
    const answer = await ctx.submit('uaadmin', [{ id: ctx.dnOf('roles', 'Department Manager') }], {
      recipients: [{ dn: person!.dn, type: 'user' }],
    });
    const node = answer.OperationNodes[0]!;
    expect(answer.success).toBe(false);
    expect(node.succeeded).toEqual([]);
    expect(node.failed[0]?.reason).toMatch(/justification is required/);
    expect(node.sods.map((s) => s.sodName)).toEqual(['Contractor versus Department Manager']);
  });

  it('a rule without exceptions refuses the request, names the conflict and creates no request', async () => {
    const [person] = ctx.people(1, 23);
    const admin = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Server Administrator'), person!.dn);
    expect(await ctx.steps(admin, 2)).toEqual([30, 50]);
    const before = await ctx.get<{ total: number }>('uaadmin', '/access/requests/historylist?size=1');
    const answer = await ctx.submit('uaadmin', [{ id: ctx.dnOf('roles', 'Release Tooling') }], {
      recipients: [{ dn: person!.dn, type: 'user' }],
      sodJustification: 'I really need it.',
    });
    const node = answer.OperationNodes[0]!;
    expect(node.failed).toEqual([
      expect.objectContaining({
        id: ctx.dnOf('roles', 'Release Tooling'),
        reason: expect.stringMatching(/allows no exception/),
      }),
    ]);
    expect(node.sods).toEqual([
      expect.objectContaining({
        sodName: 'Server Administrator versus Release Tooling',
        perm1Name: 'Server Administrator',
        perm2Name: 'Release Tooling',
      }),
    ]);
    expect((await ctx.get<{ total: number }>('uaadmin', '/access/requests/historylist?size=1')).total).toBe(
      before.total,
    );
  });

  it('two conflicting roles in one cart: the second conflicts with the first (now pending)', async () => {
    const [person] = ctx.people(1, 24);
    const answer = await ctx.submit(
      'uaadmin',
      [{ id: ctx.dnOf('roles', 'Payroll Viewer') }, { id: ctx.dnOf('roles', 'Ledger Post') }],
      {
        recipients: [{ dn: person!.dn, type: 'user' }],
      },
    );
    const node = answer.OperationNodes[0]!;
    expect(node.succeeded.map((s) => s.name)).toEqual(['Payroll Viewer']);
    expect(node.failed.map((f) => f.name)).toEqual(['Ledger Post']);
    expect(node.sods[0]).toMatchObject({ sodName: 'Ledger Post versus Payroll Viewer' });
  });
});
