import { guarded, type VersionField } from '../versions';
import type { IdmCore } from '../../core';
import { asObject, asString } from '../lookups/read';
import { useCatalogMutation } from './mutation';
import { sodKeys } from './sod-delete';
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
