// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PickerItem } from '../../../../src/domain/picker-item';
import type { PickerTreeSource } from '../../../../src/domain/picker-source';
import { Picker } from '../../../../src/ui/picker/Picker';
import { cleanup, fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithCore, text } from '../render-core';
import { settle } from './picker-helpers';

const container = (dn: string, name: string, extra: Partial<PickerItem> = {}): PickerItem => ({
  itemType: 'container',
  dn,
  name,
  ...extra,
});
const sales = container('ou=sales,o=data', 'Sales');
const east = container('ou=east,ou=sales,o=data', 'East');
const hr = container('ou=hr,o=data', 'HR');
const data = container('o=data', 'data', { subContainers: [sales, hr] });

const containerSource = (): PickerTreeSource => ({
  roots: vi.fn(() => Promise.resolve([data])),
  children: vi.fn((parent: PickerItem) => Promise.resolve(parent.dn === sales.dn ? [east] : [])),
});

const treeItem = (root: HTMLElement, name: string) => {
  const found = [...root.querySelectorAll<HTMLElement>('[role="treeitem"]')].find(
    (item) => text(item.querySelector('.idm-tree-label')) === name,
  );
  if (!found) throw new Error(`no tree item ${name}`);
  return found;
};
const chooseInTree = (root: HTMLElement, name: string) =>
  fireEvent.click(treeItem(root, name).querySelector('.idm-tree-label')!);

describe('Picker tree tabs', () => {
  // The tree's code comes lazily (when a picker with a tree tab opens or shows it): loaded once here, so each
  // test waits for its tree's data only.
  beforeAll(() => import('../../../../src/ui/picker/PickerTreePanel'));
  afterEach(cleanup);

  it('choosing a container removes selected containers it contains or that contain it', async () => {
    const onChange = vi.fn();
    const { container: root } = renderWithCore(
      <Picker
        label="Containers"
        tabs={['containers']}
        mode="multi"
        value={[east, hr]}
        onChange={onChange}
        sources={{ containers: containerSource() }}
      />,
    );
    await settle();
    await userEvent.click(within(root).getByRole('button', { name: 'Show options' }));
    expect(treeItem(root, 'HR').getAttribute('aria-disabled')).toBe('true');
    expect(treeItem(root, 'HR').getAttribute('aria-selected')).toBe('true');
    chooseInTree(root, 'Sales');
    expect(onChange).toHaveBeenLastCalledWith([hr, sales]);
  });

  it("the container tab follows the root rule: 'All role levels' only when the root is selectable", async () => {
    const levels = [10, 20].map((level) => container(`cn=Level${level},cn=RoleDefs`, `Level${level}`, { level }));
    const source: PickerTreeSource = {
      roots: () => Promise.resolve([container('cn=RoleDefs', 'RoleDefs', { subContainers: levels })]),
      children: () => Promise.resolve([]),
    };
    const closed = renderWithCore(<Picker label="Scope" tabs={['containers']} sources={{ containers: source }} />);
    const open = renderWithCore(
      <Picker label="Scope" tabs={['containers']} rootSelectable sources={{ containers: source }} />,
    );
    await settle();
    const labels = (root: HTMLElement) => [...root.querySelectorAll('.idm-tree-label')].map((label) => text(label));
    expect(labels(closed.container)).toEqual(['Permission Role', 'IT Role']);
    expect(labels(open.container)).toEqual(['All role levels']);
  });

  it('passes the context to the tree source and starts over when the team changes', async () => {
    const source = containerSource();
    const { rerender } = renderWithCore(
      <Picker label="Scope" tabs={['containers']} teamDn="cn=t1" sources={{ containers: source }} />,
    );
    await settle();
    expect(source.roots).toHaveBeenLastCalledWith(expect.objectContaining({ teamDn: 'cn=t1' }), expect.anything());
    rerender(<Picker label="Scope" tabs={['containers']} teamDn="cn=t2" sources={{ containers: source }} />);
    await settle();
    expect(source.roots).toHaveBeenCalledTimes(2);
    expect(source.roots).toHaveBeenLastCalledWith(expect.objectContaining({ teamDn: 'cn=t2' }), expect.anything());
  });

  const drivers: PickerItem[] = [
    { itemType: 'driverOrEntitlement', dn: 'cn=AD,cn=ds', name: 'AD' },
    { itemType: 'driverOrEntitlement', dn: 'cn=Notes,cn=ds', name: 'Notes' },
  ];
  const driverSource: PickerTreeSource = { roots: () => Promise.resolve(drivers), children: () => Promise.resolve([]) };

  it('auto-select-first on the driver/entitlement tab chooses the first driver', async () => {
    const onChange = vi.fn();
    renderWithCore(
      <Picker
        label="Driver"
        tabs={['driverEntitlement']}
        autoSelectFirst
        onChange={onChange}
        sources={{ driverEntitlement: driverSource }}
      />,
    );
    await settle();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith([drivers[0]]);
  });

  it("'All Drivers' heads the driver tree, preselected, and never expands", async () => {
    const onChange = vi.fn();
    const { container: root } = renderWithCore(
      <Picker
        label="Driver"
        tabs={['driverEntitlement']}
        autoSelectFirst
        prependAllDrivers
        onChange={onChange}
        sources={{ driverEntitlement: driverSource }}
      />,
    );
    await settle();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toEqual([
      { itemType: 'driverOrEntitlement', id: 'ALL DRIVERS', name: 'All Drivers' },
    ]);
    expect(treeItem(root, 'All Drivers').hasAttribute('aria-expanded')).toBe(false);
  });

  it('choosing a tree item in single mode closes the dropdown', async () => {
    const onChange = vi.fn();
    const { container: root } = renderWithCore(
      <Picker
        label="Driver"
        tabs={['driverEntitlement']}
        onChange={onChange}
        sources={{ driverEntitlement: driverSource }}
      />,
    );
    await settle();
    await userEvent.click(within(root).getByRole('button', { name: 'Show options' }));
    chooseInTree(root, 'Notes');
    expect(onChange).toHaveBeenCalledWith([drivers[1]]);
    expect(root.querySelector<HTMLElement>('.idm-picker-popup')?.hidden).toBe(true);
  });
});
