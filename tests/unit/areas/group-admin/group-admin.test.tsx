// @vitest-environment happy-dom
import { act } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupAdminWidget } from '../../../../src/areas/group-admin';
import { apiCore } from '../../api/setup';
import { json, type RecordedCall, type Route } from '../../core/fakes';
import { renderWithCore } from '../../ui/render-core';
import { settle } from '../list-harness';

const GROUP = 'cn=Night Shift,ou=groups,o=data';
const DYNAMIC = 'cn=Sales (dynamic),ou=dynamic,ou=groups,o=data';
const ANNA = 'cn=anna,ou=users,o=data';
const NODE = {
  dn: GROUP,
  name: 'Night Shift',
  description: 'Works at night',
  container: 'ou=groups,o=data',
  memberCount: 1,
  dynamic: false,
};
const DYNAMIC_NODE = {
  dn: DYNAMIC,
  name: 'Sales (dynamic)',
  description: 'Everyone in Sales',
  container: 'ou=dynamic,ou=groups,o=data',
  memberCount: 12,
  dynamic: true,
  memberQuery: '(&(objectClass=inetOrgPerson)(ou=Sales))',
};
const bodyOf = (call: RecordedCall | undefined): unknown => JSON.parse(call?.body ?? 'null');

async function setup(routes: Record<string, Route> = {}, groupDn?: string) {
  const { core, server } = await apiCore({
    userDefaults: () => json({ dn: 'cn=uaadmin,ou=sa,o=data', fullName: 'UA Admin' }),
    'info/user/rights': () => json({ isAdmin: true }),
    'access/supportedlocales': () => json({ locales: [{ locale: 'en', localeDisplayName: 'English' }] }),
    'access/groups/members': () =>
      json({ recipients: [{ dn: ANNA, name: 'Anna Adams', type: 'user' }], nextIndex: -1, total: 1 }),
    'access/groups/group': (call) => json((bodyOf(call) as { dn: string }).dn === DYNAMIC ? DYNAMIC_NODE : NODE),
    'access/assignments/list': () =>
      json({
        assignments: [
          { id: 'cn=OfficeBasics', name: 'Office Basics', entityType: 'role', isDirectAssignment: true },
          {
            id: 'cn=Mail',
            name: 'Mail',
            entityType: 'role',
            isDirectAssignment: false,
            cause: { type: 'role', sources: ['cn=OfficeBasics'] },
          },
        ],
        total: 2,
        nextIndex: -1,
      }),
    'rest/access/groups': (call) =>
      call.method === 'GET'
        ? json({ groups: [NODE, DYNAMIC_NODE], nextIndex: -1, arraySize: 2, totalCount: 2 })
        : call.method === 'DELETE'
          ? json({ dn: (bodyOf(call) as { dn: string }).dn })
          : json(NODE, call.method === 'POST' ? 201 : 200),
    ...routes,
  });
  const onGroupChanged = vi.fn();
  const rendered = renderWithCore(
    <GroupAdminWidget groupDn={groupDn} onNavigate={vi.fn()} onGroupChanged={onGroupChanged} />,
    core,
  );
  await settle(30);
  // A group's page comes as its own chunk: wait for it when the widget opens on one.
  if (groupDn) await waitFor(() => expect(rendered.container.querySelector('[part="group-detail"]')).not.toBeNull());
  return { ...rendered, server, onGroupChanged };
}

describe('group administration', () => {
  afterEach(cleanup);

  it('lists groups with their count, members and kind; searches and sorts on the server', async () => {
    const { server } = await setup();
    expect(screen.getByText('Groups found: 2')).toBeTruthy();
    const rows = screen.getByRole('table', { name: 'groups' }).querySelectorAll('tbody tr');
    expect(rows[1]?.textContent).toMatch(/Sales \(dynamic\).*Everyone in Sales.*12.*Dynamic/);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: /Search groups/ }), 'night{Enter}');
    await settle();
    await user.click(screen.getByRole('button', { name: 'Description' }));
    await settle();
    const url = new URL(server.callsTo('rest/access/groups').at(-1)!.url);
    expect([url.searchParams.get('q'), url.searchParams.get('sortBy'), url.searchParams.get('searchCount')]).toEqual([
      'night',
      'description',
      'true',
    ]);
  });

  it('deletes the chosen groups after a confirmation, one DELETE {dn} each, and reports the change', async () => {
    const { server, onGroupChanged } = await setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Night Shift' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Sales (dynamic)' }));
    await user.click(screen.getByRole('button', { name: 'Delete (2)' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete groups' })).getByRole('button', { name: 'Delete' }),
    );
    await settle();
    const deletes = server.callsTo('rest/access/groups').filter((c) => c.method === 'DELETE');
    expect(deletes.map(bodyOf)).toEqual([{ dn: GROUP }, { dn: DYNAMIC }]);
    expect(onGroupChanged).toHaveBeenCalledWith({ action: 'deleted', dns: [GROUP, DYNAMIC] });
  });

  it('a new group needs a valid name and a container; nothing is sent until then', async () => {
    const { server } = await setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New group' }));
    await settle();
    await user.type(await screen.findByLabelText('Name'), 'a/b');
    await user.click(screen.getAllByRole('button', { name: 'New group' }).at(-1)!);
    expect(screen.getByText('has invalid chracter')).toBeTruthy();
    expect(screen.getByText('Choose the container the group goes in.')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST' && /access\/groups$/.test(c.url))).toEqual([]);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('a/b');
  });

  it('a group: its members (search sent as *, nextIndex = first row + 1), adding and removing, its roles', async () => {
    const { server, onGroupChanged } = await setup({}, GROUP);
    expect(screen.getByRole('heading', { name: 'Night Shift', level: 2 })).toBeTruthy();
    // The members and roles sections load beside the group's answer.
    await waitFor(() => expect(server.callsTo('access/groups/members')).not.toHaveLength(0));
    const first = new URL(server.callsTo('access/groups/members')[0]!.url);
    expect([first.searchParams.get('q'), first.searchParams.get('nextIndex')]).toEqual(['*', '1']);
    expect(bodyOf(server.callsTo('access/groups/members')[0])).toEqual({ dn: GROUP });
    const roles = within(screen.getByRole('table', { name: 'roles' }));
    expect(roles.getByRole('row', { name: /Office Basics.*Assigned to the group/ })).toBeTruthy();
    expect(roles.getByRole('row', { name: /Mail.*Contained in an assigned role/ })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Anna Adams' }));
    await user.click(screen.getByRole('button', { name: /Remove from group/ }));
    await settle();
    const put = server.callsTo('rest/access/groups').find((c) => c.method === 'PUT');
    expect(bodyOf(put)).toEqual({ dn: GROUP, members: [ANNA], membersAction: 'remove' });
    expect(onGroupChanged).toHaveBeenCalledWith({ action: 'membersRemoved', dns: [ANNA] });
  });

  it('the member search waits a second after the last keystroke', async () => {
    const { server } = await setup({}, GROUP);
    const before = server.callsTo('access/groups/members').length;
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(screen.getByLabelText('Search members by name'), { target: { value: 'an' } });
      await act(async () => vi.advanceTimersByTime(500));
      fireEvent.change(screen.getByLabelText('Search members by name'), { target: { value: 'ann' } });
      await act(async () => vi.advanceTimersByTime(999));
      expect(server.callsTo('access/groups/members')).toHaveLength(before);
      await act(async () => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    await settle();
    const calls = server.callsTo('access/groups/members');
    expect(calls).toHaveLength(before + 1);
    expect(new URL(calls.at(-1)!.url).searchParams.get('q')).toBe('ann');
  });

  it('a dynamic group shows its query and offers no member changes', async () => {
    await setup({}, DYNAMIC);
    expect(screen.getByText('(&(objectClass=inetOrgPerson)(ou=Sales))')).toBeTruthy();
    expect(screen.getByText(/This group is dynamic/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Add members' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select Anna Adams' })).toBeNull();
  });

  it('a save that fails keeps what was typed', async () => {
    const fault = { Fault: { Code: { Value: 'Sender', Subcode: { Value: 'INV_INPUT' } }, Reason: { Text: 'No.' } } };
    await setup(
      {
        'rest/access/groups': (call) => (call.method === 'PUT' ? json(fault, 400) : json({ groups: [NODE] })),
      },
      GROUP,
    );
    const user = userEvent.setup();
    const description = screen.getByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'Nights and weekends');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Nights and weekends');
  });
});
