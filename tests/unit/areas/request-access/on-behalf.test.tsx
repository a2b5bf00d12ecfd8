// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../../../src/areas/request-access/cart-store';
import { recipientSources } from '../../../../src/areas/request-access/RecipientChooser';
import { TEAM_USER_PAGE_SIZE } from '../../../../src/areas/request-access/queries';
import { button, cleanup, click, selectOption, text } from '../../ui/render';
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
