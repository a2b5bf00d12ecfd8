// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../core/fakes';
import { axeViolations } from '../list-harness';
import { CRM, SALES, SALES_NODE, bodyOf, roleAdminSetup, settle } from './harness';

const FAULT = { Fault: { Code: { Value: 'Sender' }, Reason: { Text: 'A role named Sales already exists.' } } };

describe('role administration', () => {
  afterEach(cleanup);

  it('lists roles with their level names and status, filtered by level and searched by text', async () => {
    const { server, container } = await roleAdminSetup();
    await settle(20);
    const rows = [...container.querySelectorAll('tbody tr')].map((row) => row.textContent ?? '');
    expect(rows[0]).toContain('Business Role');
    expect(rows[1]).toMatch(/CRM.*IT Role.*IT.*Pending Delete/);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Level'), 'IT Role');
    await settle();
    const last = new URL(server.callsTo('catalog/roles/list').at(-1)!.url).searchParams;
    expect(last.get('roleLevel')).toBe('20');
    await user.type(screen.getByRole('searchbox', { name: /Search roles/ }), 'sal{Enter}');
    await settle();
    expect(new URL(server.callsTo('catalog/roles/list').at(-1)!.url).searchParams.get('q')).toBe('sal');
  });

  it('deletes the chosen roles after a confirmation and reports the answer', async () => {
    const { server, onRoleChanged } = await roleAdminSetup({
      'catalog/roles/role': (call) =>
        call.method === 'DELETE'
          ? json({ success: true, succeeded: [{ id: CRM, name: 'CRM' }], failed: [] })
          : json({ roles: [SALES_NODE] }, 201),
    });
    await settle(20);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select CRM' }));
    await user.click(screen.getByRole('button', { name: 'Delete (1)' }));
    // The confirmation's code comes when it first opens.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/A role that is assigned goes to Pending Delete/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await settle();
    const call = server.callsTo('catalog/roles/role').find((c) => c.method === 'DELETE');
    expect(bodyOf(call)).toEqual({ roles: [{ id: CRM }] });
    expect(onRoleChanged).toHaveBeenCalledWith({ action: 'deleted', dns: [CRM] });
  });

  it('create: bad input gets the spec message beside the field and nothing is sent', async () => {
    const { server } = await roleAdminSetup();
    await settle(20);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Role' }));
    // The form is its own chunk: it shows once that is in.
    await screen.findByLabelText('Name');
    await user.click(screen.getAllByRole('button', { name: 'Create Role' }).at(-1)!);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Required')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Sales#1');
    expect(screen.getByText('has invalid chracter')).toBeTruthy();
    const grant = screen.getAllByRole('group', { name: 'Approval' })[0]!;
    await user.click(within(grant).getByRole('radio', { name: 'Quorum' }));
    await user.click(screen.getAllByRole('button', { name: 'Create Role' }).at(-1)!);
    expect(screen.getByText('Choose at least one approver.', { selector: 'p' })).toBeTruthy();
    expect(server.callsTo('catalog/roles').filter((c) => c.method === 'POST' && !c.url.includes('/list'))).toEqual([]);
  });

  it('create: a failed save keeps the form and shows the fault; a good one opens the new role', async () => {
    let fail = true;
    const { server, onRoleChanged, container } = await roleAdminSetup({
      'rest/catalog/roles': (call) =>
        call.method === 'POST' ? (fail ? json(FAULT, 400) : json({ ...SALES_NODE }, 201)) : json({ roles: [] }),
    });
    await settle(20);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Role' }));
    await user.type(await screen.findByLabelText('Name'), 'Sales');
    await user.type(screen.getByLabelText('Description'), 'People who sell');
    await user.click(screen.getAllByRole('button', { name: 'Create Role' }).at(-1)!);
    await settle();
    expect(container.textContent).toContain('A role named Sales already exists.');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Sales');
    const sent = bodyOf(server.calls.filter((c) => c.method === 'POST' && c.url.endsWith('catalog/roles')).at(-1));
    expect(sent).toMatchObject({
      name: 'Sales',
      description: 'People who sell',
      roleLevel: { level: 30 },
      approvalRequired: false,
      revokeEqualsGrant: false,
    });
    fail = false;
    await user.click(screen.getAllByRole('button', { name: 'Create Role' }).at(-1)!);
    await settle(20);
    expect(onRoleChanged).toHaveBeenCalledWith({ action: 'created', dns: [SALES] });
    expect(await screen.findByRole('heading', { name: 'Sales' })).toBeTruthy();
  });

  it('a role: its approval in words, children of the next level down, removing one', async () => {
    const { server } = await roleAdminSetup(
      {
        'catalog/roles/subRoles': (call) =>
          call.url.includes('/list')
            ? json({ roles: [{ id: CRM, name: 'CRM', level: 20 }], total: 1 }, 201)
            : json({ success: true, succeeded: [{ id: CRM, name: 'CRM' }], failed: [] }),
      },
      SALES,
    );
    // The role's page is its own chunk: its facts show once that and the role are in.
    await screen.findAllByText('Serial approval by Ann → Bob (2 approvers, in this order).');
    await settle(30);
    const facts = within(document.querySelector<HTMLElement>('.idm-admin-facts')!);
    expect(facts.getByText('Serial approval by Ann → Bob (2 approvers, in this order).')).toBeTruthy();
    expect(facts.getByText('The same approval as the grant.')).toBeTruthy();
    // The sections below the definition load beside the role's answer.
    expect(await screen.findByRole('heading', { name: 'Child roles (IT Role)' })).toBeTruthy();
    await settle(30);
    const gains = await screen.findByRole('region', { name: 'What members gain through this role' });
    expect(within(gains).getByRole('list').textContent).toBe('CRM (child role)');
    expect(screen.getByText('A business role is not contained in other roles.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove CRM' }));
    await settle();
    const removal = server.callsTo('catalog/roles/subRoles').find((c) => c.method === 'DELETE');
    expect(bodyOf(removal)).toEqual({ roleId: SALES, subRoles: [{ id: CRM, requestDescription: '' }] });
  });
});

describe('role administration: accessibility', () => {
  afterEach(cleanup);

  it('the list, a role and the create form have no axe violations', async () => {
    const { container } = await roleAdminSetup({}, SALES);
    await screen.findByRole('button', { name: 'Back to roles' });
    await settle(30);
    expect(await axeViolations(container)).toEqual([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Back to roles' }));
    await settle();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Create Role' }));
    await screen.findByLabelText('Name');
    await user.click(screen.getAllByRole('button', { name: 'Create Role' }).at(-1)!);
    expect(await axeViolations(container)).toEqual([]);
  });
});
