// @vitest-environment happy-dom
import '../../setup/act-environment';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Picker } from '../../../../src/ui/picker/Picker';
import { cleanup, fireEvent } from '@testing-library/react';
import { renderWithCore, text } from '../render-core';
import { advance, combobox, fakeFetcher, keyDownWith, options, popup, user, users } from './picker-helpers';

describe('Picker keyboard', () => {
  // The tree's code comes lazily (when a picker with a tree tab opens or shows it): loaded once here, so the
  // tree test waits for its tree's data only.
  beforeAll(() => import('../../../../src/ui/picker/PickerTreePanel'));
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  async function searched(mode: 'single' | 'multi' = 'single', onChange = vi.fn()) {
    const rendered = renderWithCore(
      <Picker
        label="Owner"
        tabs={['users']}
        mode={mode}
        onChange={onChange}
        sources={{ users: fakeFetcher(() => users(3)) }}
      />,
    );
    fireEvent.change(combobox(rendered.container), { target: { value: 'a' } });
    await advance(1000);
    return rendered;
  }

  it('ArrowDown goes from the box into the list, arrows move within, Enter selects', async () => {
    const onChange = vi.fn();
    const { container } = await searched('single', onChange);
    const input = combobox(container);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options(container)[0]?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options(container)[2]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options(container)[1]?.id);
    expect(options(container)[1]?.classList.contains('active')).toBe(true);
    const enterNotCancelled = fireEvent.keyDown(input, { key: 'Enter' });
    expect(enterNotCancelled).toBe(false);
    expect(onChange).toHaveBeenCalledWith([user('user1')]);
  });

  it('ArrowUp from the box starts at the last option', async () => {
    const { container } = await searched();
    fireEvent.keyDown(combobox(container), { key: 'ArrowUp' });
    expect(combobox(container).getAttribute('aria-activedescendant')).toBe(options(container)[2]?.id);
  });

  it('Enter on a disabled option does nothing', async () => {
    const onChange = vi.fn();
    const { container } = renderWithCore(
      <Picker
        label="Owner"
        tabs={['users']}
        excluded={['cn=user0,ou=users,o=data']}
        onChange={onChange}
        sources={{ users: fakeFetcher(() => users(2)) }}
      />,
    );
    fireEvent.change(combobox(container), { target: { value: 'a' } });
    await advance(1000);
    fireEvent.keyDown(combobox(container), { key: 'ArrowDown' });
    fireEvent.keyDown(combobox(container), { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('the combobox says what it controls and whether it is open', async () => {
    const { container } = await searched();
    const input = combobox(container);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(container.querySelector('[role="listbox"]')?.id);
    expect(input.getAttribute('aria-haspopup')).toBe('listbox');
    expect(text(container.querySelector(`label[for="${input.id}"]`))).toBe('Owner');
  });

  it('Esc hides the dropdown and keeps the query; the event goes no further', async () => {
    const { container } = await searched();
    const outer = vi.fn();
    document.body.addEventListener('keydown', outer);
    const escapeNotCancelled = fireEvent.keyDown(combobox(container), { key: 'Escape' });
    expect(popup(container)?.hidden).toBe(true);
    expect(combobox(container).getAttribute('aria-expanded')).toBe('false');
    expect(combobox(container).value).toBe('a');
    expect(escapeNotCancelled).toBe(false);
    expect(outer).not.toHaveBeenCalled();
    document.body.removeEventListener('keydown', outer);
  });

  it('Esc inside the dropdown hides it and returns focus to the box', async () => {
    const { container } = renderWithCore(
      <Picker
        label="Owner"
        tabs={['users', 'groups']}
        sources={{ users: fakeFetcher(() => users(2)), groups: fakeFetcher(() => []) }}
      />,
    );
    fireEvent.change(combobox(container), { target: { value: 'a' } });
    await advance(1000);
    const tab = container.querySelector<HTMLElement>('[role="tab"]');
    tab?.focus();
    fireEvent.keyDown(tab!, { key: 'Escape' });
    expect(popup(container)?.hidden).toBe(true);
    expect(document.activeElement).toBe(combobox(container));
  });

  it('tabs are ARIA tabs; arrows, Home and End switch them', async () => {
    const fetchGroups = fakeFetcher(() => []);
    const { container } = renderWithCore(
      <Picker
        label="Owner"
        tabs={['users', 'groups', 'roles']}
        sources={{ users: fakeFetcher(() => users(1)), groups: fetchGroups, roles: fakeFetcher(() => []) }}
      />,
    );
    fireEvent.change(combobox(container), { target: { value: 'a' } });
    await advance(1000);
    const tabs = () => [...container.querySelectorAll<HTMLElement>('[role="tab"]')];
    const selectedTab = () => tabs().find((tab) => tab.getAttribute('aria-selected') === 'true');
    expect(container.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Item types');
    expect(text(selectedTab())).toBe('Users');
    const panel = container.querySelector('[role="tabpanel"]');
    expect(panel?.getAttribute('aria-labelledby')).toBe(selectedTab()?.id);
    expect(selectedTab()?.getAttribute('aria-controls')).toBe(panel?.id);

    fireEvent.keyDown(selectedTab()!, { key: 'ArrowRight' });
    expect(text(selectedTab())).toBe('Groups');
    expect(document.activeElement).toBe(selectedTab());
    expect(combobox(container).placeholder).toBe('Search in Groups');
    await advance(0);
    expect(fetchGroups).toHaveBeenCalledWith(expect.objectContaining({ q: 'a', nextIndex: 1 }), expect.anything());
    fireEvent.keyDown(selectedTab()!, { key: 'End' });
    expect(text(selectedTab())).toBe('Roles');
    fireEvent.keyDown(selectedTab()!, { key: 'ArrowRight' });
    expect(text(selectedTab())).toBe('Users');
    fireEvent.keyDown(selectedTab()!, { key: 'ArrowLeft' });
    expect(text(selectedTab())).toBe('Roles');
    fireEvent.keyDown(selectedTab()!, { key: 'Home' });
    expect(text(selectedTab())).toBe('Users');
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('ArrowDown on a tree tab moves focus into the tree', async () => {
    const { container } = renderWithCore(
      <Picker
        label="Container"
        tabs={['containers']}
        sources={{
          containers: {
            roots: () => Promise.resolve([{ itemType: 'container', dn: 'ou=a,o=data', name: 'A' }]),
            children: () => Promise.resolve([]),
          },
        }}
      />,
    );
    await advance(0);
    expect(combobox(container).readOnly).toBe(true);
    keyDownWith(combobox(container), 'ArrowDown');
    await advance(0);
    expect(popup(container)?.hidden).toBe(false);
    expect(document.activeElement?.getAttribute('role')).toBe('treeitem');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(popup(container)?.hidden).toBe(true);
    expect(document.activeElement).toBe(combobox(container));
  });
});
