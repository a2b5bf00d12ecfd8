import { useMemo } from 'react';
import type { ContainerType } from '../../api/lookups';
import { useCore, useTranslation } from '../../core/react';
import { itemKey, pickerItemLabel, type PickerItem } from '../../domain/picker-item';
import { arrangeContainerRoots, filterByRoleLevel, itemRoleLevel } from '../../domain/picker-list';
import { roleLevelName } from './role-level-names';
import { containerTreeSource } from './sources';
import { Tree, type TreeProps } from './Tree';
import { TreeRoots } from './TreeRoots';
import type { ChildrenLoader } from './useTreeChildren';
import { useTreeRoots, type RootsLoader } from './useTreeRoots';

export interface ContainerTreeProps extends Pick<
  TreeProps,
  'isSelected' | 'onSelect' | 'multiselectable' | 'id' | 'treeRef'
> {
  /** Names the tree; 'Containers' by default. */
  label?: string;
  /** Top containers; by default the root of `containerType` from api/lookups, with its sub-containers. */
  loadRoots?: RootsLoader;
  /** A container's sub-containers; by default from api/lookups. */
  loadChildren?: ChildrenLoader;
  containerType?: ContainerType;
  /** With the root selectable it stays (as 'All role levels' for role containers); else its sub-containers are the top. */
  rootSelectable?: boolean;
  /** 10, 20 or 30 shows only that level's container. */
  roleLevel?: number;
  isDisabled?(node: PickerItem): boolean;
  /** Reloads the top nodes when it changes. */
  reloadKey?: string;
  onRootsLoaded?(nodes: readonly PickerItem[]): void;
}

/** The container tree: sub-containers load on first expansion ('Loading sub containers...'), then stay. */
export function ContainerTree(props: ContainerTreeProps) {
  const { t } = useTranslation();
  const core = useCore();
  const containerType = props.containerType ?? 'role';
  const fallback = useMemo(() => containerTreeSource(core, containerType), [core, containerType]);
  const loadRoots: RootsLoader = props.loadRoots ?? ((signal) => fallback.roots({}, signal));
  const loadChildren: ChildrenLoader =
    props.loadChildren ?? ((parent, signal) => fallback.children(parent, {}, signal));
  const roots = useTreeRoots(loadRoots, props.reloadKey ?? containerType, props.onRootsLoaded);

  const arranged = arrangeContainerRoots(roots.status === 'loaded' ? roots.items : [], {
    rootSelectable: props.rootSelectable ?? false,
    roleContainers: containerType === 'role',
  });
  const byLevel = (nodes: readonly PickerItem[]) => filterByRoleLevel(nodes, props.roleLevel, { keepUnleveled: true });

  const labelOf = (node: PickerItem): string => {
    if (arranged.allRoleLevels.has(itemKey(node))) return t('picker.tree.allRoleLevels');
    // The level containers (Level10/20/30) by their level's name; their sub-containers (Systems, …) by their own.
    const level = node.itemType === 'container' && /^Level\d+$/i.test(node.name ?? '') ? itemRoleLevel(node) : null;
    return level ? roleLevelName(t, level) : pickerItemLabel(node);
  };

  return (
    <TreeRoots state={roots} failedText={t('picker.failed.containers')}>
      <Tree
        id={props.id}
        treeRef={props.treeRef}
        label={props.label ?? t('picker.tabs.containers')}
        roots={byLevel(arranged.nodes)}
        loadChildren={loadChildren}
        isExpandable={() => true}
        visibleChildren={byLevel}
        labelOf={labelOf}
        loadingText={t('picker.tree.loadingContainers')}
        failedText={t('picker.tree.containersFailed')}
        isSelected={props.isSelected}
        isDisabled={(node) => arranged.unselectable.has(itemKey(node)) || (props.isDisabled?.(node) ?? false)}
        onSelect={props.onSelect}
        multiselectable={props.multiselectable}
      />
    </TreeRoots>
  );
}
