import type { PickerItem } from './picker-item';

export interface PickerEntitlementRef {
  dn: string;
  driverDn: string;
}

/** What the owner of a selection widget tells every fetch about its surroundings. */
export interface PickerContext {
  /** 10, 20 or 30 narrows roles and role containers to that level. */
  roleLevel?: number;
  /** Limits users (and containers) to a team's scope. */
  teamDn?: string;
  /** The entitlement whose values the entitlement-values tab lists. */
  entitlement?: PickerEntitlementRef;
  /** The entity definition the entity tab searches. */
  entityKey?: string;
}

export interface PickerQuery extends PickerContext {
  /** The trimmed search text; '' for lists that load without one. */
  q: string;
  /** 1-based start index: page size × page + 1. */
  nextIndex: number;
  size: number;
}

/** One page of a list. Without `total` or `nextIndex`, a full page is taken to mean there may be more. */
export interface PickerPage {
  items: readonly PickerItem[];
  total?: number;
  /** The server's next start index; 0 or -1 means no next page. */
  nextIndex?: number;
}

/** A list tab's data: a page, or simply the items. */
export type PickerFetcher = (query: PickerQuery, signal: AbortSignal) => Promise<PickerPage | readonly PickerItem[]>;

/** A tree tab's data: the top nodes, and the children of a node (asked once per node). */
export interface PickerTreeSource {
  roots(context: PickerContext, signal: AbortSignal): Promise<readonly PickerItem[]>;
  children(parent: PickerItem, context: PickerContext, signal: AbortSignal): Promise<readonly PickerItem[]>;
}

export function toPickerPage(result: PickerPage | readonly PickerItem[]): PickerPage {
  return isItemArray(result) ? { items: result } : result;
}

function isItemArray(result: PickerPage | readonly PickerItem[]): result is readonly PickerItem[] {
  return Array.isArray(result);
}
