import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DN, accessSandbox, type AccessSandbox } from './access-helpers.js';

const TEAM =
  'cn=HelpDeskTeam,cn=TeamDefs,cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const GROUP = 'cn=Wiki Editors,ou=groups,o=data';

describe('sandbox access engine: requests, on behalf, retraction, provisioning errors, revocation', () => {
  let ctx: AccessSandbox;
  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(async () => ctx.close());

  it('a role for a group (Assign Role to Group) is operation 30 and becomes a group assignment its members inherit', async () => {
    const answer = await ctx.submit('uaadmin', [{ id: ctx.dnOf('roles', 'Office Basics'), entityType: 'role' }], {
      recipients: [{ dn: GROUP, type: 'group', isGroupAssignment: true }],
    });
    const node = answer.OperationNodes[0]!;
    expect(node).toMatchObject({ success: true, userDn: GROUP });
    const id = node.succeeded[0]!.requestId;
    const item = await ctx.item(id);
    expect(item).toMatchObject({ requestOper: 30, recipient: GROUP, entityType: 'role' });
    expect(await ctx.steps(id, 2)).toEqual([30, 50]);
    const member = ctx.app.store.db
      .prepare<[string], { user_dn: string }>('SELECT user_dn FROM group_members WHERE group_dn = ? LIMIT 1')
      .get(GROUP)!.user_dn;
    const inherited = await ctx.send<{
      assignments: { id: string; isDirectAssignment: boolean; bulkRemovable: boolean }[];
    }>('uaadmin', 'POST', '/access/assignments/list', { dn: member });
    expect(inherited.assignments.find((a) => a.id === ctx.dnOf('roles', 'Office Basics'))).toMatchObject({
      isDirectAssignment: false,
      bulkRemovable: false,
    });
  });

  it('only role administrators assign to groups; resources never; a group without the flag stands for its members', async () => {
    const refused = await ctx.submit('mmanager', [{ id: ctx.dnOf('roles', 'Office Basics') }], {
      recipients: [{ dn: GROUP, type: 'group', isGroupAssignment: true }],
    });
    expect(refused.OperationNodes[0]!.failed[0]?.reason).toMatch(/Only role administrators/);
    const resource = await ctx.submit('uaadmin', [{ id: ctx.dnOf('resources', 'Exchange Mailbox') }], {
      recipients: [{ dn: GROUP, type: 'group', isGroupAssignment: true }],
    });
    expect(resource.OperationNodes[0]!.failed[0]?.reason).toMatch(/Only roles can be assigned to groups/);
    const members = ctx.app.store.db
      .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM group_members WHERE group_dn = ?')
      .get('cn=Interns,ou=groups,o=data')!.n;
    const expanded = await ctx.submit('uaadmin', [{ id: ctx.dnOf('roles', 'New Employee') }], {
      recipients: [{ dn: 'cn=Interns,ou=groups,o=data', type: 'group' }],
    });
    expect(expanded.OperationNodes).toHaveLength(members);
    expect(expanded.OperationNodes.every((n) => n.success && n.userDn !== 'cn=Interns,ou=groups,o=data')).toBe(true);
  });

  it('on behalf of a team: its manager requests for every member; others may not; managers for their reports only', async () => {
    const members = ctx.app.store.db
      .prepare<[string], { user_dn: string }>('SELECT user_dn FROM team_members WHERE team_dn = ? ORDER BY user_dn')
      .all(TEAM);
    const answer = await ctx.submit('tmanager', [{ id: ctx.dnOf('roles', 'Email Account') }], {
      recipients: [{ dn: TEAM, type: 'team' }],
    });
    expect(answer.OperationNodes.map((n) => n.userDn).sort()).toEqual(members.map((m) => m.user_dn).sort());
    const notMine = await ctx.submit('mmanager', [{ id: ctx.dnOf('roles', 'Email Account') }], {
      recipients: [{ dn: TEAM, type: 'team' }],
    });
    expect(notMine.OperationNodes[0]!.failed[0]?.reason).toMatch(/do not manage/);
    const stranger = ctx.people(1, 30)[0]!;
    const forbidden = await ctx.submit('euser', [{ id: ctx.dnOf('roles', 'Email Account') }], {
      recipients: [{ dn: stranger.dn, type: 'user' }],
    });
    expect(forbidden).toMatchObject({ success: false, OperationNodes: [{ success: false, userDn: stranger.dn }] });
    expect(forbidden.OperationNodes[0]!.failed[0]?.reason).toMatch(/may not request access for/);
    const report = await ctx.submit('mmanager', [{ id: ctx.dnOf('roles', 'Release Tooling') }], {
      recipients: [{ dn: DN.euser, type: 'user' }],
    });
    expect(report.success).toBe(true);
  });

  it('refuses duplicates and unknown items, and answers one node per recipient', async () => {
    const [a, b] = ctx.people(2, 31);
    const item = ctx.dnOf('roles', 'CRM Read');
    await ctx.requestFor('uaadmin', item, a!.dn);
    const answer = await ctx.submit('uaadmin', [{ id: item }, { id: 'cn=Nope,o=system' }], {
      recipients: [
        { dn: a!.dn, type: 'user' },
        { dn: b!.dn, type: 'user' },
      ],
    });
    const [first, second] = answer.OperationNodes;
    expect(first!.failed.map((f) => f.reason)).toEqual([
      expect.stringMatching(/already been requested/),
      expect.stringMatching(/No requestable item/),
    ]);
    expect(second!.succeeded.map((s) => s.name)).toEqual(['CRM Read']);
    expect(second!.failed).toHaveLength(1);
    expect(answer.success).toBe(false);
  });

  it('retracting a pending request: tasks cancelled, 70 then 75; approved requests cannot be retracted', async () => {
    const [person] = ctx.people(1, 33);
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'CRM Write'), person!.dn);
    expect((await ctx.item(id)).retractable).toBe(true);
    const answer = await ctx.send<{ success: boolean; succeeded: { id: string }[] }>(
      'uaadmin',
      'DELETE',
      '/access/requests/history',
      { requests: [{ id }] },
    );
    expect(answer).toMatchObject({ success: true, succeeded: [{ id }] });
    expect(await ctx.state(id)).toBe(70);
    expect(await ctx.tasksOf('mmanager', id)).toHaveLength(0);
    expect(await ctx.steps(id, 1)).toEqual([75]);
    expect(await ctx.item(id)).toMatchObject({ requestStatus: 'terminated', processState: 2, retractable: false });
    const again = await ctx.send<{ success: boolean; failed: { reason: string }[] }>(
      'uaadmin',
      'DELETE',
      '/access/requests/history',
      { requests: [{ id }] },
    );
    expect(again.failed[0]?.reason).toMatch(/can no longer be retracted/);
    const mine = await ctx.requestFor('euser', ctx.dnOf('roles', 'Developer Workstation'), DN.euser);
    const byOther = await ctx.send<{ success: boolean }>('mmanager', 'DELETE', '/access/requests/history', {
      requests: [{ id: mine }],
    });
    expect(byOther.success).toBe(false);
  });

  it('items seeded to fail provisioning end in 80 (Provisioning Error) without an assignment', async () => {
    const [person] = ctx.people(1, 34);
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Badge Access HQ'), person!.dn);
    expect(await ctx.steps(id, 2)).toEqual([30, 80]);
    expect(await ctx.item(id)).toMatchObject({ requestStatus: 'completed', processState: 3 });
    const list = await ctx.send<{ assignments: { id: string }[] }>('uaadmin', 'POST', '/access/assignments/list', {
      dn: person!.dn,
    });
    expect(list.assignments.map((a) => a.id)).not.toContain(ctx.dnOf('roles', 'Badge Access HQ'));
  });

  it('revoking an assignment (operation 15) runs the revoke approval, deprovisions, and puts the grant into 100', async () => {
    const [person] = ctx.people(1, 35);
    const item = ctx.dnOf('resources', 'SAP Finance Account');
    const grant = await ctx.requestFor('uaadmin', item, person!.dn);
    await ctx.decide('mmanager', grant);
    await ctx.decide('uaadmin', grant);
    expect(await ctx.steps(grant, 2)).toEqual([30, 50]);
    const revoke = await ctx.send<{ success: boolean; succeeded: { requestId: string }[] }>(
      'uaadmin',
      'DELETE',
      '/access/assignments/list',
      {
        assignments: [{ id: item, entityType: 'resource', assignmentToList: [{ assignedToDn: person!.dn }] }],
        reason: 'Left finance.',
      },
    );
    expect(revoke.success).toBe(true);
    const revokeId = revoke.succeeded[0]!.requestId;
    expect(await ctx.item(revokeId)).toMatchObject({ requestOper: 15, action: 'revoke', requestState: 15 });
    const listed = await ctx.send<{ assignments: { id: string; statusDisplay: string }[] }>(
      'uaadmin',
      'POST',
      '/access/assignments/list',
      { dn: person!.dn },
    );
    expect(listed.assignments.find((a) => a.id === item)?.statusDisplay).toBe('Revoke pending');
    expect(await ctx.tasksOf('mmanager', revokeId)).toHaveLength(0);
    await ctx.decide('uaadmin', revokeId);
    expect(await ctx.state(revokeId)).toBe(28);
    expect(await ctx.steps(revokeId, 2)).toEqual([30, 50]);
    const after = await ctx.send<{ assignments: { id: string }[] }>('uaadmin', 'POST', '/access/assignments/list', {
      dn: person!.dn,
    });
    expect(after.assignments.map((a) => a.id)).not.toContain(item);
    const cleaned = await ctx.item(grant);
    expect(cleaned).toMatchObject({ requestState: 100, requestStatus: 'completed' });
    expect(cleaned.timeline.at(-1)).toMatchObject({ fromState: 50, toState: 100, activity: 'Cleanup' });
  });

  it('a role revoke without a revoke approval goes straight to deprovisioning; the user revokes their own (DELETE access/assignments)', async () => {
    const grant = await ctx.requestFor('euser', ctx.dnOf('roles', 'Office Basics'), DN.euser);
    expect(await ctx.steps(grant, 2)).toEqual([30, 50]);
    const revoke = await ctx.send<{ success: boolean; succeeded: { requestId: string }[] }>(
      'euser',
      'DELETE',
      '/access/assignments',
      {
        assignments: [{ id: ctx.dnOf('roles', 'Office Basics'), entityType: 'role' }],
      },
    );
    const id = revoke.succeeded[0]!.requestId;
    expect(await ctx.item(id)).toMatchObject({ requestOper: 15, requestState: 20, requester: DN.euser });
    expect(await ctx.steps(id, 2)).toEqual([30, 50]);
    expect(await ctx.state(grant)).toBe(100);
    const twice = await ctx.send<{ success: boolean; failed: { reason: string }[] }>(
      'euser',
      'DELETE',
      '/access/assignments',
      {
        assignments: [{ id: ctx.dnOf('roles', 'Office Basics') }],
      },
    );
    expect(twice.failed[0]?.reason).toMatch(/No assignment/);
  });

  it('expiration rules: a required expiry defaults to the longest allowed; a later one is refused', async () => {
    const [a, b] = ctx.people(2, 36);
    const now = ctx.sb.clock.now;
    const defaulted = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Database Read'), a!.dn);
    const expiry = (await ctx.item(defaulted)).expirationDate;
    expect(expiry).toBeGreaterThan(now + 29 * 86_400_000);
    expect(expiry).toBeLessThanOrEqual(now + 30 * 86_400_000);
    const tooLate = await ctx.submit('uaadmin', [{ id: ctx.dnOf('roles', 'Database Read') }], {
      recipients: [{ dn: b!.dn, type: 'user' }],
      expDate: now + 90 * 86_400_000,
    });
    expect(tooLate.OperationNodes[0]!.failed[0]?.reason).toMatch(/at most 30D/);
    const backwards = await ctx.submit('uaadmin', [{ id: ctx.dnOf('roles', 'CRM Read') }], {
      recipients: [{ dn: b!.dn, type: 'user' }],
      effDate: now + 10 * 86_400_000,
      expDate: now + 5 * 86_400_000,
    });
    expect(backwards.OperationNodes[0]!.failed[0]?.reason).toMatch(/must be after its effective date/);
  });

  it('rejects malformed bodies with 400 INV_INPUT', async () => {
    await ctx.get('mmanager', '/access/tasks/list?sortBy=bogus', 400);
    await ctx.get('mmanager', '/access/requests/historylist?status=sometimes', 400);
    await ctx.send('uaadmin', 'POST', '/access/requests/permissions', { reqPermissions: [] }, 400);
    await ctx.send(
      'uaadmin',
      'POST',
      '/access/requests/permissions',
      { reqPermissions: [{ id: 'x' }], effDate: 'tomorrow' },
      400,
    );
    await ctx.send('mmanager', 'POST', '/access/tasks', { tasks: [{ taskId: '1' }], action: 'explode' }, 400);
  });
});
