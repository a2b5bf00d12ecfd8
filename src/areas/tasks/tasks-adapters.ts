import { actOnTasks, fetchTaskDetails, fetchTasks, fetchTeamTasks, serverFormUrl, type TaskListQuery } from '../../api/access';
import { fetchManagedTeamOptions, fetchTeamMemberOptions } from '../../api/lookups';
import { deletePreference, fetchPreference, savePreference } from '../../api/preferences';
import { fetchProxyPermission } from '../../api/shell-proxy';
import type { IdmCore } from '../../core';
import { TASK_COLUMNS_PREFERENCE } from './columns';
import { toTaskActionAnswer, toTaskDetail, toTaskListPage } from './task-mapping';
import type { TaskListParams } from './task-query';
import type { TasksPort } from './tasks-port';

/** Teams and members come in pages of this size; a manager's teams fit in one. */

function listQuery(params: TaskListParams): TaskListQuery {
  const query: TaskListQuery = { fromIndex: params.fromIndex, size: params.size, q: params.q, sortOrder: params.sortOrder, sortBy: params.sortBy };
  if (params.assignedTo) query.assignedTo = params.assignedTo;
  if (params.recipient) query.recipient = params.recipient;
  if (params.expireWithin !== undefined) {
    query.expireWithin = params.expireWithin;
    if (params.expireUnit) query.expireUnit = params.expireUnit;
  }
  if (params.status) query.status = params.status;
  return query;
}

/**
 * The server-side approval form of a task (spec: server-side forms at /approvalForm.do), beside the REST
 * base: `<origin>/<context>/approvalForm.do?taskId=<id>`.
 */
export function approvalFormUrl(core: IdmCore, taskId: string): string {
  return serverFormUrl(core, 'approvalForm.do', { taskId });
}

/** The tasks port over `src/api` (access, lookups, preferences, proxy permission). */
export function createTasksPort(core: IdmCore): TasksPort {
  return {
    async list(params, scope, signal) {
      const query = listQuery(params);
      const page =
        scope.kind === 'team'
          ? await fetchTeamTasks(core, { ...query, ...(scope.teamDn ? { teamDn: scope.teamDn } : {}), ...(scope.memberDn ? { memberDn: scope.memberDn } : {}) }, signal)
          : await fetchTasks(core, query, signal);
      return toTaskListPage(page);
    },
    async detail(taskId, signal) {
      const details = await fetchTaskDetails(core, taskId, signal);
      return toTaskDetail(details, details.approvalForm ? approvalFormUrl(core, details.taskId || taskId) : null);
    },
    async act(input) {
      const result = await actOnTasks(core, {
        action: input.action,
        taskIds: input.taskIds,
        comment: input.comment ?? '',
        ...(input.assigneeDn ? { approverDn: input.assigneeDn } : {}),
        ...(input.dataItems && input.dataItems.length > 0 ? { dataItems: input.dataItems } : {}),
      });
      return toTaskActionAnswer(result);
    },

    managedTeams: (signal) => fetchManagedTeamOptions(core, signal),
    teamMembers: (teamDn, signal) => fetchTeamMemberOptions(core, teamDn, signal),
    proxyApproved: (proxyDn, signal) => fetchProxyPermission(core, proxyDn, signal),

    async columns(signal) {
      const preference = await fetchPreference(core, TASK_COLUMNS_PREFERENCE, signal);
      return preference.isPreferenceAvailable && preference.columns.length > 0 ? preference.columns : null;
    },
    saveColumns: (columns) => savePreference(core, TASK_COLUMNS_PREFERENCE, { columns: [...columns] }),
    restoreColumns: () => deletePreference(core, TASK_COLUMNS_PREFERENCE),
  };
}
