import { lookupKeys } from '../lookups/keys';
import { catalogAdminKeys } from './keys';

/** The role lists (administration and pickers), which a change to any role refetches. */
export const roleLists = () => [catalogAdminKeys.kind('roles'), lookupKeys.kind('roles')];
/** The queries about one role (its details, relations, mapped resources, assignments). */
export const aboutRole = (dn: string) =>
  (['role', 'children', 'parents', 'mappedResources', 'assignments'] as const).map((kind) => [
    ...catalogAdminKeys.kind(kind),
    dn.toLowerCase(),
  ]);
