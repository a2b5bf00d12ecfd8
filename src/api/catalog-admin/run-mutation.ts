import { MutationObserver } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { catalogMutationOptions, type CatalogMutation } from './mutation';

/**
 * A catalog write outside a component, as `useCatalogMutation` makes it (the banner shows its answer or its fault; the
 * keys it affects refetch): a list's deletion, whose code comes when rows are first chosen. Apart from mutation.ts,
 * so that the editors that use the hook do not load it. Resolves with the answer; rejects once the banner said why.
 */
export function runCatalogMutation<V, R>(core: IdmCore, spec: CatalogMutation<V, R>, variables: V): Promise<R> {
  return new MutationObserver(core.queryClient, catalogMutationOptions(core, core.queryClient, spec)).mutate(variables);
}
