import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DN, accessSandbox, type AccessSandbox, type Json } from './access-helpers.js';

/** Issue 31: the operations a real server offers that the console does not call, as a script sees them. */
describe('contract reads beyond the console (issue 31)', () => {
  let sandbox: AccessSandbox;
  beforeAll(async () => {
    sandbox = await accessSandbox();
  });
  afterAll(() => sandbox.close());

  const firstRequestWithTasks = () =>
    (
      sandbox.app.store.db.prepare('SELECT request_id AS id FROM tasks ORDER BY request_id LIMIT 1').get() as {
        id: number;
      }
    ).id;

  it("tasks/list/others: administrators see anyone's open tasks, team managers their members', others get 403", async () => {
    const all = await sandbox.get<{ tasks: { taskId: string }[]; total: number }>(
      'uaadmin',
      '/access/tasks/list/others?size=5',
    );
    expect(all.total).toBeGreaterThan(0);
    const mine = await sandbox.get<{ total: number }>('mmanager', '/access/tasks/list?size=5');
    const ofManager = await sandbox.get<{ total: number }>(
      'uaadmin',
      `/access/tasks/list/others?assignedTo=${encodeURIComponent(DN.mmanager)}&size=5`,
    );
    expect(ofManager.total).toBe(mine.total);
    await sandbox.get('euser', '/access/tasks/list/others', 403);
    await sandbox.get('euser', `/access/tasks/list/others?assignedTo=${encodeURIComponent(DN.mmanager)}`, 403);
  });

  it('requests/processes and tasks/workEntries: a process by id for workflow administrators and its parties; 400 without an id; 403 for others', async () => {
    const id = firstRequestWithTasks();
    const answer = await sandbox.get<{ processes: Json[] }>('uaadmin', `/access/requests/processes?processId=${id}`);
    expect(answer.processes).toEqual([expect.objectContaining({ processId: String(id), requestId: String(id) })]);
    const correlationId = answer.processes[0]!.correlationId as string;
    const byCorrelation = await sandbox.get<{ processes: Json[] }>(
      'uaadmin',
      `/access/requests/processes?correlationId=${encodeURIComponent(correlationId)}`,
    );
    expect(byCorrelation.processes.map((p) => p.correlationId)).toContain(correlationId);
    await sandbox.get('uaadmin', '/access/requests/processes', 400);
    const entries = await sandbox.get<{ workEntries: Json[] }>('uaadmin', `/access/tasks/workEntries?processId=${id}`);
    expect(entries.workEntries.length).toBeGreaterThan(0);
    expect(entries.workEntries[0]).toMatchObject({ processId: String(id), requestId: String(id) });
    await sandbox.get('uaadmin', '/access/tasks/workEntries', 400);
    const process = answer.processes[0] as { Initiator: { DN: string }; Recipient: { DN: string } };
    const outsider = [DN.pproxy, DN.euser, DN.tmanager].find(
      (dn) => ![process.Initiator.DN, process.Recipient.DN].includes(dn),
    );
    const account = (Object.keys(DN) as (keyof typeof DN)[]).find((a) => DN[a] === outsider)!;
    const holders = (
      await sandbox.get<{ workEntries: { owner: string }[] }>('uaadmin', `/access/tasks/workEntries?processId=${id}`)
    ).workEntries.map((w) => w.owner);
    if (!holders.includes(outsider!)) await sandbox.get(account, `/access/tasks/workEntries?processId=${id}`, 403);
  });

  it('data/migration/workflow: workflow administrators export every process; others get 403', async () => {
    const exported = await sandbox.get<{ processes: unknown[]; workEntries: unknown[] }>(
      'uaadmin',
      '/access/data/migration/workflow',
    );
    expect(exported.processes.length).toBeGreaterThan(0);
    expect(exported.workEntries.length).toBeGreaterThan(0);
    await sandbox.get('euser', '/access/data/migration/workflow', 403);
  });

  it('orgChart and orgChart/managers: direct reports and the chain of managers', async () => {
    const chart = await sandbox.get<{
      userQuickInfo: { dn: string };
      reportees: unknown[];
      totalNumberOfReportees: number;
    }>('euser', `/access/orgChart?dn=${encodeURIComponent(DN.mmanager)}`);
    expect(chart.userQuickInfo.dn).toBe(DN.mmanager);
    expect(chart.reportees.length).toBe(chart.totalNumberOfReportees);
    const up = await sandbox.get<{ managers: { dn: string }[] }>(
      'euser',
      `/access/orgChart/managers?dn=${encodeURIComponent(DN.euser)}`,
    );
    expect(up.managers.map((m) => m.dn)).toContain(DN.mmanager);
    await sandbox.get('euser', '/access/orgChart?dn=cn=nobody,ou=users,o=data', 404);
  });

  it('users/usersForHistory: the help desk (administrators) searches users; others get 403', async () => {
    const found = await sandbox.get<{ usersList: unknown[] }>(
      'uaadmin',
      '/access/users/usersForHistory?q=manager&isHistory=true',
    );
    expect(found.usersList.length).toBeGreaterThan(0);
    await sandbox.get('euser', '/access/users/usersForHistory?q=manager', 403);
  });

  it('user/admin: whether a user administers a domain; asking about someone else needs Security rights', async () => {
    const admin = await sandbox.get<{ isAdmin: boolean }>('uaadmin', `/access/user/admin?type=ROLES&level=1`);
    expect(admin.isAdmin).toBe(true);
    const plain = await sandbox.get<{ isAdmin: boolean }>('euser', '/access/user/admin?type=ROLES&level=1');
    expect(plain.isAdmin).toBe(false);
    await sandbox.get('euser', `/access/user/admin?type=ROLES&userDn=${encodeURIComponent(DN.uaadmin)}`, 403);
    await sandbox.get('euser', '/access/user/admin?type=NOPE', 400);
  });

  it("assignments/advanced filters the caller's assignments; assignments/identities is for the domain's administrators", async () => {
    const all = await sandbox.get<{ total: number; assignments: { name: string }[] }>(
      'euser',
      '/access/assignments?size=100',
    );
    const direct = await sandbox.get<{ total: number }>(
      'euser',
      '/access/assignments/advanced?onlyDirectAssignments=true&size=100',
    );
    expect(direct.total).toBeLessThanOrEqual(all.total);
    const name = all.assignments[0]?.name ?? 'x';
    const named = await sandbox.get<{ assignments: { name: string }[] }>(
      'euser',
      `/access/assignments/advanced?name=${encodeURIComponent(name)}&size=100`,
    );
    expect(named.assignments.every((a) => a.name.toLowerCase().includes(name.toLowerCase()))).toBe(true);
    await sandbox.get('euser', '/access/assignments/advanced?roleCategories=no-such-category', 400);
    const laptop = sandbox.dnOf('resources', 'Laptop');
    const holders = await sandbox.get<{ identities: unknown[]; total: number }>(
      'uaadmin',
      `/access/assignments/identities?permissionId=${encodeURIComponent(laptop)}&permissionType=resource`,
    );
    expect(holders.identities.length).toBe(Math.min(holders.total, holders.identities.length));
    await sandbox.get(
      'euser',
      `/access/assignments/identities?permissionId=${encodeURIComponent(laptop)}&permissionType=resource`,
      403,
    );
    await sandbox.get(
      'uaadmin',
      `/access/assignments/identities?permissionId=${encodeURIComponent(laptop)}&permissionType=group`,
      400,
    );
  });

  it('requests/roleCategories and requests/resourceCategories: the same categories as the catalog, for any signed-in user', async () => {
    const catalog = await sandbox.get<{ categories: unknown[] }>('uaadmin', '/catalog/roleCategories?size=100');
    const requests = await sandbox.get<{ categories: unknown[] }>('euser', '/access/requests/roleCategories?size=100');
    expect(requests.categories).toEqual(catalog.categories);
    const resources = await sandbox.get<{ categories: unknown[] }>(
      'euser',
      '/access/requests/resourceCategories?size=100',
    );
    expect(resources.categories.length).toBeGreaterThan(0);
  });
});
