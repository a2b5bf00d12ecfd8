import type { IdmCore } from '../../core';
import type { StructuredFeedback } from '../../domain/feedback';
import { writeForFeedback } from '../catalog-admin/mutation';
import { runCatalogMutation } from '../catalog-admin/run-mutation';
import { aboutResource, resourceLists } from './changed-keys';

/* Deleting resources: apart from mutations.ts, so that the resource list does not load the editor's calls. */

/** DELETE `catalog/resources/resource` `{resources: [{id}]}`: one with assignments goes to Pending Delete. */
export async function deleteResources(core: IdmCore, dns: readonly string[]): Promise<StructuredFeedback> {
  return writeForFeedback(core, 'DELETE', 'catalog/resources/resource', { resources: dns.map((id) => ({ id })) });
}

const RESOURCE_DELETION = {
  run: deleteResources,
  invalidate: (dns: readonly string[]) => [...resourceLists(), ...dns.flatMap(aboutResource)],
  report: (_core: IdmCore, feedback: StructuredFeedback) => ({ feedback }),
};

/**
 * Deletes resources: the banner shows the answer, the lists refetch. A plain function, not a hook: the resource list
 * loads it when rows are first chosen.
 */
export const removeResources = (core: IdmCore, dns: readonly string[]) =>
  runCatalogMutation(core, RESOURCE_DELETION, dns);
