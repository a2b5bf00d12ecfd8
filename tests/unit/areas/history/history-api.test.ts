import { describe, expect, it } from 'vitest';
import { fetchHistoryDetails, fetchHistoryPage, retractRequests, type HistoryScope } from '../../../../src/api/access';
import { toHistoryDetail } from '../../../../src/areas/history/history-detail-mapping';
import { toHistoryPage } from '../../../../src/areas/history/history-mapping';
import type { HistoryListParams } from '../../../../src/areas/history/history-query';
import type { IdmCore } from '../../../../src/core';
import { EMPTY_HISTORY_FILTERS, historyListParams } from '../../../../src/areas/history/history-query';
import { json } from '../../core/fakes';
import { apiCore } from '../../api/setup';

const node = {
  id: '40',
  name: 'Accounts Payable Clerk',
  entityType: 'role',
  requestState: 15,
  requestStatus: 'pending',
  processState: 0,
  requestOper: 10,
  requester: 'cn=euser',
  recipient: 'cn=euser',
  recipientName: 'Eve User',
  requestDate: 100,
  effectiveDate: 0,
  expirationDate: 0,
  confirmationNumber: 'c-40',
  retractable: true,
  status: 'Approval Pending',
  reason: 'Payroll',
  requesterName: 'Eve User',
  action: 'grant',
  proxyUserFullName: '',
  completedDate: 0,
};
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

/** A page of requests as the list shows it. */
const listPage = async (core: IdmCore, params: HistoryListParams, scope: HistoryScope) =>
  toHistoryPage(await fetchHistoryPage(core, params, scope));
/** A request as its details page shows it. */
const detailOf = async (core: IdmCore, id: string) => toHistoryDetail(await fetchHistoryDetails(core, id));

describe("history api and the area's view of it", () => {
  it('sends the filters, search, sort and paging as GET access/requests/historylist', async () => {
    const { core, server } = await apiCore({
      'access/requests/historylist': () => json({ requests: [node], total: 12, nextIndex: 11 }),
    });
    const params = historyListParams({
      page: 1,
      pageSize: 10,
      search: 'clerk',
      sortColumn: 'status',
      sortOrder: 'asc',
      filters: {
        ...EMPTY_HISTORY_FILTERS,
        statusGroups: ['running_pending_p0'],
        itemStatuses: ['denied'],
        prdStatuses: [4],
        actions: ['grant'],
        type: 'role',
      },
    });
    const page = await listPage(core, params, { kind: 'mine' });
    expect(query(server.callsTo('historylist')[0]!.url)).toEqual({
      q: 'clerk',
      size: '10',
      nextIndex: '11',
      sortOrder: 'asc',
      sortBy: 'status',
      status: 'running_pending_p0,denied,4',
      action: 'grant',
      type: 'role',
    });
    expect(page.requests[0]).toMatchObject({
      rowId: 'role:40',
      statusText: 'Approval Pending',
      requestState: 15,
      effectiveDate: null,
      retractable: true,
    });
    expect(page).toMatchObject({ total: 12, nextIndex: 11 });
  });

  it('asks team history with the member in the body', async () => {
    const { core, server } = await apiCore({
      'access/requests/team/user/history': () => json({ requests: [], total: 0 }),
    });
    const params = historyListParams({
      page: 0,
      pageSize: 10,
      search: '',
      sortColumn: 'requestDate',
      sortOrder: 'desc',
      filters: EMPTY_HISTORY_FILTERS,
    });
    await listPage(core, params, { kind: 'team', memberDn: '' });
    await listPage(core, params, { kind: 'team', memberDn: 'cn=sam,o=data' });
    expect(server.callsTo('team/user/history').map((c) => JSON.parse(c.body ?? '{}') as unknown)).toEqual([
      {},
      { dn: 'cn=sam,o=data' },
    ]);
  });

  it('reads details with the timeline and waiting approvals, oldest first', async () => {
    const { core } = await apiCore({
      'access/requests/history/item': () =>
        json({
          ...node,
          timeline: [
            {
              date: 300,
              activity: 'Approval Pending',
              fromState: 12,
              toState: 15,
              stateLabel: 'Approval Pending',
              actorName: 'System',
            },
            {
              date: 100,
              activity: 'Requested',
              fromState: 0,
              toState: 0,
              stateLabel: 'New Request',
              actorName: 'Eve User',
            },
          ],
          approvals: [
            { taskId: '7', activity: 'Manager approval', status: 'open', assignedToName: 'Mia Manager', created: 200 },
            { taskId: '6', activity: 'Done', status: 'approved', created: 150, completed: 160 },
          ],
        }),
    });
    const detail = await detailOf(core, '40');
    expect(detail.timeline.map((e) => [e.title, e.actorName, e.at, e.kind, e.stateLabel])).toEqual([
      ['Requested', 'Eve User', 100, 'state', ''],
      ['Manager approval', 'Mia Manager', 200, 'approval', ''],
      ['Approval Pending', 'System', 300, 'state', 'Approval Pending'],
    ]);
  });

  it('uses the comments as the steps when a server has no timeline', async () => {
    const { core } = await apiCore({
      'access/requests/history/item': () =>
        json({
          ...node,
          comments: [{ comment: 'Approved', activity: 'Manager approval', date: 5, commentFullName: 'Mia' }],
        }),
    });
    const detail = await detailOf(core, '40');
    expect(detail.timeline.map((e) => [e.title, e.detail, e.actorName])).toEqual([
      ['Manager approval', 'Approved', 'Mia'],
    ]);
  });

  it('retracts with DELETE access/requests/history', async () => {
    const { core, server } = await apiCore({
      'access/requests/history': (call) =>
        call.method === 'DELETE'
          ? json({ success: true, succeeded: [{ id: '40', name: 'Accounts Payable Clerk' }], failed: [] })
          : json({}),
    });
    const { feedback } = await retractRequests(core, ['40']);
    expect(feedback).toMatchObject({ success: true, succeeded: [{ id: '40', name: 'Accounts Payable Clerk' }] });
    const call = server.calls.find((c) => c.method === 'DELETE')!;
    expect(JSON.parse(call.body ?? '{}')).toEqual({ requests: [{ id: '40' }] });
  });
});
