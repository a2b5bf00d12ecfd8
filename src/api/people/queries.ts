import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';
import { peopleKeys } from './keys';
import type { UserListQuery, UserSchemaQuery } from './types';
import { fetchUserList, fetchUserSchema } from './users';

/**
 * Query options of the users list and the user schema: what the user catalog reads at start. A person's other
 * reads (details, groups, password sync, the org chart) are `peopleQueries` in person-queries.ts. Keys carry the
 * client id so switching clients never shows stale data.
 */
export const peopleListQueries = {
  list: (core: IdmCore, params: UserListQuery = {}) => {
    const withClient = { ...params, clientId: params.clientId ?? core.options.clientId };
    return queryOptions({
      queryKey: peopleKeys.list(withClient),
      queryFn: ({ signal }) => fetchUserList(core, withClient, signal),
    });
  },
  schema: (core: IdmCore, params: UserSchemaQuery = {}) => {
    const withClient = { ...params, clientId: params.clientId ?? core.options.clientId };
    return queryOptions({
      queryKey: peopleKeys.schema(withClient),
      queryFn: ({ signal }) => fetchUserSchema(core, withClient, signal),
    });
  },
};

export interface Enabled {
  enabled?: boolean;
}

/** The users list; keeps the previous page on screen while the next loads. */
export function useUserList(params: UserListQuery = {}, options: Enabled = {}) {
  return useQuery({
    ...peopleListQueries.list(useCore(), params),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export const useUserSchema = (params: UserSchemaQuery = {}) => useQuery(peopleListQueries.schema(useCore(), params));

/** The attributes the signed-in user may edit (photo included). */
export function useEditableAttributes() {
  return useQuery({
    ...peopleListQueries.schema(useCore(), { entityName: 'user', editable: true, binaryAttr: true }),
    select: (schema) => schema.attributes,
  });
}
