/**
 * The one home of the delegation, availability and proxy-assignment query keys, under
 * `['idm', 'whoActs', <kind>]`. A mutation invalidates by importing the keys it affects from here.
 */
export type WhoActsKind =
  | 'delegations'
  | 'delegationCategories'
  | 'delegationRequests'
  | 'relationships'
  | 'availability'
  | 'availabilityPrds'
  | 'proxyAssignments'
  | 'proxyServiceSettings';

export const whoActsKeys = {
  all: ['idm', 'whoActs'] as const,
  kind: (kind: WhoActsKind) => ['idm', 'whoActs', kind] as const,
  /** `params` must be JSON-like (TanStack hashes it). */
  of: (kind: WhoActsKind, params: unknown) => ['idm', 'whoActs', kind, params ?? null] as const,
  /** One delegation by id (read from a list: the contract has no single read). */
  delegation: (id: string) => ['idm', 'whoActs', 'delegations', 'one', id] as const,
};
