import type { IdmCore } from '../../core';
import { commonName } from '../../domain/format';
import {
  advSearchParam,
  asArray,
  asNumber,
  asObject,
  asString,
  lookupQueryParams,
  readNextIndex,
  readTotal,
} from '../lookups/read';
import { imageBase, usersListNodes } from './list-schema';
import { readAttributes, readPasswordSync, readPerson } from './read';
import type {
  GroupMembership,
  PasswordSyncStatus,
  PersonAttribute,
  PersonDetails,
  UserListPage,
  UserListQuery,
  UserSchema,
  UserSchemaQuery,
} from './types';

const list = (values: readonly string[] | undefined): string | undefined =>
  values && values.length > 0 ? values.join(',') : undefined;
const flag = (value: boolean | undefined): string | undefined => (value === undefined ? undefined : String(value));

/**
 * GET `access/users/list`: search (searchAttr), advanced search, sort, paging; `columns` asks for only those
 * attributes. The rows may carry only values, with the attributes' schema sent once (`usersListNodes`).
 */
export async function fetchUserList(
  core: IdmCore,
  query: UserListQuery = {},
  signal?: AbortSignal,
): Promise<UserListPage> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/users/list'),
      query: {
        ...lookupQueryParams(query),
        sortBy: query.sortBy,
        searchAttr: list(query.searchAttr),
        advSearch: advSearchParam(query.advSearch),
        columnCustomization: query.columns && query.columns.length > 0 ? 'true' : undefined,
        filter: list(query.columns),
        clientId: query.clientId ?? core.options.clientId,
      },
      signal,
    }),
  );
  const total = readTotal(body, 'totalSize', 'totalCount', 'total');
  const max = asNumber(body.maxUserSearch);
  return {
    items: usersListNodes(body, imageBase(core)).map(readPerson),
    nextIndex: readNextIndex(body),
    ...(total === undefined ? {} : { total }),
    ...(max === undefined ? {} : { maxUserSearch: max }),
  };
}

/** GET `access/counts?users=true`: how many users there are. */
export async function fetchUserCount(
  core: IdmCore,
  params: { clientId?: string } = {},
  signal?: AbortSignal,
): Promise<number> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/counts'),
      query: { users: 'true', clientId: params.clientId ?? core.options.clientId },
      signal,
    }),
  );
  return asNumber(body.users ?? body.usersCount) ?? 0;
}

export interface UserDetailsQuery {
  /** The user; the signed-in user's own profile when left out (sends isProfile=true). */
  dn?: string;
  isProfile?: boolean;
  clientId?: string;
}

/** GET `access/users/details?userDn&isProfile&clientId`. */
export async function fetchUserDetails(
  core: IdmCore,
  query: UserDetailsQuery = {},
  signal?: AbortSignal,
): Promise<PersonDetails> {
  const body = await core.http.request<unknown>({
    url: core.http.rest('access/users/details'),
    query: {
      userDn: query.dn,
      isProfile: String(query.isProfile ?? query.dn === undefined),
      clientId: query.clientId ?? core.options.clientId,
    },
    signal,
  });
  return readPerson(body);
}

/** GET `access/entities/schema?entityName=user|createUser`: attributes with their types and flags. */
export async function fetchUserSchema(
  core: IdmCore,
  query: UserSchemaQuery = {},
  signal?: AbortSignal,
): Promise<UserSchema> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/entities/schema'),
      query: {
        entityName: query.entityName ?? 'user',
        editable: flag(query.editable),
        searchable: flag(query.searchable),
        binaryAttr: flag(query.binaryAttr),
        clientId: query.clientId ?? core.options.clientId,
      },
      signal,
    }),
  );
  return {
    entityName: asString(body.entityName) || (query.entityName ?? 'user'),
    namingAttribute: asString(body.namingAttr) || 'CN',
    container: asString(body.container),
    attributes: readAttributes(body.attributesList),
  };
}

/** The attributes the signed-in user may edit (schema `editable=true`, the photo included). */
export async function fetchEditableAttributes(
  core: IdmCore,
  params: { clientId?: string } = {},
  signal?: AbortSignal,
): Promise<PersonAttribute[]> {
  return (await fetchUserSchema(core, { entityName: 'user', editable: true, binaryAttr: true, ...params }, signal))
    .attributes;
}

/** GET `access/groups/membershipInfo?userDn`: the groups a user is in (the signed-in user's without a DN). */
export async function fetchGroupMembership(
  core: IdmCore,
  params: { dn?: string } = {},
  signal?: AbortSignal,
): Promise<GroupMembership> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/groups/membershipInfo'),
      query: { userDn: params.dn },
      signal,
    }),
  );
  const groupDns = asArray(body.groupMemberof)
    .map(asString)
    .filter((s) => s !== '');
  const named = new Map(
    asArray(body.groups)
      .map(asObject)
      .map((g) => [asString(g.dn).toLowerCase(), g] as const),
  );
  return {
    dn: asString(body.dn),
    groupDns,
    groups: groupDns.map((dn) => {
      const g = named.get(dn.toLowerCase()) ?? {};
      return { dn, name: asString(g.name) || commonName(dn), description: asString(g.description) };
    }),
  };
}

/**
 * Password sync status per connected system: GET `access/info/user/passwordsyncstatus` for the
 * signed-in user, POST it with `{dn}` for another user.
 */
export async function fetchPasswordSync(
  core: IdmCore,
  params: { dn?: string } = {},
  signal?: AbortSignal,
): Promise<PasswordSyncStatus[]> {
  const url = core.http.rest('access/info/user/passwordsyncstatus');
  const body =
    params.dn === undefined
      ? await core.http.request<unknown>({ url, signal })
      : await core.http.request<unknown>({ method: 'POST', url, body: { dn: params.dn }, signal });
  return readPasswordSync(body);
}
