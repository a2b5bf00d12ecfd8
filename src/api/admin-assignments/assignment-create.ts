import type { IdmCore } from '../../core';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { changedKeys, type AssignmentInput } from './assignments';

// The assign dialog's call, apart from the list's readers and removal (assignments.ts): the list, which
// `<idm-admin-assignments>` opens on, does not load it. Its banner speaks `assignAdministrator`, the namespace
// the dialog loads with its code.

/** POST `admin/administrator/assignments/create` (AdminAssignmentNode). */
export async function createAdminAssignment(core: IdmCore, input: AssignmentInput): Promise<void> {
  await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('admin/administrator/assignments/create'),
    body: {
      assigneeDn: input.assigneeDn,
      assignmentTypeKey: input.assigneeType,
      domain: input.domain,
      adminTypeKey: input.adminType,
      comment: input.comment.trim(),
      ...(input.effectiveDate === null ? {} : { effectiveDate: input.effectiveDate }),
      ...(input.expirationDate === null ? {} : { expirationDate: input.expirationDate }),
    },
  });
}

export const useCreateAdminAssignment = () =>
  useCatalogMutation<AssignmentInput & { assigneeName: string }, void>({
    run: createAdminAssignment,
    invalidate: changedKeys,
    report: (core, _r, input) => ({
      message: core.i18n.t('assignAdministrator.created', {
        name: input.assigneeName,
        domain: core.i18n.t(`adminAssignments.domainName.${input.domain}`),
      }),
    }),
  });
