// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_PAGE_SIZE, REQUEST_SEARCH_DEBOUNCE_MS } from '../../../../src/areas/request-access/queries';
import { button, cleanup, click, selectOption, text, typeInto } from '../../ui/render';
import { accessServer, detail, lastSearch, permission, renderRequestAccess, role, settle, waitFor } from './harness';

function searchInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="search"]');
  if (!input) throw new Error('no search input');
  return input;
}

function selectLabelled(container: HTMLElement, label: string): HTMLSelectElement {
  const found = [...container.querySelectorAll('label')].find((l) => text(l) === label);
  const select = found ? container.querySelector<HTMLSelectElement>(`#${CSS.escape(found.htmlFor)}`) : null;
  if (!select) throw new Error(`no select labelled ${label}`);
  return select;
}

describe('landing page and catalog search', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the landing categories and featured items, filtered by category', async () => {
    const { container } = renderRequestAccess(accessServer());
    await waitFor(() => expect(container.querySelectorAll('.ra-landing .ra-item')).toHaveLength(4));
    expect(text(container.querySelector('h1'))).toBe('Request Access');
    const chips = [...container.querySelectorAll<HTMLButtonElement>('.ra-chip')];
    expect(chips.map(text)).toEqual(['All', 'Finance', 'IT']);
    click(chips[2]);
    expect([...container.querySelectorAll('.ra-landing .ra-item-name')].map(text)).toEqual(['Laptop']);
    expect(chips[2]?.getAttribute('aria-pressed')).toBe('true');
  });

  describe('with fake timers', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
    });

    it(`waits ${REQUEST_SEARCH_DEBOUNCE_MS} ms after the last keystroke before searching`, async () => {
      const server = accessServer();
      const { container } = renderRequestAccess(server);
      await settle();
      typeInto(searchInput(container), 'acc');
      await act(async () => vi.advanceTimersByTime(1500));
      typeInto(searchInput(container), 'account');
      await act(async () => vi.advanceTimersByTime(1999));
      expect(server.search).not.toHaveBeenCalled();
      expect(text(container.querySelector('.ra-hint'))).toBe('Searching...');
      await act(async () => vi.advanceTimersByTime(1));
      await settle();
      expect(server.search).toHaveBeenCalledTimes(1);
      const asked = lastSearch(server);
      expect(Object.fromEntries(asked)).toMatchObject({ q: 'account', nextIndex: '1', size: String(CATALOG_PAGE_SIZE) });
      expect(asked.getAll('type')).toEqual(['ROLE', 'RESOURCE', 'PRD']);
      expect([...container.querySelectorAll('.ra-search .ra-item-name')].map(text)).toEqual(['Accountant', 'Laptop', 'Parking Permit']);
      expect(text(container.querySelector('.ra-result-count'))).toBe('Showing 1 - 3 of 3');
    });

    it('searches at once when the type or category filter changes', async () => {
      const server = accessServer();
      const { container } = renderRequestAccess(server);
      await settle();
      selectOption(selectLabelled(container, 'Type'), 'role');
      await settle();
      expect(lastSearch(server).get('q')).toBe('*');
      expect(lastSearch(server).getAll('type')).toEqual(['ROLE']);
      expect([...container.querySelectorAll('.ra-search .ra-item-name')].map(text)).toEqual(['Accountant']);
      // A category is searched through the catalog's role list (the permission index has no category filter).
      selectOption(selectLabelled(container, 'Category'), 'it');
      await settle();
      expect(server.categoryList).toHaveBeenCalledTimes(1);
      expect(server.categoryList.mock.calls[0]?.[0]).toBe('role');
      expect(server.categoryList.mock.calls[0]?.[1].get('categoryKeys')).toBe('it');
      selectOption(selectLabelled(container, 'Category'), '');
      selectOption(selectLabelled(container, 'Type'), 'prd');
      await settle();
      expect(lastSearch(server).getAll('type')).toEqual(['PRD']);
    });
  });

  it('pages through results with the server next index', async () => {
    const server = accessServer({
      search: (query) => ({ permissions: [permission(role(`Role ${query.get('nextIndex')}`))], nextIndex: query.get('nextIndex') === '1' ? 11 : -1 }),
    });
    const { container } = renderRequestAccess(server);
    selectOption(selectLabelled(container, 'Type'), 'role');
    await waitFor(() => expect(text(container.querySelector('.ra-search .ra-item-name'))).toBe('Role 1'));
    click(button(container, 'Next page'));
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
    const { container } = renderRequestAccess(server);
    await waitFor(() => expect(container.querySelector('.ra-landing .ra-item')).not.toBeNull());
    click(button(container, 'Accountant'));
    await waitFor(() => expect(container.querySelector('.ra-details')).not.toBeNull());
    const dialog = container.querySelector('dialog');
    expect(text(dialog?.querySelector('h2'))).toBe('Accountant');
    const details = text(container.querySelector('.ra-details'));
    expect(details).toContain('Maria Manager');
    expect(details).toContain('Serial approval');
    expect([...container.querySelectorAll('.ra-approvers li')].map(text)).toEqual(['First Approver', 'Second Approver']);
    expect(details).toContain('Site (required)');
    const row = (term: string) => {
      const dt = [...container.querySelectorAll('.ra-details dt')].find((d) => text(d) === term);
      return text(dt?.nextElementSibling);
    };
    expect(row('Request for several recipients at once')).toBe('No');
    expect(row('Expiration')).toBe('An expiry date is required. At most 90 day(s).');
    expect(server.details).toHaveBeenCalledWith(accountant.id);
    click(button(dialog as HTMLElement, 'Add to cart'));
    expect(text(container.querySelector('.ra-cart h2'))).toBe('Cart (1)');
    expect(button(dialog as HTMLElement, 'Remove from cart')).toBeTruthy();
  });
});
