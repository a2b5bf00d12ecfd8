// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../core/fakes';
import { SALES, roleAdminSetup, settle } from './harness';

const REFUSED = {
  Fault: {
    Code: { Value: 'Sender', Subcode: { Value: 'FORBIDDEN' } },
    Reason: { Text: 'You may not read the role: it is outside the roles you administer.' },
  },
};
const domains = (type: string) => () => json({ domains: [{ key: 'ROLES', value: type }] });

async function openAssignDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Assign' }, { timeout: 3000 }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Assign Sales' }) };
}

describe('role administration for a delegated administrator (issue 30)', () => {
  afterEach(cleanup);

  it('a role whose details the server refuses (403) opens as "You do not administer this role", with nothing to edit', async () => {
    await roleAdminSetup({ 'catalog/roles/role': () => json(REFUSED, 403) }, SALES);
    expect(await screen.findByRole('heading', { name: 'You do not administer this role' })).toBeTruthy();
    expect(screen.getByText(/outside the roles you administer/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByLabelText('Description')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('another failure to read the role is still a load failure, not a refusal', async () => {
    await roleAdminSetup({ 'catalog/roles/role': () => json({}, 404) }, SALES);
    await settle(20);
    expect(screen.queryByRole('heading', { name: 'You do not administer this role' })).toBeNull();
  });

  it('a delegated administrator assigns to users only: no group tab, no container, and the dialog says why', async () => {
    await roleAdminSetup({ 'catalog/uas': domains('Delegated Administrator') }, SALES);
    const { dialog } = await openAssignDialog();
    // The picker's code comes when the dialog first opens.
    expect(await within(dialog).findByRole('combobox', { name: 'Users' }, { timeout: 3000 })).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: 'Container' })).toBeNull();
    expect(within(dialog).queryByLabelText('Including the subtree')).toBeNull();
    expect(within(dialog).getByText(/assign roles to individual users only/)).toBeTruthy();
  });

  it('an administrator of all roles assigns to users, groups and a container', async () => {
    await roleAdminSetup({ 'catalog/uas': domains('Domain Administrator') }, SALES);
    const { dialog } = await openAssignDialog();
    expect(await within(dialog).findByRole('combobox', { name: 'Users and groups' }, { timeout: 3000 })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Container' })).toBeTruthy();
    expect(within(dialog).queryByText(/assign roles to individual users only/)).toBeNull();
  });
});
