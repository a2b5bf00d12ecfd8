// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PickerItem } from '../../../../src/domain/picker-item';
import { Tree } from '../../../../src/ui/tree/Tree';
import { cleanup, fireEvent } from '@testing-library/react';
import { renderWithCore, text } from '../render-core';
import { settle } from '../picker/picker-helpers';

const node = (dn: string, name: string): PickerItem => ({ itemType: 'container', dn, name });
const roots = [node('ou=a,o=x', 'A'), node('ou=b,o=x', 'B')];
const childrenOf: Record<string, PickerItem[]> = {
  'ou=a,o=x': [node('ou=a1,ou=a,o=x', 'A1'), node('ou=a2,ou=a,o=x', 'A2')],
  'ou=b,o=x': [node('ou=b1,ou=b,o=x', 'B1')],
};

function renderTree(onSelect = vi.fn(), isDisabled?: (item: PickerItem) => boolean) {
  const loadChildren = vi.fn((parent: PickerItem) => Promise.resolve(childrenOf[parent.dn ?? ''] ?? []));
  const rendered = renderWithCore(
    <Tree
      label="Places"
      roots={roots}
      loadChildren={loadChildren}
      isExpandable={(item) => (item.dn ?? '').split(',').length === 2}
      loadingText="Loading…"
      failedText="Failed"
      onSelect={onSelect}
      isDisabled={isDisabled}
    />,
  );
  return { ...rendered, loadChildren };
}

const focusedLabel = () => text(document.activeElement?.querySelector('.idm-tree-label'));
const press = async (key: string) => {
  fireEvent.keyDown(document.activeElement!, { key: key });
  await settle();
};

describe('Tree keyboard navigation', () => {
  afterEach(cleanup);

  it('has one tab stop, levels, positions and set sizes', () => {
    const { container } = renderTree();
    const items = [...container.querySelectorAll<HTMLElement>('[role="treeitem"]')];
    expect(items.map((item) => item.tabIndex)).toEqual([0, -1]);
    expect(
      items.map((item) => [
        item.getAttribute('aria-level'),
        item.getAttribute('aria-posinset'),
        item.getAttribute('aria-setsize'),
      ]),
    ).toEqual([
      ['1', '1', '2'],
      ['1', '2', '2'],
    ]);
    expect(container.querySelector('[role="tree"]')?.getAttribute('aria-label')).toBe('Places');
  });

  it('Down/Up move, Right expands then enters, Left collapses or goes to the parent, Home/End jump', async () => {
    const { container } = renderTree();
    act(() => container.querySelector<HTMLElement>('[role="treeitem"]')?.focus());
    expect(focusedLabel()).toBe('A');
    await press('ArrowDown');
    expect(focusedLabel()).toBe('B');
    await press('ArrowUp');
    expect(focusedLabel()).toBe('A');
    await press('ArrowRight');
    expect(focusedLabel()).toBe('A');
    expect(document.activeElement?.getAttribute('aria-expanded')).toBe('true');
    await press('ArrowRight');
    expect(focusedLabel()).toBe('A1');
    expect(document.activeElement?.getAttribute('aria-level')).toBe('2');
    await press('ArrowDown');
    expect(focusedLabel()).toBe('A2');
    await press('ArrowLeft');
    expect(focusedLabel()).toBe('A');
    await press('ArrowLeft');
    expect(document.activeElement?.getAttribute('aria-expanded')).toBe('false');
    await press('End');
    expect(focusedLabel()).toBe('B');
    await press('Home');
    expect(focusedLabel()).toBe('A');
    const stops = [...container.querySelectorAll<HTMLElement>('[role="treeitem"]')].filter(
      (item) => item.tabIndex === 0,
    );
    expect(stops).toHaveLength(1);
  });

  it('Enter and Space select the focused node; disabled ones are not selected', async () => {
    const onSelect = vi.fn();
    const { container } = renderTree(onSelect, (item) => item.name === 'B');
    act(() => container.querySelector<HTMLElement>('[role="treeitem"]')?.focus());
    await press('Enter');
    expect(onSelect).toHaveBeenLastCalledWith(roots[0]);
    await press('ArrowDown');
    await press(' ');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');
  });

  it('right to left: Left expands', async () => {
    const { container } = renderTree();
    container.setAttribute('dir', 'rtl');
    act(() => container.querySelector<HTMLElement>('[role="treeitem"]')?.focus());
    await press('ArrowLeft');
    expect(document.activeElement?.getAttribute('aria-expanded')).toBe('true');
  });
});
