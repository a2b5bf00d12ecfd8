// @vitest-environment happy-dom
import '../../setup/act-environment';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_PAGE_SIZE, REQUEST_SEARCH_DEBOUNCE_MS } from '../../../../src/areas/request-access/queries';
import {
  accessServer,
  cleanup,
  detail,
  fireEvent,
  lastSearch,
  permission,
  renderRequestAccess,
  role,
  screen,
  settle,
  waitFor,
  within,
} from './harness';

const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const searchBox = () => screen.getByRole('searchbox', { name: 'Search roles, resources and requests' });
const typeFilter = () => screen.getByRole('combobox', { name: 'Type' });
const categoryFilter = () => screen.getByRole('combobox', { name: 'Category' });

describe('landing page and catalog search', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the landing categories and featured items, filtered by category', async () => {
    const user = userEvent.setup();
    const { container } = renderRequestAccess(accessServer());
    await waitFor(() => expect(container.querySelectorAll('.ra-landing .ra-item')).toHaveLength(4));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Request Access');
    const chips = [...container.querySelectorAll<HTMLButtonElement>('.ra-chip')];
    expect(chips.map(text)).toEqual(['All', 'Finance', 'IT']);
    await user.click(screen.getByRole('button', { name: 'IT' }));
    expect([...container.querySelectorAll('.ra-landing .ra-item-name')].map(text)).toEqual(['Laptop']);
    expect(chips[2]?.getAttribute('aria-pressed')).toBe('true');
  });

  describe('with fake timers', () => {
    // Testing Library's async helpers wait on a real setTimeout (they know only jest's fake clock), so with
    // vitest's fake clock the changes are fired directly (fireEvent) and the clock is moved by hand.
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
    });

    it(`waits ${REQUEST_SEARCH_DEBOUNCE_MS} ms after the last keystroke before searching`, async () => {
      const server = accessServer();
      const { container } = renderRequestAccess(server);
      await settle();
      fireEvent.change(searchBox(), { target: { value: 'acc' } });
      await act(async () => vi.advanceTimersByTime(1500));
      fireEvent.change(searchBox(), { target: { value: 'account' } });
      await act(async () => vi.advanceTimersByTime(1999));
      expect(server.search).not.toHaveBeenCalled();
      expect(text(container.querySelector('.ra-hint'))).toBe('Searching...');
      await act(async () => vi.advanceTimersByTime(1));
      await settle();
      expect(server.search).toHaveBeenCalledTimes(1);
      const asked = lastSearch(server);
      expect(Object.fromEntries(asked)).toMatchObject({
        q: 'account',
        nextIndex: '1',
        size: String(CATALOG_PAGE_SIZE),
      });
      expect(asked.getAll('type')).toEqual(['ROLE', 'RESOURCE', 'PRD']);
      expect([...container.querySelectorAll('.ra-search .ra-item-name')].map(text)).toEqual([
        'Accountant',
        'Laptop',
        'Parking Permit',
      ]);
      expect(text(container.querySelector('.ra-result-count'))).toBe('Showing 1 - 3 of 3');
    });

    it('searches at once when the type or category filter changes', async () => {
      const server = accessServer();
      const { container } = renderRequestAccess(server);
      await settle();
      fireEvent.change(typeFilter(), { target: { value: 'role' } });
      await settle();
      expect(lastSearch(server).get('q')).toBe('*');
      expect(lastSearch(server).getAll('type')).toEqual(['ROLE']);
      expect([...container.querySelectorAll('.ra-search .ra-item-name')].map(text)).toEqual(['Accountant']);
      // A category is searched through the catalog's role list (the permission index has no category filter).
      fireEvent.change(categoryFilter(), { target: { value: 'it' } });
      await settle();
      expect(server.categoryList).toHaveBeenCalledTimes(1);
      expect(server.categoryList.mock.calls[0]?.[0]).toBe('role');
      expect(server.categoryList.mock.calls[0]?.[1].get('categoryKeys')).toBe('it');
      fireEvent.change(categoryFilter(), { target: { value: '' } });
      fireEvent.change(typeFilter(), { target: { value: 'prd' } });
      await settle();
      expect(lastSearch(server).getAll('type')).toEqual(['PRD']);
    });
  });

  it('pages through results with the server next index', async () => {
    const server = accessServer({
      search: (query) => ({
        permissions: [permission(role(`Role ${query.get('nextIndex')}`))],
        nextIndex: query.get('nextIndex') === '1' ? 11 : -1,
      }),
    });
    const user = userEvent.setup();
    const { container } = renderRequestAccess(server);
    await user.selectOptions(typeFilter(), 'role');
    await waitFor(() => expect(text(container.querySelector('.ra-search .ra-item-name'))).toBe('Role 1'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(text(container.querySelector('.ra-search .ra-item-name'))).toBe('Role 11'));
    expect(lastSearch(server).get('nextIndex')).toBe('11');
    expect(container.querySelector('.ra-pager')?.textContent).toContain('Previous page');
  });

  it('opens item details with owners, approval summary, parameters and the bulk rule', async () => {
    const accountant = role('Accountant');
    const server = accessServer({
      details: () =>
        detail(accountant, {
          approval: {
            type: 'serial',
            approvers: [
              { id: 'cn=second,o=data', name: 'Second Approver', sequence: 2 },
              { id: 'cn=first,o=data', name: 'First Approver', sequence: 1 },
            ],
          },
          permParams: [{ key: 'site', displayLabel: 'Site', dataType: 'List' }],
          bulkRequestable: false,
          isExpirationRequired: true,
          expiresAfter: '90D',
        }),
    });
    const user = userEvent.setup();
    const { container } = renderRequestAccess(server);
    await user.click(await screen.findByRole('button', { name: 'Accountant' }));
    await waitFor(() => expect(container.querySelector('.ra-details')).not.toBeNull());
    const dialog = container.querySelector('dialog') as HTMLElement;
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Accountant');
    const details = text(container.querySelector('.ra-details'));
    expect(details).toContain('Maria Manager');
    expect(details).toContain('Serial approval');
    expect([...container.querySelectorAll('.ra-approvers li')].map(text)).toEqual([
      'First Approver',
      'Second Approver',
    ]);
    expect(details).toContain('Site (required)');
    const row = (term: string) => {
      const dt = [...container.querySelectorAll('.ra-details dt')].find((d) => text(d) === term);
      return text(dt?.nextElementSibling);
    };
    expect(row('Request for several recipients at once')).toBe('No');
    expect(row('Expiration')).toBe('An expiry date is required. At most 90 day(s).');
    expect(server.details).toHaveBeenCalledWith(accountant.id);
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(text(container.querySelector('.ra-cart h3'))).toBe('Cart (1)');
    expect(within(dialog).getByRole('button', { name: 'Remove from cart' })).toBeTruthy();
  });
});
