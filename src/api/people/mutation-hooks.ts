import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { HttpError, errorMessage, type ErrorTranslator } from '../../core/errors';
import { useCore } from '../../core/react';
import type { StructuredFeedback } from '../../domain/feedback';
import { queryKeys } from '../keys';
import { lookupKeys } from '../lookups/keys';
import { peopleKeys } from './keys';
import {
  createUser,
  deleteUsers,
  removeUserImage,
  setLoginDisabled,
  updateUser,
  updateUserLocale,
  uploadUserImage,
  type CreateUserInput,
  type DeleteUsersResult,
  type UpdateUserInput,
} from './mutations';

type Message = string | { kind: 'success' | 'danger'; content: string | StructuredFeedback };

interface FeedbackMutation<V, R> {
  run: (core: IdmCore, variables: V) => Promise<R>;
  /** Queries to refetch afterwards (whether it worked or not). */
  invalidate: (core: IdmCore, variables: V) => QueryKey[];
  success: (core: IdmCore, result: R, variables: V) => Message;
  failure?: (core: IdmCore, error: unknown) => string;
}

const translate =
  (core: IdmCore): ErrorTranslator =>
  (key) =>
    core.i18n.t(key);
const text = (core: IdmCore, key: string, values: Record<string, string> = {}): string => core.i18n.t(key, values);

/** Is `prefix` the start of `key` (elements compared as JSON, as TanStack hashes them)? */
const startsWith = (key: QueryKey, prefix: QueryKey): boolean =>
  prefix.length <= key.length && prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));

const isSelf = (core: IdmCore, dn: string): boolean => core.stores.$user.get()?.dn.toLowerCase() === dn.toLowerCase();

/** A mutation that reports its answer (or failure) in the feedback banner and refetches what it changed. */
function useFeedbackMutation<V, R>(spec: FeedbackMutation<V, R>) {
  const core = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => spec.run(core, variables),
    onSuccess: (result, variables) => {
      const message = spec.success(core, result, variables);
      if (typeof message === 'string') core.feedback.show('success', message);
      else core.feedback.show(message.kind, message.content);
    },
    onError: (error) =>
      core.feedback.show('danger', spec.failure?.(core, error) ?? errorMessage(error, translate(core))),
    // One invalidation for all the keys, so that a query two keys reach refetches once.
    onSettled: async (_result, _error, variables) => {
      const prefixes = spec.invalidate(core, variables);
      await queryClient.invalidateQueries({
        predicate: (query) => prefixes.some((prefix) => startsWith(query.queryKey, prefix)),
      });
    },
  });
}

/** What changing a person makes stale: their details, lists, org charts, the picker's user lookups and quick info. */
function personKeys(core: IdmCore, dn: string): QueryKey[] {
  const keys: QueryKey[] = [
    peopleKeys.details(dn),
    peopleKeys.kind('list'),
    peopleKeys.kind('orgChart'),
    peopleKeys.kind('levelUp'),
    lookupKeys.kind('users'),
    lookupKeys.kind('quickInfo'),
  ];
  if (isSelf(core, dn)) keys.push(peopleKeys.details(), queryKeys.loggedInUser(core.options.clientId));
  return keys;
}

/** POST access/user; spec section 8: a 500 shows the fixed server-error text. */
export const useCreateUser = () =>
  useFeedbackMutation<CreateUserInput, Awaited<ReturnType<typeof createUser>>>({
    run: createUser,
    invalidate: () => [
      peopleKeys.kind('list'),
      peopleKeys.kind('count'),
      peopleKeys.kind('orgChart'),
      lookupKeys.kind('users'),
    ],
    success: (core, user) =>
      text(core, 'people.created', {
        name: `${user.firstName} ${user.lastName}`.trim() || user.cn,
      }),
    failure: (core, error) =>
      error instanceof HttpError && error.status === 500
        ? core.i18n.t('errors.processing')
        : errorMessage(error, translate(core)),
  });

export const useUpdateUser = () =>
  useFeedbackMutation<UpdateUserInput, Awaited<ReturnType<typeof updateUser>>>({
    run: updateUser,
    invalidate: (core, input) => personKeys(core, input.dn),
    success: (core) => text(core, 'people.saved'),
  });

export const useSetLoginDisabled = () =>
  useFeedbackMutation<{ dn: string; disabled: boolean }, Awaited<ReturnType<typeof setLoginDisabled>>>({
    run: (core, v) => setLoginDisabled(core, v.dn, v.disabled),
    invalidate: (core, v) => personKeys(core, v.dn),
    success: (core, _r, v) => (v.disabled ? text(core, 'people.loginDisabled') : text(core, 'people.loginEnabled')),
  });

export const useUploadUserImage = () =>
  useFeedbackMutation<{ dn: string; data: string; fileName?: string }, Awaited<ReturnType<typeof uploadUserImage>>>({
    run: (core, v) =>
      uploadUserImage(core, v.dn, v.fileName === undefined ? { data: v.data } : { data: v.data, fileName: v.fileName }),
    invalidate: (core, v) => personKeys(core, v.dn),
    success: (core) => text(core, 'people.photoSaved'),
  });

export const useRemoveUserImage = () =>
  useFeedbackMutation<{ dn: string }, Awaited<ReturnType<typeof removeUserImage>>>({
    run: (core, v) => removeUserImage(core, v.dn),
    invalidate: (core, v) => personKeys(core, v.dn),
    success: (core) => text(core, 'people.photoRemoved'),
  });

/** DELETE access/user: the banner lists who was deleted and who was not, with the reasons. */
export const useDeleteUsers = () =>
  useFeedbackMutation<{ members: readonly { dn: string; name?: string }[]; reason?: string }, DeleteUsersResult>({
    run: (core, v) => deleteUsers(core, v.members, v.reason),
    invalidate: (core, v) => [peopleKeys.kind('count'), ...v.members.flatMap((m) => personKeys(core, m.dn))],
    success: (_core, result) => ({
      kind: result.success ? 'success' : 'danger',
      content: {
        success: result.success,
        sods: [],
        succeeded: result.succeeded.map((s) => ({ name: s.name })),
        failed: result.failed.map((f) => ({ name: f.name, reason: f.reason })),
      },
    }),
  });

/**
 * POST access/ulp/l10n/listLocales; the user locale and the person's details refetch. The server labels
 * attributes in the signed-in user's language, so changing one's own refetches every people answer.
 */
export const useUpdateUserLocale = () =>
  useFeedbackMutation<{ dn: string; locale: string }, Awaited<ReturnType<typeof updateUserLocale>>>({
    run: updateUserLocale,
    invalidate: (core, v) => [
      queryKeys.userLocale(),
      ...(isSelf(core, v.dn) ? [peopleKeys.all] : [peopleKeys.details(v.dn)]),
    ],
    success: (core) => text(core, 'people.localeSaved'),
  });
