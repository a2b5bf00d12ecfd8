import type { StructuredFeedback } from '../../domain/feedback';
import { accessKeys } from '../access/keys';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { lookupKeys } from '../lookups/keys';
import { aboutResource } from './changed-keys';
import { resourceAdminKeys } from './keys';
import type { AssignResourceInput } from './types';
import { assignResource, createResourceCategory, deleteResourceCategory, revokeResource } from './assignment-mutations';

export const useAssignResource = () =>
  useCatalogMutation<AssignResourceInput, StructuredFeedback>({
    run: assignResource,
    invalidate: (input) => [...aboutResource(input.resourceDn), accessKeys.all],
    report: (_core, feedback) => ({ feedback }),
  });

export const useRevokeResource = () =>
  useCatalogMutation<{ resourceDn: string; recipientDns: readonly string[]; reason: string }, StructuredFeedback>({
    run: revokeResource,
    invalidate: (input) => [...aboutResource(input.resourceDn), accessKeys.all],
    report: (_core, feedback) => ({ feedback }),
  });

export const useCreateResourceCategory = () =>
  useCatalogMutation<string, string>({
    run: createResourceCategory,
    invalidate: () => [lookupKeys.kind('categories')],
    report: (core, _key, name) => ({
      message: core.i18n.t('resourceAdminPages.categoryCreated', { name: name.trim() }),
    }),
  });

export const useDeleteResourceCategory = () =>
  useCatalogMutation<{ key: string; name: string }, unknown>({
    run: deleteResourceCategory,
    invalidate: () => [lookupKeys.kind('categories'), resourceAdminKeys.kind('resources')],
    report: (core, _answer, category) => ({
      message: core.i18n.t('resourceAdminPages.categoryDeleted', { name: category.name }),
    }),
  });
