import { accessKeys } from '../access/keys';
import { lookupKeys } from '../lookups/keys';
import { resourceAdminKeys } from './keys';

/*
 * What a change to resources refetches: apart from keys.ts, so that the resource list (which reads with the keys)
 * does not load the other areas' keys its writes refetch.
 */

/** The resource lists (administration, pickers, Request Access), which a change to any resource refetches. */
export const resourceLists = () => [resourceAdminKeys.kind('resources'), lookupKeys.kind('resources'), accessKeys.all];
/** The queries about one resource (its details and assignments). */
export const aboutResource = (dn: string) =>
  (['resource', 'assignments'] as const).map((kind) => [...resourceAdminKeys.kind(kind), dn.toLowerCase()]);
