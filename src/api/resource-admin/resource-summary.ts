import { asArray, asObject, asString } from '../lookups/read';
import { readResourceLookupItem } from '../lookups/resources';
import type { ResourceSummary } from './types';

/** A ResourceNode's list fields: the list's rows and the details' common part (a lookup item, and its entitlement's name and value). */
export function readResourceSummary(value: unknown): ResourceSummary {
  const entitlement = asObject(asArray(asObject(value).entitlements)[0]);
  return {
    ...readResourceLookupItem(value),
    entitlementName: asString(entitlement.displayName),
    value: asString(entitlement.parameterValue),
  };
}
