import type { AccessPage, HistoryEntry } from '../../api/access';
import { commonName } from '../../domain/format';
import type { HistoryPage, HistoryRequest } from './history-model';

/**
 * The area's one view model: a request as the list and the details show it, from `src/api/access`'s shapes; the
 * details' timeline and comments are in history-detail-mapping.ts, which the list does not load.
 */

export function toHistoryRequest(entry: HistoryEntry): HistoryRequest {
  const entityType = entry.entityType.toLowerCase();
  return {
    rowId: `${entityType}:${entry.id}`,
    id: entry.id,
    name: entry.name || entry.id,
    entityType,
    requestState: entry.requestState,
    statusText: entry.status || entry.requestStatus,
    processState: entry.processState,
    action: entry.action.toLowerCase(),
    operation: entry.operation,
    recipientName: entry.recipientName,
    recipientDn: entry.recipientDn,
    requesterName: entry.requesterName,
    requesterDn: entry.requesterDn,
    proxyName: entry.proxyUserName || (entry.proxyUserDn ? commonName(entry.proxyUserDn) : ''),
    requestDate: entry.requestDate,
    effectiveDate: entry.effectiveDate,
    expirationDate: entry.expirationDate,
    completedDate: entry.completedDate,
    confirmationNumber: entry.confirmationNumber,
    reason: entry.reason,
    retractable: entry.retractable,
  };
}

export function toHistoryPage(page: AccessPage<HistoryEntry>): HistoryPage {
  return { requests: page.items.map(toHistoryRequest), total: page.total, nextIndex: page.nextIndex };
}
