// @vitest-environment happy-dom
import '../../setup/act-environment';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Picker } from '../../../../src/ui/picker/Picker';
import type { PickerProps } from '../../../../src/ui/picker/types';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithCore, text } from '../render-core';
import { advance, combobox, fakeFetcher, message, optionTexts, popup, users } from './picker-helpers';

function renderPicker(props: Partial<PickerProps> = {}) {
  return renderWithCore(<Picker label="Owner" tabs={['users']} {...props} />);
}

describe('Picker search', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("fetches nothing without a query and says 'Type to activate search'", async () => {
    const fetchUsers = fakeFetcher();
    const { container } = renderPicker({ sources: { users: fetchUsers } });
    fireEvent.click(screen.getByRole('button', { name: 'Show options' }));
    await advance(5000);
    expect(popup(container)?.hidden).toBe(false);
    expect(message(container)).toBe('Type to activate search');
    expect(fetchUsers).not.toHaveBeenCalled();
  });

  it('waits 1000 ms after the last keystroke, then searches once with the trimmed text', async () => {
    const fetchUsers = fakeFetcher(() => users(2));
    const { container } = renderPicker({ sources: { users: fetchUsers } });
    fireEvent.change(combobox(container), { target: { value: 'a' } });
    await advance(600);
    fireEvent.change(combobox(container), { target: { value: 'ann ' } });
    await advance(999);
    expect(fetchUsers).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchUsers).toHaveBeenCalledTimes(1);
    expect(fetchUsers.mock.calls[0]?.[0]).toMatchObject({ q: 'ann', nextIndex: 1, size: 5 });
    expect(optionTexts(container)).toEqual(['user0', 'user1']);
  });

  it('emptying the box fetches nothing and goes back to the not-started state', async () => {
    const fetchUsers = fakeFetcher(() => users(1));
    const { container } = renderPicker({ sources: { users: fetchUsers } });
    fireEvent.change(combobox(container), { target: { value: 'ann' } });
    await advance(1000);
    fireEvent.change(combobox(container), { target: { value: '   ' } });
    await advance(2000);
    expect(fetchUsers).toHaveBeenCalledTimes(1);
    expect(optionTexts(container)).toEqual([]);
    expect(message(container)).toBe('Type to activate search');
  });

  it('the clear button empties the query', async () => {
    const { container } = renderPicker({ sources: { users: fakeFetcher(() => users(1)) } });
    fireEvent.change(combobox(container), { target: { value: 'ann' } });
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(combobox(container).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    expect(message(container)).toBe('Type to activate search');
  });

  it('pages with Prev and Next: start index 5 × page + 1', async () => {
    const fetchUsers = fakeFetcher((query) => ({ items: users(5, `p${query.nextIndex}-`), total: 14 }));
    const { container } = renderPicker({ sources: { users: fetchUsers } });
    fireEvent.change(combobox(container), { target: { value: 'a' } });
    await advance(1000);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Prev' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await advance(0);
    expect(fetchUsers.mock.calls.map((call) => call[0].nextIndex)).toEqual([1, 6, 11]);
    expect(optionTexts(container)[0]).toBe('p11-0');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Prev' }));
    await advance(0);
    expect(optionTexts(container)[0]).toBe('p6-0');
    expect(fetchUsers).toHaveBeenCalledTimes(3); // page 2 again comes from what was fetched
  });

  it('shows no Prev/Next when everything fits on one page', async () => {
    const { container } = renderPicker({ sources: { users: fakeFetcher(() => ({ items: users(3), total: 3 })) } });
    fireEvent.change(combobox(container), { target: { value: 'a' } });
    await advance(1000);
    expect(screen.queryByRole('button', { name: 'Prev' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('a new search resets every tab to page one', async () => {
    const fetchUsers = fakeFetcher((query) => ({
      items: users(5, `u${query.nextIndex}-`),
      nextIndex: query.nextIndex + 5,
    }));
    const fetchGroups = fakeFetcher((query) => ({
      items: users(5, `g${query.nextIndex}-`).map((item) => ({ ...item, itemType: 'group' as const })),
      nextIndex: query.nextIndex + 5,
    }));
    const { container } = renderPicker({
      tabs: ['users', 'groups'],
      sources: { users: fetchUsers, groups: fetchGroups },
    });
    fireEvent.change(combobox(container), { target: { value: 'a' } });
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await advance(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Groups' }));
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await advance(0);
    expect(fetchGroups.mock.calls.map((call) => call[0].nextIndex)).toEqual([1, 6]);

    fireEvent.change(combobox(container), { target: { value: 'b' } });
    await advance(1000);
    expect(fetchGroups.mock.calls.at(-1)?.[0]).toMatchObject({ q: 'b', nextIndex: 1 });
    fireEvent.click(screen.getByRole('tab', { name: 'Users' }));
    await advance(0);
    expect(fetchUsers.mock.calls.at(-1)?.[0]).toMatchObject({ q: 'b', nextIndex: 1 });
    expect(optionTexts(container)[0]).toBe('u1-0');
  });

  it('shows the loader while loading', async () => {
    let answer: (items: never[]) => void = () => {};
    const fetchUsers = vi.fn(() => new Promise<never[]>((resolve) => (answer = resolve)));
    const { container } = renderPicker({ sources: { users: fetchUsers } });
    fireEvent.change(combobox(container), { target: { value: 'a' } });
    await advance(1000);
    expect(container.querySelector('.idm-picker-results .idm-component-loader')).not.toBeNull();
    expect(container.querySelector('[role="listbox"]')?.getAttribute('aria-busy')).toBe('true');
    answer([]);
    await advance(0);
    expect(container.querySelector('.idm-picker-results .idm-component-loader')).toBeNull();
  });

  it("over 300 items: only the first 300 render, with 'Too many <tab label> …'", async () => {
    const { container } = renderPicker({
      sources: { users: fakeFetcher(() => ({ items: users(301), nextIndex: -1 })) },
    });
    fireEvent.change(combobox(container), { target: { value: 'a' } });
    await advance(1000);
    expect(optionTexts(container)).toHaveLength(300);
    expect(optionTexts(container).at(-1)).toBe('user299');
    expect(message(container)).toBe('Too many Users to display, Please refine your search.');
  });

  it('300 items are shown without the message', async () => {
    const { container } = renderPicker({
      sources: { users: fakeFetcher(() => ({ items: users(300), nextIndex: -1 })) },
    });
    fireEvent.change(combobox(container), { target: { value: 'a' } });
    await advance(1000);
    expect(optionTexts(container)).toHaveLength(300);
    expect(message(container)).toBe('');
  });

  it.each([
    ['users', 'No more Users are available for selection.'],
    ['groups', 'No more Groups are available for selection.'],
    ['teams', 'No more Teams are available for selection.'],
    ['entitlementValues', 'If the entitlements are valueless please choose the entitlement.'],
    ['permission', 'No Permission Found.'],
  ] as const)('empty %s list says %j', async (tab, expected) => {
    const { container } = renderPicker({ tabs: [tab], sources: { [tab]: fakeFetcher(() => []) } });
    fireEvent.change(combobox(container), { target: { value: 'zzz' } });
    await advance(1000);
    expect(message(container)).toBe(expected);
  });

  it.each([
    ['users', 'Failed to fetch users list.'],
    ['groups', 'Failed to fetch groups list.'],
    ['roles', 'Failed to fetch roles list.'],
    ['categories', 'Failed to fetch categories list.'],
    ['customApproval', 'Failed to fetch custom approvals.'],
    ['entitlementValues', 'Failed to fetch entitlement values.'],
    ['resources', 'Failed to fetch resources list.'],
    ['teams', 'Failed to fetch teams list.'],
    ['sods', 'Failed to fetch SoDs list.'],
    ['drivers', 'Failed to fetch Drivers list.'],
    ['entity', 'Failed to fetch entity list'],
  ] as const)('a failing %s fetch says %j and stops loading', async (tab, expected) => {
    const failing = vi.fn(() => Promise.reject(new Error('500')));
    const { container } = renderPicker({ tabs: [tab], sources: { [tab]: failing } });
    fireEvent.change(combobox(container), { target: { value: 'a' } });
    await advance(1000);
    expect(failing).toHaveBeenCalled();
    expect(text(container.querySelector('[role="alert"]'))).toBe(expected);
    expect(container.querySelector('.idm-picker-results .idm-component-loader')).toBeNull();
  });

  it.each([
    [['users'], 'Search in Users by First Name, Last Name'],
    [['groups'], 'Search in Groups by First Name, Last Name'],
    [['roles'], 'Search in Roles'],
    [[{ id: 'entity', label: 'Printers', searchAttributes: ['Name', 'Model'] }], 'Search in Printers by Name, Model'],
  ] as const)('placeholder for %j is %j', (tabs, expected) => {
    const { container } = renderPicker({
      tabs,
      searchAttributes: ['First Name', 'Last Name', { displayLabel: 'Manager', dataType: 'DN' }].slice(
        0,
        tabs[0] === 'groups' ? 3 : 2,
      ),
    });
    expect(combobox(container).placeholder).toBe(expected);
  });

  it("placeholder without attributes is 'Search in <tab>'", () => {
    const { container } = renderPicker({ tabs: ['users'] });
    expect(combobox(container).placeholder).toBe('Search in Users');
  });

  it('passes the team, role level and entity to the fetch', async () => {
    const fetchEntities = fakeFetcher(() => []);
    const { container } = renderPicker({
      tabs: [{ id: 'entity', entityKey: 'printer' }],
      teamDn: 'cn=team1',
      roleLevel: 20,
      sources: { entity: fetchEntities },
    });
    fireEvent.change(combobox(container), { target: { value: 'x' } });
    await advance(1000);
    expect(fetchEntities.mock.calls[0]?.[0]).toMatchObject({
      q: 'x',
      teamDn: 'cn=team1',
      roleLevel: 20,
      entityKey: 'printer',
    });
  });
});
