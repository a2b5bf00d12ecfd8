// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TeamAdminWidget } from '../../../../src/areas/team-admin';
import { apiCore } from '../../api/setup';
import { json, type RecordedCall, type Route } from '../../core/fakes';
import { renderWithCore } from '../../ui/render-core';
import { axeViolations, settle } from '../list-harness';

const TEAM = 'cn=Mentors,cn=TeamDefs,o=system';
const TINA = 'cn=tmanager,ou=users,o=data';
const ROLE = 'cn=CRMRead,cn=Level10,o=system';
const TEAM_NODE = {
  dn: TEAM,
  name: 'Mentors',
  description: 'Look after the interns',
  domainTypes: ['R'],
  readOnly: false,
  requestors: [{ dn: TINA, name: 'Tina Teammanager', type: 'user' }],
  recipients: [
    { dn: 'cn=Interns,ou=groups,o=data', name: 'Interns', type: 'group' },
    { dn: 'directReports', name: 'directReports', type: 'relationship' },
  ],
};
const PERMISSIONS = [
  { authObjDN: TEAM, objType: 'team', name: 'Mentors', permission: 'viewTasks,viewHistory' },
  { authObjDN: ROLE, objType: 'role', name: 'CRM Read', permission: 'request' },
];
const bodyOf = (call: RecordedCall | undefined): unknown => JSON.parse(call?.body ?? 'null');

async function setup(options: { admin?: boolean; teamDn?: string; routes?: Record<string, Route> } = {}) {
  const admin = options.admin ?? true;
  const { core, server } = await apiCore({
    userDefaults: () => json({ dn: 'cn=uaadmin,ou=sa,o=data', fullName: 'UA Admin' }),
    'info/user/rights': () => json({ isAdmin: admin }),
    'access/teams/managelist': () =>
      json({ teams: [{ ...TEAM_NODE, readOnly: !admin }], nextIndex: -1, arraySize: 1, totalCount: 1 }),
    'access/teams/team/permissions': () => json({ permissionsList: PERMISSIONS, totalSize: 2, nextIndex: -1 }, 201),
    'access/teams/permissions': () => json({ success: true, succeeded: [{ dn: TEAM, name: 'Mentors' }], failed: [] }),
    'access/teams/team': () => json({ ...TEAM_NODE, readOnly: !admin }, 201),
    'rest/access/teams': (call) =>
      call.method === 'DELETE'
        ? json({ success: true, succeeded: [{ dn: TEAM, name: 'Mentors' }], failed: [] })
        : json({ ...TEAM_NODE, dn: 'cn=New,cn=TeamDefs,o=system' }, call.method === 'POST' ? 201 : 200),
    ...options.routes,
  });
  const onTeamChanged = vi.fn();
  const rendered = renderWithCore(
    <TeamAdminWidget teamDn={options.teamDn} onNavigate={vi.fn()} onTeamChanged={onTeamChanged} />,
    core,
  );
  await settle(30);
  return { ...rendered, server, onTeamChanged };
}

describe('team administration', () => {
  afterEach(cleanup);

  it('lists teams with their type in words; the type filter and the search go to the server', async () => {
    const { server, container } = await setup();
    expect(container.querySelector('tbody tr')?.textContent).toMatch(/Mentors.*Roles.*Look after the interns.*Tina/);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Team type'), 'C');
    await settle();
    expect(new URL(server.callsTo('access/teams/managelist').at(-1)!.url).searchParams.get('type')).toBe('C');
    await user.type(screen.getByRole('searchbox', { name: /Search teams/ }), 'men{Enter}');
    await settle();
    expect(new URL(server.callsTo('access/teams/managelist').at(-1)!.url).searchParams.get('q')).toBe('men');
    expect(screen.getByRole('option', { name: 'S – Resources' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('deletes the chosen teams after a confirmation, and reports the change', async () => {
    const { server, onTeamChanged } = await setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Mentors' }));
    await user.click(screen.getByRole('button', { name: 'Delete (1)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await settle();
    expect(bodyOf(server.calls.find((c) => c.method === 'DELETE'))).toEqual({ teams: [{ dn: TEAM }] });
    expect(onTeamChanged).toHaveBeenCalledWith({ action: 'deleted', dns: [TEAM] });
  });

  it('a new team needs a name and a team manager; nothing is sent until then', async () => {
    const { server } = await setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    // The form's code comes when it first opens.
    await screen.findByLabelText('Name');
    await user.click(screen.getAllByRole('button', { name: 'Create team' }).at(-1)!);
    expect(screen.getByText('Required')).toBeTruthy();
    expect(screen.getAllByText('Choose at least one team manager.').length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Name'), 'Bad|Name');
    await user.click(screen.getAllByRole('button', { name: 'Create team' }).at(-1)!);
    expect(screen.getByText('has invalid chracter')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST' && c.url.endsWith('access/teams'))).toEqual([]);
  });

  it('a team: its recipients in the form, a save sends the TargetSetNode, team rights go to PUT teams/permissions', async () => {
    const { server, onTeamChanged } = await setup({ teamDn: TEAM });
    expect(await screen.findByRole('checkbox', { name: 'The direct reports of the team managers' })).toHaveProperty(
      'checked',
      true,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /S – Resources/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(bodyOf(server.calls.find((c) => c.method === 'PUT' && c.url.endsWith('access/teams')))).toEqual({
      dn: TEAM,
      name: 'Mentors',
      description: 'Look after the interns',
      domainTypes: ['S'],
      requestors: [{ dn: TINA, type: 'user' }],
      recipients: [
        { dn: 'cn=Interns,ou=groups,o=data', type: 'group' },
        { dn: 'directReports', type: 'relationship' },
      ],
    });
    expect(onTeamChanged).toHaveBeenCalledWith({ action: 'updated', dns: [TEAM] });

    const permissions = within(document.querySelector<HTMLElement>('[part="team-permissions"]')!);
    expect(permissions.getByRole('checkbox', { name: 'See their tasks' })).toHaveProperty('checked', true);
    await user.click(permissions.getByRole('checkbox', { name: 'Act on their tasks' }));
    await user.click(permissions.getByRole('button', { name: 'Save rights' }));
    await settle();
    expect(bodyOf(server.calls.find((c) => c.method === 'PUT' && c.url.endsWith('teams/permissions')))).toEqual({
      teamDN: TEAM,
      permissions: [{ dn: TEAM, entityType: 'team', permission: 'viewTasks,actOnTasks,viewHistory' }],
    });
    await user.click(permissions.getByRole('button', { name: 'Remove CRM Read' }));
    await settle();
    expect(bodyOf(server.calls.find((c) => c.method === 'DELETE' && c.url.endsWith('teams/permissions')))).toEqual({
      teamDN: TEAM,
      permissions: [{ dn: ROLE }],
    });
  });

  it('a team manager sees the teams and a team read-only: no create, delete, form or permission changes', async () => {
    const { container } = await setup({ admin: false });
    expect(screen.queryByRole('button', { name: 'Create team' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select Mentors' })).toBeNull();
    expect(screen.getByText('The teams you manage. Only administrators change them.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mentors' }));
    await settle(30);
    expect(await screen.findByText(/You manage this team/)).toBeTruthy();
    expect(container.querySelector('[part="team-form"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save rights' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove CRM Read' })).toBeNull();
    expect(screen.getByText('Interns, The direct reports of the team managers')).toBeTruthy();
  });
});
