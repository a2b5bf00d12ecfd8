// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_PAGE_SIZE, REQUEST_SEARCH_DEBOUNCE_MS } from '../../../../src/areas/request-access/queries';
import { button, cleanup, click, selectOption, text, typeInto } from '../../ui/render';
import { detailsOf, fakePort, renderRequestAccess, role, settle, waitFor } from './harness';

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
    const port = fakePort();
    const { container } = renderRequestAccess(port);
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
      const port = fakePort();
      const { container } = renderRequestAccess(port);
      await settle();
      typeInto(searchInput(container), 'acc');
      await act(async () => vi.advanceTimersByTime(1500));
      typeInto(searchInput(container), 'account');
      await act(async () => vi.advanceTimersByTime(1999));
      expect(port.search).not.toHaveBeenCalled();
      expect(text(container.querySelector('.ra-hint'))).toBe('Searching...');
      await act(async () => vi.advanceTimersByTime(1));
      await settle();
      expect(port.search).toHaveBeenCalledTimes(1);
      expect(port.search.mock.calls[0]?.[0]).toEqual({
        q: 'account',
        kinds: ['role', 'resource', 'prd'],
        categoryKey: '',
        nextIndex: 1,
        size: CATALOG_PAGE_SIZE,
      });
      expect([...container.querySelectorAll('.ra-search .ra-item-name')].map(text)).toEqual(['Accountant', 'Laptop', 'Parking Permit']);
      expect(text(container.querySelector('.ra-result-count'))).toBe('Showing 1 - 3 of 3');
    });

    it('searches at once when the type or category filter changes', async () => {
      const port = fakePort();
      const { container } = renderRequestAccess(port);
      await settle();
      selectOption(selectLabelled(container, 'Type'), 'role');
      await settle();
      expect(port.search).toHaveBeenLastCalledWith(expect.objectContaining({ q: '', kinds: ['role'], categoryKey: '' }), expect.anything());
      expect([...container.querySelectorAll('.ra-search .ra-item-name')].map(text)).toEqual(['Accountant']);
      selectOption(selectLabelled(container, 'Category'), 'it');
      await settle();
      expect(port.search).toHaveBeenLastCalledWith(expect.objectContaining({ kinds: ['role'], categoryKey: 'it' }), expect.anything());
      selectOption(selectLabelled(container, 'Type'), 'prd');
      await settle();
      expect(port.search).toHaveBeenLastCalledWith(expect.objectContaining({ kinds: ['prd'] }), expect.anything());
    });
  });

  it('pages through results with the server next index', async () => {
    const port = fakePort({
      search: vi.fn(async (query) => ({
        items: [role(`Role ${query.nextIndex}`)],
        nextIndex: query.nextIndex === 1 ? 11 : -1,
      })),
    });
    const { container } = renderRequestAccess(port);
    selectOption(selectLabelled(container, 'Type'), 'role');
    await waitFor(() => expect(text(container.querySelector('.ra-search .ra-item-name'))).toBe('Role 1'));
    click(button(container, 'Next page'));
    await waitFor(() => expect(text(container.querySelector('.ra-search .ra-item-name'))).toBe('Role 11'));
    expect(port.search).toHaveBeenLastCalledWith(expect.objectContaining({ nextIndex: 11 }), expect.anything());
    expect(container.querySelector('.ra-pager')?.textContent).toContain('Previous page');
  });

  it('opens item details with owners, approval summary, parameters and the bulk rule', async () => {
    const accountant = role('Accountant');
    const port = fakePort({
      details: vi.fn(async (item) =>
        detailsOf(item, {
          approval: {
            required: true,
            standard: true,
            approvers: [
              { id: 'cn=second,o=data', name: 'Second Approver', sequence: 2 },
              { id: 'cn=first,o=data', name: 'First Approver', sequence: 1 },
            ],
          },
          parameters: [{ key: 'site', label: 'Site', type: 'list', required: true }],
          bulkRequestable: false,
          expiration: { required: true, maxDuration: { amount: 90, unit: 'D' } },
        }),
      ),
    });
    const { container } = renderRequestAccess(port);
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
    expect(port.details).toHaveBeenCalledWith(accountant, expect.anything());
    click(button(dialog as HTMLElement, 'Add to cart'));
    expect(text(container.querySelector('.ra-cart h2'))).toBe('Cart (1)');
    expect(button(dialog as HTMLElement, 'Remove from cart')).toBeTruthy();
  });
});
