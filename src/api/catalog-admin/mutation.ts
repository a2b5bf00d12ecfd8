import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';
import type { StructuredFeedback } from '../../domain/feedback';
import { readMutation, reportError, reportFeedback } from '../access/shared';
import { isVersionConflict } from '../versions';

/** An answer the banner shows: the server's structured answer, or one sentence. */
export type CatalogAnswer = { feedback: StructuredFeedback } | { message: string };

export interface CatalogMutation<V, R> {
  run: (core: IdmCore, variables: V) => Promise<R>;
  /** What to refetch afterwards, whether it worked or not. */
  invalidate: (variables: V) => QueryKey[];
  /** What the banner says; nothing when left out. */
  report?: (core: IdmCore, result: R, variables: V) => CatalogAnswer | null;
}

/** The answer of a catalog write `{success, succeeded, failed, sods}` for the banner. */
export const structuredAnswer = (body: unknown): StructuredFeedback => readMutation(body).feedback;

/** A catalog write (`catalog/…`, `access/teams…`) whose answer the banner shows as it is. */
export async function writeForFeedback(
  core: IdmCore,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
): Promise<StructuredFeedback> {
  return structuredAnswer(await core.http.request<unknown>({ method, url: core.http.rest(path), body }));
}

/** A catalog write's mutation options: the banner shows its answer (or its fault); the keys it affects refetch. */
export function catalogMutationOptions<V, R>(core: IdmCore, queryClient: QueryClient, spec: CatalogMutation<V, R>) {
  return {
    mutationFn: (variables: V) => spec.run(core, variables),
    onSuccess: (result: R, variables: V) => {
      const answer = spec.report?.(core, result, variables);
      if (!answer) return;
      if ('feedback' in answer) reportFeedback(core, answer.feedback);
      else core.feedback.show('success', answer.message);
    },
    // A stale version is the editor's to show (its conflict dialog), not a banner's.
    onError: (error: Error) => (isVersionConflict(error) ? undefined : reportError(core, error)),
    onSettled: async (_result: unknown, _error: unknown, variables: V) => {
      await Promise.all(spec.invalidate(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  };
}

/**
 * A role or SoD write: the banner shows its answer (or its fault); the keys it affects refetch. A failure
 * rejects `mutateAsync`, so a form that awaits it keeps what was typed.
 */
export function useCatalogMutation<V, R>(spec: CatalogMutation<V, R>) {
  return useMutation(catalogMutationOptions(useCore(), useQueryClient(), spec));
}
