/**
 * What every lookup answers: one page of items, the 1-based start index of the next page (0 or -1 when
 * there is none — see `hasNextPage` in domain/pagination) and the total when the server counts.
 */
export interface LookupPage<T> {
  items: T[];
  nextIndex: number;
  total?: number;
}

export type SortOrder = 'asc' | 'desc';

/**
 * Search and paging of a lookup. Normalised before sending (domain/lookup): size 10 when missing,
 * non-positive or above 300; start index 1 when missing; a blank query becomes '*'.
 */
export interface LookupQuery {
  q?: string | null;
  size?: number | null;
  /** 1-based start index (the first row of the page). */
  nextIndex?: number | null;
  sortOrder?: SortOrder;
}

/** A category reference on a role or resource: `key` is the contract's `id`. */
export interface CategoryRef {
  key: string;
  name: string;
}

export type OwnerType = 'user' | 'group' | 'container' | 'team' | string;

export interface OwnerRef {
  dn: string;
  name: string;
  type: OwnerType;
}

/** A person or group answered by the member lookups (the contract's RecipientNode). */
export interface Recipient {
  dn: string;
  name: string;
  /** 'user' or 'group'. */
  type: string;
  isGroupAssignment: boolean;
}

/** The parameter object of a lookup that takes none (so that it fits `lookupQuery`/`useLookup`). */
export type NoParams = Record<string, never>;
