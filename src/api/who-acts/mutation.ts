import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';
import { reportError } from '../access/shared';

interface WhoActsMutation<V, R> {
  run: (core: IdmCore, variables: V) => Promise<R>;
  /** What to refetch afterwards, whether it worked or not. */
  invalidate: QueryKey[];
  /** What the banner says on success. */
  message: (core: IdmCore, result: R, variables: V) => string;
  /** Leave the fault out of the banner (the form shows it beside its field). */
  quietFault?: boolean;
}

/**
 * A delegation, availability or proxy write: the banner says what was done (or the fault); the lists
 * refetch. A failure rejects `mutateAsync`, so a form that awaits it keeps what was typed.
 */
export function useWhoActsMutation<V, R>(spec: WhoActsMutation<V, R>) {
  const core = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => spec.run(core, variables),
    onSuccess: (result, variables) => core.feedback.show('success', spec.message(core, result, variables)),
    onError: (error) => {
      if (!spec.quietFault) reportError(core, error);
    },
    onSettled: async () => {
      await Promise.all(spec.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
