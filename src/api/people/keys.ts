/**
 * Query keys of people, under `['idm', 'people', <kind>]` so that one prefix reaches every cached answer
 * (and `['idm']` all of them, as in ../keys.ts). DNs are lower-cased: directory names compare
 * case-insensitively, so one person has one key. `params` must be JSON-like (TanStack hashes it).
 */
export type PeopleKind =
  'list' | 'count' | 'details' | 'schema' | 'groups' | 'passwordSync' | 'relationships' | 'orgChart' | 'levelUp';

const dnKey = (dn: string | undefined): string => (dn === undefined || dn === '' ? 'self' : dn.toLowerCase());

export const peopleKeys = {
  all: ['idm', 'people'] as const,
  kind: (kind: PeopleKind) => ['idm', 'people', kind] as const,
  list: (params: unknown) => ['idm', 'people', 'list', params ?? null] as const,
  count: (clientId: string) => ['idm', 'people', 'count', clientId] as const,
  /** Every details answer of one person (any isProfile / client); `self` for the signed-in user's own. */
  details: (dn?: string) => ['idm', 'people', 'details', dnKey(dn)] as const,
  detailsOf: (dn: string | undefined, params: unknown) =>
    ['idm', 'people', 'details', dnKey(dn), params ?? null] as const,
  schema: (params: unknown) => ['idm', 'people', 'schema', params ?? null] as const,
  groups: (dn?: string) => ['idm', 'people', 'groups', dnKey(dn)] as const,
  passwordSync: (dn?: string) => ['idm', 'people', 'passwordSync', dnKey(dn)] as const,
  relationships: (params: unknown) => ['idm', 'people', 'relationships', params ?? null] as const,
  orgChart: (params: unknown) => ['idm', 'people', 'orgChart', params ?? null] as const,
  levelUp: (params: unknown) => ['idm', 'people', 'levelUp', params ?? null] as const,
};
