import { useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { itemKey, pickerItemLabel, type PickerItem } from '../../domain/picker-item';
import { treeKeyAction, visibleNodes, type VisibleNode } from '../../domain/picker-tree';
import { ComponentLoader } from '../ComponentLoader';
import { isRightToLeft } from './direction';
import { useTreeChildren, type ChildrenLoader, type ChildrenState } from './useTreeChildren';

export interface TreeProps {
  /** Names the tree. */
  label: string;
  roots: readonly PickerItem[];
  loadChildren: ChildrenLoader;
  /** Whether a node may have children; a node whose children loaded empty becomes a leaf. */
  isExpandable(node: PickerItem): boolean;
  /** Shown while a node's children load, e.g. 'Loading sub containers...'. */
  loadingText: string;
  /** Shown when a node's children fail to load. */
  failedText: string;
  labelOf?(node: PickerItem): string;
  /** Narrows loaded children (e.g. to a role level). */
  visibleChildren?(children: readonly PickerItem[]): readonly PickerItem[];
  isSelected?(node: PickerItem): boolean;
  /** Nodes that cannot be chosen (already selected, excluded, a root that is not selectable). */
  isDisabled?(node: PickerItem): boolean;
  onSelect?(node: PickerItem): void;
  multiselectable?: boolean;
  id?: string;
  treeRef?: Ref<HTMLUListElement>;
}

/** An ARIA tree with lazily loaded children and the tree pattern's keyboard navigation. */
export function Tree({ treeRef, ...props }: TreeProps) {
  const { roots, isExpandable, visibleChildren = (children) => children } = props;
  const labelOf = props.labelOf ?? pickerItemLabel;
  const { stateOf, ensureLoaded } = useTreeChildren(props.loadChildren);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [focusedKey, setFocusedKey] = useState<string | null>(null);

  const childrenOf = (node: PickerItem): readonly PickerItem[] | undefined => {
    const state = stateOf(node);
    return state?.status === 'loaded' ? visibleChildren(state.items) : undefined;
  };
  const canExpand = (node: PickerItem) => isExpandable(node) && childrenOf(node)?.length !== 0;
  const visible = visibleNodes(roots, {
    keyOf: itemKey,
    isExpandable: canExpand,
    isExpanded: (key) => expanded.has(key),
    childrenOf: (_key, node) => childrenOf(node),
  });
  const tabStop = visible.some((entry) => entry.key === focusedKey) ? focusedKey : (visible[0]?.key ?? null);

  const expand = (node: PickerItem) => {
    setExpanded((current) => new Set(current).add(itemKey(node)));
    ensureLoaded(node, stateOf(node));
  };
  const collapse = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      next.delete(key);
      return next;
    });
  const choose = (node: PickerItem) => {
    if (!props.isDisabled?.(node)) props.onSelect?.(node);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const item = (event.target as HTMLElement).closest('[role="treeitem"]');
    const currentKey = item?.getAttribute('data-key') ?? tabStop ?? '';
    const action = treeKeyAction(event.key, currentKey, visible, isRightToLeft(event.currentTarget));
    if (!action) return;
    event.preventDefault();
    const entry = visible.find((candidate) => candidate.key === action.key);
    if (!entry) return;
    if (action.type === 'expand') expand(entry.node);
    else if (action.type === 'collapse') collapse(entry.key);
    else if (action.type === 'select') choose(entry.node);
    else {
      setFocusedKey(entry.key);
      findItem(event.currentTarget, entry.key)?.focus();
    }
  };

  const renderBranch = (entry: VisibleNode<PickerItem>, state: ChildrenState | undefined): ReactNode => {
    if (!entry.expanded) return null;
    if (state?.status === 'loading') return <ComponentLoader label={props.loadingText} />;
    if (state?.status === 'error') {
      return (
        <p className="idm-tree-error" role="alert">
          {props.failedText}
        </p>
      );
    }
    const children = visible.filter((candidate) => candidate.parentKey === entry.key);
    return children.length > 0 ? (
      <ul role="group" className="idm-tree-group">
        {children.map(renderNode)}
      </ul>
    ) : null;
  };

  const renderNode = (entry: VisibleNode<PickerItem>): ReactNode => {
    const { node, key } = entry;
    const labelId = `${props.id ?? 'idm-tree'}-${encodeURIComponent(key)}`;
    const disabled = props.isDisabled?.(node) ?? false;
    return (
      <li
        key={key}
        role="treeitem"
        data-key={key}
        className="idm-tree-item"
        aria-labelledby={labelId}
        aria-level={entry.level}
        aria-posinset={entry.posInSet}
        aria-setsize={entry.setSize}
        aria-expanded={entry.expandable ? entry.expanded : undefined}
        aria-selected={props.isSelected?.(node) ?? false}
        aria-disabled={disabled || undefined}
        tabIndex={key === tabStop ? 0 : -1}
        onFocus={(event) => {
          if (event.target === event.currentTarget) setFocusedKey(key);
        }}
      >
        <div className="idm-tree-row">
          {entry.expandable ? (
            <span
              className={entry.expanded ? 'idm-tree-toggle expanded' : 'idm-tree-toggle'}
              aria-hidden="true"
              onClick={() => (entry.expanded ? collapse(key) : expand(node))}
            >
              ▸
            </span>
          ) : (
            <span className="idm-tree-toggle leaf" aria-hidden="true" />
          )}
          <span
            id={labelId}
            className={disabled ? 'idm-tree-label disabled' : 'idm-tree-label'}
            onClick={() => {
              setFocusedKey(key);
              choose(node);
            }}
          >
            {labelOf(node)}
          </span>
        </div>
        {renderBranch(entry, stateOf(node))}
      </li>
    );
  };

  return (
    <ul
      ref={treeRef}
      id={props.id}
      role="tree"
      className="idm-tree"
      part="tree"
      aria-label={props.label}
      aria-multiselectable={props.multiselectable || undefined}
      onKeyDown={onKeyDown}
    >
      {visible.filter((entry) => entry.level === 1).map(renderNode)}
    </ul>
  );
}

function findItem(tree: HTMLElement, key: string): HTMLElement | null {
  for (const item of tree.querySelectorAll<HTMLElement>('[role="treeitem"]')) {
    if (item.getAttribute('data-key') === key) return item;
  }
  return null;
}
