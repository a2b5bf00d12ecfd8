import type { PickerItem } from '../../domain/picker-item';
import type { PickerSearchAttribute } from '../../domain/picker-list';
import type { SelectionMode, TabSelection } from '../../domain/picker-selection';
import type { PickerEntitlementRef, PickerFetcher, PickerTreeSource } from '../../domain/picker-source';

export type TreeTabId = 'containers' | 'driverEntitlement';
export type ListTabId =
  | 'users'
  | 'groups'
  | 'roles'
  | 'categories'
  | 'customApproval'
  | 'dropdown'
  | 'entitlementValues'
  | 'resources'
  | 'teams'
  | 'sods'
  | 'drivers'
  | 'entity'
  | 'recipients'
  | 'permission';
export type PickerTabId = ListTabId | TreeTabId;

/** A tab with options; a bare id takes the defaults. */
export interface PickerTabConfig {
  id: PickerTabId;
  /** Overrides the tab's label: the entity's name for 'entity', the list's name for 'dropdown'. */
  label?: string;
  /** 'single': in multi mode, choosing an item of this tab replaces earlier items of its type. */
  selection?: TabSelection;
  /** Overrides the picker's `searchAttributes` for this tab. */
  searchAttributes?: readonly PickerSearchAttribute[];
  /** 'entity' tab: the entity definition key. */
  entityKey?: string;
  /** 'containers' tab: which tree (role by default; its root reads 'All role levels'); `user`: the directory's. */
  containerType?: 'role' | 'resource' | 'prd' | 'user';
  /** 'categories' tab: role (default) or resource categories. */
  categoryType?: 'role' | 'resource';
  /** 'customApproval' tab: which request definitions (all by default). */
  prdType?: 'role' | 'resource' | 'sod' | 'all';
  /** 'permission' tab: which kinds (all by default). */
  permissionTypes?: readonly ('ROLE' | 'RESOURCE' | 'PRD')[];
}
export type PickerTabSpec = PickerTabId | PickerTabConfig;

/** Per-tab data: a fetcher for list tabs, a tree source for tree tabs. Missing ones use api/lookups. */
export type PickerSources = { [K in ListTabId]?: PickerFetcher } & { [K in TreeTabId]?: PickerTreeSource };

/** The selected entitlement; changing its `dn` clears the selection unless the change came from the entitlement component. */
export interface PickerEntitlement extends PickerEntitlementRef {
  fromEntitlementComponent?: boolean;
}

export interface PickerProps {
  /** The visible label of the search box. */
  label: string;
  tabs: readonly PickerTabSpec[];
  /** 'single' (default), 'multi' or 'dropdown'. */
  mode?: SelectionMode;
  /**
   * Close the result list after each choice. Single and dropdown pickers always do; a multi picker keeps its list
   * open for more choices from the same search unless this is set (where the list would cover what comes next,
   * such as an Add button).
   */
  closeOnChoose?: boolean;
  /** Controlled selection; without it the picker keeps its own. */
  value?: readonly PickerItem[];
  onChange?(items: PickerItem[]): void;
  /** Called on every change a person makes (select, remove, clear, reorder) and when focus leaves the picker. */
  onTouched?(): void;
  /** DNs or ids that cannot be chosen. */
  excluded?: readonly string[];
  /** 10, 20 or 30: only roles and role containers of that level. Changing it clears selected containers. */
  roleLevel?: number;
  /** Scopes users and recipients to a team. Changing it clears selected containers. */
  teamDn?: string;
  entitlement?: PickerEntitlement;
  /** Labels (or attribute definitions) the search goes through; shown in the placeholder. */
  searchAttributes?: readonly PickerSearchAttribute[];
  /** Container tab: the root can be chosen (named 'All role levels' for role containers). */
  rootSelectable?: boolean;
  /** Driver and dropdown tabs: choose the first item when nothing is selected. */
  autoSelectFirst?: boolean;
  /** Driver tabs: 'All Drivers' (id 'ALL DRIVERS') comes first. */
  prependAllDrivers?: boolean;
  required?: boolean;
  /** Shown when required, touched and empty; 'Required' by default. */
  errorText?: string;
  disabled?: boolean;
  sources?: PickerSources;
  className?: string;
}
