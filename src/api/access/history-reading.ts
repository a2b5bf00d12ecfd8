import {
  contractAnswer,
  type PermissionRequestHistoryListNode,
  type PermissionRequestHistoryNode,
} from '../../domain/contract';
import { asArray, asBoolean, asNumber, asString } from '../lookups/read';
import { readRecipient, readRequester } from './parties';
import { dateOrNull, numberOrNull } from './read-fields';
import type { AccessPage, HistoryEntry } from './types';

/** Request fields beyond the 4.8.6 PermissionRequestHistoryNode that newer servers and the sandbox send; read when present. */
export interface HistoryNodeExtras {
  itemDn: unknown;
  completedDate: unknown;
}

export function readHistoryEntry(value: unknown): HistoryEntry {
  const o = contractAnswer<PermissionRequestHistoryNode & HistoryNodeExtras>(value);
  return {
    id: asString(o.id),
    name: asString(o.name),
    itemDn: asString(o.itemDn),
    entityType: asString(o.entityType),
    requestState: numberOrNull(o.requestState),
    requestStatus: asString(o.requestStatus),
    processState: numberOrNull(o.processState),
    operation: numberOrNull(o.requestOper),
    action: asString(o.action),
    ...readRecipient(o),
    ...readRequester(o.requester, o.requesterName),
    requestDate: dateOrNull(o.requestDate),
    effectiveDate: dateOrNull(o.effectiveDate),
    expirationDate: dateOrNull(o.expirationDate),
    completedDate: dateOrNull(o.completedDate),
    confirmationNumber: asString(o.confirmationNumber),
    retractable: asBoolean(o.retractable),
    status: asString(o.status),
    reason: asString(o.reason),
    proxyUserDn: asString(o.proxyUser),
    proxyUserName: asString(o.proxyUserFullName),
  };
}

/** A page of the history list (`requests`, `nextIndex`, `total`). */
export function readHistoryPage(body: unknown): AccessPage<HistoryEntry> {
  const o = contractAnswer<PermissionRequestHistoryListNode>(body);
  return {
    items: asArray(o.requests).map(readHistoryEntry),
    nextIndex: asNumber(o.nextIndex) ?? -1,
    total: asNumber(o.total ?? o.totalSize) ?? 0,
  };
}
