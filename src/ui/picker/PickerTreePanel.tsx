import type { Ref } from 'react';
import type { PickerItem } from '../../domain/picker-item';
import type { PickerContext, PickerTreeSource } from '../../domain/picker-source';
import { ContainerTree } from '../tree/ContainerTree';
import { DriverTree } from '../tree/DriverTree';
import type { TreeTabDefinition, ResolvedTabConfig } from './tabs';

export interface PickerTreePanelProps {
  id: string;
  label: string;
  tab: TreeTabDefinition;
  config: ResolvedTabConfig;
  source: PickerTreeSource;
  context: PickerContext;
  /** Changes when the context does: the tree starts over. */
  contextKey: string;
  rootSelectable: boolean;
  prependAllDrivers: boolean;
  multiselectable: boolean;
  treeRef: Ref<HTMLUListElement>;
  isSelected(item: PickerItem): boolean;
  isChoosable(item: PickerItem): boolean;
  onChoose(item: PickerItem): void;
  onRootsLoaded(nodes: readonly PickerItem[]): void;
}

/** The container or driver/entitlement tree of a tree tab, fed by the tab's source. */
export function PickerTreePanel(props: PickerTreePanelProps) {
  const { source, context } = props;
  const shared = {
    id: props.id,
    label: props.label,
    treeRef: props.treeRef,
    reloadKey: props.contextKey,
    multiselectable: props.multiselectable,
    loadRoots: (signal: AbortSignal) => source.roots(context, signal),
    loadChildren: (parent: PickerItem, signal: AbortSignal) => source.children(parent, context, signal),
    isSelected: props.isSelected,
    isDisabled: (item: PickerItem) => !props.isChoosable(item),
    onSelect: props.onChoose,
    onRootsLoaded: props.onRootsLoaded,
  };
  if (props.tab.id === 'containers') {
    return (
      <ContainerTree
        key={props.contextKey}
        {...shared}
        containerType={props.config.containerType}
        rootSelectable={props.rootSelectable}
        roleLevel={context.roleLevel}
      />
    );
  }
  return <DriverTree key={props.contextKey} {...shared} prependAllDrivers={props.prependAllDrivers} />;
}
