import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerVersion, serverProfile } from '../../../demo/server/server-version.js';
import { restGet, restSend } from './helpers.js';
import { accessSandbox, type AccessSandbox, type OperationAnswer } from './access-helpers.js';

type FaultJson = { Fault: { Code: { Value: string; Subcode: { Value: string } }; Reason: { Text: string } } };
type FormAnswer = { success: boolean; message: string };

const COST_CENTER = 'Cost center';

describe('IDM_SERVER_VERSION', () => {
  it('takes 4.8.6 (default), 4.10 and 24.4, and refuses anything else', () => {
    expect(parseServerVersion(undefined)).toBe('4.8.6');
    expect(parseServerVersion('4.10')).toBe('4.10');
    expect(parseServerVersion('4.10.1')).toBe('4.10');
    expect(parseServerVersion('24.4')).toBe('24.4');
    expect(() => parseServerVersion('4.7')).toThrow(/4\.8\.6, 4\.10, 24\.4/);
    expect(serverProfile('24.4')).toMatchObject({
      restVersion: '24.4',
      taskActionV2: true,
      applicationErrorStatus: 489,
    });
  });
});

describe('sandbox as Identity Manager 4.8.6 (the default)', () => {
  let ctx: AccessSandbox;
  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(async () => ctx.close());

  it('answers its version and 404 to the v2 calls', async () => {
    expect(await ctx.get('mmanager', '/access/info/version')).toEqual({ version: '4.8.6' });
    const task = (await ctx.tasks('mmanager')).tasks[0]!;
    const v2Task = await restSend(ctx.app, 'POST', '/access/tasks/v2', ctx.token.mmanager, {
      taskId: task.taskId,
      taskAction: 'ClaimAction',
    });
    expect(v2Task.statusCode).toBe(404);
    const v2Request = await restSend(ctx.app, 'POST', '/access/requests/permissions/v2', ctx.token.euser, {
      reqPermissions: [{ id: ctx.dnOf('roles', 'Wiki Editor') }],
    });
    expect(v2Request.statusCode).toBe(404);
  });

  it('takes script-like text where no field rule forbids it', async () => {
    const res = await restGet(ctx.app, '/access/tasks/list?q=%3Cscript%3E', ctx.token.mmanager);
    expect(res.statusCode).toBe(200);
  });
});

describe('sandbox as Identity Manager 4.10', () => {
  let ctx: AccessSandbox;
  beforeAll(async () => {
    ctx = await accessSandbox({ serverVersion: '4.10' });
  });
  afterAll(async () => ctx.close());

  const actV2 = (as: 'mmanager' | 'tmanager', body: unknown) =>
    restSend(ctx.app, 'POST', '/access/tasks/v2', ctx.token[as], body);

  it('answers its version', async () => {
    expect(await ctx.get('euser', '/access/info/version')).toEqual({ version: '4.10.1' });
  });

  it('submits a request through permissions/v2 with its reason and form values in data', async () => {
    const [person] = ctx.people(1, 30);
    const answer = await ctx.send<OperationAnswer>(
      'uaadmin',
      'POST',
      '/access/requests/permissions/v2',
      {
        reqPermissions: [{ id: ctx.dnOf('roles', 'Travel Booking'), entityType: 'ROLE' }],
        recipients: [{ dn: person!.dn, type: 'user' }],
        data: [{ key: 'reason', value: ['Trip to the customer'] }],
      },
      200,
    );
    expect(answer.success).toBe(true);
    const requestId = answer.OperationNodes[0]!.succeeded[0]!.requestId;
    expect((await ctx.item(requestId)) as unknown).toMatchObject({ reason: 'Trip to the customer' });
  });

  it('approves a task through tasks/v2 with the approval form values, denies and claims others', async () => {
    const [a, b, c] = ctx.people(3, 31);
    const travel = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Travel Booking'), a!.dn);
    const [travelTask] = await ctx.tasksOf('mmanager', travel);
    const approved = await actV2('mmanager', {
      taskId: travelTask!.taskId,
      taskAction: 'ApprovalAction',
      comments: 'Fine',
      data: [{ key: COST_CENTER, value: ['4711'] }],
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<FormAnswer>().success).toBe(true);
    expect(await ctx.state(travel)).toBe(20);
    expect((await ctx.item(travel)).timeline.map((e) => e.activity)).toContain(
      'Cost center set to 4711 by Maria Manager',
    );

    const crm = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'CRM Read'), b!.dn);
    const [crmTask] = await ctx.tasksOf('mmanager', crm);
    const denied = await actV2('mmanager', { taskId: crmTask!.taskId, taskAction: 'denyaction', comments: 'No' });
    expect(denied.json<FormAnswer>()).toMatchObject({ success: true });
    expect(await ctx.state(crm)).not.toBe(15);

    const wiki = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'Wiki Editor'), c!.dn);
    const [wikiTask] = await ctx.tasksOf('mmanager', wiki);
    const notMine = await actV2('tmanager', { taskId: wikiTask!.taskId, taskAction: 'ClaimAction' });
    expect(notMine.json<FormAnswer>()).toMatchObject({
      success: false,
      message: expect.stringMatching(/not assigned/),
    });
    expect(
      (await actV2('mmanager', { taskId: wikiTask!.taskId, taskAction: 'ClaimAction' })).json<FormAnswer>(),
    ).toMatchObject({ success: true });
    expect((await ctx.tasksOf('mmanager', wiki))[0]).toMatchObject({ taskClaimed: true });
  });

  it('refuses a bad taskAction or a body without taskId with a 400 Fault', async () => {
    const bad = await actV2('mmanager', { taskId: '1', taskAction: 'EscalateAction' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<FaultJson>().Fault.Reason.Text).toMatch(/ApprovalAction, DenyAction, ClaimAction/);
    const missing = await actV2('mmanager', { taskAction: 'ApprovalAction' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<FaultJson>().Fault.Code.Subcode.Value).toBe('INV_INPUT');
  });

  it('refuses script-like input with 400 XSSValidationFailure, in a body or a query', async () => {
    const [person] = ctx.people(1, 34);
    const body = await restSend(ctx.app, 'POST', '/access/requests/permissions', ctx.token.uaadmin, {
      reqPermissions: [{ id: ctx.dnOf('roles', 'Wiki Editor') }],
      recipients: [{ dn: person!.dn, type: 'user' }],
      reason: '<img src=x onerror=alert(1)>',
    });
    expect(body.statusCode).toBe(400);
    expect(body.json<FaultJson>().Fault.Code.Subcode.Value).toBe('XSSValidationFailure');
    const query = await restGet(ctx.app, '/access/tasks/list?q=%3Cscript%3Ealert(1)%3C/script%3E', ctx.token.mmanager);
    expect(query.statusCode).toBe(400);
    expect(query.json<FaultJson>().Fault.Code.Subcode.Value).toBe('XSSValidationFailure');
    const plain = await restGet(ctx.app, '/access/tasks/list?q=a%20%3C%20b', ctx.token.mmanager);
    expect(plain.statusCode).toBe(200);
  });

  it('answers an application error with 489 and a Fault', async () => {
    ctx.app.sandbox.faults = { latencyMs: 0, errorRate: 1, dropRate: 0 };
    try {
      const res = await restGet(ctx.app, '/access/info/version', ctx.token.euser);
      expect(res.statusCode).toBe(489);
      expect(res.json<FaultJson>().Fault).toMatchObject({
        Code: { Value: 'Receiver', Subcode: { Value: 'INTERNAL_EXCEPTION' } },
      });
    } finally {
      delete ctx.app.sandbox.faults;
    }
  });
});
