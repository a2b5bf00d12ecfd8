// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminPermissionsWidget, type AdminPermissionsView } from '../../../../src/areas/admin-permissions';
import { ASSIGNMENTS_FIRST } from '../../../../src/areas/admin-permissions/assignments-first';
import { apiCore } from '../../api/setup';
import { json, type RecordedCall, type Route } from '../../core/fakes';
import { renderWithCore } from '../../ui/render-core';
import { settle } from '../list-harness';

const DAN = 'cn=dadmin,ou=users,o=data';
const SYSTEMS = 'cn=Systems,cn=Level20,cn=RoleDefs,o=system';
const ROLE = 'cn=SalesSystemAccess,cn=Systems,cn=Level20,cn=RoleDefs,o=system';
const ASSIGNMENTS = {
  adminAssignments: [
    {
      assignee: 'Dan Delegate',
      assigneeDn: DAN,
      assignmentType: 'User',
      assignmentTypeKey: 'USER',
      adminType: 'Delegated Administrator',
      adminTypeKey: 'MANAGER',
      comment: 'Systems only',
      domain: 'ROLES',
      domainType: 'Roles',
      status: 'Active',
    },
    {
      assignee: 'UA Admin',
      assigneeDn: 'cn=uaadmin,ou=sa,o=data',
      assignmentTypeKey: 'USER',
      adminTypeKey: 'ADMIN',
      comment: '',
      domain: 'SECURITY',
      status: 'Active',
    },
  ],
  nextIndex: -1,
  total: 2,
};
const DOMAINS = {
  domains: ['SECURITY', 'ROLES', 'RESOURCES', 'PROVISIONING'].map((key) => ({ key, value: key.toLowerCase() })),
};
const bodyOf = (call: RecordedCall | undefined): unknown => JSON.parse(call?.body ?? 'null');

async function setup(initial: AdminPermissionsView = { page: 'assignments' }, routes: Record<string, Route> = {}) {
  const { core, server } = await apiCore({
    userDefaults: () => json({ dn: 'cn=uaadmin,ou=sa,o=data', fullName: 'UA Admin' }),
    'info/user/rights': () => json({}),
    'access/supportedlocales': () => json({ locales: [{ locale: 'en', localeDisplayName: 'English' }] }),
    'admin/administrator/assignments': (call) =>
      call.method === 'DELETE'
        ? json({ revokeAssignments: [{ assignmentDomain: 'ROLES', identity: DAN }], arraySize: 1 })
        : json(ASSIGNMENTS),
    'admin/administrator/assignments/columns': () =>
      json({
        domains: [
          { key: 'assignee', value: 'Assignee' },
          { key: 'domain', value: 'Domain' },
          { key: 'adminType', value: 'Admin Type' },
        ],
      }),
    'admin/administrator/assignments/domains': () => json(DOMAINS),
    'admin/administrator/assignments/adminDomains': () => json(DOMAINS),
    'admin/administrator/assignments/create': () => json({ domains: [{ key: 'ROLES', value: 'Roles' }] }, 201),
    'admin/permission/assignment': () =>
      json({
        domains: [{ key: SYSTEMS, value: 'Systems' }],
        permissions: [
          { id: SYSTEMS, dn: SYSTEMS, name: 'Systems', entityType: 'CONTAINER' },
          { id: ROLE, dn: ROLE, name: 'Sales System Access', entityType: 'ROLE' },
        ],
        nextIndex: -1,
        total: 2,
      }),
    'admin/permission/rootContainer': () => json({ mapList: [{ key: 'cn=RoleDefs,o=system', value: 'RoleDefs' }] }),
    'rest/admin/permission?': () => json({ domains: [{ key: 'modifyRole', value: 'Modify roles' }] }),
    'admin/assignment/permissions': () =>
      json({ success: true, succeeded: [{ id: SYSTEMS, name: 'Systems' }], failed: [] }),
    'access/entities/quickInfo': () =>
      json({
        entityType: 'ROLE',
        entityName: 'Sales System Access',
        details: [{ key: 'description', displayLabel: 'Description', value: 'Sales tools', dataType: 'String' }],
      }),
    'access/permissions': () =>
      json({
        permissions: [
          {
            id: ROLE,
            dn: ROLE,
            name: 'Sales System Access',
            desc: 'Sales tools',
            entityType: 'ROLE',
            categories: ['Sales'],
          },
        ],
        nextIndex: -1,
        total: 1,
      }),
    ...routes,
  });
  const onChanged = vi.fn();
  const go = vi.fn();
  const rendered = renderWithCore(
    <AdminPermissionsWidget initial={initial} tabs views={ASSIGNMENTS_FIRST} onNavigate={go} onChanged={onChanged} />,
    core,
  );
  // As in <idm-admin-assignments>: the assignments come with the widget, the other views as chunks of their own
  // (wait for the view's title).
  await screen.findByRole('heading', { level: 2 });
  await settle(30);
  return { ...rendered, server, onChanged };
}

describe('administrator assignments and permissions', () => {
  afterEach(cleanup);

  it("lists assignments with the server's columns and the console's names; search, sort and filters go to the server", async () => {
    const { server } = await setup();
    const table = screen.getByRole('table', { name: 'administrator assignments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining([expect.stringContaining('Assignee'), expect.stringContaining('Domain')]));
    expect(table.querySelector('tbody tr')?.textContent).toMatch(/Dan Delegate.*Roles.*Delegated Administrator/);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Domain'), 'ROLES');
    await user.selectOptions(screen.getByLabelText('Admin Type'), 'MANAGER');
    await user.type(screen.getByRole('searchbox', { name: 'Search assignments by assignee' }), 'dan{Enter}');
    await user.click(within(table).getByRole('button', { name: /Domain/ }));
    await settle();
    const url = new URL(server.callsTo('rest/admin/administrator/assignments?').at(-1)!.url);
    expect(url.searchParams.get('filterSearch')).toBe('ROLES,MANAGER');
    expect(url.searchParams.get('q')).toBe('dan');
    expect(url.searchParams.get('sortColumn')).toBe('domain');
  });

  it('assigning needs an assignee and a domain (said beside the fields); a container is sent as one', async () => {
    const { server, onChanged } = await setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Assign administrator' }));
    // The dialog's code comes when it first opens.
    const dialog = await screen.findByRole('dialog', { name: 'Assign an administrator' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(within(dialog).getByText('Choose a user or group, or enter a container.')).toBeTruthy();
    expect(within(dialog).getByText('Required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Or a container (its DN)'), 'ou=Finance,ou=users,o=data');
    await user.selectOptions(within(dialog).getByLabelText('Domain'), 'ROLES');
    await user.click(within(dialog).getByRole('radio', { name: 'Delegated Administrator' }));
    await user.type(within(dialog).getByLabelText('Comment'), 'Finance roles');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await settle();
    expect(bodyOf(server.callsTo('assignments/create').at(-1))).toEqual({
      assigneeDn: 'ou=Finance,ou=users,o=data',
      assignmentTypeKey: 'CONTAINER',
      domain: 'ROLES',
      adminTypeKey: 'MANAGER',
      comment: 'Finance roles',
    });
    expect(onChanged).toHaveBeenCalledWith({
      action: 'assigned',
      dns: ['ou=Finance,ou=users,o=data'],
      domain: 'ROLES',
    });
    // A delegated administrator's permissions open next.
    expect((await screen.findByRole('heading', { level: 2, name: /Permissions of/ })).textContent).toContain(
      'Permissions of',
    );
  });

  it('removes the chosen assignments with their permissions after a confirmation', async () => {
    const { server, onChanged } = await setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Dan Delegate, Roles' }));
    await user.click(screen.getByRole('button', { name: 'Remove (1)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await settle();
    const call = server.calls.find((c) => c.method === 'DELETE');
    expect(bodyOf(call)).toEqual({
      revokeAssignments: [{ assignmentDomain: 'ROLES', identity: DAN, isAllPermissions: true }],
    });
    expect(onChanged).toHaveBeenCalledWith({ action: 'removed', dns: [DAN] });
    expect(await screen.findByText('Administrator assignments removed: 1.')).toBeTruthy();
  });

  it('a removal the server refuses: the banner gives its reason and the rows stay chosen', async () => {
    const fault = { Fault: { Code: { Value: 'Sender' }, Reason: { Text: 'Dan administers Roles alone.' } } };
    const { server, onChanged } = await setup(
      { page: 'assignments' },
      {
        'admin/administrator/assignments': (call) => (call.method === 'DELETE' ? json(fault, 400) : json(ASSIGNMENTS)),
      },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Dan Delegate, Roles' }));
    await user.click(screen.getByRole('button', { name: 'Remove (1)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await settle();
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('Dan administers Roles alone.')).toBeTruthy();
    expect(screen.queryByText(/Administrator assignments removed/)).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select Dan Delegate, Roles' }).checked).toBe(true);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("a delegated administrator's permissions: objects and containers, quick info on a role, root containers, remove", async () => {
    const { server, onChanged } = await setup({ page: 'permissions', assigneeDn: DAN, domain: 'ROLES' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Permissions of Dan Delegate: Roles');
    const table = screen.getByRole('table', { name: 'permissions' });
    expect(table.textContent).toMatch(/Systems.*Container/);
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Sales System Access' }));
    await settle();
    const info = await screen.findByRole('dialog', { name: 'About Sales System Access' });
    // The card's read may still be on its way when the dialog shows ("Loading…").
    await within(info).findByText('Sales tools', { exact: false });
    await user.click(within(info).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Add all of RoleDefs' }));
    await settle();
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(bodyOf(put)).toEqual({
      assignedToDN: DAN,
      permissions: [{ id: 'cn=RoleDefs,o=system', dn: 'cn=RoleDefs,o=system' }],
    });
    expect(onChanged).toHaveBeenCalledWith({ action: 'permissionsAdded', dns: [DAN], domain: 'ROLES' });

    await user.click(screen.getByRole('checkbox', { name: 'Select Systems' }));
    await user.click(screen.getByRole('button', { name: 'Remove (1)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await settle();
    const del = server.calls.find((c) => c.method === 'DELETE');
    expect(bodyOf(del)).toEqual({ assignedToDN: DAN, permissions: [{ id: SYSTEMS, dn: SYSTEMS }] });
    const details = document.querySelector<HTMLElement>('[part=permission-details]')!;
    expect(within(details).getByText('Modify roles')).toBeTruthy();

    // Single actions: none chosen is said beside them and nothing is sent; one chosen goes as `permission`.
    const actions = screen.getByRole('group', { name: 'What they may do with these objects' });
    for (const box of within(actions).getAllByRole('checkbox')) await user.click(box);
    const before = server.calls.filter((c) => c.method === 'PUT').length;
    await user.click(screen.getAllByRole('button', { name: /^Add all of / })[0]!);
    expect(within(actions).getByRole('alert').textContent).toBe('Choose at least one action.');
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(before);
    await user.click(within(actions).getByRole('checkbox', { name: 'Modify roles' }));
    await user.click(screen.getAllByRole('button', { name: /^Add all of / })[0]!);
    await settle();
    const single = server.calls.filter((c) => c.method === 'PUT').at(-1);
    expect(bodyOf(single)).toEqual({
      assignedToDN: DAN,
      permissions: [{ id: 'cn=RoleDefs,o=system', dn: 'cn=RoleDefs,o=system', permission: 'modifyRole' }],
    });
  });

  it('the access permissions list asks for the kinds chosen (repeated type) and its columns', async () => {
    const { server } = await setup({ page: 'access' });
    expect(screen.getByRole('table', { name: 'access permissions' }).textContent).toMatch(/Sales System Access.*Role/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Request definition' }));
    await settle();
    const url = new URL(server.callsTo('access/permissions').at(-1)!.url);
    expect(url.searchParams.getAll('type')).toEqual(['ROLE', 'RESOURCE']);
    expect(url.searchParams.getAll('column')).toEqual(['name', 'description', 'categories']);
    expect(url.searchParams.get('sortByName')).toBe('true');
  });
});
