import type { IdmCore } from '../../core';
import { asArray, asObject, asString } from '../lookups/read';
import { readRef, type NamedRef } from './period';

export interface RequestCategory {
  id: string;
  name: string;
}

/** GET access/delegation/category: the categories of requests one may delegate. */
export async function fetchDelegationCategories(core: IdmCore, signal?: AbortSignal): Promise<RequestCategory[]> {
  const body = asObject(
    await core.http.request<unknown>({ url: core.http.rest('access/delegation/category'), signal }),
  );
  return asArray(body.categoryList).map((c) => {
    const o = asObject(c);
    const id = asString(o.categoryId);
    return { id, name: asString(o.categoryName) || id };
  });
}

/** GET access/delegation/requests?category: the request definitions of a category. */
export async function fetchDelegationRequests(
  core: IdmCore,
  category: string,
  signal?: AbortSignal,
): Promise<NamedRef[]> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/delegation/requests'),
      query: { category },
      signal,
    }),
  );
  return asArray(body.provisioningRequests).map(readRef);
}

export interface DelegationRelationship {
  key: string;
  name: string;
}

/** GET access/delegation/relationships: relationships a delegation may name instead of a user. */
export async function fetchDelegationRelationships(
  core: IdmCore,
  signal?: AbortSignal,
): Promise<DelegationRelationship[]> {
  const body = asObject(
    await core.http.request<unknown>({ url: core.http.rest('access/delegation/relationships'), signal }),
  );
  return asArray(body.relationships).map((r) => {
    const o = asObject(r);
    const key = asString(o.key);
    return { key, name: asString(o.displayName) || key };
  });
}
