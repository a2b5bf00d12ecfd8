import type { IdmCore } from '../../core';
import { contractAnswer, type AttributeNode, type PersonNode } from '../../domain/contract';
import { imageBase, usersListNodes } from '../people/list-schema';
import {
  advSearchParam,
  asArray,
  asObject,
  asString,
  joined,
  lookupQueryParams,
  page,
  readNextIndex,
  readTotal,
} from './read';
import type { LookupPage, LookupQuery } from './types';

export interface UserLookupQuery extends LookupQuery {
  /** An attribute key to sort by, e.g. 'LastName'. */
  sortBy?: string;
  /** Attribute keys the query searches, sent comma-separated (`searchAttr=FirstName,LastName`). */
  searchAttr?: readonly string[];
  /** Advanced search, attribute key → value, sent as `advSearch=FirstName:Ann,Email:*`. */
  advSearch?: Readonly<Record<string, string>>;
  /** Client settings id; the core's when left out. */
  clientId?: string;
}

export interface UserLookupItem {
  dn: string;
  fullName: string;
  /** Photo URL (often a `data:` URL); null when the user has none. */
  image: string | null;
  /** The first value (display text for DN values) of each primary and secondary attribute, by key. */
  attributes: Record<string, string>;
  /** Display labels of those attributes, by key. */
  labels: Record<string, string>;
}

export function readUserLookupItem(value: unknown): UserLookupItem {
  const o = contractAnswer<PersonNode>(value);
  const attributes: Record<string, string> = {};
  const labels: Record<string, string> = {};
  for (const node of [...asArray(o.primaryAttributes), ...asArray(o.secondaryAttributes)]) {
    const a = contractAnswer<AttributeNode>(node);
    const key = asString(a.key);
    if (!key) continue;
    const first = asObject(asArray(a.attributeValues)[0]);
    attributes[key] = asString(first.value ?? first.$);
    labels[key] = asString(a.displayLabel) || key;
  }
  const image = asString(o.image);
  return { dn: asString(o.dn), fullName: asString(o.fullName), image: image || null, attributes, labels };
}

/** GET `access/users/list` (q, nextIndex, size, sortOrder, sortBy, searchAttr, advSearch, clientId). */
export async function fetchUsers(
  core: IdmCore,
  params: UserLookupQuery = {},
  signal?: AbortSignal,
): Promise<LookupPage<UserLookupItem>> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/users/list'),
      query: {
        ...lookupQueryParams(params),
        sortBy: params.sortBy,
        searchAttr: joined(params.searchAttr),
        advSearch: advSearchParam(params.advSearch),
        clientId: params.clientId ?? core.options.clientId,
      },
      signal,
    }),
  );
  return page(
    usersListNodes(body, imageBase(core)).map(readUserLookupItem),
    readNextIndex(body),
    readTotal(body, 'totalSize', 'totalCount'),
  );
}
