import { lookupKeys } from '../lookups/keys';

/**
 * The one home of the role and SoD administration query keys, under `['idm', 'catalogAdmin', <kind>]`.
 * DNs are lower-cased (directory names compare case-insensitively). A mutation invalidates by importing
 * the keys it affects from here (and `lookupKeys` for the pickers' role and SoD lists).
 */
export type CatalogAdminKind =
  | 'roles'
  | 'role'
  | 'children'
  | 'parents'
  | 'mappedResources'
  | 'assignments'
  | 'categories'
  | 'sods'
  | 'sod'
  | 'sodDefaults'
  | 'violations'
  | 'domains';

const dnKey = (dn: string): string => dn.toLowerCase();

export const catalogAdminKeys = {
  all: ['idm', 'catalogAdmin'] as const,
  kind: (kind: CatalogAdminKind) => ['idm', 'catalogAdmin', kind] as const,
  /** `params` must be JSON-like (TanStack hashes it). */
  list: (kind: 'roles' | 'sods' | 'categories', params: unknown) =>
    ['idm', 'catalogAdmin', kind, params ?? null] as const,
  /** Everything about one role or SoD rule: its details and its relationship lists. */
  of: (kind: Exclude<CatalogAdminKind, 'roles' | 'sods' | 'categories'>, dn: string, params: unknown = null) =>
    ['idm', 'catalogAdmin', kind, dnKey(dn), params] as const,
};

/** The role lists (administration and pickers), which a change to any role refetches. */
export const roleLists = () => [catalogAdminKeys.kind('roles'), lookupKeys.kind('roles')];
/** The queries about one role (its details, relations, mapped resources, assignments). */
export const aboutRole = (dn: string) =>
  (['role', 'children', 'parents', 'mappedResources', 'assignments'] as const).map((kind) => [
    ...catalogAdminKeys.kind(kind),
    dn.toLowerCase(),
  ]);
