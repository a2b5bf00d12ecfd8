import type { TFunction } from 'i18next';
import type { IdmCore } from '../../../core';
import type { PickerItemType } from '../../../domain/picker-item';
import type { PickerSearchAttribute } from '../../../domain/picker-list';
import type { PickerFetcher, PickerTreeSource } from '../../../domain/picker-source';
import type { ListTabId, PickerTabConfig, TreeTabId } from '../types';

/** A tab's options with the picker-wide search attributes filled in. */
export interface ResolvedTabConfig extends PickerTabConfig {
  searchAttributes?: readonly PickerSearchAttribute[];
}

interface TabBase {
  itemType: PickerItemType;
  /** The default label, e.g. 'Users'. */
  label(t: TFunction): string;
  placeholder(t: TFunction, label: string, config: ResolvedTabConfig): string;
  /** The spec's 'Failed to fetch …' message. */
  failedMessage(t: TFunction): string;
  /** Driver and dropdown tabs: auto-select-first applies. */
  autoSelectable?: boolean;
  /** Driver tabs: 'All Drivers' can be prepended. */
  allowsAllDrivers?: boolean;
}

export interface ListTabDefinition extends TabBase {
  kind: 'list';
  id: ListTabId;
  /** Lists that load without a search text (every driver, the dropdown's options); the text then filters them here. */
  loadsWithoutQuery?: boolean;
  /** The source answers the whole list at once: no Prev/Next. */
  wholeList?: boolean;
  /** Items carry a role level; the picker's `roleLevel` narrows them. */
  filtersByRoleLevel?: boolean;
  /** Replaces 'No more <label> are available for selection.' */
  emptyMessage?(t: TFunction): string;
  defaultSource(core: IdmCore, config: ResolvedTabConfig): PickerFetcher;
}

export interface TreeTabDefinition extends TabBase {
  kind: 'tree';
  id: TreeTabId;
  defaultSource(core: IdmCore, config: ResolvedTabConfig): PickerTreeSource;
}

export type PickerTabDefinition = ListTabDefinition | TreeTabDefinition;
