// @vitest-environment happy-dom
import '../../setup/act-environment';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartStore } from '../../../../src/areas/request-access/cart-store';
import { RecipientChooser } from '../../../../src/areas/request-access/RecipientChooser';
import { recipientSources } from '../../../../src/areas/request-access/RecipientPickers';
import { TEAM_USER_PAGE_SIZE } from '../../../../src/areas/request-access/queries';
import type { OnBehalfRules } from '../../../../src/areas/request-access/model';
import { memoryStorage } from '../../../../src/core';
import { useStore } from '@nanostores/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../core/fakes';
import {
  accessServer,
  MAY_REQUEST_FOR_OTHERS,
  renderRequestAccess,
  role,
  SALES_TEAM,
  SELF_DN,
  settle,
  submitted,
  testCore,
  waitFor,
  type AccessServerOptions,
  cleanup,
  renderWithCore,
  screen,
  within,
} from './harness';

const ANN = 'cn=ann,ou=users,o=data';
/** A server whose robInit allows requests for others, and a core over it. */
function forOthers(options: AccessServerOptions = {}) {
  const server = accessServer({ rob: MAY_REQUEST_FOR_OTHERS, ...options });
  return { server, core: testCore(memoryStorage(), server) };
}

const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});
const submitButton = () => screen.getByRole('button', { name: 'Submit request' });

describe('request on behalf of others', () => {
  afterEach(cleanup);

  it('offers only myself when robInit does not allow requests for others', async () => {
    const server = accessServer();
    const { container } = renderRequestAccess(server);
    await waitFor(() => expect(server.rob).toHaveBeenCalled());
    await settle();
    expect(container.querySelector('.ra-recipients')).toBeNull();
    expect(text(container)).not.toContain('Someone else');
  });

  it('a robInit read that fails says so with Try again, which then offers someone else', async () => {
    let fail = true;
    // A fetch that rejects is a connection that broke: the console's NetworkError.
    const server = accessServer({
      rob: MAY_REQUEST_FOR_OTHERS,
      routes: {
        'access/rob': () => (fail ? Promise.reject(new TypeError('Failed to fetch')) : json(MAY_REQUEST_FOR_OTHERS)),
      },
    });
    const { container } = renderRequestAccess(server);
    // No answer is retried 3 times (300 + 600 + 1200 ms) before the failure shows.
    await waitFor(
      () =>
        expect(text(container.querySelector('[role="alert"]'))).toBe(
          'Whether you may request for others could not be checked. Network ErrorTry again',
        ),
      { timeout: 5000 },
    );
    fail = false;
    await user.click(
      within(container.querySelector('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    await waitFor(() => expect(container.querySelector('.ra-recipients')).not.toBeNull());
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('offers someone else when allowed, and requires a recipient', async () => {
    const { server, core } = forOthers();
    cartStore(core).add(role('Accountant'));
    const { container } = renderRequestAccess(server, {}, core);
    await waitFor(() => expect(container.querySelector('.ra-recipients')).not.toBeNull());
    expect(text(container.querySelector('.ra-recipients legend'))).toBe('Request for');
    expect(radio('Myself')?.checked).toBe(true);
    await user.click(radio('Someone else'));
    // The picker's code comes when it is first asked for.
    await waitFor(() => expect(container.querySelector('.idm-picker')).not.toBeNull());
    expect([...container.querySelectorAll('.idm-picker [role="tab"]')].map(text)).toEqual(['Users', 'Groups']);
    expect(text(container.querySelector('.ra-recipients label[for]'))).toBe('Team');

    await waitFor(() => expect(container.querySelector('.ra-dates')).not.toBeNull());
    await user.click(submitButton());
    expect(text(container.querySelector('.ra-error-summary'))).toBe('Choose at least one recipient.');
    expect(server.submit).not.toHaveBeenCalled();
  });

  it('preselects the recipient of ?recipient= (org chart) and sends the request for them', async () => {
    const { server, core } = forOthers({ names: { [ANN]: 'Ann Archer' } });
    cartStore(core).add(role('Accountant'));
    const { container } = renderRequestAccess(server, { recipient: ANN }, core);
    await waitFor(() => expect(text(container.querySelector('.idm-picker'))).toContain('Ann Archer'));
    expect(radio('Someone else')?.checked).toBe(true);
    expect(cartStore(core).$cart.get().recipients).toEqual([{ dn: ANN, name: 'Ann Archer', type: 'user' }]);
    // The landing items give way to what may be requested for the recipients.
    expect(container.querySelector('.ra-landing')).toBeNull();

    await waitFor(() => expect(container.querySelector('.ra-dates')).not.toBeNull());
    await user.click(submitButton());
    await waitFor(() => expect(server.submit).toHaveBeenCalled());
    expect(submitted(server).recipients).toEqual([{ dn: ANN, type: 'user', isGroupAssignment: false }]);
  });

  it('searches what may be requested for the chosen recipients', async () => {
    const { server, core } = forOthers();
    renderRequestAccess(server, { recipient: ANN }, core);
    await waitFor(() => expect(radio('Someone else')?.checked).toBe(true));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'role');
    await waitFor(() => expect(server.search).toHaveBeenCalled());
    // POST access/teams/permissions with the recipients as the target set.
    expect(server.search.mock.calls.at(-1)?.[1]).toEqual({ targetSetDnList: [ANN] });
  });

  it('refuses a preselected recipient when robInit does not allow it', async () => {
    const { container } = renderRequestAccess(accessServer(), { recipient: ANN });
    await waitFor(() => expect(container.querySelector('.idm-alert.warning')).not.toBeNull());
    expect(text(container.querySelector('.idm-alert.warning'))).toBe(
      'You cannot request on behalf of ann. Requests are made for yourself.',
    );
    expect(container.querySelector('.ra-recipients')).toBeNull();
  });

  it("treats the signed-in user's own DN as myself", async () => {
    const { server, core } = forOthers();
    cartStore(core).setMode('others');
    renderRequestAccess(server, { recipient: SELF_DN.toUpperCase() }, core);
    await waitFor(() => expect(radio('Myself')?.checked).toBe(true));
  });

  it('asks for team members 5 at a time, and other users at the picker page size', async () => {
    const { server, core } = forOthers();
    const sources = recipientSources(core);
    const signal = new AbortController().signal;
    const last = (fn: typeof server.users) => Object.fromEntries(fn.mock.calls.at(-1)?.[0] ?? []);
    await sources.users?.({ q: 'an', nextIndex: 6, size: 10, teamDn: 'cn=Sales,ou=teams,o=data' }, signal);
    expect(last(server.users)).toMatchObject({
      q: 'an',
      nextIndex: '6',
      size: String(TEAM_USER_PAGE_SIZE),
      teamDn: 'cn=Sales,ou=teams,o=data',
    });
    expect(TEAM_USER_PAGE_SIZE).toBe(5);
    const page = await sources.users?.({ q: 'an', nextIndex: 1, size: 7 }, signal);
    expect(last(server.users)).toMatchObject({ q: 'an', nextIndex: '1', size: '7' });
    expect(last(server.users)).not.toHaveProperty('teamDn');
    expect(page).toEqual({
      items: [{ itemType: 'user', dn: 'cn=ann,ou=users,o=data', fullName: 'Ann Archer' }],
      nextIndex: -1,
      total: 1,
    });
    await sources.groups?.({ q: 'sa', nextIndex: 1, size: 5 }, signal);
    expect(last(server.groups)).toMatchObject({ q: 'sa', nextIndex: '1', size: '5' });
  });

  it('limits the picker to team members once a team is chosen', async () => {
    // Rules that allow only team members (robInit always allows users and groups too: the chooser is given them).
    const rules: OnBehalfRules = {
      allowed: true,
      users: false,
      groups: false,
      groupAssignment: false,
      teams: true,
      teamList: [SALES_TEAM],
    };
    const core = testCore();
    const store = cartStore(core);
    store.setMode('others');
    function Chooser() {
      const cart = useStore(store.$cart);
      return (
        <RecipientChooser
          rules={rules}
          mode={cart.mode}
          recipients={cart.recipients}
          teamDn={cart.teamDn}
          onModeChange={store.setMode}
          onRecipientsChange={store.setRecipients}
          onTeamChange={store.setTeam}
          showRequired={false}
        />
      );
    }
    const { container } = renderWithCore(<Chooser />, core);
    await waitFor(() => expect(container.querySelector('.ra-recipients select')).not.toBeNull());
    expect(container.querySelector('.idm-picker')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), SALES_TEAM.dn);
    expect(container.querySelector('.idm-picker')).not.toBeNull();
    expect([...container.querySelectorAll('.idm-picker [role="tab"]')].map(text)).toEqual([]);
    expect(cartStore(core).$cart.get().teamDn).toBe('cn=Sales,ou=teams,o=data');
  });
});

describe('request on behalf of a group', () => {
  afterEach(cleanup);

  const SALES = 'cn=Sales,ou=groups,o=data';
  const member = (n: number) => ({ dn: `cn=member${n},ou=users,o=data`, name: `Member ${n}`, type: 'user' });

  /** Someone else → Groups → 'Sales': the members dialog opens. */
  async function chooseSales(groupAssignment: boolean) {
    const { server, core } = forOthers({
      rob: { authorized: true, isRoleAdmin: groupAssignment },
      members: [member(1), member(2), member(3)],
    });
    cartStore(core).add(role('Accountant'));
    cartStore(core).setMode('others');
    const rendered = renderRequestAccess(server, {}, core);
    const { container } = rendered;
    await waitFor(() => expect(container.querySelector('.idm-picker [role="tab"]')).not.toBeNull());
    const picker = within(container.querySelector('.idm-picker') as HTMLElement);
    // The tabs are in the picker's popup: open it first.
    await user.click(picker.getByRole('button', { name: 'Show options' }));
    await user.click(picker.getByRole('tab', { name: 'Groups' }));
    await user.type(picker.getByRole('combobox'), 'Sa');
    await user.click(await picker.findByRole('option', { name: /Sales/ }));
    await waitFor(() => expect(container.querySelectorAll('dialog tbody input[type="checkbox"]')).toHaveLength(3));
    return { ...rendered, server, core, dialog: () => container.querySelector('dialog') };
  }

  const boxLabelled = (root: Element | null, name: string) =>
    within(root as HTMLElement).getByRole('checkbox', { name });

  it("opens 'Select Specific Users from {group}': the chosen members become the recipients", async () => {
    const { dialog, core, container, server } = await chooseSales(false);
    expect(text(dialog()?.querySelector('h2'))).toBe('Select Specific Users from Sales');
    expect(text(dialog())).not.toContain('Assign Role to Group');
    await user.click(boxLabelled(dialog(), 'Select Member 1'));
    await user.click(boxLabelled(dialog(), 'Select Member 3'));
    await user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'OK' }));
    expect(container.querySelector('dialog')).toBeNull();
    expect(cartStore(core).$cart.get().recipients).toEqual([
      { dn: member(1).dn, name: 'Member 1', type: 'user' },
      { dn: member(3).dn, name: 'Member 3', type: 'user' },
    ]);
    const [query, body] = server.members.mock.calls.at(-1) ?? [];
    expect(body).toEqual({ dn: SALES });
    expect(query?.get('q')).toBe('*');
  });

  it("'Assign Role to Group' (role administrators) gives the group itself and sends isGroupAssignment", async () => {
    const { dialog, core, container, server } = await chooseSales(true);
    await user.click(boxLabelled(dialog(), 'Select Member 1'));
    await user.click(boxLabelled(dialog(), 'Assign Role to Group'));
    expect(
      [...(dialog()?.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]') ?? [])].every(
        (box) => box.disabled,
      ),
    ).toBe(true);
    await user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'OK' }));
    expect(cartStore(core).$cart.get().recipients).toEqual([
      { dn: SALES, name: 'Sales', type: 'group', isGroupAssignment: true },
    ]);
    expect(text(container.querySelector('.idm-picker'))).toContain('Sales (the group itself)');

    await waitFor(() => expect(container.querySelector('.ra-dates')).not.toBeNull());
    await user.click(submitButton());
    await waitFor(() => expect(server.submit).toHaveBeenCalled());
    expect(submitted(server).recipients).toEqual([{ dn: SALES, type: 'group', isGroupAssignment: true }]);
  });

  it('Cancel closes the dialog and adds nobody', async () => {
    const { dialog, core, container } = await chooseSales(true);
    await user.click(boxLabelled(dialog(), 'Select Member 2'));
    await user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Cancel' }));
    expect(container.querySelector('dialog')).toBeNull();
    expect(cartStore(core).$cart.get().recipients).toEqual([]);
  });
});
