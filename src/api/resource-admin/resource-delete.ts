import type { IdmCore } from '../../core';
import type { StructuredFeedback } from '../../domain/feedback';
import { writeForFeedback, useCatalogMutation } from '../catalog-admin/mutation';
import { aboutResource, resourceLists } from './keys';

/* Deleting resources: apart from mutations.ts, so that the resource list does not load the editor's calls. */

/** DELETE `catalog/resources/resource` `{resources: [{id}]}`: one with assignments goes to Pending Delete. */
export async function deleteResources(core: IdmCore, dns: readonly string[]): Promise<StructuredFeedback> {
  return writeForFeedback(core, 'DELETE', 'catalog/resources/resource', { resources: dns.map((id) => ({ id })) });
}

export const useDeleteResources = () =>
  useCatalogMutation<readonly string[], StructuredFeedback>({
    run: deleteResources,
    invalidate: (dns) => [...resourceLists(), ...dns.flatMap(aboutResource)],
    report: (_core, feedback) => ({ feedback }),
  });
