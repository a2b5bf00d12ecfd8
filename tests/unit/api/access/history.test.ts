import { describe, expect, it } from 'vitest';
import {
  fetchHistoryDetails,
  fetchRequestHistory,
  fetchTeamHistory,
  retractRequests,
} from '../../../../src/api/access';
import { json } from '../../core/fakes';
import { expectCall } from '../lookups/call';
import { apiCore } from '../setup';

const MARIA = 'cn=mmanager,ou=users,o=data';
const ENTRY = {
  id: '9',
  name: 'CRM Read',
  entityType: 'role',
  requestState: 95,
  requestStatus: 'denied',
  processState: 3,
  requestOper: 10,
  requester: 'cn=bob,o=data',
  requesterName: 'Bob',
  recipient: 'cn=ann,o=data',
  recipientName: 'Ann',
  recipientType: 'user',
  requestDate: 100,
  effectiveDate: 0,
  expirationDate: 0,
  confirmationNumber: 'C1',
  retractable: false,
  status: 'Denied',
  reason: 'Need it',
  action: 'grant',
  proxyUser: '',
  proxyUserFullName: '',
  itemDn: 'cn=crm',
  completedDate: 200,
};

describe('access api: request history', () => {
  it('fetchRequestHistory: GET access/requests/historylist with the spec filters (status joined by commas)', async () => {
    const { core, server } = await apiCore({
      historylist: () => json({ requests: [ENTRY], total: 31, nextIndex: 11 }),
    });
    const page = await fetchRequestHistory(core, {
      q: 'crm',
      size: 10,
      nextIndex: 1,
      sortBy: 'name',
      sortOrder: 'desc',
      status: ['running_pending_p0', 'denied', '2'],
      action: 'grant',
      type: 'role',
      item: 'cn=crm',
      cn: 'ann',
      startDate: 5,
      endDate: 6,
    });
    expectCall(server.callsTo('historylist')[0], {
      path: 'access/requests/historylist',
      query: [
        ['q', 'crm'],
        ['size', '10'],
        ['nextIndex', '1'],
        ['sortOrder', 'desc'],
        ['sortBy', 'name'],
        ['status', 'running_pending_p0,denied,2'],
        ['action', 'grant'],
        ['type', 'role'],
        ['item', 'cn=crm'],
        ['cn', 'ann'],
        ['startDate', '5'],
        ['endDate', '6'],
      ],
    });
    expect(page).toEqual({
      total: 31,
      nextIndex: 11,
      items: [
        {
          id: '9',
          name: 'CRM Read',
          itemDn: 'cn=crm',
          entityType: 'role',
          requestState: 95,
          requestStatus: 'denied',
          processState: 3,
          operation: 10,
          action: 'grant',
          recipientDn: 'cn=ann,o=data',
          recipientName: 'Ann',
          recipientType: 'user',
          requesterDn: 'cn=bob,o=data',
          requesterName: 'Bob',
          requestDate: 100,
          effectiveDate: null,
          expirationDate: null,
          completedDate: 200,
          confirmationNumber: 'C1',
          retractable: false,
          status: 'Denied',
          reason: 'Need it',
          proxyUserDn: '',
          proxyUserName: '',
        },
      ],
    });
  });

  it('proxy mode: proxyUser on the list, details, retraction and team history', async () => {
    const { core, server } = await apiCore({
      historylist: () => json({ requests: [], total: 0, nextIndex: -1 }),
      'history/item': () =>
        json(
          {
            ...ENTRY,
            timeline: [{ date: 1, activity: 'New Request', toState: 0, actor: MARIA }],
            approvals: [],
            comments: [],
            approvalType: 'serial',
          },
          201,
        ),
      'requests/history?': () =>
        json({ success: true, succeeded: [{ id: '9', name: 'CRM Read', requestId: '9' }], failed: [] }),
      'team/user/history': () => json({ requests: [ENTRY], total: 1, nextIndex: -1 }, 201),
    });
    core.stores.$proxy.set({ dn: MARIA, fullName: 'Maria' });
    await fetchRequestHistory(core);
    expectCall(server.callsTo('historylist')[0], {
      path: 'access/requests/historylist',
      query: [
        ['q', '*'],
        ['size', '10'],
        ['nextIndex', '1'],
        ['proxyUser', MARIA],
      ],
    });
    const details = await fetchHistoryDetails(core, '9');
    expectCall(server.callsTo('history/item')[0], {
      method: 'POST',
      path: 'access/requests/history/item',
      query: [
        ['commentLimit', '200'],
        ['proxyUser', MARIA],
      ],
      body: { id: '9' },
    });
    expect(details.timeline[0]).toMatchObject({ actorDn: MARIA, toState: 0, date: 1 });
    expect(details.approvalType).toBe('serial');
    const retracted = await retractRequests(core, ['9', '10']);
    expectCall(server.callsTo('requests/history?')[0], {
      method: 'DELETE',
      path: 'access/requests/history',
      query: [['proxyUser', MARIA]],
      body: { requests: [{ id: '9' }, { id: '10' }] },
    });
    expect(retracted.requestIds).toEqual(['9']);
    const team = await fetchTeamHistory(core, 'cn=ann,o=data', { size: 5 });
    expectCall(server.callsTo('team/user/history')[0], {
      method: 'POST',
      path: 'access/requests/team/user/history',
      query: [
        ['q', '*'],
        ['size', '5'],
        ['nextIndex', '1'],
        ['proxyUser', MARIA],
      ],
      body: { dn: 'cn=ann,o=data' },
    });
    expect(team.items.map((e) => e.id)).toEqual(['9']);
  });
});
