import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DN, accessSandbox, type AccessSandbox, type HistoryItem } from './access-helpers.js';

interface HistoryList {
  requests: HistoryItem[];
  total: number;
  nextIndex: number;
}

describe('sandbox access engine: request history', () => {
  let ctx: AccessSandbox;
  let cn: string;
  const ids: Record<string, string> = {};
  const list = (query: Record<string, string | number>, as: 'uaadmin' | 'euser' | 'mmanager' = 'uaadmin') =>
    ctx.get<HistoryList>(
      as,
      `/access/requests/historylist?${new URLSearchParams(Object.entries({ cn, size: 50, ...query }).map(([k, v]) => [k, String(v)]))}`,
    );
  const names = (answer: HistoryList): string[] => answer.requests.map((r) => `${r.name}/${r.action}`).sort();

  beforeAll(async () => {
    ctx = await accessSandbox();
    const [person] = ctx.people(1, 12);
    cn = ctx.app.store.db.prepare<[string], { cn: string }>('SELECT cn FROM users WHERE dn = ?').get(person!.dn)!.cn;
    const dn = person!.dn;
    ids.pending = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'CRM Write'), dn);
    ids.denied = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'CRM Read'), dn);
    await ctx.decide('mmanager', ids.denied, 'deny');
    ids.retracted = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Developer Workstation'), dn);
    await ctx.send('uaadmin', 'DELETE', '/access/requests/history', { requests: [{ id: ids.retracted }] });
    await ctx.steps(ids.retracted, 1);
    ids.granted = await ctx.requestFor('uaadmin', ctx.dnOf('resources', 'Exchange Mailbox'), dn);
    await ctx.steps(ids.granted, 2);
    const revoke = await ctx.send<{ succeeded: { requestId: string }[] }>(
      'uaadmin',
      'DELETE',
      '/access/assignments/list',
      {
        assignments: [{ id: ctx.dnOf('resources', 'Exchange Mailbox'), assignmentToList: [{ assignedToDn: dn }] }],
      },
    );
    ids.revoke = revoke.succeeded[0]!.requestId;
    await ctx.steps(ids.revoke, 2);
    ids.prd = await ctx.requestFor('uaadmin', ctx.dnOf('prds', 'Request Parking Permit'), dn);
  });
  afterAll(async () => ctx.close());

  it("lists a recipient's requests with the contract fields", async () => {
    const all = await list({});
    expect(all.total).toBe(6);
    expect(all.requests.find((r) => r.id === ids.revoke)).toMatchObject({
      name: 'Exchange Mailbox',
      entityType: 'resource',
      action: 'revoke',
      requestOper: 15,
      requestState: 50,
      processState: 3,
      status: 'Provisioned',
    });
    expect(all.requests.find((r) => r.id === ids.granted)).toMatchObject({
      requestState: 100,
      requestStatus: 'completed',
    });
    expect(all.requests.find((r) => r.id === ids.prd)).toMatchObject({
      entityType: 'prd',
      requestState: 0,
      status: 'Processing',
      retractable: true,
    });
  });

  it('filters by the status groups p0 / p3 / p2, combined with commas', async () => {
    expect(names(await list({ status: 'running_pending_p0' }))).toEqual([
      'CRM Write/grant',
      'Request Parking Permit/grant',
    ]);
    expect(names(await list({ status: 'approved_completed_denied_p3' }))).toEqual([
      'CRM Read/grant',
      'Exchange Mailbox/grant',
      'Exchange Mailbox/revoke',
    ]);
    expect(names(await list({ status: 'terminated_p2' }))).toEqual(['Developer Workstation/grant']);
    expect((await list({ status: 'running_pending_p0,terminated_p2' })).total).toBe(3);
  });

  it('filters by role/resource status, action, type and PRD status', async () => {
    expect(names(await list({ status: 'denied' }))).toEqual(['CRM Read/grant']);
    expect(names(await list({ status: 'pending' }))).toEqual(['CRM Write/grant']);
    expect(names(await list({ status: 'terminated' }))).toEqual(['Developer Workstation/grant']);
    expect(names(await list({ action: 'revoke' }))).toEqual(['Exchange Mailbox/revoke']);
    expect(names(await list({ type: 'resource' }))).toEqual(['Exchange Mailbox/grant', 'Exchange Mailbox/revoke']);
    expect(names(await list({ type: 'prd', status: '0' }))).toEqual(['Request Parking Permit/grant']);
    expect((await list({ type: 'prd', status: '2' })).total).toBe(0);
    const [task] = (await ctx.item(ids.prd!)).approvals;
    expect((await ctx.act('uaadmin', 'approve', [task!.taskId])).success).toBe(true);
    expect(names(await list({ status: '2' }))).toEqual(['Request Parking Permit/grant']);
    expect((await ctx.item(ids.prd!)).requestStatus).toBe('completed');
  });

  it('searches, sorts and pages', async () => {
    expect(names(await list({ q: 'crm' }))).toEqual(['CRM Read/grant', 'CRM Write/grant']);
    // Every word starts a word of the item, recipient, requester or reason, case ignored (not any substring).
    expect(names(await list({ q: 'WRI crm' }))).toEqual(['CRM Write/grant']);
    expect((await list({ q: 'rm write' })).total).toBe(0);
    const asc = (await list({ sortBy: 'name' })).requests.map((r) => r.name);
    expect(asc).toEqual(
      [...asc].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0)),
    );
    expect((await list({ sortBy: 'name', sortOrder: 'desc' })).requests.map((r) => r.name)).toEqual([...asc].reverse());
    const first = await list({ size: 4, sortBy: 'requestDate' });
    const second = await list({ size: 4, nextIndex: first.nextIndex, sortBy: 'requestDate' });
    expect([first.requests.length, first.nextIndex, second.requests.length, second.nextIndex]).toEqual([4, 5, 2, -1]);
    const dates = [...first.requests, ...second.requests].map((r) => r.requestDate);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect((await list({ startDate: Date.now() + 365 * 86_400_000 })).total).toBe(0);
    expect((await list({ startDate: 1, endDate: Date.now() + 86_400_000 })).total).toBe(6);
  });

  it('non-administrators see their own requests only; details of others are 404', async () => {
    const mine = await ctx.get<HistoryList>('euser', '/access/requests/historylist?size=300');
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.requests.every((r) => r.requester === DN.euser || r.recipient === DN.euser)).toBe(true);
    await ctx.send('euser', 'POST', '/access/requests/history/item', { id: ids.pending }, 404);
    const latest = await ctx.get<HistoryList>('euser', '/access/requests/history');
    expect(latest.requests.length).toBeLessThanOrEqual(5);
    expect(latest.requests.map((r) => r.requestDate)).toEqual(
      [...latest.requests.map((r) => r.requestDate)].sort((a, b) => b - a),
    );
  });

  it("team managers see their team members' history; others 403", async () => {
    const team = await ctx.send<HistoryList>('tmanager', 'POST', '/access/requests/team/user/history?size=100', {
      dn: DN.euser,
    });
    expect(team.total).toBeGreaterThan(0);
    expect(team.requests.every((r) => r.requester === DN.euser || r.recipient === DN.euser)).toBe(true);
    const all = await ctx.send<HistoryList>('tmanager', 'POST', '/access/requests/team/user/history?size=100', {});
    expect(all.total).toBeGreaterThanOrEqual(team.total);
    await ctx.send('mmanager', 'POST', '/access/requests/team/user/history', { dn: DN.euser }, 403);
    await ctx.send('tmanager', 'POST', '/access/requests/team/user/history', { dn: DN.mmanager }, 403);
    expect(
      (await ctx.send<HistoryList>('mmanager', 'POST', '/access/requests/historyForUser', { dn: DN.euser })).total,
    ).toBeGreaterThan(0);
    await ctx.send('euser', 'POST', '/access/requests/historyForUser', { dn: DN.mmanager }, 403);
  });
});
