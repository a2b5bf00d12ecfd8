import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../demo/server/db/open.js';
import { accessSandbox, DN, type AccessSandbox } from '../access-helpers.js';

interface SodNode {
  id: string;
  name: string;
  roles: { id: string; name: string }[];
  isDefaultApproversUsed: boolean;
  approvers: { id: string; sequence: number }[];
  sodApprovalType?: string;
  localizedNames: { locale: string; name: string }[];
}
interface Violations {
  sodViolations: {
    sodName: string;
    name: string;
    exception: { status: string; justification: string };
    causes: { roleName: string; type: string }[];
  }[];
  total: number;
}
interface Fault {
  Fault: { Code: { Subcode: { Value: string } }; Reason: { Text: string } };
}

describe('sandbox: separation-of-duties administration', () => {
  let ctx: AccessSandbox;
  const roleDn = (name: string) => ctx.dnOf('roles', name);
  /** Runs the request's scheduled steps until none is left; answers its state. */
  const finish = async (requestId: string) => {
    while (ctx.scheduler.runNext((job) => job.label.endsWith(`#${requestId}`)));
    return ctx.state(requestId);
  };
  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(async () => ctx.close());

  it('seeds 30 rules; six are broken by two people each, two of them with an approved exception', async () => {
    const all = await ctx.get<{ total: number }>('uaadmin', '/catalog/sods?size=5');
    expect(all.total).toBe(30);
    const violations = await ctx.get<Violations>('uaadmin', '/access/sods/violations?size=100');
    expect(violations.total).toBe(12);
    expect(violations.sodViolations.filter((v) => v.exception.status === 'approved')).toHaveLength(2);
    expect(violations.sodViolations[0]!.causes.map((c) => c.type)).toEqual(['user', 'user']);
    const one = violations.sodViolations[0]!;
    const rule = ctx.dnOf('sods', one.sodName);
    const byRule = await ctx.get<Violations>('uaadmin', `/access/sods/violations?sodDn=${encodeURIComponent(rule)}`);
    expect(byRule.sodViolations.map((v) => v.sodName)).toEqual([one.sodName, one.sodName]);
    await ctx.get('euser', '/access/sods/violations', 403);
  });

  it('creates a rule with custom approvers and localised names; the engine applies it at once', async () => {
    const [person] = ctx.people(1, 45);
    const created = await ctx.send<SodNode>(
      'dadmin',
      'POST',
      '/catalog/sods',
      {
        name: 'Backup versus Network',
        description: 'Who backs up must not run the network.',
        roles: [{ id: roleDn('Backup Operator') }, { id: roleDn('Network Operator') }],
        localizedNames: [{ locale: 'fr', name: 'Sauvegarde contre réseau' }],
        isDefaultApproversUsed: false,
        approvers: [{ id: DN.mmanager, type: 'user', sequence: 1 }],
        sodApprovalType: 'allowWithWorkflow',
      },
      200,
    );
    expect(created.roles.map((r) => r.name)).toEqual(['Backup Operator', 'Network Operator']);
    expect([created.isDefaultApproversUsed, created.approvers.map((a) => a.id), created.sodApprovalType]).toEqual([
      false,
      [DN.mmanager],
      'allowWithWorkflow',
    ]);
    expect(created.localizedNames).toContainEqual({ locale: 'fr', name: 'Sauvegarde contre réseau' });

    const first = await ctx.requestFor('uaadmin', roleDn('Backup Operator'), person!.dn);
    expect(first).toBeTruthy();
    const answer = await ctx.submit('uaadmin', [{ id: roleDn('Network Operator') }], {
      recipients: [{ dn: person!.dn, type: 'user' }],
      sodJustification: 'Only admin on site',
    });
    const requestId = answer.OperationNodes[0]!.succeeded[0]!.requestId!;
    expect(await ctx.state(requestId)).toBe(5);
    expect((await ctx.tasksOf('mmanager', requestId)).length).toBe(1);

    const changed = await ctx.send<SodNode>('uaadmin', 'PUT', '/catalog/sods/sod', {
      id: created.id,
      isDefaultApproversUsed: true,
    });
    expect(changed.approvers.map((a) => a.id)).toEqual([DN.uaadmin]);
    const deleted = await ctx.send<{ success: boolean }>('uaadmin', 'DELETE', '/catalog/sods/sod', {
      sods: [{ id: created.id }],
    });
    expect(deleted.success).toBe(true);
    await ctx.send('uaadmin', 'POST', '/catalog/sods/sod', { sods: [{ id: created.id }] }, 404);
  });

  it('an alwaysAllow rule: a request that breaks it goes on with a justification, recorded as an approved exception', async () => {
    const [person] = ctx.people(1, 46);
    const [first, second] = ['ADP Payroll API Access', 'AWS Reporting Access'].map(roleDn) as [string, string];
    const created = await ctx.send<SodNode>(
      'uaadmin',
      'POST',
      '/catalog/sods',
      {
        name: 'Payroll API versus AWS reports',
        roles: [{ id: first }, { id: second }],
        sodApprovalType: 'alwaysAllow',
      },
      200,
    );
    expect(created.sodApprovalType).toBe('alwaysAllow');
    expect(await finish(await ctx.requestFor('uaadmin', first, person!.dn))).toBe(50);

    const refused = await ctx.submit('uaadmin', [{ id: second }], { recipients: [{ dn: person!.dn, type: 'user' }] });
    expect(refused.OperationNodes[0]!.failed[0]!.reason).toMatch(/a justification is required/);
    const answer = await ctx.submit('uaadmin', [{ id: second }], {
      recipients: [{ dn: person!.dn, type: 'user' }],
      sodJustification: 'Covers payroll reporting this quarter',
    });
    const requestId = answer.OperationNodes[0]!.succeeded[0]!.requestId!;
    expect(answer.OperationNodes[0]!.sods.map((s) => s.sodName)).toEqual(['Payroll API versus AWS reports']);
    expect(await ctx.state(requestId)).not.toBe(5);
    for (const approver of ['uaadmin', 'mmanager'] as const) expect(await ctx.tasksOf(approver, requestId)).toEqual([]);
    expect(await finish(requestId)).toBe(50);

    const violations = await ctx.get<Violations>(
      'uaadmin',
      `/access/sods/violations?sodDn=${encodeURIComponent(created.id)}`,
    );
    expect(violations.sodViolations.map((v) => [v.name, v.exception.status, v.exception.justification])).toEqual([
      [person!.name, 'approved', 'Covers payroll reporting this quarter'],
    ]);

    const changed = await ctx.send<SodNode>('uaadmin', 'PUT', '/catalog/sods/sod', {
      id: created.id,
      sodApprovalType: 'allowWithWorkflow',
    });
    expect(changed.sodApprovalType).toBe('allowWithWorkflow');
  });

  it('a rule created with no approvers takes the default SoD approvers; a change leaving a custom rule without any is refused', async () => {
    const created = await ctx.send<SodNode>(
      'uaadmin',
      'POST',
      '/catalog/sods',
      {
        name: 'Nobody Approves',
        roles: [{ id: roleDn('Backup Operator') }, { id: roleDn('Cloud Administrator') }],
        isDefaultApproversUsed: false,
        sodApprovalType: 'alwaysAllow',
      },
      200,
    );
    expect([created.isDefaultApproversUsed, created.approvers.map((a) => a.id)]).toEqual([true, [DN.uaadmin]]);
    const custom = await ctx.send<SodNode>('uaadmin', 'PUT', '/catalog/sods/sod', {
      id: created.id,
      isDefaultApproversUsed: false,
      approvers: [{ id: DN.mmanager, type: 'user', sequence: 1 }],
    });
    expect(custom.isDefaultApproversUsed).toBe(false);
    const emptied = await ctx.send<Fault>(
      'uaadmin',
      'PUT',
      '/catalog/sods/sod',
      { id: created.id, isDefaultApproversUsed: false, approvers: [] },
      400,
    );
    expect(emptied.Fault.Reason.Text).toBe(
      'Invalid input: approvers needs at least one approver when isDefaultApproversUsed is false.',
    );
    await ctx.send('uaadmin', 'DELETE', '/catalog/sods/sod', { sods: [{ id: created.id }] });
  });

  it('bad SoD input is a 400 naming the field; dadmin is refused a rule outside their container', async () => {
    const bad = async (body: unknown) => (await ctx.send<Fault>('uaadmin', 'POST', '/catalog/sods', body, 400)).Fault;
    const two = [{ id: roleDn('Backup Operator') }, { id: roleDn('Network Operator') }];
    expect((await bad({ roles: two })).Reason.Text).toBe('Invalid input: name is required.');
    expect((await bad({ name: 'One', roles: two.slice(0, 1) })).Reason.Text).toBe(
      'Invalid input: roles must name exactly two roles.',
    );
    expect((await bad({ name: 'Same', roles: [two[0], two[0]] })).Reason.Text).toBe(
      'Invalid input: roles must be two different roles.',
    );
    expect((await bad({ name: 'Sometimes', roles: two, sodApprovalType: 'sometimes' })).Reason.Text).toBe(
      'Invalid input: sodApprovalType must be allowWithWorkflow or alwaysAllow.',
    );
    const clash = await bad({
      name: 'Again',
      roles: [{ id: roleDn('Ledger Post') }, { id: roleDn('Payroll Viewer') }],
    });
    expect(clash.Code.Subcode.Value).toBe('EXISTING_ENTITY');
    await ctx.send(
      'dadmin',
      'POST',
      '/catalog/sods',
      { name: 'Outside', roles: [{ id: roleDn('Software Engineer') }, { id: roleDn('Backup Operator') }] },
      403,
    );
    const defaults = await ctx.get<{ approvers: { id: string }[] }>('uaadmin', '/catalog/sods/defaultApprovals');
    expect(defaults.approvers.map((a) => a.id)).toEqual([DN.uaadmin]);
    // The organisation's default approvers are not a delegated administrator's to read.
    await ctx.get('dadmin', '/catalog/sods/defaultApprovals', 403);
  });
});

describe('sandbox: --roles N', () => {
  it('adds generated permission roles up to N on start, once', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'idm-roles-')), 'roles.db');
    const opened = openDatabase(path, { seed: 1, users: 20, roles: 1000 });
    const count = () => (opened.db.prepare('SELECT COUNT(*) AS n FROM roles').get() as { n: number }).n;
    expect(count()).toBe(1000);
    opened.db.close();
    const again = openDatabase(path, { seed: 1, users: 20, roles: 1000 });
    expect((again.db.prepare('SELECT COUNT(*) AS n FROM roles').get() as { n: number }).n).toBe(1000);
    again.db.close();
  });
});
