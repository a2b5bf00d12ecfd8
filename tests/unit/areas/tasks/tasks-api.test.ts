import { describe, expect, it } from 'vitest';
import {
  actOnTasks,
  approvalFormUrl,
  fetchTaskDetails,
  fetchTaskPage,
  type TaskScope,
} from '../../../../src/api/access';
import { deletePreference, fetchPreference, savePreference } from '../../../../src/api/preferences';
import { TASK_COLUMNS_PREFERENCE } from '../../../../src/areas/tasks/columns';
import { toTaskDetail } from '../../../../src/areas/tasks/task-detail-mapping';
import { toTaskListPage } from '../../../../src/areas/tasks/task-mapping';
import type { TaskListParams } from '../../../../src/areas/tasks/task-query';
import type { IdmCore } from '../../../../src/core';
import { EMPTY_FILTERS, taskListParams } from '../../../../src/areas/tasks/task-query';
import { json } from '../../core/fakes';
import { apiCore } from '../../api/setup';

const taskNode = {
  taskId: '12',
  processName: 'Accounts Payable Clerk',
  processId: '40',
  activityName: 'Manager approval',
  createTime: 1736935800000,
  expirationTime: 0,
  recipient: 'cn=euser,ou=users,o=data',
  recipientName: 'Eve User',
  initiator: 'cn=euser,ou=users,o=data',
  initiatorName: 'Eve User',
  bulkApprovable: true,
  taskClaimed: true,
  claimedby: 'cn=mmanager,ou=users,o=data',
  addressee: 'cn=mmanager,ou=users,o=data',
  assignedTo: 'cn=mmanager,ou=users,o=data',
  priority: '2',
  delegatedTask: true,
  confirmationNumber: 'c-40',
  entityType: 'role',
  action: 'grant',
};

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

/** A page of tasks as the list shows it. */
const listPage = async (core: IdmCore, params: TaskListParams, scope: TaskScope) =>
  toTaskListPage(await fetchTaskPage(core, params, scope));
/** A task as its details page shows it. */
const detailOf = async (core: IdmCore, taskId: string) => {
  const details = await fetchTaskDetails(core, taskId);
  return toTaskDetail(details, approvalFormUrl(core, details));
};

describe("tasks api and the area's view of it", () => {
  it('sends the list filters, search, sort and fromIndex paging as GET access/tasks/list', async () => {
    const { core, server } = await apiCore({
      'access/tasks/list': () => json({ tasks: [taskNode], total: 31, nextIndex: 11 }),
    });
    const params = taskListParams({
      page: 2,
      pageSize: 10,
      search: 'clerk',
      sortColumn: 'requesterName',
      sortOrder: 'asc',
      filters: {
        ...EMPTY_FILTERS,
        assignedTo: 'user',
        recipient: 'Eve',
        expireWithin: '3',
        expireUnit: 'Days',
        status: 'Unclaimed',
      },
    });
    const page = await listPage(core, params, { kind: 'mine' });
    expect(query(server.callsTo('access/tasks/list')[0]!.url)).toEqual({
      fromIndex: '21',
      size: '10',
      q: 'clerk',
      sortOrder: 'asc',
      sortBy: 'initiatorName',
      assignedTo: 'user',
      recipient: 'Eve',
      expireUnit: 'Days',
      expireWithin: '3',
      status: 'Unclaimed',
    });
    expect(page).toMatchObject({ total: 31, nextIndex: 11 });
    expect(page.tasks[0]).toMatchObject({
      taskId: '12',
      processName: 'Accounts Payable Clerk',
      claimedByDn: 'cn=mmanager,ou=users,o=data',
      claimedByName: 'mmanager',
      delegated: true,
      bulkApprovable: true,
      requestDate: 1736935800000,
      expirationTime: null,
      assignedToName: 'mmanager',
    });
  });

  it('adds proxyUser in proxy mode', async () => {
    const { core, server } = await apiCore({ 'access/tasks/list': () => json({ tasks: [], total: 0 }) });
    core.stores.$proxy.set({ dn: 'cn=mmanager,ou=users,o=data', fullName: 'Mia Manager' });
    await listPage(
      core,
      taskListParams({
        page: 0,
        pageSize: 5,
        search: '',
        sortColumn: 'requestDate',
        sortOrder: 'desc',
        filters: EMPTY_FILTERS,
      }),
      { kind: 'mine' },
    );
    expect(query(server.callsTo('access/tasks/list')[0]!.url).proxyUser).toBe('cn=mmanager,ou=users,o=data');
  });

  it("asks a team's or a member's tasks from access/tasks/list/others/team", async () => {
    const { core, server } = await apiCore({ 'access/tasks/list/others/team': () => json({ tasks: [], total: 0 }) });
    const params = taskListParams({
      page: 0,
      pageSize: 10,
      search: '',
      sortColumn: 'requestDate',
      sortOrder: 'desc',
      filters: EMPTY_FILTERS,
    });
    await listPage(core, params, { kind: 'team', teamDn: 'cn=support,o=data', memberDn: '' });
    await listPage(core, params, { kind: 'team', teamDn: 'cn=support,o=data', memberDn: 'cn=sam,o=data' });
    const [team, member] = server.callsTo('access/tasks/list/others/team').map((call) => query(call.url));
    expect(team).toMatchObject({ teamDN: 'cn=support,o=data', fromIndex: '1' });
    expect(team).not.toHaveProperty('memberDn');
    expect(member).toMatchObject({ teamDN: 'cn=support,o=data', memberDn: 'cn=sam,o=data' });
  });

  it('posts approve, deny, claim, release, reassign and comment to access/tasks', async () => {
    const { core, server } = await apiCore({
      'access/tasks': (call) => {
        const body = JSON.parse(call.body ?? '{}') as { tasks: { taskId: string }[] };
        return json(
          { success: true, succeeded: body.tasks.map((t) => ({ id: t.taskId, name: `Item ${t.taskId}` })), failed: [] },
          201,
        );
      },
    });
    const answer = await actOnTasks(core, { action: 'approve', taskIds: ['1', '2'], comment: 'ok' });
    expect(answer.feedback).toEqual({
      success: true,
      succeeded: [
        { id: '1', name: 'Item 1' },
        { id: '2', name: 'Item 2' },
      ],
      failed: [],
      sods: [],
    });
    await actOnTasks(core, { action: 'deny', taskIds: ['3'] });
    await actOnTasks(core, { action: 'claim', taskIds: ['3'] });
    await actOnTasks(core, { action: 'release', taskIds: ['3'] });
    await actOnTasks(core, { action: 'reassign', taskIds: ['3'], comment: 'away', approverDn: 'cn=mark,o=data' });
    await actOnTasks(core, { action: 'comment', taskIds: ['3'], comment: 'note' });
    const bodies = server
      .callsTo('access/tasks')
      .map((call) => ({ method: call.method, body: JSON.parse(call.body ?? '{}') as unknown }));
    expect(bodies).toEqual([
      { method: 'POST', body: { tasks: [{ taskId: '1' }, { taskId: '2' }], action: 'approve', comment: 'ok' } },
      { method: 'POST', body: { tasks: [{ taskId: '3' }], action: 'deny', comment: '' } },
      { method: 'POST', body: { tasks: [{ taskId: '3' }], action: 'claim', comment: '' } },
      { method: 'POST', body: { tasks: [{ taskId: '3' }], action: 'release', comment: '' } },
      {
        method: 'POST',
        body: { tasks: [{ taskId: '3' }], action: 'reassign', comment: 'away', approver: 'cn=mark,o=data' },
      },
      { method: 'POST', body: { tasks: [{ taskId: '3' }], action: 'comment', comment: 'note' } },
    ]);
  });

  it('reads details: summary fields, form data, comments and the approval history oldest first', async () => {
    const { core } = await apiCore({
      'access/tasks/item': () =>
        json({
          ...taskNode,
          claimedByName: 'Mia Manager',
          comments: [
            {
              user: 'cn=euser',
              comment: 'Please',
              date: 5,
              activity: 'Request',
              system: false,
              commentFullName: 'Eve User',
            },
          ],
          dataItems: [
            { name: 'itemType', values: ['role'], dataType: 'string' },
            { name: 'effectiveDate', values: ['1736935800000'], dataType: 'date' },
            { name: 'sodJustification', values: [] },
          ],
          request: {
            id: '40',
            name: 'Accounts Payable Clerk',
            action: 'grant',
            reason: 'Payroll',
            requestDate: 1736900000000,
          },
          approvalHistory: [
            {
              taskId: '13',
              activity: 'Second step',
              status: 'open',
              assignedToName: 'Mark',
              created: 20,
              completed: 0,
            },
            {
              taskId: '12',
              activity: 'First step',
              status: 'approved',
              completedByName: 'Mia Manager',
              created: 10,
              completed: 15,
            },
          ],
        }),
    });
    const detail = await detailOf(core, '12');
    expect(detail).toMatchObject({
      reason: 'Payroll',
      requestDate: 1736900000000,
      claimedByName: 'Mia Manager',
      confirmationNumber: 'c-40',
    });
    expect(detail.comments.map((c) => [c.userName, c.text])).toEqual([['Eve User', 'Please']]);
    expect(detail.dataItems.map((i) => [i.name, i.label, i.isDate])).toEqual([
      ['itemType', 'Item type', false],
      ['effectiveDate', 'Effective date', true],
    ]);
    expect(detail.history.map((h) => [h.title, h.actorName, h.at, h.outcome])).toEqual([
      ['First step', 'Mia Manager', 15, 'approved'],
      ['Second step', 'Mark', 20, 'pending'],
    ]);
  });

  it('reads the approval form: editable items (empty ones too), the server-side form beside the REST base, who delegated', async () => {
    const { core, server } = await apiCore({
      'access/tasks/item': () =>
        json({
          ...taskNode,
          addressee: 'cn=dadmin,ou=users,o=data',
          addresseeName: 'Dora Admin',
          approvalForm: 'CostCenterApproval',
          dataItems: [
            { name: 'costCenter', values: ['4711'], dataType: 'string', readOnly: false },
            { name: 'note', values: [], dataType: 'string', readOnly: false, multiValued: true },
          ],
        }),
      'access/tasks': () => json({ success: true, succeeded: [{ id: '12', name: 'Item 12' }], failed: [] }, 201),
    });
    const detail = await detailOf(core, '12');
    expect(detail.dataItems.map((i) => [i.name, i.readOnly, i.multiValued, i.values])).toEqual([
      ['costCenter', false, false, ['4711']],
      ['note', false, true, []],
    ]);
    expect(detail.approvalFormUrl).toBe(core.http.rest('').replace(/rest\/$/, 'approvalForm.do?taskId=12'));
    expect(detail.approvalFormUrl).toMatch(/^https?:\/\/[^/]+\/[^/]+\/approvalForm\.do\?taskId=12$/);
    expect(detail.delegatedFromName).toBe('Dora Admin');

    await actOnTasks(core, {
      action: 'approve',
      taskIds: ['12'],
      comment: '',
      dataItems: [{ name: 'costCenter', dataType: 'string', values: ['4800'] }],
    });
    const posted = server
      .callsTo('access/tasks')
      .filter((call) => call.method === 'POST' && !call.url.includes('/item'));
    expect(JSON.parse(posted.at(-1)?.body ?? '{}')).toMatchObject({
      tasks: [{ taskId: '12', dataItems: [{ name: 'costCenter', dataType: 'string', values: ['4800'] }] }],
    });
  });

  it('has no approval form link for a task without a server-side form, and nobody delegated an undelegated task', async () => {
    const { core } = await apiCore({
      'access/tasks/item': () => json({ ...taskNode, delegatedTask: false, approvalForm: '' }),
    });
    const detail = await detailOf(core, '12');
    expect(detail.approvalFormUrl).toBeNull();
    expect(detail.delegatedFromName).toBe('');
  });

  it("keeps the column preference under the spec's attribute", async () => {
    const { core, server } = await apiCore({
      'access/preference': (call) =>
        call.method === 'GET'
          ? json({ isPreferenceAvailable: true, columns: ['recipientName'], settingFor: 'x' })
          : json({}),
    });
    expect((await fetchPreference(core, TASK_COLUMNS_PREFERENCE)).columns).toEqual(['recipientName']);
    await savePreference(core, TASK_COLUMNS_PREFERENCE, { columns: ['processName', 'status'] });
    await deletePreference(core, TASK_COLUMNS_PREFERENCE);
    const calls = server.callsTo('access/preference');
    expect(calls.map((c) => [c.method, query(c.url).attribute])).toEqual([
      ['GET', 'com.novell.idm.dashboard.tasklist-columns.preference'],
      ['POST', 'com.novell.idm.dashboard.tasklist-columns.preference'],
      ['DELETE', 'com.novell.idm.dashboard.tasklist-columns.preference'],
    ]);
    expect(JSON.parse(calls[1]!.body ?? '{}')).toMatchObject({ columns: ['processName', 'status'] });
  });
});
