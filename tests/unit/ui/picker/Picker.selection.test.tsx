// @vitest-environment happy-dom
import '../../setup/act-environment';
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PickerItem } from '../../../../src/domain/picker-item';
import { Picker } from '../../../../src/ui/picker/Picker';
import type { PickerProps } from '../../../../src/ui/picker/types';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithCore, text } from '../render-core';
import {
  advance,
  combobox,
  fakeFetcher,
  options,
  optionTexts,
  popup,
  settle,
  tagTexts,
  user,
  users,
} from './picker-helpers';

function renderPicker(props: Partial<PickerProps> = {}) {
  return renderWithCore(<Picker label="Owner" tabs={['users']} {...props} />);
}

async function search(container: HTMLElement, query = 'a') {
  fireEvent.change(combobox(container), { target: { value: query } });
  await advance(1000);
}

const optionNamed = (container: HTMLElement, name: string) => {
  const found = options(container).find((option) => text(option.querySelector('.idm-picker-option-label')) === name);
  if (!found) throw new Error(`no option ${name}`);
  return found;
};

describe('Picker selection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('single mode: a choice replaces the previous one, notifies, marks touched and closes', async () => {
    const onChange = vi.fn();
    const onTouched = vi.fn();
    const { container } = renderPicker({ sources: { users: fakeFetcher(() => users(3)) }, onChange, onTouched });
    await search(container);
    fireEvent.click(optionNamed(container, 'user0'));
    expect(onChange).toHaveBeenLastCalledWith([user('user0')]);
    expect(onTouched).toHaveBeenCalledTimes(1);
    expect(popup(container)?.hidden).toBe(true);
    expect(combobox(container).value).toBe('');

    await search(container, 'b');
    fireEvent.click(optionNamed(container, 'user1'));
    expect(onChange).toHaveBeenLastCalledWith([user('user1')]);
    expect(tagTexts(container)).toEqual(['user1']);
    expect(onTouched).toHaveBeenCalledTimes(2);
  });

  it('multi mode: choices add up and the list stays open for more from the same search', async () => {
    const onChange = vi.fn();
    const { container } = renderPicker({ mode: 'multi', sources: { users: fakeFetcher(() => users(3)) }, onChange });
    await search(container);
    fireEvent.click(optionNamed(container, 'user0'));
    fireEvent.click(optionNamed(container, 'user2'));
    expect(onChange).toHaveBeenLastCalledWith([user('user0'), user('user2')]);
    expect(tagTexts(container)).toEqual(['user0', 'user2']);
    expect(popup(container)?.hidden).toBe(false);
    expect(container.querySelector('[role="listbox"]')?.getAttribute('aria-multiselectable')).toBe('true');
  });

  it('multi mode with closeOnChoose: the list closes after each choice, so it never covers what follows', async () => {
    const onChange = vi.fn();
    const { container } = renderPicker({
      mode: 'multi',
      closeOnChoose: true,
      sources: { users: fakeFetcher(() => users(3)) },
      onChange,
    });
    await search(container);
    fireEvent.click(optionNamed(container, 'user0'));
    expect(popup(container)?.hidden).toBe(true);
    expect(document.activeElement).toBe(combobox(container));
    await search(container);
    fireEvent.click(optionNamed(container, 'user2'));
    expect(onChange).toHaveBeenLastCalledWith([user('user0'), user('user2')]);
    expect(popup(container)?.hidden).toBe(true);
  });

  it('multi mode: a tab with single selection replaces earlier items of its type only', async () => {
    const group: PickerItem = { itemType: 'group', dn: 'cn=staff,o=data', name: 'staff' };
    const onChange = vi.fn();
    const { container } = renderPicker({
      mode: 'multi',
      tabs: [{ id: 'users', selection: 'single' }, 'groups'],
      value: [user('user0'), group],
      sources: { users: fakeFetcher(() => users(3)), groups: fakeFetcher(() => [group]) },
      onChange,
    });
    await search(container);
    fireEvent.click(optionNamed(container, 'user1'));
    expect(onChange).toHaveBeenLastCalledWith([group, user('user1')]);
  });

  it('dropdown mode loads without typing, cannot be typed into, and replaces the choice', async () => {
    const fetchOptions = fakeFetcher(() => [
      { itemType: 'dropdown', id: 'a', name: 'Alpha' },
      { itemType: 'dropdown', id: 'b', name: 'Beta' },
    ]);
    const onChange = vi.fn();
    const { container } = renderPicker({
      mode: 'dropdown',
      tabs: ['dropdown'],
      sources: { dropdown: fetchOptions },
      onChange,
    });
    await settle();
    expect(combobox(container).readOnly).toBe(true);
    fireEvent.click(combobox(container));
    expect(optionTexts(container)).toEqual(['Alpha', 'Beta']);
    fireEvent.click(optionNamed(container, 'Alpha'));
    fireEvent.click(screen.getByRole('button', { name: 'Show options' }));
    fireEvent.click(optionNamed(container, 'Beta'));
    expect(onChange).toHaveBeenLastCalledWith([{ itemType: 'dropdown', id: 'b', name: 'Beta' }]);
  });

  it('dropdown mode with a searchable tab fetches without a query', async () => {
    const fetchRoles = fakeFetcher(() => []);
    renderPicker({ mode: 'dropdown', tabs: ['roles'], sources: { roles: fetchRoles } });
    await settle();
    expect(fetchRoles.mock.calls[0]?.[0]).toMatchObject({ q: '', nextIndex: 1 });
  });

  it('already selected and excluded items are disabled and cannot be clicked', async () => {
    const onChange = vi.fn();
    const { container } = renderPicker({
      mode: 'multi',
      value: [user('user0')],
      excluded: ['CN=user1,OU=users,O=data'],
      sources: { users: fakeFetcher(() => users(3)) },
      onChange,
    });
    await search(container);
    const [selected, excluded, free] = options(container);
    expect(selected?.getAttribute('aria-disabled')).toBe('true');
    expect(selected?.getAttribute('aria-selected')).toBe('true');
    expect(excluded?.getAttribute('aria-disabled')).toBe('true');
    expect(excluded?.getAttribute('aria-selected')).toBe('false');
    expect(free?.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(selected!);
    fireEvent.click(excluded!);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(free!);
    expect(onChange).toHaveBeenCalledWith([user('user0'), user('user2')]);
  });

  it('Remove takes one item out, notifying and marking touched', () => {
    const onChange = vi.fn();
    const onTouched = vi.fn();
    renderPicker({ mode: 'multi', value: [user('ann'), user('bob')], onChange, onTouched });
    fireEvent.click(screen.getByRole('button', { name: 'Remove ann' }));
    expect(onChange).toHaveBeenCalledWith([user('bob')]);
    expect(onTouched).toHaveBeenCalledTimes(1);
  });

  it("'Clear Selection' empties the selection, notifying and marking touched", () => {
    const onChange = vi.fn();
    const onTouched = vi.fn();
    renderPicker({ mode: 'multi', value: [user('ann'), user('bob')], onChange, onTouched });
    fireEvent.click(screen.getByRole('button', { name: 'Clear Selection' }));
    expect(onChange).toHaveBeenCalledWith([]);
    expect(onTouched).toHaveBeenCalledTimes(1);
  });

  it('keeps its own selection when the owner does not control it', async () => {
    const { container } = renderPicker({ mode: 'multi', sources: { users: fakeFetcher(() => users(2)) } });
    await search(container);
    fireEvent.click(optionNamed(container, 'user1'));
    expect(tagTexts(container)).toEqual(['user1']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove user1' }));
    expect(tagTexts(container)).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Clear Selection' })).toBeNull();
  });

  it('required: after a change leaves it empty, shows the error text and marks the box invalid', () => {
    function Owner() {
      const [value, setValue] = useState<PickerItem[]>([user('ann')]);
      return (
        <Picker
          label="Proxy User"
          tabs={['users']}
          required
          errorText="Proxy User is required"
          value={value}
          onChange={setValue}
        />
      );
    }
    const { container } = renderWithCore(<Owner />);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove ann' }));
    expect(text(container.querySelector('[role="alert"]'))).toBe('Proxy User is required');
    expect(combobox(container).getAttribute('aria-invalid')).toBe('true');
    expect(combobox(container).getAttribute('aria-describedby')).toBe(container.querySelector('[role="alert"]')?.id);
  });

  it("required: focus leaving the picker marks it touched ('Required' by default)", () => {
    const onTouched = vi.fn();
    const { container } = renderPicker({ required: true, onTouched });
    const outside = document.createElement('button');
    document.body.append(outside);
    act(() => combobox(container).focus());
    act(() => outside.focus());
    expect(onTouched).toHaveBeenCalled();
    expect(text(container.querySelector('[role="alert"]'))).toBe('Required');
    outside.remove();
  });

  it('disabled: no typing, no remove, no clear', () => {
    const { container } = renderPicker({ disabled: true, mode: 'multi', value: [user('ann')] });
    expect(combobox(container).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Remove ann' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear Selection' })).toBeNull();
  });
});

describe('Picker rules from the owner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const roles: PickerItem[] = [
    { itemType: 'role', dn: 'cn=p,o=r', name: 'Perm', level: 10 },
    { itemType: 'role', dn: 'cn=i,o=r', name: 'IT', level: 20 },
    { itemType: 'role', dn: 'cn=b,o=r', name: 'Biz', level: 30 },
  ];

  it.each([
    [10, ['Perm']],
    [20, ['IT']],
    [30, ['Biz']],
    [undefined, ['Perm', 'IT', 'Biz']],
  ] as const)('role level %s shows only roles at that level', async (roleLevel, expected) => {
    const { container } = renderPicker({ tabs: ['roles'], roleLevel, sources: { roles: fakeFetcher(() => roles) } });
    await search(container);
    expect(optionTexts(container)).toEqual(expected);
  });

  const containerItem: PickerItem = { itemType: 'container', dn: 'cn=Level20,cn=RoleDefs', level: 20 };

  it('changing the role level clears selected containers', () => {
    const onChange = vi.fn();
    const onTouched = vi.fn();
    const value = [user('ann'), containerItem];
    const { rerender } = renderPicker({ mode: 'multi', value, roleLevel: 10, onChange, onTouched });
    expect(onChange).not.toHaveBeenCalled();
    rerender(
      <Picker
        label="Owner"
        tabs={['users']}
        mode="multi"
        value={value}
        roleLevel={20}
        onChange={onChange}
        onTouched={onTouched}
      />,
    );
    expect(onChange).toHaveBeenCalledWith([user('ann')]);
    expect(onTouched).not.toHaveBeenCalled();
  });

  it('changing the team clears selected containers', () => {
    const onChange = vi.fn();
    const value = [containerItem, user('ann')];
    const { rerender } = renderPicker({ mode: 'multi', value, teamDn: 'cn=t1', onChange });
    rerender(<Picker label="Owner" tabs={['users']} mode="multi" value={value} teamDn="cn=t2" onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith([user('ann')]);
  });

  it('changing the entitlement clears the selection unless it came from the entitlement component', () => {
    const onChange = vi.fn();
    const value: PickerItem[] = [{ itemType: 'entitlementValues', value: 'v1' }];
    const props = { label: 'Values', tabs: ['entitlementValues'] as const, mode: 'multi' as const, value, onChange };
    const { rerender } = renderWithCore(<Picker {...props} entitlement={{ dn: 'cn=e1', driverDn: 'cn=d' }} />);
    rerender(<Picker {...props} entitlement={{ dn: 'cn=e2', driverDn: 'cn=d', fromEntitlementComponent: true }} />);
    expect(onChange).not.toHaveBeenCalled();
    rerender(<Picker {...props} entitlement={{ dn: 'cn=e3', driverDn: 'cn=d' }} />);
    expect(onChange).toHaveBeenCalledWith([]);
  });

  it('passes the entitlement to the entitlement values fetch', async () => {
    const fetchValues = fakeFetcher(() => []);
    const { container } = renderWithCore(
      <Picker
        label="Values"
        tabs={['entitlementValues']}
        entitlement={{ dn: 'cn=e1', driverDn: 'cn=d' }}
        sources={{ entitlementValues: fetchValues }}
      />,
    );
    await search(container);
    expect(fetchValues.mock.calls[0]?.[0].entitlement).toEqual({ dn: 'cn=e1', driverDn: 'cn=d' });
  });

  const drivers: PickerItem[] = [
    { itemType: 'dirxmldriver', dn: 'cn=AD,cn=ds', name: 'AD' },
    { itemType: 'dirxmldriver', dn: 'cn=Notes,cn=ds', name: 'Notes' },
  ];

  it('auto-select-first on the drivers tab chooses the first driver without marking touched', async () => {
    const onChange = vi.fn();
    const onTouched = vi.fn();
    const fetchDrivers = fakeFetcher(() => drivers);
    renderPicker({ tabs: ['drivers'], autoSelectFirst: true, sources: { drivers: fetchDrivers }, onChange, onTouched });
    await settle();
    expect(fetchDrivers).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith([drivers[0]]);
    expect(onTouched).not.toHaveBeenCalled();
  });

  it('auto-select-first happens once: after the person removes it, a new first item is not chosen', async () => {
    const onChange = vi.fn();
    const { container } = renderPicker({
      tabs: ['drivers'],
      autoSelectFirst: true,
      sources: { drivers: fakeFetcher(() => drivers) },
      onChange,
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Remove AD' }));
    fireEvent.change(combobox(container), { target: { value: 'not' } });
    await advance(1000);
    expect(optionTexts(container)).toEqual(['Notes']);
    expect(onChange.mock.calls).toEqual([[[drivers[0]]], [[]]]);
  });

  it('auto-select-first on the dropdown tab chooses the first option', async () => {
    const onChange = vi.fn();
    const option: PickerItem = { itemType: 'dropdown', id: 'x', name: 'X' };
    renderPicker({
      tabs: ['dropdown'],
      mode: 'dropdown',
      autoSelectFirst: true,
      sources: { dropdown: fakeFetcher(() => [option]) },
      onChange,
    });
    await settle();
    expect(onChange).toHaveBeenCalledWith([option]);
  });

  it('auto-select-first leaves an existing selection and other tabs alone', async () => {
    const onChange = vi.fn();
    renderPicker({
      tabs: ['drivers'],
      autoSelectFirst: true,
      value: [drivers[1] as PickerItem],
      sources: { drivers: fakeFetcher(() => drivers) },
      onChange,
    });
    const usersPicker = renderPicker({
      tabs: ['users'],
      mode: 'dropdown',
      autoSelectFirst: true,
      sources: { users: fakeFetcher(() => users(2)) },
      onChange,
    });
    await settle();
    expect(optionTexts(usersPicker.container)).toEqual(['user0', 'user1']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("'All Drivers' is prepended, preselected at once, and has the id 'ALL DRIVERS'", async () => {
    const onChange = vi.fn();
    const { container } = renderPicker({
      tabs: ['drivers'],
      autoSelectFirst: true,
      prependAllDrivers: true,
      sources: { drivers: fakeFetcher(() => drivers) },
      onChange,
    });
    expect(onChange).toHaveBeenCalledWith([{ itemType: 'dirxmldriver', id: 'ALL DRIVERS', name: 'All Drivers' }]);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Show options' }));
    expect(optionTexts(container)).toEqual(['All Drivers', 'AD', 'Notes']);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("'All Drivers' can be prepended without being preselected", async () => {
    const onChange = vi.fn();
    const { container } = renderPicker({
      tabs: ['drivers'],
      prependAllDrivers: true,
      sources: { drivers: fakeFetcher(() => drivers) },
      onChange,
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Show options' }));
    expect(optionTexts(container)[0]).toBe('All Drivers');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('drivers narrow by the typed text without fetching again', async () => {
    const fetchDrivers = fakeFetcher(() => drivers);
    const { container } = renderPicker({ tabs: ['drivers'], sources: { drivers: fetchDrivers } });
    await settle();
    fireEvent.change(combobox(container), { target: { value: 'not' } });
    await advance(1000);
    expect(optionTexts(container)).toEqual(['Notes']);
    expect(fetchDrivers).toHaveBeenCalledTimes(1);
  });
});
