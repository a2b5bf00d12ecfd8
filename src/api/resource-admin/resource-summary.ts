import { asArray, asNumber, asObject, asString, readCategories, readNamed, readOwners } from '../lookups/read';
import type { ResourceSummary } from './types';

/** A ResourceNode's list fields: the list's rows and the details' common part. */
export function readResourceSummary(value: unknown): ResourceSummary {
  const o = asObject(value);
  const entitlement = asObject(asArray(o.entitlements)[0]);
  return {
    ...readNamed(o),
    categories: readCategories(o.categories),
    owners: readOwners(o.owners),
    driverDn: asString(o.driver),
    entitlementDn: asString(entitlement.id),
    entitlementName: asString(entitlement.displayName),
    value: asString(entitlement.parameterValue),
    status: asNumber(o.status) ?? 50,
  };
}
