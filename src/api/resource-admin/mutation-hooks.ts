import type { StructuredFeedback } from '../../domain/feedback';
import { guarded, type VersionField } from '../versions';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { aboutResource, resourceLists } from './changed-keys';
import type { ResourceInput } from './types';
import { FromEntitlementInput, createResource, createResourcesFromEntitlement, updateResource } from './mutations';

// The editors' hooks; the assignments' and categories' are in assignment-hooks.ts, so a page loads only its own.

export const useCreateResource = () =>
  useCatalogMutation<ResourceInput, { dn: string; name: string }>({
    run: createResource,
    invalidate: resourceLists,
    report: (core, resource) => ({ message: core.i18n.t('resourceAdminPages.created', { name: resource.name }) }),
  });

export const useCreateResourcesFromEntitlement = () =>
  useCatalogMutation<FromEntitlementInput, StructuredFeedback>({
    run: createResourcesFromEntitlement,
    invalidate: resourceLists,
    report: (_core, feedback) => ({ feedback }),
  });

export const useUpdateResource = () =>
  useCatalogMutation<ResourceInput & { dn: string } & VersionField, void>({
    run: guarded(updateResource),
    invalidate: (input) => [...resourceLists(), ...aboutResource(input.dn)],
    report: (core, _r, input) => ({ message: core.i18n.t('resourceAdminPages.saved', { name: input.name.trim() }) }),
  });
