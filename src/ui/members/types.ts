import type { IdmCore } from '../../core';
import type { LookupPage, Recipient, SortOrder } from '../../api/lookups';

/** A member row: the contract's RecipientNode as the lookups read it. */
export type MemberUser = Recipient;

/** What a members dialog asks for: one page of one group's or team's members. */
export interface MembersPageQuery {
  /** The search text; an empty search is sent as '*'. */
  q: string;
  /** 1-based: the page's first row (zero-based) plus 1. */
  nextIndex: number;
  size: number;
  sortOrder: SortOrder;
}

/**
 * Fetches one page of members, e.g. `fetchGroupMembers` of src/api/lookups. Injected so that a test or
 * a host can pass its own; a rejection shows an empty list (spec section 8: member fetch errors are
 * not shown).
 */
export type MembersFetcher<P> = (core: IdmCore, params: P, signal?: AbortSignal) => Promise<LookupPage<MemberUser>>;

export interface GroupRef {
  dn: string;
  name: string;
}

export interface TeamRef {
  dn: string;
  name: string;
}

/** OK of the group members dialog: the chosen members, or the whole group when `assignToGroup`. */
export interface GroupMembersResult {
  group: GroupRef;
  /** Empty when `assignToGroup` is true. */
  members: MemberUser[];
  assignToGroup: boolean;
}

export interface TeamMembersResult {
  team: TeamRef;
  members: MemberUser[];
}
