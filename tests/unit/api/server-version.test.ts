import { describe, expect, it } from 'vitest';
import { actOnTasks, submitRequest } from '../../../src/api/access';
import { loadStartupData } from '../../../src/api/startup';
import { errorMessage } from '../../../src/core';
import { serverOffers } from '../../../src/domain/server-version';
import { json } from '../core/fakes';
import { expectCall } from './lookups/call';
import { apiCore } from './setup';

const PRD = 'cn=Laptop,cn=RequestDefs,cn=AppConfig,o=system';
const ROLE = 'cn=crm,o=data';
const FORM_OK = { success: true, message: 'Task 42 approved.' };
const SUBMITTED = {
  success: true,
  OperationNodes: [{ success: true, userDn: 'cn=ann', succeeded: [{ id: 'x', requestId: '9' }], failed: [] }],
};

type FakeServer = Awaited<ReturnType<typeof apiCore>>['server'];
/** The calls of exactly `path` (under the REST base), whatever their query. */
const callsAt = (server: FakeServer, path: string) =>
  server.calls.filter((c) => new URL(c.url).pathname === `/IDMProv/rest/${path}`);

/** A fake server of `version` (null: one that does not answer its version). */
const serverOf = (version: string | null) =>
  apiCore({
    'access/info/version': () => (version === null ? json({}, 404) : json({ version })),
    'access/tasks/v2': () => json(FORM_OK, 201),
    'access/tasks': () => json({ success: true, succeeded: [{ id: '42', name: 'CRM' }], failed: [] }, 201),
    'access/requests/permissions/v2': () => json(SUBMITTED, 201),
    'access/requests/permissions': () => json(SUBMITTED, 201),
  });

describe('what a server offers, by its version', () => {
  it('takes the v2 calls from 4.10 on (Identity Applications 24.x/25.x too), not on 4.8 or an unknown one', () => {
    for (const version of ['4.10', '4.10.1', '24.4', '25.2'])
      expect(serverOffers(version), version).toEqual({ requestV2: true, taskActionV2: true });
    for (const version of ['4.8.6', '4.9.9', '4', 'unknown', '', null])
      expect(serverOffers(version), String(version)).toEqual({ requestV2: false, taskActionV2: false });
  });
});

describe('the console uses the calls its server offers', () => {
  it('4.10: one task’s approve goes to access/tasks/v2 with its form values; the version is read once', async () => {
    const { core, server } = await serverOf('4.10.1');
    const result = await actOnTasks(core, {
      action: 'approve',
      taskIds: ['42'],
      comment: 'Fine',
      dataItems: [{ name: 'Cost center', dataType: 'string', values: ['4711'] }],
    });
    expectCall(server.callsTo('access/tasks/v2')[0], {
      method: 'POST',
      path: 'access/tasks/v2',
      body: {
        taskId: '42',
        taskAction: 'ApprovalAction',
        comments: 'Fine',
        data: [{ key: 'Cost center', value: ['4711'] }],
      },
    });
    expect(result.feedback).toEqual({ success: true, succeeded: [{ id: '42' }], failed: [], sods: [] });
    await actOnTasks(core, { action: 'claim', taskIds: ['43'] });
    expect(JSON.parse(server.callsTo('access/tasks/v2')[1]?.body ?? '{}')).toEqual({
      taskId: '43',
      taskAction: 'ClaimAction',
      comments: '',
    });
    expect(server.callsTo('access/info/version')).toHaveLength(1);
    expect(callsAt(server, 'access/tasks')).toHaveLength(0);
  });

  it('4.10: a refused v2 decision is the task’s failure with the server’s message', async () => {
    const { core } = await apiCore({
      'access/info/version': () => json({ version: '24.4' }),
      'access/tasks/v2': () => json({ success: false, message: 'Task 42 is not assigned to you.' }, 201),
    });
    const result = await actOnTasks(core, { action: 'deny', taskIds: ['42'] });
    expect(result.feedback).toEqual({
      success: false,
      succeeded: [],
      failed: [{ id: '42', reason: 'Task 42 is not assigned to you.' }],
      sods: [],
    });
  });

  it('4.10: bulk decisions, reassign and proxy mode stay on access/tasks', async () => {
    const { core, server } = await serverOf('4.10.1');
    await actOnTasks(core, { action: 'approve', taskIds: ['42', '43'] });
    await actOnTasks(core, { action: 'reassign', taskIds: ['42'], approverDn: 'cn=tina' });
    core.stores.$proxy.set({ dn: 'cn=maria', fullName: 'Maria' });
    await actOnTasks(core, { action: 'approve', taskIds: ['44'] });
    expect(server.callsTo('access/tasks/v2')).toHaveLength(0);
    expect(callsAt(server, 'access/tasks').map((c) => JSON.parse(c.body ?? '{}').action)).toEqual([
      'approve',
      'reassign',
      'approve',
    ]);
  });

  it('4.8.6, or a server that does not say: access/tasks and access/requests/permissions only', async () => {
    for (const version of ['4.8.6', null]) {
      const { core, server } = await serverOf(version);
      await actOnTasks(core, { action: 'approve', taskIds: ['42'] });
      await submitRequest(core, { items: [{ dn: PRD, entityType: 'prd' }], reason: 'Why' });
      expect(server.callsTo('/v2'), String(version)).toHaveLength(0);
      expect(callsAt(server, 'access/tasks')).toHaveLength(1);
      expect(callsAt(server, 'access/requests/permissions')).toHaveLength(1);
    }
  });

  it('4.10: a cart’s PRD goes to permissions/v2 (reason and form values in data), its role to permissions', async () => {
    const { core, server } = await serverOf('4.10.1');
    const result = await submitRequest(core, {
      items: [
        { dn: ROLE, entityType: 'role' },
        {
          dn: PRD,
          entityType: 'prd',
          params: [
            { key: 'Model', value: 'X1' },
            { key: 'Model', value: 'X2' },
          ],
        },
      ],
      recipients: [{ dn: 'cn=ann', type: 'user' }],
      reason: 'New job',
    });
    expectCall(server.callsTo('access/requests/permissions/v2')[0], {
      method: 'POST',
      path: 'access/requests/permissions/v2',
      body: {
        reqPermissions: [{ id: PRD, entityType: 'PRD' }],
        data: [
          { key: 'reason', value: ['New job'] },
          { key: 'Model', value: ['X1', 'X2'] },
        ],
        recipients: [{ dn: 'cn=ann', type: 'user', isGroupAssignment: false }],
      },
    });
    const v1 = JSON.parse(callsAt(server, 'access/requests/permissions')[0]?.body ?? '{}') as {
      reqPermissions: unknown[];
    };
    expect(v1.reqPermissions).toEqual([{ id: ROLE, entityType: 'role' }]);
    expect(result.requestIds).toEqual(['9', '9']);
    expect(result.success).toBe(true);
  });

  it('reads the version in the start-up wave, with the user’s rights', async () => {
    const { core, server } = await apiCore({ 'access/info/version': () => json({ version: '4.10.1' }) });
    await loadStartupData(core);
    expect(server.callsTo('access/info/version')).toHaveLength(1);
    // At the browser's low priority: the first screen does not wait for it, its reads take the connections first.
    expect(server.callsTo('access/info/version')[0]?.priority).toBe('low');
    expect(server.callsTo('access/info/user/rights')[0]?.priority).toBeUndefined();
    await actOnTasks(core, { action: 'claim', taskIds: ['1'] }).catch(() => undefined);
    expect(server.callsTo('access/info/version')).toHaveLength(1);
    expect(server.callsTo('access/tasks/v2')).toHaveLength(1);
  });

  it('a 489 application error is a Fault like any other: its reason shown, the session kept', async () => {
    const { core } = await apiCore({
      'access/info/version': () => json({ version: '4.10.1' }),
      'access/tasks/v2': () =>
        json(
          {
            Fault: {
              Code: { Value: 'Receiver', Subcode: { Value: 'InternalExceptionOccured' } },
              Reason: { Text: 'Failed to submit the form.' },
            },
          },
          489,
        ),
    });
    const failure = await actOnTasks(core, { action: 'approve', taskIds: ['42'] }).catch((error: unknown) => error);
    expect(errorMessage(failure, (key) => key)).toBe('Failed to submit the form.');
    expect(core.stores.$session.get().status).toBe('ready');
  });
});
