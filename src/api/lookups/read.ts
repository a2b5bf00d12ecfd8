import type { IdmCore, QueryParams } from '../../core';
import type { Approver } from '../../domain/approval';
import { normalizeLookupParams } from '../../domain/lookup';
import type { CategoryRef, LookupPage, LookupQuery, OwnerRef, Recipient } from './types';

/** Tolerant readers of answers: a missing or mistyped field becomes an empty value, never an exception. */
export type Json = Record<string, unknown>;

export const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const asString = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

export const asBoolean = (value: unknown): boolean => value === true || value === 'true';

export function asNumber(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

export const asStrings = (value: unknown): string[] =>
  asArray(value)
    .map(asString)
    .filter((s) => s !== '');

/** The contract's `nextIndex`; an answer without one has no next page (-1). */
export const readNextIndex = (body: Json): number => asNumber(body.nextIndex) ?? -1;

/** The first of the contract's total fields that is a number. */
export function readTotal(body: Json, ...fields: string[]): number | undefined {
  for (const field of fields) {
    const total = asNumber(body[field]);
    if (total !== undefined) return total;
  }
  return undefined;
}

/** Builds a page, leaving `total` out when the server did not count. */
export function page<T>(
  items: T[],
  nextIndex: number,
  total: number | undefined,
): { items: T[]; nextIndex: number; total?: number } {
  return total === undefined ? { items, nextIndex } : { items, nextIndex, total };
}

/**
 * A paged answer: the items under `list`, each read by `read`; the contract's nextIndex; the first of `totalFields`.
 * (`getLookupPage` GETs and reads one; this reads one whose answer has more beside the page, or was POSTed.)
 */
export function readPage<T>(
  body: Json,
  list: string,
  read: (value: unknown, index: number) => T,
  ...totalFields: string[]
): LookupPage<T> {
  return page(asArray(body[list]).map(read), readNextIndex(body), readTotal(body, ...totalFields));
}

/** GET `path` (below the REST root) with `query`: the answer as an object (empty when it is none). */
export async function getObject(core: IdmCore, path: string, query: QueryParams, signal?: AbortSignal): Promise<Json> {
  return asObject(await core.http.request<unknown>({ url: core.http.rest(path), query, signal }));
}

/** POST `body` to `path` (below the REST root) with `query`: the answer as an object (empty when it is none). */
export async function postObject(
  core: IdmCore,
  path: string,
  body: unknown,
  query?: QueryParams,
  signal?: AbortSignal,
): Promise<Json> {
  return asObject(await core.http.request<unknown>({ method: 'POST', url: core.http.rest(path), query, body, signal }));
}

/** The approvers of a role's or a resource's approval (ApproverNode: id or dn, name, type, sequence). */
export const readApprovers = (value: unknown): Approver[] =>
  asArray(value).map((v) => {
    const o = asObject(v);
    const id = asString(o.id ?? o.dn);
    return { id, name: asString(o.name) || id, type: asString(o.type) || 'user', sequence: asNumber(o.sequence) };
  });

/** q, size and nextIndex as the spec normalises them, plus sortOrder when given. */
export function lookupQueryParams(query: LookupQuery = {}): QueryParams {
  const { q, size, nextIndex } = normalizeLookupParams(query);
  return { q, size, nextIndex, sortOrder: query.sortOrder };
}

export const readCategories = (value: unknown): CategoryRef[] =>
  asArray(value).map((c) => {
    const o = asObject(c);
    const key = asString(o.id ?? o.key);
    return { key, name: asString(o.name) || key };
  });

export const readOwners = (value: unknown): OwnerRef[] =>
  asArray(value).map((v) => {
    const o = asObject(v);
    const dn = asString(o.id ?? o.dn);
    return { dn, name: asString(o.name) || dn, type: asString(o.type) || 'user' };
  });

export function readRecipient(value: unknown): Recipient {
  const o = asObject(value);
  const dn = asString(o.dn);
  return {
    dn,
    name: asString(o.name) || dn,
    type: asString(o.type) || 'user',
    isGroupAssignment: asBoolean(o.isGroupAssignment),
  };
}

/**
 * The advanced search parameter of the users and entities lists: `FirstName:Ann,Email:*` from
 * `{FirstName: 'Ann', Email: '*'}`; blank values are left out.
 */
export function advSearchParam(advSearch: Readonly<Record<string, string>> | undefined): string | undefined {
  const pairs = Object.entries(advSearch ?? {}).filter(([, value]) => value.trim() !== '');
  return pairs.length > 0 ? pairs.map(([key, value]) => `${key}:${value.trim()}`).join(',') : undefined;
}

/** A list parameter the contract sends comma-separated; left out when empty. */
export const joined = (values: readonly string[] | undefined): string | undefined =>
  values && values.length > 0 ? values.join(',') : undefined;

/** The DN (the contract's `id` in the catalog lists), the name (the DN when none) and the description of a catalog item. */
export function readNamed(o: Json): { dn: string; name: string; description: string } {
  const dn = asString(o.id ?? o.dn);
  return { dn, name: asString(o.name) || dn, description: asString(o.description) };
}

/**
 * GET a lookup's page: `path` with `query`, the items under `list` read by `read`, the next index and
 * the total from whichever of `totals` the server sends.
 */
export async function getLookupPage<T>(
  core: IdmCore,
  path: string,
  query: QueryParams,
  signal: AbortSignal | undefined,
  list: string,
  read: (value: unknown, index: number) => T,
  ...totals: string[]
): Promise<LookupPage<T>> {
  return readPage(await getObject(core, path, query, signal), list, read, ...totals);
}
