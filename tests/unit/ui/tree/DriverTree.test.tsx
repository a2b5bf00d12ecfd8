// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PickerItem } from '../../../../src/domain/picker-item';
import { DriverTree } from '../../../../src/ui/tree/DriverTree';
import { cleanup, fireEvent } from '@testing-library/react';
import { renderWithCore, text } from '../render-core';
import { settle } from '../picker/picker-helpers';

const drivers: PickerItem[] = [
  { itemType: 'driverOrEntitlement', dn: 'cn=AD,cn=ds,o=system', name: 'AD' },
  { itemType: 'driverOrEntitlement', dn: 'cn=Notes,cn=ds,o=system', name: 'Notes' },
];
const groupEntitlement: PickerItem = {
  itemType: 'driverOrEntitlement',
  dn: 'cn=Group,cn=AD,cn=ds,o=system',
  name: 'Group',
};

const items = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[role="treeitem"]')];
const labels = (container: HTMLElement) => items(container).map((item) => text(item.querySelector('.idm-tree-label')));
const itemNamed = (container: HTMLElement, name: string) => {
  const found = items(container).find((item) => text(item.querySelector('.idm-tree-label')) === name);
  if (!found) throw new Error(`no tree item ${name}`);
  return found;
};
const toggle = (item: HTMLElement) => fireEvent.click(item.querySelector('.idm-tree-toggle')!);

describe('DriverTree', () => {
  afterEach(cleanup);

  it("loads a driver's entitlements on first expansion ('Loading entitlements...'), once", async () => {
    let answer: (children: PickerItem[]) => void = () => {};
    const loadChildren = vi.fn(() => new Promise<PickerItem[]>((resolve) => (answer = resolve)));
    const { container } = renderWithCore(
      <DriverTree loadRoots={() => Promise.resolve(drivers)} loadChildren={loadChildren} />,
    );
    await settle();
    toggle(itemNamed(container, 'AD'));
    expect(text(itemNamed(container, 'AD').querySelector('[role="status"]'))).toBe('Loading entitlements...');
    answer([groupEntitlement]);
    await settle();
    expect(labels(container)).toEqual(['AD', 'Group', 'Notes']);
    expect(itemNamed(container, 'Group').hasAttribute('aria-expanded')).toBe(false);
    toggle(itemNamed(container, 'AD'));
    toggle(itemNamed(container, 'AD'));
    await settle();
    expect(loadChildren).toHaveBeenCalledTimes(1);
  });

  it("a failed load says 'Failed to load entitlements for this driver.'", async () => {
    const { container } = renderWithCore(
      <DriverTree loadRoots={() => Promise.resolve(drivers)} loadChildren={() => Promise.reject(new Error('x'))} />,
    );
    await settle();
    toggle(itemNamed(container, 'Notes'));
    await settle();
    expect(text(itemNamed(container, 'Notes').querySelector('[role="alert"]'))).toBe(
      'Failed to load entitlements for this driver.',
    );
  });

  it("'All Drivers' comes first and cannot be expanded", async () => {
    const loadChildren = vi.fn(() => Promise.resolve([]));
    const onRootsLoaded = vi.fn();
    const { container } = renderWithCore(
      <DriverTree
        prependAllDrivers
        loadRoots={() => Promise.resolve(drivers)}
        loadChildren={loadChildren}
        onRootsLoaded={onRootsLoaded}
      />,
    );
    await settle();
    expect(labels(container)).toEqual(['All Drivers', 'AD', 'Notes']);
    const all = itemNamed(container, 'All Drivers');
    expect(all.hasAttribute('aria-expanded')).toBe(false);
    expect(all.querySelector('.idm-tree-toggle.leaf')).not.toBeNull();
    expect(itemNamed(container, 'AD').getAttribute('aria-expanded')).toBe('false');
    expect(onRootsLoaded.mock.calls[0]?.[0][0]).toMatchObject({ id: 'ALL DRIVERS' });
  });

  it("a failing drivers fetch says 'Failed to fetch entitlements or driver.'", async () => {
    const { container } = renderWithCore(
      <DriverTree loadRoots={() => Promise.reject(new Error('x'))} loadChildren={() => Promise.resolve([])} />,
    );
    await settle();
    expect(text(container.querySelector('[role="alert"]'))).toBe('Failed to fetch entitlements or driver.');
  });
});
