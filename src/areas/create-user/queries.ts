import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createUser, peopleKeys, peopleQueries, type CreateUserInput } from '../../api/people';
import { lookupKeys } from '../../api/lookups';
import { useCore } from '../../core/react';

/** The `createUser` schema: attributes to fill, the container choices, the password and (binaryAttr) the photo. */
export function useCreateUserSchema() {
  const core = useCore();
  return useQuery({ ...peopleQueries.schema(core, { entityName: 'createUser', binaryAttr: true }) });
}

/**
 * POST access/user. The page reports the outcome itself (spec section 8's texts, shown next to the
 * form); a new user makes lists, counts and the pickers' user lookups stale.
 */
export function useCreateUser() {
  const core = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) => createUser(core, input),
    onSuccess: () =>
      Promise.all(
        [peopleKeys.kind('list'), peopleKeys.kind('count'), peopleKeys.kind('orgChart'), lookupKeys.kind('users')].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
