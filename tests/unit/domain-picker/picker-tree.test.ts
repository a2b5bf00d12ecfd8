import { describe, expect, it } from 'vitest';
import { treeKeyAction, visibleNodes, type TreeShape } from '../../../src/domain/picker-tree';

interface Node {
  id: string;
  children?: Node[];
}

const tree: Node[] = [
  { id: 'a', children: [{ id: 'a1' }, { id: 'a2', children: [{ id: 'a2x' }] }] },
  { id: 'b', children: [{ id: 'b1' }] },
  { id: 'c' },
];

function shape(expanded: string[], loaded = true): TreeShape<Node> {
  return {
    keyOf: (node) => node.id,
    isExpandable: (node) => node.children !== undefined,
    isExpanded: (key) => expanded.includes(key),
    childrenOf: (_key, node) => (loaded ? node.children : undefined),
  };
}

describe('visibleNodes', () => {
  it('lists top nodes and the children of expanded ones, with levels and positions', () => {
    const visible = visibleNodes(tree, shape(['a']));
    expect(visible.map((v) => `${v.key}@${v.level}:${v.posInSet}/${v.setSize}`)).toEqual([
      'a@1:1/3',
      'a1@2:1/2',
      'a2@2:2/2',
      'b@1:2/3',
      'c@1:3/3',
    ]);
    expect(visible[1]?.parentKey).toBe('a');
    expect(visible[0]?.expanded).toBe(true);
    expect(visible[2]?.expanded).toBe(false);
    expect(visible[4]?.expandable).toBe(false);
  });

  it('shows nothing under an expanded node whose children are not loaded yet', () => {
    expect(visibleNodes(tree, shape(['a'], false)).map((v) => v.key)).toEqual(['a', 'b', 'c']);
  });
});

describe('treeKeyAction', () => {
  const visible = visibleNodes(tree, shape(['a', 'a2']));

  it('Up and Down move through visible nodes and stop at the ends', () => {
    expect(treeKeyAction('ArrowDown', 'a', visible)).toEqual({ type: 'focus', key: 'a1' });
    expect(treeKeyAction('ArrowDown', 'a2x', visible)).toEqual({ type: 'focus', key: 'b' });
    expect(treeKeyAction('ArrowUp', 'b', visible)).toEqual({ type: 'focus', key: 'a2x' });
    expect(treeKeyAction('ArrowUp', 'a', visible)).toBeNull();
    expect(treeKeyAction('ArrowDown', 'c', visible)).toBeNull();
  });

  it('Home and End jump to the first and last visible node', () => {
    expect(treeKeyAction('Home', 'b', visible)).toEqual({ type: 'focus', key: 'a' });
    expect(treeKeyAction('End', 'a', visible)).toEqual({ type: 'focus', key: 'c' });
  });

  it('Right expands a closed node, enters an open one, and does nothing on a leaf', () => {
    expect(treeKeyAction('ArrowRight', 'b', visible)).toEqual({ type: 'expand', key: 'b' });
    expect(treeKeyAction('ArrowRight', 'a', visible)).toEqual({ type: 'focus', key: 'a1' });
    expect(treeKeyAction('ArrowRight', 'c', visible)).toBeNull();
  });

  it('Left collapses an open node, else goes to the parent', () => {
    expect(treeKeyAction('ArrowLeft', 'a2', visible)).toEqual({ type: 'collapse', key: 'a2' });
    expect(treeKeyAction('ArrowLeft', 'a2x', visible)).toEqual({ type: 'focus', key: 'a2' });
    expect(treeKeyAction('ArrowLeft', 'c', visible)).toBeNull();
  });

  it('Enter and Space select', () => {
    expect(treeKeyAction('Enter', 'a1', visible)).toEqual({ type: 'select', key: 'a1' });
    expect(treeKeyAction(' ', 'c', visible)).toEqual({ type: 'select', key: 'c' });
    expect(treeKeyAction('x', 'c', visible)).toBeNull();
  });

  it('right to left swaps Left and Right', () => {
    expect(treeKeyAction('ArrowLeft', 'b', visible, true)).toEqual({ type: 'expand', key: 'b' });
    expect(treeKeyAction('ArrowRight', 'a2x', visible, true)).toEqual({ type: 'focus', key: 'a2' });
  });

  it('an unknown current node focuses the first', () => {
    expect(treeKeyAction('ArrowDown', 'gone', visible)).toEqual({ type: 'focus', key: 'a' });
  });
});
