/** Tree navigation (WAI-ARIA tree pattern) over the nodes a person can currently see. */

export interface VisibleNode<T> {
  key: string;
  node: T;
  /** 1 for top nodes. */
  level: number;
  parentKey: string | null;
  expandable: boolean;
  expanded: boolean;
  /** 1-based position among its siblings, and their count. */
  posInSet: number;
  setSize: number;
}

export interface TreeShape<T> {
  keyOf(node: T): string;
  isExpandable(node: T): boolean;
  isExpanded(key: string): boolean;
  /** Children known so far (undefined while not loaded). */
  childrenOf(key: string, node: T): readonly T[] | undefined;
}

/** Depth-first list of the visible nodes: top nodes, and the known children of expanded ones. */
export function visibleNodes<T>(roots: readonly T[], shape: TreeShape<T>): VisibleNode<T>[] {
  const out: VisibleNode<T>[] = [];
  const walk = (nodes: readonly T[], level: number, parentKey: string | null) => {
    nodes.forEach((node, index) => {
      const key = shape.keyOf(node);
      const expandable = shape.isExpandable(node);
      const expanded = expandable && shape.isExpanded(key);
      out.push({ key, node, level, parentKey, expandable, expanded, posInSet: index + 1, setSize: nodes.length });
      if (expanded) walk(shape.childrenOf(key, node) ?? [], level + 1, key);
    });
  };
  walk(roots, 1, null);
  return out;
}

export type TreeKeyAction =
  | { type: 'focus'; key: string }
  | { type: 'expand'; key: string }
  | { type: 'collapse'; key: string }
  | { type: 'select'; key: string };

/**
 * What a key press on the focused node does: Up/Down move, Right expands or enters, Left collapses
 * or goes to the parent, Home/End jump, Enter/Space select. Null when the key does nothing.
 * `rtl` swaps Left and Right.
 */
export function treeKeyAction<T>(
  pressed: string,
  currentKey: string,
  visible: readonly VisibleNode<T>[],
  rtl = false,
): TreeKeyAction | null {
  const index = visible.findIndex((entry) => entry.key === currentKey);
  const current = visible[index];
  if (!current) return visible[0] ? { type: 'focus', key: visible[0].key } : null;
  const key = rtl && pressed === 'ArrowLeft' ? 'ArrowRight' : rtl && pressed === 'ArrowRight' ? 'ArrowLeft' : pressed;
  const focus = (entry: VisibleNode<T> | undefined): TreeKeyAction | null =>
    entry && entry.key !== currentKey ? { type: 'focus', key: entry.key } : null;
  switch (key) {
    case 'ArrowDown':
      return focus(visible[index + 1]);
    case 'ArrowUp':
      return focus(visible[index - 1]);
    case 'Home':
      return focus(visible[0]);
    case 'End':
      return focus(visible[visible.length - 1]);
    case 'ArrowRight':
      if (!current.expandable) return null;
      if (!current.expanded) return { type: 'expand', key: current.key };
      return visible[index + 1]?.parentKey === current.key ? focus(visible[index + 1]) : null;
    case 'ArrowLeft':
      if (current.expanded) return { type: 'collapse', key: current.key };
      return current.parentKey ? { type: 'focus', key: current.parentKey } : null;
    case 'Enter':
    case ' ':
      return { type: 'select', key: current.key };
    default:
      return null;
  }
}
