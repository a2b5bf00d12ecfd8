// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../../../src/areas/request-access/cart-store';
import { recipientSources } from '../../../../src/areas/request-access/RecipientChooser';
import { TEAM_USER_PAGE_SIZE } from '../../../../src/areas/request-access/queries';
import type { LookupPage } from '../../../../src/api/lookups';
import { NetworkError } from '../../../../src/core';
import type { MemberUser } from '../../../../src/ui/members';
import { button, cleanup, click, selectOption, text, typeInto } from '../../ui/render';
import { ALL_RULES, fakePort, press, renderRequestAccess, role, SELF_DN, settle, testCore, waitFor } from './harness';

const ANN = 'cn=ann,ou=users,o=data';
const radio = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll('label')].find((l) => text(l) === label)?.querySelector('input') ?? null;

describe('request on behalf of others', () => {
  afterEach(cleanup);

  it('offers only myself when robInit does not allow requests for others', async () => {
    const port = fakePort();
    const { container } = renderRequestAccess(port);
    await waitFor(() => expect(port.onBehalfRules).toHaveBeenCalled());
    await settle();
    expect(container.querySelector('.ra-recipients')).toBeNull();
    expect(text(container)).not.toContain('Someone else');
  });

  it('a robInit read that fails says so with Try again, which then offers someone else', async () => {
    let fail = true;
    const port = fakePort({
      onBehalfRules: vi.fn(async () => {
        if (fail) throw new NetworkError('access/rob');
        return ALL_RULES;
      }),
    });
    const { container } = renderRequestAccess(port);
    // No answer is retried 3 times (300 + 600 + 1200 ms) before the failure shows.
    await waitFor(() => expect(text(container.querySelector('[role="alert"]'))).toBe('Whether you may request for others could not be checked. Network ErrorTry again'), 5000);
    expect(port.onBehalfRules).toHaveBeenCalledTimes(4);
    fail = false;
    click(button(container.querySelector('[role="alert"]') as HTMLElement, 'Try again'));
    await waitFor(() => expect(container.querySelector('.ra-recipients')).not.toBeNull());
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('offers someone else when allowed, and requires a recipient', async () => {
    const port = fakePort({ onBehalfRules: vi.fn(async () => ALL_RULES) });
    const core = testCore();
    cartStore(core).add(role('Accountant'));
    const { container } = renderRequestAccess(port, {}, core);
    await waitFor(() => expect(container.querySelector('.ra-recipients')).not.toBeNull());
    expect(text(container.querySelector('.ra-recipients legend'))).toBe('Request for');
    expect(radio(container, 'Myself')?.checked).toBe(true);
    click(radio(container, 'Someone else'));
    expect(container.querySelector('.idm-picker')).not.toBeNull();
    expect([...container.querySelectorAll('.idm-picker [role="tab"]')].map(text)).toEqual(['Users', 'Groups']);
    expect(text(container.querySelector('.ra-recipients label[for]'))).toBe('Team');

    await waitFor(() => expect(container.querySelector('.ra-dates')).not.toBeNull());
    await press(button(container, 'Submit request'));
    expect(text(container.querySelector('.ra-error-summary'))).toBe('Choose at least one recipient.');
    expect(port.submit).not.toHaveBeenCalled();
  });

  it('preselects the recipient of ?recipient= (org chart) and sends the request for them', async () => {
    const port = fakePort({
      onBehalfRules: vi.fn(async () => ALL_RULES),
      recipientName: vi.fn(async () => 'Ann Archer'),
    });
    const core = testCore();
    cartStore(core).add(role('Accountant'));
    const { container } = renderRequestAccess(port, { recipient: ANN }, core);
    await waitFor(() => expect(text(container.querySelector('.idm-picker'))).toContain('Ann Archer'));
    expect(radio(container, 'Someone else')?.checked).toBe(true);
    expect(cartStore(core).$cart.get().recipients).toEqual([{ dn: ANN, name: 'Ann Archer', type: 'user' }]);
    // The landing items give way to what may be requested for the recipients.
    expect(container.querySelector('.ra-landing')).toBeNull();

    await waitFor(() => expect(container.querySelector('.ra-dates')).not.toBeNull());
    await press(button(container, 'Submit request'));
    await waitFor(() => expect(port.submit).toHaveBeenCalled());
    expect(port.submit.mock.calls[0]?.[0].recipients).toEqual([{ dn: ANN, name: 'Ann Archer', type: 'user' }]);
  });

  it('searches what may be requested for the chosen recipients', async () => {
    const port = fakePort({ onBehalfRules: vi.fn(async () => ALL_RULES) });
    const { container } = renderRequestAccess(port, { recipient: ANN });
    await waitFor(() => expect(radio(container, 'Someone else')?.checked).toBe(true));
    const type = container.querySelector<HTMLSelectElement>('.ra-search select');
    selectOption(type, 'role');
    await waitFor(() => expect(port.search).toHaveBeenCalled());
    expect(port.search.mock.calls.at(-1)?.[0].targetDns).toEqual([ANN]);
  });

  it('refuses a preselected recipient when robInit does not allow it', async () => {
    const port = fakePort();
    const { container } = renderRequestAccess(port, { recipient: ANN });
    await waitFor(() => expect(container.querySelector('.idm-alert.warning')).not.toBeNull());
    expect(text(container.querySelector('.idm-alert.warning'))).toBe('You cannot request on behalf of ann. Requests are made for yourself.');
    expect(container.querySelector('.ra-recipients')).toBeNull();
  });

  it("treats the signed-in user's own DN as myself", async () => {
    const port = fakePort({ onBehalfRules: vi.fn(async () => ALL_RULES) });
    const core = testCore();
    cartStore(core).setMode('others');
    const { container } = renderRequestAccess(port, { recipient: SELF_DN.toUpperCase() }, core);
    await waitFor(() => expect(radio(container, 'Myself')?.checked).toBe(true));
  });

  it('asks for team members 5 at a time, and other users at the picker page size', async () => {
    const port = fakePort();
    const sources = recipientSources(port);
    const signal = new AbortController().signal;
    await sources.users?.({ q: 'an', nextIndex: 6, size: 5, teamDn: 'cn=Sales,ou=teams,o=data' }, signal);
    expect(port.users).toHaveBeenLastCalledWith({ q: 'an', nextIndex: 6, size: TEAM_USER_PAGE_SIZE, teamDn: 'cn=Sales,ou=teams,o=data' }, signal);
    expect(TEAM_USER_PAGE_SIZE).toBe(5);
    const page = await sources.users?.({ q: 'an', nextIndex: 1, size: 5 }, signal);
    expect(port.users).toHaveBeenLastCalledWith({ q: 'an', nextIndex: 1, size: 5 }, signal);
    expect(page).toEqual({ items: [{ itemType: 'user', dn: 'cn=ann,ou=users,o=data', fullName: 'Ann Archer' }], nextIndex: -1, total: 1 });
    await sources.groups?.({ q: 'sa', nextIndex: 1, size: 5 }, signal);
    expect(port.groups).toHaveBeenLastCalledWith({ q: 'sa', nextIndex: 1, size: 5 }, signal);
  });

  it('limits the picker to team members once a team is chosen', async () => {
    const port = fakePort({ onBehalfRules: vi.fn(async () => ({ ...ALL_RULES, users: false, groups: false })) });
    const core = testCore();
    cartStore(core).setMode('others');
    const { container } = renderRequestAccess(port, {}, core);
    await waitFor(() => expect(container.querySelector('.ra-recipients select')).not.toBeNull());
    expect(container.querySelector('.idm-picker')).toBeNull();
    selectOption(container.querySelector('.ra-recipients select'), 'cn=Sales,ou=teams,o=data');
    expect(container.querySelector('.idm-picker')).not.toBeNull();
    expect([...container.querySelectorAll('.idm-picker [role="tab"]')].map(text)).toEqual([]);
    expect(cartStore(core).$cart.get().teamDn).toBe('cn=Sales,ou=teams,o=data');
  });
});

describe('request on behalf of a group', () => {
  afterEach(cleanup);

  const SALES = 'cn=Sales,ou=groups,o=data';
  const member = (n: number): MemberUser => ({ dn: `cn=member${n},ou=users,o=data`, name: `Member ${n}`, type: 'user', isGroupAssignment: false });
  const groupMembers = vi.fn(async (): Promise<LookupPage<MemberUser>> => ({ items: [member(1), member(2), member(3)], nextIndex: -1, total: 3 }));

  /** Someone else → Groups → 'Sales': the members dialog opens. */
  async function chooseSales(groupAssignment: boolean) {
    const port = fakePort({ onBehalfRules: vi.fn(async () => ({ ...ALL_RULES, groupAssignment })), groupMembers });
    const core = testCore();
    cartStore(core).add(role('Accountant'));
    cartStore(core).setMode('others');
    const rendered = renderRequestAccess(port, {}, core);
    const { container } = rendered;
    await waitFor(() => expect(container.querySelector('.idm-picker [role="tab"]')).not.toBeNull());
    click([...container.querySelectorAll<HTMLElement>('.idm-picker [role="tab"]')].find((tab) => text(tab) === 'Groups'));
    typeInto(container.querySelector('.idm-picker input[role="combobox"]'), 'Sa');
    await waitFor(() => expect(container.querySelector('.idm-picker [role="option"]')).not.toBeNull(), 5_000);
    click(container.querySelector('.idm-picker [role="option"]'));
    await waitFor(() => expect(container.querySelectorAll('dialog tbody input[type="checkbox"]')).toHaveLength(3));
    return { ...rendered, port, core, dialog: () => container.querySelector('dialog') };
  }

  const boxLabelled = (root: ParentNode | null, label: string) =>
    [...(root?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])].find(
      (box) => box.getAttribute('aria-label') === label || text(box.closest('label')) === label,
    ) ?? null;

  it("opens 'Select Specific Users from {group}': the chosen members become the recipients", async () => {
    const { dialog, core, container } = await chooseSales(false);
    expect(text(dialog()?.querySelector('h2'))).toBe('Select Specific Users from Sales');
    expect(text(dialog())).not.toContain('Assign Role to Group');
    click(boxLabelled(dialog(), 'Select Member 1'));
    click(boxLabelled(dialog(), 'Select Member 3'));
    click(button(dialog() as HTMLElement, 'OK'));
    expect(container.querySelector('dialog')).toBeNull();
    expect(cartStore(core).$cart.get().recipients).toEqual([
      { dn: member(1).dn, name: 'Member 1', type: 'user' },
      { dn: member(3).dn, name: 'Member 3', type: 'user' },
    ]);
    expect(groupMembers).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ groupDn: SALES, q: '*' }), expect.anything());
  });

  it("'Assign Role to Group' (role administrators) gives the group itself and sends isGroupAssignment", async () => {
    const { dialog, core, container, port } = await chooseSales(true);
    click(boxLabelled(dialog(), 'Select Member 1'));
    click(boxLabelled(dialog(), 'Assign Role to Group'));
    expect([...(dialog()?.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]') ?? [])].every((box) => box.disabled)).toBe(true);
    click(button(dialog() as HTMLElement, 'OK'));
    expect(cartStore(core).$cart.get().recipients).toEqual([{ dn: SALES, name: 'Sales', type: 'group', isGroupAssignment: true }]);
    expect(text(container.querySelector('.idm-picker'))).toContain('Sales (the group itself)');

    await waitFor(() => expect(container.querySelector('.ra-dates')).not.toBeNull());
    await press(button(container, 'Submit request'));
    await waitFor(() => expect(port.submit).toHaveBeenCalled());
    expect(port.submit.mock.calls[0]?.[0].recipients).toEqual([{ dn: SALES, name: 'Sales', type: 'group', isGroupAssignment: true }]);
  });

  it('Cancel closes the dialog and adds nobody', async () => {
    const { dialog, core, container } = await chooseSales(true);
    click(boxLabelled(dialog(), 'Select Member 2'));
    click(button(dialog() as HTMLElement, 'Cancel'));
    expect(container.querySelector('dialog')).toBeNull();
    expect(cartStore(core).$cart.get().recipients).toEqual([]);
  });
});
