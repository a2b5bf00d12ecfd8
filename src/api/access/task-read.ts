import { contractAnswer, type TaskNode } from '../../domain/contract';
import { asBoolean, asString } from '../lookups/read';
import { readRecipient, readRequester } from './parties';
import { dateOrNull, numberOrNull } from './read-fields';
import type { AccessTask } from './types';

/** Task fields beyond the 4.8.6 AfTaskNode that newer servers and the sandbox send; read when present. */
interface TaskNodeExtras {
  itemDn: unknown;
  entityType: unknown;
  requestState: unknown;
  action: unknown;
  reason: unknown;
  addresseeName: unknown;
  assignedToName: unknown;
  claimedByName: unknown;
}

export function readTask(value: unknown): AccessTask {
  const o = contractAnswer<TaskNode & TaskNodeExtras>(value);
  const claimedBy = asString(o.claimedby);
  return {
    taskId: asString(o.taskId),
    requestId: asString(o.processId),
    itemName: asString(o.processName),
    itemDn: asString(o.itemDn),
    entityType: asString(o.entityType),
    activityName: asString(o.activityName),
    createTime: dateOrNull(o.createTime),
    expirationTime: dateOrNull(o.expirationTime),
    ...readRecipient(o),
    ...readRequester(o.initiator, o.initiatorName),
    addresseeDn: asString(o.addressee),
    addresseeName: asString(o.addresseeName),
    assignedToDn: asString(o.assignedTo),
    assignedToName: asString(o.assignedToName),
    claimedByDn: claimedBy === '' ? null : claimedBy,
    claimedByName: asString(o.claimedByName),
    delegated: asBoolean(o.delegatedTask),
    bulkApprovable: asBoolean(o.bulkApprovable),
    priority: asString(o.priority),
    confirmationNumber: asString(o.confirmationNumber),
    requestState: numberOrNull(o.requestState),
    action: asString(o.action),
    reason: asString(o.reason),
  };
}
