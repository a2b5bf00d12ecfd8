import { useMemo } from 'react';
import { useCore, useTranslation } from '../../core/react';
import type { PickerItem } from '../../domain/picker-item';
import { allDriversItem, withAllDrivers } from '../../domain/picker-list';
import { isAllDrivers } from '../../domain/picker-selection';
import { driverTreeSource } from './sources';
import { Tree, type TreeProps } from './Tree';
import { TreeRoots } from './TreeRoots';
import type { ChildrenLoader } from './useTreeChildren';
import { useTreeRoots, type RootsLoader } from './useTreeRoots';

export interface DriverTreeProps extends Pick<
  TreeProps,
  'isSelected' | 'isDisabled' | 'onSelect' | 'multiselectable' | 'id' | 'treeRef'
> {
  /** Names the tree; 'Driver/Entitlement' by default. */
  label?: string;
  /** The drivers; by default from api/lookups. */
  loadRoots?: RootsLoader;
  /** A driver's entitlements; by default from api/lookups. */
  loadChildren?: ChildrenLoader;
  /** 'All Drivers' (id 'ALL DRIVERS', never expandable) comes first. */
  prependAllDrivers?: boolean;
  reloadKey?: string;
  /** The top nodes as shown (with 'All Drivers' when prepended). */
  onRootsLoaded?(nodes: readonly PickerItem[]): void;
}

/** Drivers whose entitlements load on first expansion ('Loading entitlements...'), then stay. */
export function DriverTree(props: DriverTreeProps) {
  const { t } = useTranslation();
  const core = useCore();
  const fallback = useMemo(() => driverTreeSource(core), [core]);
  const loadRoots: RootsLoader = props.loadRoots ?? ((signal) => fallback.roots({}, signal));
  const fetchChildren =
    props.loadChildren ?? ((parent: PickerItem, signal: AbortSignal) => fallback.children(parent, {}, signal));
  // Children are entitlements: marked so that they are leaves whatever the source says.
  const loadChildren: ChildrenLoader = async (parent, signal) =>
    (await fetchChildren(parent, signal)).map((child) => ({ ...child, subType: 'entitlement' }));

  const allDrivers = allDriversItem(t('picker.allDrivers'), 'driverOrEntitlement');
  const shown = (items: readonly PickerItem[]) =>
    props.prependAllDrivers ? withAllDrivers(items, allDrivers) : [...items];
  const roots = useTreeRoots(loadRoots, props.reloadKey ?? 'drivers', (items) => props.onRootsLoaded?.(shown(items)));

  return (
    <TreeRoots state={roots} failedText={t('picker.failed.driverEntitlement')}>
      <Tree
        id={props.id}
        treeRef={props.treeRef}
        label={props.label ?? t('picker.tabs.driverEntitlement')}
        roots={shown(roots.status === 'loaded' ? roots.items : [])}
        loadChildren={loadChildren}
        isExpandable={(node) => !isAllDrivers(node) && node.subType !== 'entitlement'}
        loadingText={t('picker.tree.loadingEntitlements')}
        failedText={t('picker.tree.entitlementsFailed')}
        isSelected={props.isSelected}
        isDisabled={props.isDisabled}
        onSelect={props.onSelect}
        multiselectable={props.multiselectable}
      />
    </TreeRoots>
  );
}
