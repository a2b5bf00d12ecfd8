// @vitest-environment happy-dom
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../../src/core';
import { ServerFormLink } from '../../../../src/areas/request-access/ServerFormLink';
import { CART_STORAGE_KEY, cartStore, createCartStore } from '../../../../src/areas/request-access/cart-store';
import { itemKey } from '../../../../src/areas/request-access/model';
import { toDateInput } from '../../../../src/areas/request-access/expiration';
import {
  accessServer,
  cleanup,
  detail,
  fault,
  fireEvent,
  operation,
  prd,
  renderRequestAccess,
  renderWithCore,
  resource,
  role,
  screen,
  SELF_DN,
  settle,
  submitted,
  submittedIds,
  testCore,
  waitFor,
  within,
  type AccessServer,
  type AccessServerOptions,
} from './harness';

const accountant = role('Accountant');
const laptop = resource('Laptop');
const parking = prd('Parking Permit');

const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});

/** The control labelled `label` (a required field's label ends in '*'). */
const field = (root: HTMLElement, label: string) =>
  within(root).getByLabelText<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    new RegExp(`^${escaped(label)}\\s*\\*?$`),
  );

/** Enters `value` the way a user does: typed, chosen from a list, or (a date) picked. */
async function setValue(
  control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
): Promise<void> {
  if (control instanceof HTMLSelectElement) await user.selectOptions(control, value);
  else if (control.type === 'date') fireEvent.change(control, { target: { value } });
  else {
    await user.clear(control);
    await user.type(control, value);
  }
}

const pressButton = (root: HTMLElement, name: string) => user.click(within(root).getByRole('button', { name }));

/** A server with `options` and a core over it, the cart holding `items`. */
function cartWith(
  items: Parameters<ReturnType<typeof cartStore>['add']>[0][],
  options: AccessServerOptions = {},
): { server: AccessServer; core: ReturnType<typeof testCore> } {
  const server = accessServer(options);
  const core = testCore(memoryStorage(), server);
  for (const item of items) cartStore(core).add(item);
  return { server, core };
}

const cartNames = (container: HTMLElement) => [...container.querySelectorAll('.ra-cart-entry-name')].map(text);
const NETWORK_MESSAGE = 'Network Error';
const banner = (container: HTMLElement) => text(container.querySelector('.idm-banner'));

describe('the cart store', () => {
  it('adds once, removes, and survives a new page (sessionStorage) for the same user only', () => {
    const storage = memoryStorage();
    const core = testCore(storage);
    const store = createCartStore(core);
    expect(store.add(accountant)).toBe(true);
    expect(store.add(accountant)).toBe(false);
    store.add(laptop);
    store.setReason('new job');
    store.remove(itemKey(laptop));
    expect(store.$cart.get().entries.map((e) => e.item.name)).toEqual(['Accountant']);
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '{}').reason).toBe('new job');

    // Another page of the same session and user finds it again.
    const again = createCartStore(testCore(storage));
    expect(again.$cart.get().entries.map((e) => e.item.name)).toEqual(['Accountant']);
    expect(again.$cart.get().reason).toBe('new job');

    // Someone else signing in on that tab starts empty.
    const other = testCore(storage);
    other.stores.$user.set({ dn: 'cn=other,ou=users,o=data', fullName: 'Other' });
    expect(createCartStore(other).$cart.get().entries).toEqual([]);
  });

  it('is emptied on sign-out and when the proxied user changes', () => {
    const storage = memoryStorage();
    const core = testCore(storage);
    const store = createCartStore(core);
    store.add(accountant);
    core.stores.$proxy.set({ dn: 'cn=mmanager,ou=users,o=data', fullName: 'Maria' });
    expect(store.$cart.get().entries).toEqual([]);
    store.add(laptop);
    core.stores.$user.set(null);
    expect(store.$cart.get().entries).toEqual([]);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('drops malformed stored data', () => {
    const storage = memoryStorage();
    storage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        owner: SELF_DN.toLowerCase(),
        entries: [{ key: 1 }, { key: 'role:x', item: accountant }],
        mode: 'weird',
      }),
    );
    const store = createCartStore(testCore(storage));
    expect(store.$cart.get().entries.map((e) => e.key)).toEqual(['role:x']);
    expect(store.$cart.get().mode).toBe('self');
    storage.setItem(CART_STORAGE_KEY, '{not json');
    expect(createCartStore(testCore(storage)).$cart.get().entries).toEqual([]);
  });
});

describe('the cart', () => {
  afterEach(cleanup);

  it('adds and removes items from cards and keeps them across remounts', async () => {
    const storage = memoryStorage();
    const core = testCore(storage);
    const first = renderRequestAccess(core.server, {}, core);
    await waitFor(() => expect(first.container.querySelectorAll('.ra-landing .ra-item')).toHaveLength(4));
    await user.click(
      within(first.container.querySelector('.ra-landing') as HTMLElement).getAllByRole('button', {
        name: 'Add to cart',
      })[0]!,
    );
    // The cart's contents load when it first holds an item.
    await waitFor(() => expect(cartNames(first.container)).toEqual(['Accountant']));
    expect(text(first.container.querySelector('.ra-cart-button'))).toBe('Go to cart (1)');
    first.unmount();

    const second = renderRequestAccess(core.server, {}, core);
    await waitFor(() => expect(cartNames(second.container)).toEqual(['Accountant']));
    await pressButton(second.container, 'Remove Accountant from the cart');
    expect(cartNames(second.container)).toEqual([]);
    expect(text(second.container.querySelector('.ra-cart .ra-empty'))).toBe(
      'Your cart is empty. Add items from the catalog.',
    );
  });

  it('validates expiry dates against the expiration rule before submitting', async () => {
    const { server, core } = cartWith([accountant], {
      details: () => detail(accountant, { isExpirationRequired: true, expiresAfter: '30D' }),
    });
    const { container } = renderRequestAccess(server, {}, core);
    await waitFor(() => expect(container.querySelector('.ra-dates')).not.toBeNull());
    expect(text(container.querySelector('.ra-dates'))).toContain('At most 30 day(s) after the effective date.');

    await pressButton(container, 'Submit request');
    expect(text(container.querySelector('.ra-dates .ra-error'))).toBe('An expiry date is required.');
    expect(text(container.querySelector('.ra-error-summary'))).toBe(
      'Correct the highlighted fields before submitting.',
    );
    expect(server.submit).not.toHaveBeenCalled();

    const tooLate = new Date();
    tooLate.setDate(tooLate.getDate() + 45);
    await setValue(field(container, 'Expiry date'), toDateInput(tooLate));
    expect(text(container.querySelector('.ra-dates .ra-error'))).toBe(
      'The expiry date must be within 30 day(s) of the effective date.',
    );
    expect(field(container, 'Expiry date').getAttribute('aria-invalid')).toBe('true');

    const fine = new Date();
    fine.setDate(fine.getDate() + 10);
    await setValue(field(container, 'Expiry date'), toDateInput(fine));
    expect(container.querySelector('.ra-dates .ra-error')).toBeNull();
    await pressButton(container, 'Submit request');
    await settle();
    expect(submitted(server).expDate).toBe(new Date(fine.getFullYear(), fine.getMonth(), fine.getDate()).getTime());
  });

  it('renders the request form, validates it and sends its values', async () => {
    // The request definition's form: its data items (target = label; valueSet = must be given).
    const { server, core } = cartWith([parking], {
      details: () =>
        detail(parking, {
          isNewForm: true,
          dataItems: [
            { name: 'plate', target: 'License plate', dataType: 'String', valueSet: true, values: [] },
            { name: 'spots', target: 'Spots', dataType: 'Integer', valueSet: false, values: [] },
            { name: 'from', target: 'From', dataType: 'Date', valueSet: false, values: [] },
            { name: 'ev', target: 'Electric vehicle', dataType: 'Boolean', valueSet: false, values: [] },
            {
              name: 'site',
              target: 'Site',
              dataType: 'List',
              valueSet: true,
              values: [
                { value: 'ams', label: 'Amsterdam' },
                { value: 'ber', label: 'Berlin' },
              ],
            },
          ],
        }),
    });
    const { container } = renderRequestAccess(server, {}, core);
    await waitFor(() => expect(container.querySelector('.ra-form')).not.toBeNull());
    expect(text(container.querySelector('.ra-form legend'))).toBe('Details for Parking Permit');
    expect(container.querySelector('.ra-form input[type="checkbox"]')).not.toBeNull();
    expect(container.querySelector('.ra-form input[type="date"]')).not.toBeNull();

    await pressButton(container, 'Submit request');
    expect([...container.querySelectorAll('.ra-form .ra-error')].map(text)).toEqual(['Required', 'Required']);
    expect(server.submit).not.toHaveBeenCalled();

    await setValue(field(container, 'License plate'), 'AB-123');
    await setValue(field(container, 'Site'), 'ber');
    await user.click(field(container, 'Electric vehicle'));
    expect([...container.querySelectorAll('.ra-form .ra-error')].map(text)).toEqual([]);
    await setValue(field(container, 'Spots'), '2');
    await pressButton(container, 'Submit request');
    await settle();
    expect((submitted(server).reqPermissions as { permParams: unknown }[])[0]?.permParams).toEqual([
      { key: 'plate', value: 'AB-123' },
      { key: 'spots', value: '2' },
      { key: 'ev', value: 'true' },
      { key: 'site', value: 'ber' },
    ]);
  });

  it('links to the server-side form (/requestForm.do) in a new tab when the item needs it', async () => {
    // An older form (named, not isNewForm) only the server renders.
    const { server, core } = cartWith([parking], {
      details: () => detail(parking, { requestForm: 'ParkingForm', isNewForm: false }),
    });
    await core.start();
    const { container } = renderRequestAccess(server, {}, core);
    await waitFor(() => expect(container.querySelector('.ra-form-link')).not.toBeNull());
    const link = container.querySelector<HTMLAnchorElement>('.ra-form-link');
    expect(link?.getAttribute('href')).toBe(
      `https://idm.example.com/IDMProv/requestForm.do?id=${encodeURIComponent(parking.id)}`,
    );
    expect(link?.target).toBe('_blank');
    expect(link?.rel).toBe('noopener noreferrer');
    expect(text(link)).toBe('Open the request form for Parking Permit (opens in a new tab)');
  });

  it('never links an unsafe form URL', async () => {
    const { container } = renderWithCore(
      <ServerFormLink href="javascript:alert(1)" name="Parking Permit" />,
      testCore(),
    );
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(text(container)).toBe('This request needs a form that cannot be opened here.');
  });

  it('shows success in the banner, empties the cart and links to the history', async () => {
    const onSubmitted = vi.fn();
    const onNavigate = vi.fn();
    const { server, core } = cartWith([accountant]);
    cartStore(core).setReason('New position');
    const { container } = renderRequestAccess(server, { onSubmitted, onNavigate }, core);
    await waitFor(() => expect(container.querySelector('.ra-dates')).not.toBeNull());
    await pressButton(container, 'Submit request');
    await waitFor(() => expect(container.querySelector('.ra-result')).not.toBeNull());
    expect(server.submit).toHaveBeenCalledWith({
      reqPermissions: [{ id: accountant.id, entityType: 'role' }],
      recipients: [],
      reason: 'New position',
      sodJustification: '',
    });
    expect(banner(container)).toContain('Succeeded:');
    expect(banner(container)).toContain('Accountant');
    expect(container.querySelector('.idm-banner .alert-success')).not.toBeNull();
    expect(cartNames(container)).toEqual([]);
    expect(cartStore(core).$cart.get().reason).toBe('');
    const link = container.querySelector<HTMLAnchorElement>('.ra-result a');
    expect(link?.getAttribute('href')).toBe('#/history');
    expect(text(link)).toBe('View your requests in Request History');
    await user.click(link as HTMLAnchorElement);
    expect(onNavigate).toHaveBeenCalledWith('#/history');
    expect(onSubmitted).toHaveBeenCalledWith(
      expect.objectContaining({
        requestIds: ['41'],
        feedback: expect.objectContaining({
          success: true,
          succeeded: [expect.objectContaining({ name: 'Accountant' })],
        }),
      }),
    );
  });

  it('keeps the cart when the request fails, and shows the reason', async () => {
    const { server, core } = cartWith([accountant, laptop], {
      submit: () =>
        operation({
          succeeded: [{ id: laptop.id, name: 'Laptop', requestId: '7' }],
          failed: [{ id: accountant.id, name: 'Accountant', reason: 'Eve User already has Accountant.' }],
        }),
    });
    cartStore(core).setReason('Needed for audit');
    const { container } = renderRequestAccess(server, {}, core);
    await waitFor(() => expect(container.querySelectorAll('.ra-dates')).toHaveLength(2));
    await pressButton(container, 'Submit request');
    await waitFor(() => expect(container.querySelector('.idm-banner')).not.toBeNull());
    expect(container.querySelector('.idm-banner .alert-danger')).not.toBeNull();
    expect(banner(container)).toContain('Accountant: Eve User already has Accountant.');
    // What went through leaves the cart; what failed stays, with the reason typed.
    expect(cartNames(container)).toEqual(['Accountant']);
    expect((field(container, 'Reason for request') as HTMLTextAreaElement).value).toBe('Needed for audit');
    expect(text(container.querySelector('.ra-result'))).toContain(
      'Some items were requested. The others stay in the cart',
    );
  });

  it('keeps the cart when the server cannot be reached', async () => {
    const { server, core } = cartWith([accountant], {
      routes: { 'access/requests/permissions': () => Promise.reject(new TypeError('Failed to fetch')) },
    });
    const { container } = renderRequestAccess(server, {}, core);
    await waitFor(() => expect(container.querySelector('.ra-dates')).not.toBeNull());
    await pressButton(container, 'Submit request');
    await waitFor(() => expect(banner(container)).toContain(NETWORK_MESSAGE));
    expect(cartNames(container)).toEqual(['Accountant']);
  });
  it('after a submit that fails half-way, only what was not requested stays, with the fault reason in the banner', async () => {
    // Items with different dates go in separate calls; the second one fails.
    const server = accessServer({
      submit: (body) => {
        if (server.submit.mock.calls.length === 2) return fault('Try again later.', 500);
        const ids = (body.reqPermissions as { id: string }[]).map((p) => p.id);
        return operation({
          succeeded: ids.map((id) => ({ id, name: id === accountant.id ? 'Accountant' : 'Laptop', requestId: '12' })),
        });
      },
    });
    const core = testCore(memoryStorage(), server);
    const expiry = toDateInput(new Date(Date.now() + 10 * 86_400_000));
    cartStore(core).add(accountant, { expiryDate: expiry });
    cartStore(core).add(laptop);
    cartStore(core).setReason('Reporting access.');
    const { container } = renderRequestAccess(server, {}, core);
    await waitFor(() => expect(container.querySelectorAll('.ra-dates')).toHaveLength(2));
    await pressButton(container, 'Submit request');
    await waitFor(() => expect(banner(container)).toContain('Laptop: Try again later.'));
    expect(submittedIds(server)).toEqual([[accountant.id], [laptop.id]]);
    expect(banner(container)).toContain('Accountant');
    expect(cartNames(container)).toEqual(['Laptop']);
    expect((field(container, 'Reason for request') as HTMLTextAreaElement).value).toBe('Reporting access.');
    expect(text(container.querySelector('.ra-result'))).toContain('Some items were requested.');
    expect(container.querySelector('.ra-result a')?.getAttribute('href')).toBe('#/history');

    // A second try sends only what is left.
    await pressButton(container, 'Submit request');
    await waitFor(() => expect(cartNames(container)).toEqual([]));
    expect(submittedIds(server).at(-1)).toEqual([laptop.id]);
  });
});

describe('separation of duties', () => {
  afterEach(cleanup);

  const conflict = { sodName: 'Pay and approve', perm1Name: 'Accountant', perm2Name: 'Auditor' };
  const auditor = role('Auditor');
  /** The SoD rule 'Pay and approve' (Accountant versus `auditorName`) as GET catalog/sods lists it. */
  const rules = (auditorName = 'Auditor') => ({
    sods: [
      {
        id: 'cn=payapprove,o=system',
        name: 'Pay and approve',
        roles: [
          { id: accountant.id, name: 'Accountant' },
          { id: auditor.id, name: auditorName },
        ],
      },
    ],
    nextIndex: -1,
  });
  /** Holds the Auditor role (GET access/assignments; POST access/assignments/list for others). */
  const holdsAuditor = [{ id: auditor.id, name: 'Auditor', entityType: 'role' }];

  it('shows conflicts in the cart and asks for a justification before submitting', async () => {
    const { server, core } = cartWith([accountant], { sods: rules(), assignments: holdsAuditor });
    const { container } = renderRequestAccess(server, {}, core);
    await waitFor(() => expect(container.querySelector('.ra-sod-warning')).not.toBeNull());
    expect(text(container.querySelector('.ra-sod-warning'))).toContain(
      'Pay and approve: Accountant conflicts with Auditor',
    );
    // For oneself: the signed-in user's own assignments (GET access/assignments).
    expect(server.ownAssignments).toHaveBeenCalled();
    expect(core.stores.$user.get()?.dn).toBe(SELF_DN);

    await pressButton(container, 'Submit request');
    const dialog = container.querySelector('dialog');
    expect(text(dialog?.querySelector('h2'))).toBe('Separation of duties conflict');
    await pressButton(dialog as HTMLElement, 'Submit with justification');
    expect(text(dialog?.querySelector('.ra-error'))).toBe('A justification is required.');
    expect(server.submit).not.toHaveBeenCalled();

    await setValue(field(dialog as HTMLElement, 'Justification'), 'Temporary cover');
    await pressButton(dialog as HTMLElement, 'Submit with justification');
    await waitFor(() => expect(server.submit).toHaveBeenCalled());
    expect(submitted(server).sodJustification).toBe('Temporary cover');
    await waitFor(() => expect(container.querySelector('dialog')).toBeNull());
  });

  it('asks for a justification when only the answer reveals a conflict, showing its sods', async () => {
    const { server, core } = cartWith([accountant], {
      submit: (body) =>
        body.sodJustification
          ? operation({ succeeded: [{ id: accountant.id, name: 'Accountant', requestId: '41' }] })
          : operation({
              failed: [{ id: accountant.id, name: 'Accountant', reason: 'needs a justification' }],
              sods: [conflict],
            }),
    });
    const { container } = renderRequestAccess(server, {}, core);
    await waitFor(() => expect(container.querySelector('.ra-dates')).not.toBeNull());
    await pressButton(container, 'Submit request');
    await waitFor(() => expect(container.querySelector('dialog')).not.toBeNull());
    expect(banner(container)).toContain('Separation of duties conflicts:');
    expect(banner(container)).toContain('Pay and approve: Accountant conflicts with Auditor');
    expect(container.querySelector('.idm-banner .alert-warning')).not.toBeNull();
    expect(cartNames(container)).toEqual(['Accountant']);

    const dialog = container.querySelector('dialog') as HTMLElement;
    await setValue(field(dialog, 'Justification'), 'Approved by CFO');
    await pressButton(dialog, 'Submit with justification');
    await waitFor(() => expect(server.submit).toHaveBeenCalledTimes(2));
    expect(submitted(server, 1).sodJustification).toBe('Approved by CFO');
    await waitFor(() => expect(cartNames(container)).toEqual([]));
    expect(screen.queryByRole('button', { name: 'Submit with justification' })).toBeNull();
  });

  it('names each conflict with the names isolated for bidirectional text, and whom it concerns', async () => {
    const { server, core } = cartWith([accountant], {
      rob: { authorized: true },
      sods: rules('مدقق'),
      assignments: holdsAuditor,
    });
    cartStore(core).setMode('others');
    cartStore(core).setRecipients([{ dn: 'cn=ann,ou=users,o=data', name: 'Ann Archer', type: 'user' }]);
    const { container } = renderRequestAccess(server, {}, core);
    await waitFor(() => expect(container.querySelector('.ra-sod-warning li')).not.toBeNull());
    const item = container.querySelector('.ra-sod-warning li') as HTMLElement;
    expect(text(item)).toBe('Pay and approve: Accountant conflicts with مدقق (Ann Archer)');
    expect([...item.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual([
      'Pay and approve',
      'Accountant',
      'مدقق',
      'Ann Archer',
    ]);
  });

  it('shows no warning when the pre-check cannot be made (null)', async () => {
    // The SoD rules are refused (403): no pre-check.
    const { server, core } = cartWith([accountant]);
    const { container } = renderRequestAccess(server, {}, core);
    await waitFor(() => expect(server.sodRules).toHaveBeenCalled());
    await waitFor(() => expect(container.querySelector('.ra-dates')).not.toBeNull());
    expect(container.querySelector('.ra-sod-warning')).toBeNull();
  });
});
