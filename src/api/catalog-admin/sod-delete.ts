import type { IdmCore } from '../../core';
import type { StructuredFeedback } from '../../domain/feedback';
import { accessKeys } from '../access/keys';
import { lookupKeys } from '../lookups/keys';
import { catalogAdminKeys } from './keys';
import { writeForFeedback, useCatalogMutation } from './mutation';

/* Deleting SoD rules: apart from sod-mutations.ts, so that the rule list does not load the rule editor's calls. */

/** A rule changes what Request Access's conflict check and the approval engine find: their answers refetch too. */
export const sodKeys = () => [
  catalogAdminKeys.kind('sods'),
  catalogAdminKeys.kind('sod'),
  catalogAdminKeys.kind('violations'),
  lookupKeys.kind('sods'),
  accessKeys.sodRules,
  accessKeys.requestAccess(''),
];

/** DELETE `catalog/sods/sod` `{sods: [{id}]}`. */
export async function deleteSods(core: IdmCore, dns: readonly string[]): Promise<StructuredFeedback> {
  return writeForFeedback(core, 'DELETE', 'catalog/sods/sod', { sods: dns.map((id) => ({ id })) });
}

export const useDeleteSods = () =>
  useCatalogMutation<readonly string[], StructuredFeedback>({
    run: deleteSods,
    invalidate: sodKeys,
    report: (_core, feedback) => ({ feedback }),
  });
