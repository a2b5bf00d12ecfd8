import type { IdmCore } from '../../core';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { accessKeys } from '../access/keys';
import { asArray, asBoolean, asObject, asString, postObject } from '../lookups/read';
import { workflowMonitorKeys } from './keys';

export interface TerminateInput {
  requestIds: readonly string[];
  comment: string;
}

export interface TerminateResult {
  success: boolean;
  failed: string[];
  message: string;
}

/** POST `access/monitoring/process/terminate` `{processes, comment}`. */
export async function terminateProcesses(core: IdmCore, input: TerminateInput): Promise<TerminateResult> {
  const body = await postObject(core, 'access/monitoring/process/terminate', {
    processes: [...input.requestIds],
    comment: input.comment,
  });
  return {
    success: asBoolean(body.success),
    failed: asArray(body.failedProcesses).map(asString),
    message: asString(body.message),
  };
}

export interface ReassignInput {
  taskIds: readonly string[];
  approverDn: string;
  comment: string;
}

/** POST `access/monitoring/reassign` `{afTaskNode: {tasks: [{taskId}], approver, comment}}`. */
export async function reassignWorkEntries(core: IdmCore, input: ReassignInput) {
  const body = await postObject(core, 'access/monitoring/reassign', {
    afTaskNode: {
      tasks: input.taskIds.map((taskId) => ({ taskId })),
      approver: input.approverDn,
      comment: input.comment,
    },
    comment: input.comment,
  });
  const reasons = asArray(body.failNodes).map((n) => asString(asObject(n).reason));
  return { success: asBoolean(body.success), reasons };
}
/** Everything a process change touches: monitoring, and the requests' history and tasks elsewhere. */
const processChanged = () => [workflowMonitorKeys.all, accessKeys.tasks, accessKeys.history];

export const useTerminateProcesses = () =>
  useCatalogMutation<TerminateInput, TerminateResult>({ run: terminateProcesses, invalidate: processChanged });

export const useReassignWorkEntries = () =>
  useCatalogMutation<ReassignInput, { success: boolean; reasons: string[] }>({
    run: reassignWorkEntries,
    invalidate: processChanged,
  });
