import { describe, expect, it } from 'vitest';
import { actOnTasks, fetchTaskBadge, fetchTaskDetails, fetchTasks, fetchTeamTasks } from '../../../../src/api/access';
import { json } from '../../core/fakes';
import { expectCall } from '../lookups/call';
import { apiCore } from '../setup';

const MARIA = 'cn=mmanager,ou=users,o=data';
const TASK = {
  taskId: '42',
  processId: '7',
  processName: 'CRM Write',
  activityName: 'Approval step 1 of 2',
  createTime: 1000,
  expirationTime: 0,
  recipient: 'cn=ann,o=data',
  recipientType: 'user',
  recipientName: 'Ann',
  initiator: 'cn=bob,o=data',
  initiatorName: 'Bob',
  addressee: 'cn=dadmin,o=data',
  addresseeName: 'Dan',
  assignedTo: MARIA,
  assignedToName: 'Maria',
  claimedby: '',
  delegatedTask: true,
  bulkApprovable: true,
  priority: '50',
  confirmationNumber: 'UARest#1',
  requestState: 15,
  action: 'grant',
  entityType: 'role',
  itemDn: 'cn=crm',
  reason: 'New job',
};

describe('access api: tasks', () => {
  it('fetchTasks: GET access/tasks/list with fromIndex paging, sort and filters; reads AfTaskNodes', async () => {
    const { core, server } = await apiCore({
      'tasks/list': () => json({ tasks: [TASK, {}], total: 12, nextIndex: 3, hasMore: true }),
    });
    const page = await fetchTasks(core, {
      fromIndex: 1,
      size: 2,
      q: 'crm',
      sortBy: 'recipientName',
      sortOrder: 'desc',
      assignedTo: 'delegated',
      recipient: 'Ann',
      expireWithin: 3,
      status: 'unclaimed',
    });
    expectCall(server.callsTo('tasks/list')[0], {
      path: 'access/tasks/list',
      query: [
        ['fromIndex', '1'],
        ['size', '2'],
        ['q', 'crm'],
        ['sortOrder', 'desc'],
        ['sortBy', 'recipientName'],
        ['assignedTo', 'delegated'],
        ['recipient', 'Ann'],
        ['expireUnit', 'Days'],
        ['expireWithin', '3'],
        ['status', 'unclaimed'],
      ],
    });
    expect(page.total).toBe(12);
    expect(page.nextIndex).toBe(3);
    expect(page.items[0]).toEqual({
      taskId: '42',
      requestId: '7',
      itemName: 'CRM Write',
      itemDn: 'cn=crm',
      entityType: 'role',
      activityName: 'Approval step 1 of 2',
      createTime: 1000,
      expirationTime: null,
      recipientDn: 'cn=ann,o=data',
      recipientName: 'Ann',
      recipientType: 'user',
      requesterDn: 'cn=bob,o=data',
      requesterName: 'Bob',
      addresseeDn: 'cn=dadmin,o=data',
      addresseeName: 'Dan',
      assignedToDn: MARIA,
      assignedToName: 'Maria',
      claimedByDn: null,
      claimedByName: '',
      delegated: true,
      bulkApprovable: true,
      priority: '50',
      confirmationNumber: 'UARest#1',
      requestState: 15,
      action: 'grant',
      reason: 'New job',
    });
    expect(page.items[1]).toMatchObject({
      taskId: '',
      claimedByDn: null,
      requestState: null,
      recipientType: 'user',
      reason: '',
    });
  });

  it('sends expireUnit as the contract names it (Hours, Days, Weeks; also Months), only with expireWithin', async () => {
    const { core, server } = await apiCore({ 'tasks/list': () => json({ tasks: [], total: 0, nextIndex: -1 }) });
    await fetchTasks(core, { expireWithin: 12, expireUnit: 'Hours' });
    await fetchTasks(core, { expireWithin: 2, expireUnit: 'Months' });
    await fetchTasks(core, { expireUnit: 'Weeks' });
    const units = server
      .callsTo('tasks/list')
      .map((call) => new URL(call.url, 'http://x').searchParams.get('expireUnit'));
    expect(units).toEqual(['Hours', 'Months', null]);
  });

  it('adds proxyUser in proxy mode to the list, team list, details and actions', async () => {
    const { core, server } = await apiCore({
      'tasks/list/others/team': () => json({ tasks: [], total: 0, nextIndex: -1 }),
      'tasks/list': () => json({ tasks: [], total: 0, nextIndex: -1 }),
      'tasks/item': () => json(TASK, 201),
      'access/tasks?': () =>
        json({ success: true, succeeded: [{ id: '42', name: 'CRM Write', requestId: '7' }], failed: [] }, 201),
    });
    core.stores.$proxy.set({ dn: MARIA, fullName: 'Maria Manager' });
    await fetchTasks(core);
    expectCall(server.callsTo('tasks/list')[0], {
      path: 'access/tasks/list',
      query: [
        ['fromIndex', '1'],
        ['size', '10'],
        ['q', '*'],
        ['proxyUser', MARIA],
      ],
    });
    await fetchTeamTasks(core, { teamDn: 'cn=team', memberDn: 'cn=ann,o=data' });
    expectCall(server.callsTo('others/team')[0], {
      path: 'access/tasks/list/others/team',
      query: [
        ['fromIndex', '1'],
        ['size', '10'],
        ['q', '*'],
        ['proxyUser', MARIA],
        ['teamDN', 'cn=team'],
        ['memberDn', 'cn=ann,o=data'],
      ],
    });
    await fetchTaskDetails(core, '42');
    expectCall(server.callsTo('tasks/item')[0], {
      method: 'POST',
      path: 'access/tasks/item',
      query: [
        ['commentLimit', '100'],
        ['proxyUser', MARIA],
      ],
      body: { taskId: '42', proxyUser: MARIA },
    });
    const result = await actOnTasks(core, {
      action: 'reassign',
      taskIds: ['42', '43'],
      comment: 'yours',
      approverDn: 'cn=tina,o=data',
    });
    expectCall(server.callsTo('access/tasks?')[0], {
      method: 'POST',
      path: 'access/tasks',
      query: [['proxyUser', MARIA]],
      body: {
        tasks: [{ taskId: '42' }, { taskId: '43' }],
        action: 'reassign',
        comment: 'yours',
        approver: 'cn=tina,o=data',
        proxyUser: MARIA,
      },
    });
    expect(result).toEqual({
      feedback: { success: true, succeeded: [{ id: '42', name: 'CRM Write' }], failed: [], sods: [] },
      requestIds: ['7'],
    });
  });

  it('fetchTaskDetails reads comments, data items, approval history, timeline and the request summary', async () => {
    const { core } = await apiCore({
      'tasks/item': () =>
        json(
          {
            ...TASK,
            comments: [
              {
                user: 'cn=bob,o=data',
                commentFullName: 'Bob',
                comment: 'Please',
                date: 5,
                activity: 'Request',
                system: false,
              },
            ],
            dataItems: [
              { name: 'reason', dataType: 'string', values: ['Please'], readOnly: true },
              {
                name: 'costCenter',
                dataType: 'string',
                values: ['4711', '4712'],
                readOnly: false,
                multiValued: true,
                valueSet: true,
              },
            ],
            approvalForm: 'CostCenterApproval',
            approvalFormId: 'cn=CostCenterApproval,cn=RequestDefs',
            approvalHistory: [
              {
                taskId: '42',
                phase: 'approval',
                step: 1,
                activity: 'A',
                status: 'open',
                addressee: 'cn=d',
                addresseeName: 'D',
                assignedTo: MARIA,
                delegated: true,
                created: 3,
                completed: 0,
              },
            ],
            timeline: [
              {
                date: 9,
                activity: 'New Request',
                fromState: null,
                toState: 0,
                stateLabel: 'New Request',
                actor: 'cn=bob,o=data',
                actorName: 'Bob',
                proxyUser: '',
              },
            ],
            request: {
              id: '7',
              name: 'CRM Write',
              entityType: 'role',
              action: 'grant',
              requestState: 15,
              approvalType: 'serial',
              sods: [{ sodName: 'S', perm1Name: 'A', perm2Name: 'B' }],
            },
          },
          201,
        ),
    });
    const details = await fetchTaskDetails(core, '42');
    expect(details.comments).toEqual([
      { userDn: 'cn=bob,o=data', userName: 'Bob', text: 'Please', date: 5, activity: 'Request', system: false },
    ]);
    expect(details.dataItems).toEqual([
      { name: 'reason', dataType: 'string', values: ['Please'], readOnly: true, multiValued: false, required: false },
      {
        name: 'costCenter',
        dataType: 'string',
        values: ['4711', '4712'],
        readOnly: false,
        multiValued: true,
        required: true,
      },
    ]);
    expect(details).toMatchObject({
      approvalForm: 'CostCenterApproval',
      approvalFormId: 'cn=CostCenterApproval,cn=RequestDefs',
    });
    expect(details.approvalHistory[0]).toMatchObject({
      addresseeDn: 'cn=d',
      assignedToDn: MARIA,
      delegated: true,
      completed: null,
      created: 3,
    });
    expect(details.timeline[0]).toMatchObject({
      fromState: null,
      toState: 0,
      actorDn: 'cn=bob,o=data',
      actorName: 'Bob',
    });
    expect(details.request).toMatchObject({
      id: '7',
      requestState: 15,
      approvalType: 'serial',
      sods: [{ sodName: 'S', perm1Name: 'A', perm2Name: 'B' }],
    });
  });

  it("actOnTasks sends the approver's data items with each task (contract: tasks[].dataItems)", async () => {
    const { core, server } = await apiCore({
      'access/tasks?': () => json({ success: true, succeeded: [{ id: '42', name: 'CRM Write' }], failed: [] }, 201),
      'access/tasks': () => json({ success: true, succeeded: [{ id: '42', name: 'CRM Write' }], failed: [] }, 201),
    });
    await actOnTasks(core, {
      action: 'approve',
      taskIds: ['42'],
      comment: 'ok',
      dataItems: [{ name: 'costCenter', dataType: 'string', values: ['4711'] }],
    });
    const call = server.calls.find((c) => c.url.includes('/access/tasks'));
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      tasks: [
        { taskId: '42', dataItems: [{ name: 'costCenter', dataType: 'string', values: ['4711'], readOnly: false }] },
      ],
      action: 'approve',
      comment: 'ok',
    });
  });

  it('fetchTaskBadge: GET access/tasks/badge?limit', async () => {
    const { core, server } = await apiCore({ 'tasks/badge': () => json({ badge: 17, params: [] }) });
    await expect(fetchTaskBadge(core)).resolves.toBe(17);
    expectCall(server.callsTo('tasks/badge')[0], { path: 'access/tasks/badge', query: [['limit', '200']] });
  });
});
