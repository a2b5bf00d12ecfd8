import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topUpTeams } from '../../../demo/server/db/seed/teams.js';
import { managedMembers } from '../../../demo/server/db/teams/managed-members.js';
import { DN, accessSandbox, type AccessSandbox, type OperationAnswer } from './access-helpers.js';
import { TEAM } from './lookup-helpers.js';

interface TeamNode {
  dn: string;
  name: string;
  domainTypes: string[];
  readOnly: boolean;
  requestors: { dn: string }[];
  recipients?: { dn: string; type: string }[];
}
interface Permissions {
  permissionsList: { authObjDN: string; objType: string; permission: string }[];
  totalSize: number;
}
type Catalog = { permissions: { id: string }[]; total: number };
type Fault = { Fault: { Reason: { Text: string } } };

describe('sandbox: team administration and the team rights it gives', () => {
  let ctx: AccessSandbox;
  const group = 'cn=Interns,ou=groups,o=data';
  let teamDn = '';
  let member = '';
  let role = '';

  beforeAll(async () => {
    ctx = await accessSandbox();
    role = ctx.dnOf('roles', 'CRM Read');
  });
  afterAll(() => ctx.close());

  it('administrators create a team whose members come from a group; the name must be new', async () => {
    const created = await ctx.send<TeamNode>(
      'uaadmin',
      'POST',
      '/access/teams',
      {
        name: 'Intern Mentors',
        description: 'Look after the interns',
        domainTypes: ['R'],
        requestors: [{ dn: DN.tmanager, type: 'user' }],
        recipients: [{ dn: group, type: 'group' }],
      },
      200,
    );
    teamDn = created.dn;
    expect(created).toMatchObject({ name: 'Intern Mentors', domainTypes: ['R'], readOnly: false });
    expect(created.recipients).toEqual([expect.objectContaining({ dn: group, type: 'group' })]);
    const groupMembers = ctx.app.store.db
      .prepare<[string], { user_dn: string }>('SELECT user_dn FROM group_members WHERE group_dn = ? ORDER BY 1')
      .all(group)
      .map((r) => r.user_dn);
    const members = ctx.app.store.db
      .prepare<[string], { user_dn: string }>('SELECT user_dn FROM team_members WHERE team_dn = ? ORDER BY 1')
      .all(teamDn)
      .map((r) => r.user_dn);
    expect(members).toEqual(groupMembers);
    // A member tmanager manages through no other team.
    member = members.find((dn) => ctx.app.store.teams.requestTeamsFor(DN.tmanager, dn).length === 0) ?? '';
    expect(member).not.toBe('');
    const again = await ctx.send<Fault>(
      'uaadmin',
      'POST',
      '/access/teams',
      { name: 'intern mentors', domainTypes: ['R'], requestors: [{ dn: DN.uaadmin }] },
      400,
    );
    expect(again.Fault.Reason.Text).toMatch(/already exists/);
    await ctx.send('uaadmin', 'POST', '/access/teams', { name: 'No Managers', domainTypes: ['A'] }, 400);
    await ctx.send('uaadmin', 'POST', '/access/teams', { name: 'Bad', domainTypes: ['X'], requestors: [] }, 400);
  });

  it("a group's new member is at once among the members a manager's teams give (kept per manager, remade on change)", async () => {
    const managed = managedMembers(ctx.app.store.db);
    const outsider = ctx.app.store.db
      .prepare<[string], { dn: string }>(
        `SELECT dn FROM users WHERE password_hash IS NULL AND dn NOT IN
           (SELECT user_dn FROM team_members WHERE team_dn IN (SELECT team_dn FROM team_managers WHERE user_dn = ?))
         ORDER BY dn LIMIT 1`,
      )
      .get(DN.tmanager)!.dn;
    expect(managed.has(DN.tmanager, outsider, 'any')).toBe(false);
    await ctx.send('uaadmin', 'PUT', '/access/groups', { dn: group, members: [outsider], membersAction: 'add' });
    expect(managed.has(DN.tmanager, outsider, 'any')).toBe(true);
    expect(managed.memberDns(DN.tmanager, 'viewTasks')).not.toContain(outsider);
    await ctx.send('uaadmin', 'PUT', '/access/groups', { dn: group, members: [outsider], membersAction: 'remove' });
    expect(managed.has(DN.tmanager, outsider, 'any')).toBe(false);
  });

  it('team managers see their team read-only; everyone else is refused', async () => {
    const seen = await ctx.send<TeamNode>('tmanager', 'POST', '/access/teams/team', { dn: teamDn }, 200);
    expect(seen.readOnly).toBe(true);
    await ctx.send('tmanager', 'PUT', '/access/teams', { dn: teamDn, description: 'mine now' }, 403);
    await ctx.send('euser', 'POST', '/access/teams/team', { dn: teamDn }, 403);
    await ctx.send('mmanager', 'POST', '/access/teams/team/permissions', { dn: teamDn }, 403);
    const listed = await ctx.get<{ teams: TeamNode[] }>('tmanager', '/access/teams/managelist?size=50&type=R');
    expect(listed.teams.map((t) => t.dn)).toEqual([teamDn]);
  });

  it('a user added to a recipient group is a member of the team at once, and leaves it with the group', async () => {
    const newcomer = DN.euser;
    const teamMembers = async () =>
      (
        await ctx.send<{ recipients: { dn: string }[] }>(
          'tmanager',
          'POST',
          `/access/teams/recipients/users/v2?size=500`,
          { teams: [{ dn: teamDn }] },
          200,
        )
      ).recipients.map((r) => r.dn.toLowerCase());
    expect(await teamMembers()).not.toContain(newcomer);
    const change = (membersAction: string) =>
      ctx.send('uaadmin', 'PUT', '/access/groups', { dn: group, members: [newcomer], membersAction }, 200);
    await change('add');
    expect(await teamMembers()).toContain(newcomer);
    expect(ctx.app.store.teams.memberCount(teamDn)).toBe(
      ctx.app.store.db
        .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM group_members WHERE group_dn = ?')
        .get(group)?.n,
    );
    await change('remove');
    expect(await teamMembers()).not.toContain(newcomer);
  });

  it('a team nesting another has its members, and follows it when the nested team changes', async () => {
    const outer = await ctx.send<TeamNode>(
      'uaadmin',
      'POST',
      '/access/teams',
      {
        name: 'Mentor Circle',
        domainTypes: ['A'],
        requestors: [{ dn: DN.uaadmin, type: 'user' }],
        recipients: [{ dn: teamDn, type: 'team' }],
      },
      200,
    );
    const members = (dn: string) =>
      ctx.app.store.db
        .prepare<[string], { user_dn: string }>('SELECT user_dn FROM team_members WHERE team_dn = ? ORDER BY 1')
        .all(dn)
        .map((r) => r.user_dn);
    expect(members(outer.dn)).toEqual(members(teamDn));
    await ctx.send('uaadmin', 'PUT', '/access/groups', { dn: group, members: [DN.dadmin], membersAction: 'add' }, 200);
    expect(members(outer.dn)).toContain(DN.dadmin);
    await ctx.send(
      'uaadmin',
      'PUT',
      '/access/groups',
      { dn: group, members: [DN.dadmin], membersAction: 'remove' },
      200,
    );
    await ctx.send('uaadmin', 'DELETE', '/access/teams', { teams: [{ dn: outer.dn }] }, 200);
  });

  it('a permission to request one role lets the manager request it for members, and only it; taking it away ends that', async () => {
    const catalog = (as: 'tmanager' | 'uaadmin') =>
      ctx.send<Catalog>(as, 'POST', '/access/teams/permissions?size=50', { targetSetDnList: [member] });
    await ctx.send('tmanager', 'POST', '/access/teams/permissions', { targetSetDnList: [member] }, 403);

    await ctx.send('tmanager', 'PUT', '/access/teams/permissions', { teamDN: teamDn, permissions: [] }, 403);
    await ctx.send(
      'uaadmin',
      'PUT',
      '/access/teams/permissions',
      {
        teamDN: teamDn,
        permissions: [
          {
            dn: ctx.app.store.db.prepare<[], { dn: string }>('SELECT dn FROM resources LIMIT 1').get()!.dn,
            entityType: 'resource',
            permission: 'request',
          },
        ],
      },
      400,
    );
    await ctx.send('uaadmin', 'PUT', '/access/teams/permissions', {
      teamDN: teamDn,
      permissions: [
        { dn: role, entityType: 'role', permission: 'request' },
        { entityType: 'team', permission: 'viewTasks,actOnTasks,viewHistory' },
      ],
    });
    const listed = await ctx.send<Permissions>(
      'tmanager',
      'POST',
      '/access/teams/team/permissions',
      { dn: teamDn },
      200,
    );
    expect(listed.permissionsList.map((p) => [p.objType, p.permission]).sort()).toEqual([
      ['role', 'request'],
      ['team', 'viewTasks,actOnTasks,viewHistory'],
    ]);
    expect((await catalog('tmanager')).permissions.map((p) => p.id)).toEqual([role]);
    expect((await catalog('uaadmin')).total).toBeGreaterThan(1);

    const other = ctx.dnOf('roles', 'CRM Write');
    const answer = await ctx.submit('tmanager', [{ id: role }, { id: other }], {
      recipients: [{ dn: member, type: 'user' }],
    });
    const node = (answer as OperationAnswer).OperationNodes[0]!;
    expect(node.succeeded.map((s) => s.id)).toEqual([role]);
    expect(node.failed.map((f) => f.reason)).toEqual([expect.stringMatching(/team permissions do not let you/)]);

    await ctx.send('uaadmin', 'DELETE', '/access/teams/permissions', { teamDN: teamDn, permissions: [{ dn: role }] });
    await ctx.send('tmanager', 'POST', '/access/teams/permissions', { targetSetDnList: [member] }, 403);
  });

  it("the team's task and history rights decide what its manager sees", async () => {
    const team = `/access/tasks/list/others/team?teamDN=${encodeURIComponent(teamDn)}`;
    await ctx.get('tmanager', team);
    await ctx.send('uaadmin', 'PUT', '/access/teams/permissions', {
      teamDN: teamDn,
      permissions: [{ entityType: 'team', permission: 'viewHistory' }],
    });
    await ctx.get('tmanager', team, 403);
    await ctx.send('uaadmin', 'DELETE', '/access/teams/permissions', { teamDN: teamDn, permissions: [{ dn: teamDn }] });
    await ctx.send('tmanager', 'POST', '/access/requests/team/user/history', { dn: member }, 403);
  });

  it("delegation and availability for a team manager come from the team's permissions", async () => {
    type Rights = { isDelegationTeamMgr: boolean; isAvailabilityTeamMgr: boolean };
    type NavRights = { navPageRights: { key: string; value: string }[] };
    const keys = ['teams', 'delegation', 'createDelegation', 'availability'];
    const navRights = async () =>
      (
        await ctx.send<NavRights>('tmanager', 'POST', '/access/info/user/navigationrights', {
          navPageRights: keys.map((key) => ({ key })),
        })
      ).navPageRights;
    expect(await ctx.get<Rights>('tmanager', '/access/info/user/rights')).toMatchObject({
      isDelegationTeamMgr: true,
      isAvailabilityTeamMgr: true,
    });
    expect(await navRights()).toEqual(keys.map((key) => ({ key, value: 'true' })));
    await ctx.send('tmanager', 'POST', '/access/delegation/list', { dn: DN.euser });
    await ctx.send('tmanager', 'POST', '/access/availability/list', { dn: DN.euser });
    const tinas = ['HelpDeskTeam', 'EngineeringApprovers'].map((id) => TEAM.replace('HelpDeskTeam', id));
    for (const dn of tinas)
      await ctx.send('uaadmin', 'PUT', '/access/teams/permissions', {
        teamDN: dn,
        permissions: [{ entityType: 'team', permission: 'request,viewTasks,actOnTasks,viewHistory' }],
      });
    expect(await ctx.get<Rights>('tmanager', '/access/info/user/rights')).toMatchObject({
      isDelegationTeamMgr: false,
      isAvailabilityTeamMgr: false,
    });
    // At once: the pages go (she still manages teams) and the server refuses her members' delegations.
    expect(await navRights()).toEqual(keys.map((key) => ({ key, value: key === 'teams' ? 'true' : 'false' })));
    await ctx.send('tmanager', 'POST', '/access/delegation/list', { dn: DN.euser }, 403);
    await ctx.send('tmanager', 'POST', '/access/availability/list', { dn: DN.euser }, 403);
    // Her own stay hers; giving delegation back gives the members' delegations back, not their availability.
    await ctx.send('tmanager', 'POST', '/access/availability/list', { dn: DN.tmanager });
    await ctx.send('uaadmin', 'PUT', '/access/teams/permissions', {
      teamDN: tinas[0],
      permissions: [{ entityType: 'team', permission: 'request,viewTasks,actOnTasks,viewHistory,delegation' }],
    });
    // Eddie is in both of Tina's teams.
    await ctx.send('tmanager', 'POST', '/access/delegation/list', { dn: DN.euser });
    await ctx.send('tmanager', 'POST', '/access/availability/list', { dn: DN.euser }, 403);
    expect((await navRights()).filter((r) => r.value === 'true').map((r) => r.key)).toEqual([
      'teams',
      'delegation',
      'createDelegation',
    ]);
  });

  it('deleting a team takes its members and permissions with it; --teams tops up to N', async () => {
    const answer = await ctx.send<{ success: boolean }>('uaadmin', 'DELETE', '/access/teams', {
      teams: [{ dn: teamDn }, { dn: 'cn=Nope,o=data' }],
    });
    expect(answer.success).toBe(false);
    const left = ctx.app.store.db
      .prepare<[string, string], { n: number }>(
        'SELECT (SELECT COUNT(*) FROM team_members WHERE team_dn = ?) + (SELECT COUNT(*) FROM team_permissions WHERE team_dn = ?) AS n',
      )
      .get(teamDn, teamDn);
    expect(left?.n).toBe(0);
    expect(topUpTeams(ctx.app.store.db, 60)).toBeGreaterThan(40);
    const page = await ctx.get<{ teams: TeamNode[]; totalCount: number }>(
      'uaadmin',
      '/access/teams/managelist?size=5&type=C&sortOrder=desc',
    );
    expect(page.teams.every((t) => t.domainTypes[0] === 'C')).toBe(true);
    expect(page.totalCount).toBeGreaterThan(5);
  });
});
