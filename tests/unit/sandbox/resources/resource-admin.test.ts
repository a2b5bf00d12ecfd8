import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessSandbox, DN, type AccessSandbox } from '../access-helpers.js';

/** Resource administration on the sandbox (README "Resources"), as a client sees it. */
interface ResourceNode {
  id: string;
  name: string;
  description: string;
  status: string;
  driver: string;
  entitlements: { id: string; parameterValue: string }[];
  resourceParameters: { id: string; dataType: string; staticValue: string; binding: string }[];
  approvalType: string;
  revokeApprovalType: string;
  revokeEqualsGrant: boolean;
  expiresAfter: string;
}
interface Outcome {
  success: boolean;
  succeeded: { id: string; name: string; dn?: string; requestId?: string; reason?: string }[];
  failed: { id: string; name: string; reason: string }[];
}
interface Holder {
  recipientDn: string;
  statusCode: string;
  statusDisplay: string;
  grant: boolean;
  dynamicParams: { dynamicParamList: { paramName: string; paramValues: string[] }[] };
}
interface Fault {
  Fault: { Code: { Subcode: { Value: string } }; Reason: { Text: string } };
}

const ORACLE = 'cn=Oracle Database,cn=driverset1,o=system';
const ORACLE_ROLE = `cn=Role,${ORACLE}`;
const RACF = 'cn=IBM Mainframe RACF,cn=driverset1,o=system';
const RACF_GROUP = `cn=Group,${RACF}`;

describe('sandbox: resource administration', () => {
  let ctx: AccessSandbox;
  const details = async (dn: string) =>
    (
      await ctx.send<{ resources: ResourceNode[] }>('uaadmin', 'POST', '/catalog/resources/resource', {
        resources: [{ id: dn }],
      })
    ).resources[0]!;
  const holders = async (dn: string) =>
    (
      await ctx.send<{ assignments: Holder[] }>(
        'uaadmin',
        'POST',
        '/catalog/resources/resource/assignments',
        { dn },
        200,
      )
    ).assignments;

  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(async () => ctx.close());

  it('creates a resource bound to an entitlement with a request-time value (a List), trimmed, with approvals and expiration', async () => {
    const created = await ctx.send<Outcome>(
      'uaadmin',
      'POST',
      '/catalog/resources',
      {
        name: '  Reporting Database Role  ',
        description: ' Chosen when requested ',
        driver: ORACLE,
        entitlements: [{ id: ORACLE_ROLE }],
        resourceParameters: [{ id: 'Tablespace', displayName: 'Tablespace', dataType: 'Integer', staticValue: '4' }],
        approvalRequired: true,
        approvalIsStandard: true,
        approvers: [{ id: DN.mmanager, sequence: 1 }],
        revokeEqualsGrant: true,
        isExpirationRequired: true,
        expiresAfter: '6M',
      },
      200,
    );
    const dn = created.succeeded[0]!.id;
    const node = await details(dn);
    expect(node).toMatchObject({
      name: 'Reporting Database Role',
      description: 'Chosen when requested',
      driver: ORACLE,
      approvalType: 'serial',
      revokeApprovalType: 'same-as-grant',
      revokeEqualsGrant: true,
      expiresAfter: '6M',
      status: '50',
    });
    expect(node.entitlements[0]).toMatchObject({ id: ORACLE_ROLE, parameterValue: '' });
    expect(node.resourceParameters.map((p) => [p.id, p.dataType, p.binding])).toEqual([
      ['EntitlementParamKey', 'List', 'dynamic'],
      ['Tablespace', 'Integer', 'static'],
    ]);

    // The name is now in use (any case); validateResourceNames suggests another.
    const names = await ctx.send<{ resources: { name: string; isNameExist: boolean; suggestedName: string }[] }>(
      'uaadmin',
      'POST',
      '/catalog/resources/validateResourceNames',
      { resourceNames: [{ name: 'reporting database role' }, { name: 'Something New' }] },
      200,
    );
    expect(names.resources.map((r) => [r.isNameExist, r.suggestedName])).toEqual([
      [true, 'reporting database role 2'],
      [false, 'Something New'],
    ]);
    const twice = await ctx.send<Fault>(
      'uaadmin',
      'POST',
      '/catalog/resources',
      { name: 'REPORTING database role' },
      400,
    );
    expect(twice.Fault.Code.Subcode.Value).toBe('EXISTING_ENTITY');

    // Assigned to a user with the value (through the approval engine: Maria approves), then Provisioned.
    const user = ctx.people(1, 20)[0]!;
    const assigned = await ctx.send<Outcome>(
      'uaadmin',
      'POST',
      '/catalog/resources/resource/assignments/assign',
      {
        dn,
        recipientDns: [user.dn],
        recipientType: 'user',
        description: 'Reporting',
        dynamicParams: { dynamicParamList: [{ paramName: 'EntitlementParamKey', paramValues: ['FINANCE_VIEWER_01'] }] },
      },
      200,
    );
    expect(assigned.success).toBe(true);
    const requestId = assigned.succeeded[0]!.requestId!;
    expect((await holders(dn)).map((h) => [h.recipientDn, h.statusDisplay])).toEqual([[user.dn, 'Approval Pending']]);
    await ctx.decide('mmanager', requestId, 'approve');
    expect(await ctx.steps(requestId, 2)).toEqual([30, 50]);
    const held = await holders(dn);
    expect(held.map((h) => [h.recipientDn, h.statusCode, h.statusDisplay])).toEqual([[user.dn, '50', 'Provisioned']]);
    expect(held[0]!.dynamicParams.dynamicParamList).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ paramName: 'EntitlementParamKey', paramValues: ['FINANCE_VIEWER_01'] }),
      ]),
    );

    // Revoked with the same approval as the grant: Maria approves the revoke, and the assignment goes.
    const revoked = await ctx.send<Outcome>(
      'uaadmin',
      'POST',
      '/catalog/resources/resource/assignments/revoke',
      { dn, recipientDns: [user.dn], description: 'Done' },
      200,
    );
    const revokeId = revoked.succeeded[0]!.requestId!;
    expect((await ctx.tasksOf('mmanager', revokeId)).length).toBe(1);
    await ctx.decide('mmanager', revokeId, 'approve');
    await ctx.steps(revokeId, 2);
    expect(await holders(dn)).toEqual([]);
  });

  it('refuses an assignment without the request-time value, and bad parameters and names with a Fault beside the field', async () => {
    const dn = ctx.dnOf('resources', 'Any Oracle Database Role');
    const missing = await ctx.send<Fault>(
      'uaadmin',
      'POST',
      '/catalog/resources/resource/assignments/assign',
      { dn, recipientDns: [DN.euser], recipientType: 'user' },
      400,
    );
    expect(missing.Fault.Reason.Text).toMatch(/a value for .* is required/);
    const badType = await ctx.send<Fault>(
      'uaadmin',
      'POST',
      '/catalog/resources',
      { name: 'Bad Parameter', resourceParameters: [{ id: 'Size', dataType: 'Integer', staticValue: 'big' }] },
      400,
    );
    expect(badType.Fault.Reason.Text).toBe('Invalid input: resourceParameters[0].staticValue must be a whole number.');
    const badName = await ctx.send<Fault>('uaadmin', 'POST', '/catalog/resources', { name: 'Bad|Name' }, 400);
    expect(badName.Fault.Reason.Text).toMatch(/^Invalid input: name /);
  });

  it('creates resources from five values of an entitlement with thousands, and pages those values', async () => {
    const values = await ctx.send<{
      entitlementValues: { value: string; valueDisplayName: string }[];
      nextIndex: number;
      total: number;
    }>('uaadmin', 'POST', '/catalog/drivers/entitlementValues/listV2?pageSize=5&nextIndex=2996', {
      id: RACF,
      entitlements: [{ id: RACF_GROUP }],
    });
    expect(values.total).toBe(3000);
    expect(values.entitlementValues).toHaveLength(5);
    expect(values.nextIndex).toBe(-1);
    const created = await ctx.send<Outcome>(
      'uaadmin',
      'POST',
      '/catalog/resources?fromEntitlement=true',
      {
        driver: RACF,
        entitlements: [{ id: RACF_GROUP }],
        entitlementValues: values.entitlementValues.map((v) => ({
          value: v.value,
          valueDisplayName: v.valueDisplayName,
        })),
      },
      200,
    );
    expect(created.succeeded).toHaveLength(5);
    expect(created.failed).toEqual([]);
    const bound = await ctx.send<{ resources: ResourceNode[] }>(
      'uaadmin',
      'POST',
      '/catalog/entitlements/resources',
      {
        entitlements: [{ id: RACF_GROUP }],
      },
      200,
    );
    expect(bound.resources.map((r) => r.entitlements[0]!.parameterValue).sort()).toEqual(
      values.entitlementValues.map((v) => v.value).sort(),
    );
    // The same values again: each fails on its name, nothing else changes.
    const again = await ctx.send<Outcome>(
      'uaadmin',
      'POST',
      '/catalog/resources?fromEntitlement=true',
      {
        driver: RACF,
        entitlements: [{ id: RACF_GROUP }],
        entitlementValues: [{ value: values.entitlementValues[0]!.value }],
      },
      200,
    );
    expect(again.succeeded).toEqual([]);
    expect(again.failed[0]!.reason).toMatch(/exists already/);
  });

  it('deleting a held resource: Pending Delete (15) while its assignment is revoked', async () => {
    const dn = ctx.dnOf('resources', 'Exchange Mailbox');
    const user = ctx.people(1, 21)[0]!;
    const assigned = await ctx.send<Outcome>(
      'uaadmin',
      'POST',
      '/catalog/resources/resource/assignments/assign',
      { dn, recipientDns: [user.dn], recipientType: 'user', description: 'Mailbox' },
      200,
    );
    await ctx.steps(assigned.succeeded[0]!.requestId!, 2);
    const answer = await ctx.send<Outcome>('uaadmin', 'DELETE', '/catalog/resources/resource', {
      resources: [{ id: dn }],
    });
    expect(answer.succeeded[0]!.reason).toMatch(/^Pending Delete/);
    expect((await details(dn)).status).toBe('15');
  });

  it('code-map refresh: answers an id whose progress follows the clock', async () => {
    const started = await ctx.send<{ refreshStatus: { id: string } }>(
      'uaadmin',
      'POST',
      '/catalog/codemaprefresh/driver',
      {
        drivers: [{ id: RACF }],
      },
    );
    const status = await ctx.get<{ total: number; done: number; finished: boolean }>(
      'uaadmin',
      `/catalog/codemaprefresh/status?id=${started.refreshStatus.id}`,
    );
    expect(status.total).toBe(2);
    expect(status.done).toBeLessThanOrEqual(2);
  });

  it('lists who gains the resource through a role (here a container assignment) after its direct holders, as from the role', async () => {
    const role = await ctx.send<{ id: string }>(
      'uaadmin',
      'POST',
      '/catalog/roles',
      { name: 'Holders Test Role', description: 'Maps a monitor', level: 10 },
      200,
    );
    const monitor = ctx.dnOf('resources', 'Second Monitor');
    await ctx.send(
      'uaadmin',
      'POST',
      '/catalog/roles/mappedResources',
      { roleId: role.id, mappedResources: [{ id: monitor, resourceParameters: [{ id: 'Size', value: '32' }] }] },
      200,
    );
    await ctx.send(
      'uaadmin',
      'POST',
      '/catalog/roles/role/assignments/assign',
      { assignments: [{ id: role.id, assignmentToList: [{ assignedToDn: 'ou=users,o=data', type: 'container' }] }] },
      200,
    );
    type RoleHolder = Holder & { source: string; causes: { type: string; name: string }[] };
    const page = async (query: string) =>
      ctx.send<{ assignments: RoleHolder[]; total: number; nextIndex: number }>(
        'uaadmin',
        'POST',
        `/catalog/resources/resource/assignments?${query}`,
        { dn: monitor },
        200,
      );
    const all = await page('size=300');
    const eddie = all.assignments.find((h) => h.recipientDn === DN.euser && h.source === 'role');
    expect(eddie?.causes).toEqual([expect.objectContaining({ type: 'role', name: 'Holders Test Role' })]);
    expect(eddie?.statusDisplay).toBe('Provisioned');
    expect(eddie?.dynamicParams.dynamicParamList).toEqual([
      expect.objectContaining({ paramName: 'Size', paramValues: ['32'] }),
    ]);
    expect(all.total).toBe(all.assignments.length);
    // Paging runs over both: pages of 2 read the same holders in the same order.
    const paged: RoleHolder[] = [];
    for (let next = 1; next !== -1 && paged.length < 300;) {
      const answer = await page(`size=2&nextIndex=${next}`);
      paged.push(...answer.assignments);
      next = answer.nextIndex;
    }
    expect(paged.map((h) => [h.recipientDn, h.source])).toEqual(all.assignments.map((h) => [h.recipientDn, h.source]));
    const searched = await page(`size=50&q=${encodeURIComponent('Eddie')}`);
    expect(searched.assignments.map((h) => h.source)).toContain('role');
    expect(
      searched.assignments.every((h) => /eddie/i.test((h as { recipientFullName?: string }).recipientFullName ?? '')),
    ).toBe(true);
  });

  it('deletes a resource category: its resources lose it; an unknown one is a 400', async () => {
    const key = await ctx.send<string>('uaadmin', 'POST', '/catalog/resources/category', { name: 'Short Lived' }, 200);
    const laptop = ctx.dnOf('resources', 'Laptop');
    await ctx.send('uaadmin', 'PUT', '/catalog/resources/resource', { id: laptop, categories: [{ id: key }] });
    expect((await ctx.get<{ total: number }>('uaadmin', `/catalog/resources/listV2?categoryKeys=${key}`)).total).toBe(
      1,
    );
    const deleted = await ctx.send<{ categories: { id: string; name: string }[] }>(
      'uaadmin',
      'DELETE',
      '/catalog/resources/category',
      { categories: [{ id: key }] },
    );
    expect(deleted.categories).toEqual([{ id: key, name: 'Short Lived' }]);
    const left = await ctx.get<{ categories: { id: string }[] }>('uaadmin', '/catalog/resourceCategories?size=300');
    expect(left.categories.map((c) => c.id)).not.toContain(key);
    const refused = await ctx.send<Fault>(
      'uaadmin',
      'DELETE',
      '/catalog/resources/category',
      { categories: [{ id: key }] },
      400,
    );
    expect(refused.Fault.Reason.Text).toMatch(/not a resource category/);
  });

  it('only administrators of resources: an end user and the role-only delegated administrator get 403', async () => {
    for (const who of ['euser', 'dadmin'] as const) {
      const refused = await ctx.get<Fault>(who, '/catalog/resources/listV2?size=5', 403);
      expect(refused.Fault.Code.Subcode.Value).toBe('SECURITY_EXCEPTION');
      await ctx.send(who, 'POST', '/catalog/resources', { name: 'Nope' }, 403);
    }
  });
});

describe('sandbox: the delegated administrator of resources (resourceAdminScope)', () => {
  it('manages only the resources of the containers their permissions name', async () => {
    const { resourceAdminScope } = await import('../../../../demo/server/db/resources/resource-admin-scope.js');
    const { RESOURCE_DEFS } = await import('../../../../demo/server/dns.js');
    const ctx = await accessSandbox();
    try {
      const { db } = ctx.app.store;
      const user = ctx.app.store.users.findByDn(DN.dadmin)!;
      const sub = `cn=Hardware,${RESOURCE_DEFS}`;
      expect(resourceAdminScope(db, user).administers).toBe(false);
      db.prepare(
        `INSERT INTO admin_assignments (assignee_dn, assignee_type, assignee_name, domain, admin_type, created_at)
         VALUES (?, 'USER', ?, 'RESOURCES', 'MANAGER', 0)`,
      ).run(user.dn, user.full_name);
      expect(resourceAdminScope(db, user).administers).toBe(false);
      db.prepare(
        `INSERT INTO admin_permissions (assignee_dn, domain, object_dn, object_type, object_name, created_at)
         VALUES (?, 'RESOURCES', ?, 'CONTAINER', 'Hardware', 0)`,
      ).run(user.dn, sub);
      const scope = resourceAdminScope(db, user);
      expect(scope.administers).toBe(true);
      expect(scope.manages(`cn=Monitor,${sub}`)).toBe(true);
      expect(scope.manages(`cn=Laptop,${RESOURCE_DEFS}`)).toBe(false);
    } finally {
      await ctx.close();
    }
  });
});

describe('sandbox: CPRS', () => {
  it('a reconcile finds the drift of the connected system, the delta lists it, publish clears it', async () => {
    const ctx = await accessSandbox();
    try {
      const AD = 'cn=Active Directory,cn=driverset1,o=system';
      const target = { driverDn: AD, entitlementDn: `cn=Group,${AD}` };
      const settings = await ctx.get<{ cprsSettingList: { entitlement: string; drivername: string }[] }>(
        'uaadmin',
        '/access/cprs/settings?size=50',
      );
      expect(settings.cprsSettingList.map((s) => `${s.drivername} ${s.entitlement}`)).toContain(
        'Active Directory Group',
      );
      const reconcile = async () => {
        await ctx.send('uaadmin', 'POST', '/access/cprs/assignments/reconcile', target, 200);
        return ctx.send<{
          total: number;
          deltaAssignmentsList: {
            firstName: string;
            lastName: string;
            entName: string;
            entVal: string;
            type: string;
          }[];
        }>('uaadmin', 'POST', '/access/cprs/assignments/delta?size=100', target, 200);
      };
      const delta = await reconcile();
      expect(delta.total).toBeGreaterThan(40);
      expect(delta.deltaAssignmentsList[0]).toMatchObject({ entName: 'Group', type: 'add' });
      expect(delta.deltaAssignmentsList[0]!.firstName).not.toBe('');
      await ctx.send('uaadmin', 'POST', '/access/cprs/assignments/publish', target, 200);
      expect((await reconcile()).total).toBe(0);
      const statuses = await ctx.send<{ cprsRequestStatus: { opType: string; totalAssignments: number }[] }>(
        'uaadmin',
        'POST',
        '/access/cprs/cprsrequest/status/list',
        {},
        200,
      );
      expect(statuses.cprsRequestStatus.map((s) => s.opType)).toEqual(['reconcile', 'publish', 'reconcile']);
      const fault = await ctx.send<{ Fault: { Reason: { Text: string } } }>(
        'uaadmin',
        'POST',
        '/access/cprs/assignments/reconcile',
        { entitlementDn: `cn=Exchange Mailbox,${AD}` },
        400,
      );
      expect(fault.Fault.Reason.Text).toMatch(/supports CPRS/);
    } finally {
      await ctx.close();
    }
  });
});
