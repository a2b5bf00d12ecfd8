import type { AccessPage, AccessTask } from '../../api/access';
import { commonName } from '../../domain/format';
import type { TaskListPage, TaskView } from './task-model';

/**
 * The area's one view model: a task as the list and the details show it (names with fallbacks), from
 * `src/api/access`'s shapes; the details' parts (the approval steps or events as one history, the form's items
 * labelled) are in task-detail-mapping.ts, which the list does not load.
 */
export function toTaskView(task: AccessTask): TaskView {
  return {
    rowId: task.taskId,
    taskId: task.taskId,
    processName: task.itemName || task.activityName,
    activityName: task.activityName,
    recipientName: task.recipientName,
    recipientDn: task.recipientDn,
    requesterName: task.requesterName,
    requesterDn: task.requesterDn,
    requestDate: task.createTime,
    expirationTime: task.expirationTime,
    priority: task.priority,
    action: task.action.toLowerCase(),
    reason: (task as AccessTask & { reason?: string }).reason ?? '',
    claimedByDn: task.claimedByDn,
    claimedByName: task.claimedByName || (task.claimedByDn ? commonName(task.claimedByDn) : ''),
    delegated: task.delegated,
    assignedToName: task.assignedToName || task.addresseeName || commonName(task.assignedToDn || task.addresseeDn),
    assignedToDn: task.assignedToDn || task.addresseeDn,
    bulkApprovable: task.bulkApprovable,
    requestId: task.requestId,
    entityType: task.entityType,
  };
}

export function toTaskListPage(page: AccessPage<AccessTask>): TaskListPage {
  return { tasks: page.items.map(toTaskView), total: page.total, nextIndex: page.nextIndex };
}
