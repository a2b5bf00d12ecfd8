import type { IdmCore } from '../../core';
import {
  advSearchParam,
  asNumber,
  asObject,
  asString,
  lookupQueryParams,
  readNextIndex,
  readTotal,
} from '../lookups/read';
import { imageBase, usersListNodes } from './list-schema';
import { readAttributes, readPerson } from './read';
import type { UserListPage, UserListQuery, UserSchema, UserSchemaQuery } from './types';

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
