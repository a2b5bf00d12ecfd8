import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessSandbox, DN, type AccessSandbox, type Account, type Json } from '../access-helpers.js';
import { restSend } from '../helpers.js';

interface ProcessList {
  processInfoNodeList: {
    requestId: string;
    name: string;
    processStatus: number;
    processStatusDisplayName: string;
    approvalStatus: number;
  }[];
  totalSize: number;
}
interface WorkEntries {
  workentries: { id: string; owner: string; status: number; activityName: string }[];
  totalSize: number;
}
interface Fault {
  Fault: { Reason: { Text: string } };
}

/**
 * Workflow monitoring and server administration (issue 18): processes are the approval engine's requests,
 * terminating one ends its request in history, a work entry is reassigned, only administrators reach it.
 */
describe('sandbox: workflow monitoring and server administration', () => {
  let ctx: AccessSandbox;
  const roleWithApproval = () =>
    (
      ctx.app.store.db
        .prepare(
          `SELECT d.item_dn AS dn FROM approval_definitions d JOIN roles r ON r.dn = d.item_dn
           WHERE d.purpose = 'grant' AND d.required = 1 ORDER BY r.dn LIMIT 1`,
        )
        .get() as { dn: string }
    ).dn;

  /** A call answered 204 (no body): its status. */
  const noContent = async (as: Account, method: 'PUT' | 'DELETE', path: string, body?: unknown) =>
    (await restSend(ctx.app, method, path, ctx.token[as], body)).statusCode;

  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(() => ctx.close());

  it('lists every request as a process, searched, filtered and sorted on the server', async () => {
    const all = await ctx.get<ProcessList>('uaadmin', '/access/monitoring/process/list?size=5');
    const total = (ctx.app.store.db.prepare('SELECT COUNT(*) AS n FROM access_requests').get() as { n: number }).n;
    expect(all.totalSize).toBe(total);
    const running = await ctx.get<ProcessList>('uaadmin', '/access/monitoring/process/list?processStatus=0&size=300');
    expect(
      running.processInfoNodeList.every((p) => p.processStatus === 0 && p.processStatusDisplayName === 'Running'),
    ).toBe(true);
    const byName = await ctx.get<ProcessList>(
      'uaadmin',
      '/access/monitoring/process/list?sortField=name&sortOrder=asc&size=300',
    );
    const names = byName.processInfoNodeList.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('terminates a running process: its tasks end and its request is terminated in history', async () => {
    const requestId = await ctx.requestFor('uaadmin', roleWithApproval(), DN.euser);
    const before = await ctx.get<WorkEntries>('uaadmin', `/access/monitoring/workentries?requestId=${requestId}`);
    expect(before.workentries.some((w) => w.status === 0)).toBe(true);
    const answer = await ctx.send<Json>(
      'uaadmin',
      'POST',
      '/access/monitoring/process/terminate',
      { processes: [requestId], comment: 'No longer needed.' },
      200,
    );
    expect(answer).toMatchObject({ success: true, failedProcesses: [] });
    const after = await ctx.get<WorkEntries>('uaadmin', `/access/monitoring/workentries?requestId=${requestId}`);
    expect(after.workentries.every((w) => w.status !== 0)).toBe(true);
    const item = await ctx.item(requestId);
    expect(item).toMatchObject({ requestStatus: 'terminated', processState: 2 });
    const again = await ctx.send<Json>(
      'uaadmin',
      'POST',
      '/access/monitoring/process/terminate',
      { processes: [requestId] },
      200,
    );
    expect(again).toMatchObject({ success: false, failedProcesses: [requestId] });
    const comments = await ctx.get<{ commentNodeArray: { comment: string }[] }>(
      'uaadmin',
      `/access/monitoring/comments?requestId=${requestId}&includeSystemComments=true`,
    );
    expect(comments.commentNodeArray.map((c) => c.comment)).toContain('No longer needed.');
  });

  it('reassigns a work entry to another user', async () => {
    const requestId = await ctx.requestFor('uaadmin', roleWithApproval(), DN.pproxy);
    const open = (
      await ctx.get<WorkEntries>('uaadmin', `/access/monitoring/workentries?requestId=${requestId}`)
    ).workentries.find((w) => w.status === 0)!;
    const target = open.owner.toLowerCase() === DN.tmanager ? DN.mmanager : DN.tmanager;
    const answer = await ctx.send<Json>(
      'uaadmin',
      'POST',
      '/access/monitoring/reassign',
      { afTaskNode: { tasks: [{ taskId: open.id }], approver: target, comment: 'Covering.' } },
      200,
    );
    expect(answer).toMatchObject({ success: true });
    const after = await ctx.get<WorkEntries>('uaadmin', `/access/monitoring/workentries?requestId=${requestId}`);
    expect(after.workentries.find((w) => w.id === open.id)?.owner.toLowerCase()).toBe(target);
    const bad = await ctx.send<Fault>(
      'uaadmin',
      'POST',
      '/access/monitoring/reassign',
      { afTaskNode: { tasks: [{ taskId: open.id }], approver: 'cn=nobody,o=data' } },
      400,
    );
    expect(bad.Fault.Reason.Text).toContain('no user');
  });

  it('shows running processes as Stopped while the engine is stopped', async () => {
    await ctx.send('uaadmin', 'POST', '/admin/workflowengines/status', { engineStatus: 1 }, 200);
    const stopped = await ctx.get<ProcessList>('uaadmin', '/access/monitoring/process/list?processStatus=1&size=5');
    expect(stopped.totalSize).toBeGreaterThan(0);
    expect(stopped.processInfoNodeList.every((p) => p.processStatusDisplayName === 'Stopped')).toBe(true);
    await ctx.send('uaadmin', 'POST', '/admin/workflowengines/status', { engineStatus: 0 }, 200);
    const none = await ctx.get<ProcessList>('uaadmin', '/access/monitoring/process/list?processStatus=1&size=5');
    expect(none.totalSize).toBe(0);
  });

  it('answers 400 with the reason for bad input', async () => {
    const text = async (method: 'POST' | 'PUT', path: string, body: unknown) =>
      (await ctx.send<Fault>('uaadmin', method, path, body, 400)).Fault.Reason.Text;
    expect(
      (await ctx.get<Fault>('uaadmin', '/access/monitoring/process/list?processStatus=7', 400)).Fault.Reason.Text,
    ).toContain('processStatus');
    expect(await text('POST', '/admin/workflowengines/configuration', { minPoolSize: 9, maxPoolSize: 4 })).toContain(
      'maxPoolSize must not be less than minPoolSize',
    );
    expect(
      await text('POST', '/admin/logging/auditConfig', {
        enableCEF: true,
        cefConfigs: { destinationHost: 'bad host!', destinationPort: 70000 },
      }),
    ).toMatch(/not a host name.*port must be/);
    expect(
      await text('PUT', '/admin/logging', {
        logConfigurations: [{ packageConfigured: { packageName: 'com.netiq.idm.rest' }, logLevel: 7 }],
      }),
    ).toContain('logLevel must be a log level');
  });

  it('sets a logger level and clears a cache holder', async () => {
    expect(
      await noContent('uaadmin', 'PUT', '/admin/logging', {
        logConfigurations: [{ packageConfigured: { packageName: 'com.netiq.sandbox.requests' }, logLevel: 20000 }],
      }),
    ).toBe(204);
    const list = await ctx.get<{
      logConfigurations: { packageConfigured: { packageName: string }; logLevel: number }[];
    }>('uaadmin', '/admin/logging/list?q=sandbox');
    expect(list.logConfigurations).toEqual([
      expect.objectContaining({
        packageConfigured: expect.objectContaining({ packageName: 'com.netiq.sandbox.requests' }),
        logLevel: 20000,
      }),
    ]);
    expect(await noContent('uaadmin', 'DELETE', '/admin/cache/holder/items?cacheHolderID=RoleCatalogCache')).toBe(204);
    const holders = await ctx.get<{ cacheHolders: { cacheHolderID: string; objectCount: number }[] }>(
      'uaadmin',
      '/admin/cache/holders',
    );
    expect(holders.cacheHolders.find((h) => h.cacheHolderID === 'RoleCatalogCache')?.objectCount).toBe(0);
  });

  it('refuses the delegated administrator and end users (403) on every monitoring and administration call', async () => {
    for (const as of ['dadmin', 'euser'] as const) {
      for (const path of [
        '/access/monitoring/process/list',
        '/admin/workflowengines',
        '/admin/cache/holders',
        '/admin/logging/list',
        '/catalog/statistics/memoryinfo',
        '/admin/driverstatus/info',
      ])
        await ctx.get(as, path, 403);
      await ctx.send(as, 'POST', '/access/monitoring/process/terminate', { processes: ['1'] }, 403);
      await ctx.get(as, `/access/queue/entry?cartOwner=${encodeURIComponent(DN.mmanager)}`, 403);
    }
    await ctx.get('euser', '/access/queue/entry', 200);
  });
});
