// @vitest-environment happy-dom
import '../../setup/act-environment';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PickerItem } from '../../../../src/domain/picker-item';
import { ContainerTree } from '../../../../src/ui/tree/ContainerTree';
import { cleanup, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithCore, text } from '../render-core';
import { settle } from '../picker/picker-helpers';

const levels: PickerItem[] = [10, 20, 30].map((level) => ({
  itemType: 'container',
  dn: `cn=Level${level},cn=RoleDefs,cn=RoleConfig`,
  name: `Level${level}`,
  level,
}));
const root: PickerItem = {
  itemType: 'container',
  dn: 'cn=RoleDefs,cn=RoleConfig',
  name: 'RoleDefs',
  subContainers: levels,
};
const sub = (parent: PickerItem, name: string): PickerItem => ({
  itemType: 'container',
  dn: `ou=${name},${parent.dn ?? ''}`,
  name,
});

const items = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[role="treeitem"]')];
const labels = (container: HTMLElement) => items(container).map((item) => text(item.querySelector('.idm-tree-label')));
const itemNamed = (container: HTMLElement, name: string) => {
  const found = items(container).find((item) => text(item.querySelector('.idm-tree-label')) === name);
  if (!found) throw new Error(`no tree item ${name}`);
  return found;
};
const toggle = (item: HTMLElement) => fireEvent.click(item.querySelector('.idm-tree-toggle')!);

describe('ContainerTree', () => {
  afterEach(cleanup);

  it("with the root not selectable shows the levels without it, named 'Permission Role', 'IT Role', 'Business Role'", async () => {
    const { container } = renderWithCore(
      <ContainerTree loadRoots={() => Promise.resolve([root])} loadChildren={() => Promise.resolve([])} />,
    );
    await settle();
    expect(labels(container)).toEqual(['Permission Role', 'IT Role', 'Business Role']);
    expect(container.querySelector('[role="tree"]')?.getAttribute('aria-label')).toBe('Containers');
  });

  it("with the root selectable shows it as 'All role levels' with the levels under it", async () => {
    const onSelect = vi.fn();
    const { container } = renderWithCore(
      <ContainerTree
        rootSelectable
        loadRoots={() => Promise.resolve([root])}
        loadChildren={() => Promise.resolve([])}
        onSelect={onSelect}
      />,
    );
    await settle();
    expect(labels(container)).toEqual(['All role levels']);
    toggle(itemNamed(container, 'All role levels'));
    expect(labels(container)).toEqual(['All role levels', 'Permission Role', 'IT Role', 'Business Role']);
    await userEvent.click(itemNamed(container, 'All role levels').querySelector('.idm-tree-label')!);
    expect(onSelect).toHaveBeenCalledWith(root);
  });

  it('a sub-container of a level keeps its own name (Systems), though it carries the level', async () => {
    const systems: PickerItem = {
      itemType: 'container',
      dn: 'cn=Systems,cn=Level20,cn=RoleDefs',
      name: 'Systems',
      level: 20,
    };
    const { container } = renderWithCore(
      <ContainerTree loadRoots={() => Promise.resolve([root])} loadChildren={() => Promise.resolve([systems])} />,
    );
    await settle();
    toggle(itemNamed(container, 'IT Role'));
    await settle();
    expect(labels(container)).toEqual(['Permission Role', 'IT Role', 'Systems', 'Business Role']);
  });

  it('role level 20 shows only the IT Role container', async () => {
    const { container } = renderWithCore(
      <ContainerTree
        roleLevel={20}
        loadRoots={() => Promise.resolve([root])}
        loadChildren={() => Promise.resolve([])}
      />,
    );
    await settle();
    expect(labels(container)).toEqual(['IT Role']);
  });

  it("loads sub-containers on first expansion ('Loading sub containers...'), then keeps them", async () => {
    let answer: (children: PickerItem[]) => void = () => {};
    const loadChildren = vi.fn(
      (_parent: PickerItem, _signal: AbortSignal) => new Promise<PickerItem[]>((resolve) => (answer = resolve)),
    );
    const { container } = renderWithCore(
      <ContainerTree loadRoots={() => Promise.resolve([root])} loadChildren={loadChildren} />,
    );
    await settle();
    const it20 = itemNamed(container, 'IT Role');
    expect(loadChildren).not.toHaveBeenCalled();
    toggle(it20);
    expect(text(it20.querySelector('[role="status"]'))).toBe('Loading sub containers...');
    expect(it20.getAttribute('aria-expanded')).toBe('true');
    answer([sub(levels[1] as PickerItem, 'Finance'), sub(levels[1] as PickerItem, 'Sales')]);
    await settle();
    expect(labels(container)).toEqual(['Permission Role', 'IT Role', 'Finance', 'Sales', 'Business Role']);
    expect(it20.querySelector('[role="status"]')).toBeNull();
    toggle(itemNamed(container, 'IT Role'));
    expect(labels(container)).toEqual(['Permission Role', 'IT Role', 'Business Role']);
    toggle(itemNamed(container, 'IT Role'));
    await settle();
    expect(labels(container)).toEqual(['Permission Role', 'IT Role', 'Finance', 'Sales', 'Business Role']);
    expect(loadChildren).toHaveBeenCalledTimes(1);
    expect(loadChildren.mock.calls[0]?.[0]).toEqual(levels[1]);
  });

  it("a failed load says 'Failed to load sub-containers for this container.' and retries on the next expansion", async () => {
    const loadChildren = vi
      .fn()
      .mockRejectedValueOnce(new Error('500'))
      .mockResolvedValueOnce([sub(levels[0] as PickerItem, 'Ops')]);
    const { container } = renderWithCore(
      <ContainerTree loadRoots={() => Promise.resolve([root])} loadChildren={loadChildren} />,
    );
    await settle();
    toggle(itemNamed(container, 'Permission Role'));
    await settle();
    const perm = itemNamed(container, 'Permission Role');
    expect(text(perm.querySelector('[role="alert"]'))).toBe('Failed to load sub-containers for this container.');
    expect(perm.querySelector('[role="status"]')).toBeNull();
    toggle(perm);
    toggle(perm);
    await settle();
    expect(labels(container)).toContain('Ops');
    expect(loadChildren).toHaveBeenCalledTimes(2);
  });

  it('a container whose sub-containers load empty becomes a leaf', async () => {
    const { container } = renderWithCore(
      <ContainerTree loadRoots={() => Promise.resolve([root])} loadChildren={() => Promise.resolve([])} />,
    );
    await settle();
    toggle(itemNamed(container, 'Business Role'));
    await settle();
    expect(itemNamed(container, 'Business Role').hasAttribute('aria-expanded')).toBe(false);
  });

  it("a failing roots fetch says 'Failed to fetch containers.'", async () => {
    const { container } = renderWithCore(
      <ContainerTree loadRoots={() => Promise.reject(new Error('x'))} loadChildren={() => Promise.resolve([])} />,
    );
    await settle();
    expect(text(container.querySelector('[role="alert"]'))).toBe('Failed to fetch containers.');
  });

  it('a root without known children stays but cannot be chosen when the root is not selectable', async () => {
    const onSelect = vi.fn();
    const bare: PickerItem = { itemType: 'container', dn: 'o=data', name: 'data' };
    const { container } = renderWithCore(
      <ContainerTree
        containerType="resource"
        loadRoots={() => Promise.resolve([bare])}
        loadChildren={() => Promise.resolve([])}
        onSelect={onSelect}
      />,
    );
    await settle();
    const node = itemNamed(container, 'data');
    expect(node.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(node.querySelector('.idm-tree-label')!);
    expect(onSelect).not.toHaveBeenCalled();
  });
});
