import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DN, accessSandbox, type AccessSandbox, type HistoryItem, type TaskList } from './access-helpers.js';

interface Approval {
  type: string;
  approvers: { id: string; name: string; sequence: number }[];
  quorum: string;
  requestDef: { dn: string; name: string } | null;
  templateName: string;
  revokeType?: string;
  revoke?: { type: string; approvers: { id: string }[] };
}
interface Details {
  id: string;
  name: string;
  entityType: string;
  level: number | null;
  bulkRequestable: boolean;
  bulkApprovable: boolean;
  isExpirationRequired: boolean;
  expiresAfter: string;
  categories: string[];
  owners: { id: string; type: string }[];
  permParams: { key: string; dataType: string }[];
  approval: Approval;
}

const TEAM =
  'cn=HelpDeskTeam,cn=TeamDefs,cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';

describe('sandbox access: seeded catalog, item details, request on behalf, landing items', () => {
  let ctx: AccessSandbox;
  const details = (table: 'roles' | 'resources' | 'prds', name: string) =>
    ctx.send<Details>('euser', 'POST', '/access/permissions/item', { id: ctx.dnOf(table, name) });
  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(async () => ctx.close());

  it('every approval kind exists on all three role levels and on resources', async () => {
    const kinds: [string, string, number | null][] = [
      ['Email Account', 'none', 10],
      ['CRM Read', 'serial', 10],
      ['CRM Write', 'serial', 10],
      ['Ledger Read', 'quorum', 10],
      ['Ledger Post', 'parallel', 10],
      ['Payroll Viewer', 'custom', 10],
      ['Office Basics', 'none', 20],
      ['Developer Workstation', 'serial', 20],
      ['Sales Toolkit', 'serial', 20],
      ['Finance Systems', 'quorum', 20],
      ['HR Systems', 'parallel', 20],
      ['Data Warehouse', 'custom', 20],
      ['New Employee', 'none', 30],
      ['Software Engineer', 'serial', 30],
      ['Account Executive', 'serial', 30],
      ['Accountant', 'quorum', 30],
      ['HR Generalist', 'parallel', 30],
      ['Support Engineer', 'custom', 30],
    ];
    for (const [name, type, level] of kinds) {
      const item = await details('roles', name);
      expect([name, item.approval.type, item.level]).toEqual([name, type, level]);
    }
    for (const [name, type] of [
      ['Exchange Mailbox', 'none'],
      ['Salesforce Account', 'serial'],
      ['Workday Account', 'quorum'],
      ['GitLab Account', 'parallel'],
      ['Laptop', 'custom'],
    ]) {
      expect([name, (await details('resources', name!)).approval.type]).toEqual([name, type]);
    }
  });

  it('details carry approvers, quorum, template names, PRD, revoke approval, settings and parameters', async () => {
    expect((await details('roles', 'CRM Write')).approval).toMatchObject({
      templateName: 'TwoStepSerialApproval',
      approvers: [
        { id: DN.mmanager, name: 'Maria Manager', sequence: 1 },
        { id: DN.uaadmin, sequence: 2 },
      ],
    });
    const quorum = (await details('roles', 'Ledger Read')).approval;
    expect([quorum.quorum, quorum.templateName, quorum.approvers.length]).toEqual(['50%', 'QuorumApproval', 4]);
    expect((await details('roles', 'HR Systems')).approval.templateName).toBe('TwoStepParallelApproval');
    expect((await details('roles', 'Email Account')).approval.templateName).toBe('NoApproval');
    expect((await details('roles', 'CRM Read')).approval.templateName).toBe('SingleStepApproval');
    const custom = (await details('roles', 'Payroll Viewer')).approval;
    expect(custom).toMatchObject({
      type: 'custom',
      requestDef: { name: 'Manager Approval' },
      approvers: [{ id: DN.mmanager }],
    });
    expect((await details('resources', 'Salesforce Account')).approval.revokeType).toBe('same-as-grant');
    expect((await details('resources', 'SAP Finance Account')).approval).toMatchObject({
      revokeType: 'serial',
      revoke: { approvers: [{ id: DN.uaadmin }] },
    });
    expect((await details('resources', 'Exchange Mailbox')).approval.revokeType).toBe('none');
    expect(await details('resources', 'Laptop')).toMatchObject({ bulkRequestable: false, entityType: 'RESOURCE' });
    expect(await details('roles', 'Wiki Editor')).toMatchObject({ bulkApprovable: true, bulkRequestable: true });
    expect(await details('roles', 'Database Read')).toMatchObject({ isExpirationRequired: true, expiresAfter: '30D' });
    expect((await details('resources', 'Second Monitor')).permParams).toEqual([
      expect.objectContaining({ key: 'Size', dataType: 'Integer' }),
    ]);
    const role = await details('roles', 'Source Repository');
    expect(role.categories).toEqual(['Engineering']);
    expect(role.owners.length).toBeGreaterThan(0);
    await ctx.send('euser', 'POST', '/access/permissions/item', { id: 'cn=Missing,o=system' }, 404);
  });

  it('seeds requests and tasks in flight through the engine, including a delegated task and an SoD exception', async () => {
    const tasks = await ctx.tasks('mmanager');
    const byName = new Map(tasks.tasks.map((t) => [t.processName, t]));
    expect([...byName.keys()]).toEqual(
      expect.arrayContaining([
        'CRM Write',
        'Ledger Read',
        'Build Server',
        'Request New Laptop',
        'Ledger Post',
        'Source Repository',
      ]),
    );
    expect(byName.get('Build Server')).toMatchObject({ delegatedTask: true, addressee: DN.dadmin });
    expect(byName.get('Ledger Post')?.activityName).toBe('SoD exception approval');
    const history = await ctx.get<{ requests: HistoryItem[] }>('euser', '/access/requests/historylist?size=50');
    const states = new Map(history.requests.map((r) => [r.name, r.requestState]));
    expect(
      Object.fromEntries(
        ['Payroll Viewer', 'Salesforce Account', 'Printer Group', 'Database Read', 'Ledger Post'].map((n) => [
          n,
          states.get(n),
        ]),
      ),
    ).toEqual({
      'Payroll Viewer': 50,
      'Salesforce Account': 95,
      'Printer Group': 80,
      'Database Read': 75,
      'Ledger Post': 5,
    });
    const assignments = await ctx.get<{ assignments: { name: string; isDirectAssignment: boolean }[] }>(
      'euser',
      '/access/assignments?size=300',
    );
    expect(
      assignments.assignments
        .filter((a) => a.isDirectAssignment)
        .map((a) => a.name)
        .sort(),
    ).toEqual(['Payroll Viewer', 'Software Engineer', 'Wiki Editor']);
    // What Software Engineer (a business role) contains and grants comes with it.
    expect(assignments.assignments.filter((a) => !a.isDirectAssignment).length).toBeGreaterThan(0);
  });

  it('robInit: administrators, managers, team managers and role administrators may request on behalf; others not', async () => {
    const authorized = async (as: 'uaadmin' | 'mmanager' | 'tmanager' | 'dadmin' | 'pproxy' | 'euser') =>
      (await ctx.get<{ authorized: boolean }>(as, '/access/rob')).authorized;
    expect(
      await Promise.all((['uaadmin', 'mmanager', 'tmanager', 'dadmin', 'pproxy', 'euser'] as const).map(authorized)),
    ).toEqual([true, true, true, true, false, false]);
    expect(
      (await ctx.get<{ authorized: boolean }>('pproxy', `/access/rob?proxyUser=${encodeURIComponent(DN.mmanager)}`))
        .authorized,
    ).toBe(true);
  });

  it("the permission lists and the item details agree on bulkRequestable (the item's own setting; never a PRD)", async () => {
    type Listed = { permissions: { id: string; name: string; entityType: string; bulkRequestable: boolean }[] };
    const items: ['roles' | 'resources' | 'prds', string, boolean][] = [
      ['resources', 'Laptop', false],
      ['resources', 'Mobile Phone', false],
      ['resources', 'Exchange Mailbox', true],
      ['roles', 'Wiki Editor', true],
      ['prds', 'Manager Approval', false],
    ];
    for (const [table, name, expected] of items) {
      const dn = ctx.dnOf(table, name);
      const lookup = await ctx.get<Listed>('euser', `/access/permissions?q=${encodeURIComponent(name)}&size=50`);
      const onBehalf = await ctx.send<Listed>(
        'mmanager',
        'POST',
        `/access/teams/permissions?q=${encodeURIComponent(name)}&size=50`,
        { targetSetDnList: [DN.euser] },
      );
      const listed = lookup.permissions.find((p) => p.id === dn)?.bulkRequestable;
      const listedOnBehalf = onBehalf.permissions.find((p) => p.id === dn)?.bulkRequestable;
      expect([name, listed, listedOnBehalf, (await details(table, name)).bulkRequestable]).toEqual([
        name,
        expected,
        expected,
        expected,
      ]);
    }
  });

  it('request on behalf: users (direct reports, team members, a team by teamDn, size 5) and permissions for a target set', async () => {
    type Recipients = { recipients: { dn: string; name: string; type: string }[]; nextIndex: number; total: number };
    const reports = await ctx.get<Recipients>('mmanager', '/access/teams/recipients/userlist/v2?size=50');
    expect(reports.recipients.map((r) => r.dn)).toEqual(expect.arrayContaining([DN.euser, DN.pproxy]));
    const members = ctx.app.store.db
      .prepare<[string], { user_dn: string }>('SELECT user_dn FROM team_members WHERE team_dn = ?')
      .all(TEAM)
      .map((m) => m.user_dn);
    const team = await ctx.get<Recipients>(
      'tmanager',
      `/access/teams/recipients/userlist/v2?size=5&teamDn=${encodeURIComponent(TEAM)}`,
    );
    expect(team.total).toBe(members.length);
    expect(team.recipients).toHaveLength(Math.min(5, members.length));
    expect(team.recipients.every((r) => members.includes(r.dn) && r.type === 'user')).toBe(true);
    await ctx.get('mmanager', `/access/teams/recipients/userlist/v2?teamDn=${encodeURIComponent(TEAM)}`, 403);
    await ctx.get('euser', '/access/teams/recipients/userlist/v2', 403);
    expect(
      (await ctx.get<Recipients>('uaadmin', '/access/teams/recipients/userlist/v2?q=maria')).recipients.map(
        (r) => r.dn,
      ),
    ).toContain(DN.mmanager);

    type Permissions = {
      permissions: {
        id: string;
        entityType: string;
        isExpirationRequired: boolean;
        expiresAfter: string;
        teams: string[];
      }[];
      nextIndex: number;
      arraySize: number;
    };
    const perms = await ctx.send<Permissions>(
      'tmanager',
      'POST',
      '/access/teams/permissions?q=database&sortByName=false',
      { targetSetDnList: [TEAM] },
    );
    expect(perms.permissions[0]).toMatchObject({ teams: [TEAM] });
    expect(perms.permissions.find((p) => p.id === ctx.dnOf('roles', 'Database Read'))).toMatchObject({
      isExpirationRequired: true,
      expiresAfter: '30D',
    });
    const paged = await ctx.send<Permissions>('tmanager', 'POST', '/access/teams/permissions?type=ROLE', {
      targetSetDnList: [TEAM],
    });
    expect([paged.arraySize, paged.nextIndex]).toEqual([10, 11]);
    expect(paged.permissions.every((p) => p.entityType === 'ROLE')).toBe(true);
    await ctx.send('mmanager', 'POST', '/access/teams/permissions', { targetSetDnList: [TEAM] }, 403);
    await ctx.send('mmanager', 'POST', '/access/teams/permissions', { targetSetDnList: [DN.euser] }, 200);
    await ctx.send('tmanager', 'POST', '/access/teams/permissions', { targetSetDnList: ['cn=Nope,o=data'] }, 404);
  });

  it('featured and landing items by category', async () => {
    type Items = {
      itemCategories: {
        categoryName: string;
        itemCategoryOrder: number;
        items: { name: string; entityType: string; id: string; bulkRequestable: boolean; appUrl: string }[];
      }[];
      editable: boolean;
    };
    const featured = await ctx.get<Items>('euser', '/access/featuredItems');
    expect(featured.editable).toBe(false);
    expect(featured.itemCategories.map((c) => c.categoryName)).toEqual(['Popular', 'Engineering', 'New hires']);
    expect(featured.itemCategories[0]!.items.map((i) => [i.name, i.entityType, i.bulkRequestable])).toEqual([
      ['Email Account', 'role', true],
      ['VPN Access', 'role', true],
      ['Laptop', 'resource', false],
      ['Office 365 License', 'resource', true],
    ]);
    expect(featured.itemCategories[2]!.items.at(-1)).toMatchObject({
      entityType: 'prd',
      id: ctx.dnOf('prds', 'Request New Laptop'),
    });
    const landing = await ctx.get<Items>('uaadmin', '/access/ulp/landingItems/v2?clientId=1');
    expect(landing.editable).toBe(true);
    expect(landing.itemCategories[0]!.items.map((i) => i.appUrl)).toEqual([
      '/sspr/private/changepassword',
      '#/orgChart',
      '#/tasks',
    ]);
    const badge = await ctx.get<{ badge: number }>('mmanager', '/access/tasks/badge');
    expect(badge.badge).toBe((await ctx.get<TaskList>('mmanager', '/access/tasks/list?size=1')).total);
  });
});
