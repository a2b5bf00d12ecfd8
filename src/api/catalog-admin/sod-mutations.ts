import { guarded, type VersionField } from '../versions';
import type { IdmCore } from '../../core';
import type { StructuredFeedback } from '../../domain/feedback';
import { accessKeys } from '../access/keys';
import { lookupKeys } from '../lookups/keys';
import { asObject, asString } from '../lookups/read';
import { catalogAdminKeys } from './keys';
import { writeForFeedback, useCatalogMutation } from './mutation';
import { sodPayload, type SodInput } from './sod-read';

/** POST `catalog/sods` (SodNode): answers the new rule's DN. */
export async function createSod(core: IdmCore, input: SodInput): Promise<string> {
  const body = await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('catalog/sods'),
    body: sodPayload({ ...input, dn: undefined }),
  });
  return asString(asObject(body).id);
}

/** PUT `catalog/sods/sod` (SodNode with its `id`). */
export async function updateSod(core: IdmCore, input: SodInput & { dn: string }): Promise<void> {
  await core.http.request<unknown>({ method: 'PUT', url: core.http.rest('catalog/sods/sod'), body: sodPayload(input) });
}

/** DELETE `catalog/sods/sod` `{sods: [{id}]}`. */
export async function deleteSods(core: IdmCore, dns: readonly string[]): Promise<StructuredFeedback> {
  return writeForFeedback(core, 'DELETE', 'catalog/sods/sod', { sods: dns.map((id) => ({ id })) });
}

/** A rule changes what Request Access's conflict check and the approval engine find: their answers refetch too. */
const sodKeys = () => [
  catalogAdminKeys.kind('sods'),
  catalogAdminKeys.kind('sod'),
  catalogAdminKeys.kind('violations'),
  lookupKeys.kind('sods'),
  accessKeys.sodRules,
  accessKeys.requestAccess(''),
];

export const useCreateSod = () =>
  useCatalogMutation<SodInput, string>({
    run: createSod,
    invalidate: sodKeys,
    report: (core, _dn, input) => ({ message: core.i18n.t('sodAdmin.created', { name: input.name }) }),
  });

export const useUpdateSod = () =>
  useCatalogMutation<SodInput & { dn: string } & VersionField, void>({
    run: guarded(updateSod),
    invalidate: sodKeys,
    report: (core, _r, input) => ({ message: core.i18n.t('sodAdmin.saved', { name: input.name }) }),
  });

export const useDeleteSods = () =>
  useCatalogMutation<readonly string[], StructuredFeedback>({
    run: deleteSods,
    invalidate: sodKeys,
    report: (_core, feedback) => ({ feedback }),
  });
