import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantedParameters, roleResourceGrants } from '../../../../demo/server/db/roles/role-resource-grants.js';
import { accessSandbox, DN, type AccessSandbox } from '../access-helpers.js';

/** Resources granted by roles (README "Roles and separation of duties"): what a holder sees and what revokes them. */
interface Cause {
  type: string;
  subtype: string;
  removable: boolean;
  sources: string[];
  sourcesDetails: { name: string; dn: string };
  entRef?: { entName: string; params: { key: string; displayLabel: string; value: string }[] };
}
interface AssignmentNode {
  id: string;
  name: string;
  entityType: string;
  instanceId: string;
  isDirectAssignment: boolean;
  assignmentType: string;
  cause: Cause;
}
interface Assignments {
  assignments: AssignmentNode[];
  total: number;
}
interface Outcome {
  success: boolean;
  succeeded: { id: string; name: string }[];
  failed: { id: string; name: string; reason: string }[];
}

const USERS = 'ou=users,o=data';

describe('sandbox: resources granted by roles', () => {
  let ctx: AccessSandbox;
  let cloudAdmin: string;
  let emailAccount: string;
  const resource = (name: string) => ctx.dnOf('resources', name);
  const mine = async (as: 'euser' | 'mmanager' = 'euser') =>
    (await ctx.get<Assignments>(as, '/access/assignments?size=300')).assignments;
  const ofUser = async (dn: string) =>
    (await ctx.send<Assignments>('uaadmin', 'POST', '/access/assignments/list?size=300', { dn })).assignments;
  const how = (list: AssignmentNode[], name: string) =>
    list.filter((a) => a.name === name).map((a) => [a.cause.type, a.cause.sourcesDetails.name]);
  const map = (roleId: string, id: string, params: { id: string; value: string }[] = []) =>
    ctx.send<Outcome>(
      'uaadmin',
      'POST',
      '/catalog/roles/mappedResources',
      { roleId, mappedResources: [{ id, mappingDescription: 'granted', resourceParameters: params }] },
      200,
    );
  const assignContainer = (roleDn: string, subtree = false) =>
    ctx.send<Outcome>(
      'uaadmin',
      'POST',
      '/catalog/roles/role/assignments/assign',
      {
        assignments: [
          {
            id: roleDn,
            assignmentToList: [{ assignedToDn: USERS, type: 'container', ...(subtree ? { subtype: 'subtree' } : {}) }],
          },
        ],
      },
      200,
    );

  beforeAll(async () => {
    ctx = await accessSandbox();
    cloudAdmin = ctx.dnOf('roles', 'Cloud Administrator');
    emailAccount = ctx.dnOf('roles', 'Email Account');
  });
  afterAll(async () => ctx.close());

  it('merges the mapping values over the static ones, in the resource order', () => {
    const parameters = [
      { resource_dn: 'r', key: 'Carrier', display_label: 'Carrier', data_type: 'String', static_value: '' },
      { resource_dn: 'r', key: 'Size', display_label: 'Size (inches)', data_type: 'Integer', static_value: '27' },
    ];
    expect(grantedParameters(parameters, '[{"key":"Size","value":"32"}]')).toEqual([
      { key: 'Carrier', label: 'Carrier', dataType: 'String', value: '' },
      { key: 'Size', label: 'Size (inches)', dataType: 'Integer', value: '32' },
    ]);
    expect(grantedParameters(parameters, 'not json').map((p) => p.value)).toEqual(['', '27']);
  });

  it('grants what a role held through a container maps, and what its child roles map; GET and POST agree', async () => {
    await map(emailAccount, resource('Second Monitor'), [{ id: 'Size', value: '32' }]);
    await map(cloudAdmin, resource('VPN Group'));
    expect((await assignContainer(cloudAdmin)).success).toBe(true);

    const own = await mine();
    expect(how(own, 'Cloud Administrator')).toEqual([['container', 'users']]);
    expect(how(own, 'Email Account')).toEqual([['role', 'Cloud Administrator']]);
    expect(how(own, 'Second Monitor')).toEqual([['role', 'Email Account']]);
    expect(how(own, 'VPN Group')).toEqual([['role', 'Cloud Administrator']]);
    const monitor = own.find((a) => a.name === 'Second Monitor')!;
    expect(monitor).toMatchObject({ entityType: 'resource', isDirectAssignment: false, assignmentType: 'role' });
    expect(monitor.cause).toMatchObject({ removable: false, sources: [emailAccount], subtype: 'resource' });
    expect(monitor.cause.entRef!.params).toEqual([
      { key: 'Size', displayLabel: 'Size (inches)', displayValue: '32', value: '32' },
    ]);
    expect(own.find((a) => a.name === 'VPN Group')!.cause.entRef!.params).toEqual([
      { key: 'SplitTunnel', displayLabel: 'Split tunnel', displayValue: 'false', value: 'false' },
    ]);

    // One reader: the user's own list and an administrator's view of it are the same.
    const seen = (list: AssignmentNode[]) => list.map((a) => `${a.instanceId} ${a.name} ${a.cause.type}`).sort();
    expect(seen(await ofUser(DN.euser))).toEqual(seen(own));

    const holders = roleResourceGrants(ctx.app.store.db).holdersOf(resource('Second Monitor'), {
      size: 100,
      nextIndex: 1,
    });
    expect(holders.rows).toContainEqual(
      expect.objectContaining({ userDn: DN.euser, roleDn: emailAccount, roleName: 'Email Account' }),
    );
    expect(holders.rows.map((h) => h.userDn)).not.toContain(DN.uaadmin);
    expect(roleResourceGrants(ctx.app.store.db).holds(DN.uaadmin, resource('VPN Group'))).toBe(false);
  });

  it('refuses a mapping value that does not fit its data type, naming the field', async () => {
    const fault = (id: string, value: string) =>
      ctx.send<{ Fault: { Reason: { Text: string } } }>(
        'uaadmin',
        'POST',
        '/catalog/roles/mappedResources',
        { roleId: emailAccount, mappedResources: [{ id: resource(id), resourceParameters: [{ id: 'x', value }] }] },
        400,
      );
    const bad = async (name: string, key: string, value: string) =>
      (
        await ctx.send<{ Fault: { Reason: { Text: string } } }>(
          'uaadmin',
          'POST',
          '/catalog/roles/mappedResources',
          { roleId: emailAccount, mappedResources: [{ id: resource(name), resourceParameters: [{ id: key, value }] }] },
          400,
        )
      ).Fault.Reason.Text;
    expect(await bad('Second Monitor', 'Size', '27.5')).toBe(
      'Invalid input: mappedResources[0].resourceParameters[0].value: Size (inches) must be a whole number.',
    );
    expect(await bad('VPN Group', 'SplitTunnel', 'maybe')).toBe(
      'Invalid input: mappedResources[0].resourceParameters[0].value: Split tunnel must be true or false.',
    );
    expect((await fault('Second Monitor', '1')).Fault.Reason.Text).toMatch(/has no parameter "x"/);
    const list = await ctx.send<{
      resources: { name: string; resourceParameters: { id: string; value?: string }[] }[];
    }>('uaadmin', 'POST', '/catalog/roles/mappedResources/list?size=50', { id: emailAccount });
    // The earlier value stays.
    expect(list.resources.find((r) => r.name === 'Second Monitor')!.resourceParameters[0]!.value).toBe('32');
  });

  it('a subtree assignment reaches the people below the container', async () => {
    const below = ctx.people(1)[0]!;
    expect(below.dn.toLowerCase()).toMatch(/,ou=[^,]+,ou=users,o=data$/);
    expect(how(await ofUser(below.dn), 'VPN Group')).toEqual([]);
    await assignContainer(cloudAdmin, true);
    expect(how(await ofUser(below.dn), 'VPN Group')).toEqual([['role', 'Cloud Administrator']]);
    await assignContainer(cloudAdmin, false);
    expect(how(await ofUser(below.dn), 'VPN Group')).toEqual([]);
  });

  it('unmapping, removing the container assignment and deleting the role revoke the grants, not a direct request', async () => {
    const mailbox = resource('Exchange Mailbox');
    const [node] = (await ctx.submit('euser', [{ id: mailbox }])).OperationNodes;
    const requestId = node!.succeeded[0]!.requestId;
    for (let i = 0; i < 6 && (await ctx.state(requestId)) !== 50; i++) await ctx.steps(requestId, 1);
    expect(await ctx.state(requestId)).toBe(50);
    await map(cloudAdmin, mailbox);
    expect(how(await mine(), 'Exchange Mailbox').sort()).toEqual([
      ['direct', 'Eddie User'],
      ['role', 'Cloud Administrator'],
    ]);

    await ctx.send('uaadmin', 'DELETE', '/catalog/roles/mappedResources', {
      roleId: cloudAdmin,
      mappedResources: [{ id: mailbox }],
    });
    expect(how(await mine(), 'Exchange Mailbox')).toEqual([['direct', 'Eddie User']]);

    // dadmin manages Level20/Systems (Cloud Administrator's container); a role elsewhere is refused.
    const removed = await ctx.send<Outcome>('dadmin', 'DELETE', '/access/assignments/list', {
      assignments: [{ id: cloudAdmin, entityType: 'role', assignmentToList: [{ assignedToDn: USERS }] }],
    });
    expect(removed.succeeded.map((s) => s.name)).toEqual(['Cloud Administrator']);
    const own = await mine();
    for (const name of ['Cloud Administrator', 'Email Account', 'Second Monitor', 'VPN Group'])
      expect(how(own, name)).toEqual([]);
    expect(how(own, 'Exchange Mailbox')).toEqual([['direct', 'Eddie User']]);

    // A new role held through the container grants its mapping until the role is deleted.
    const created = await ctx.send<{ id: string }>(
      'uaadmin',
      'POST',
      '/catalog/roles',
      { name: 'Monitor Desk', description: 'A second monitor.', level: 10 },
      200,
    );
    await map(created.id, resource('Second Monitor'), [{ id: 'Size', value: '24' }]);
    await assignContainer(created.id);
    const granted = (await mine()).find((a) => a.name === 'Second Monitor')!;
    expect(granted.cause.entRef!.params[0]!.value).toBe('24');
    await ctx.send('uaadmin', 'DELETE', '/catalog/roles/role', { roles: [{ id: created.id }] });
    expect(how(await mine(), 'Second Monitor')).toEqual([]);
  });

  it('a delegated administrator may not remove a container assignment of a role outside their containers', async () => {
    const outside = ctx.dnOf('roles', 'Contract Management');
    await assignContainer(outside);
    const answer = await ctx.send<Outcome>('dadmin', 'DELETE', '/access/assignments/list', {
      assignments: [{ id: outside, entityType: 'role', assignmentToList: [{ assignedToDn: USERS }] }],
    });
    expect(answer.success).toBe(false);
    expect(answer.failed[0]!.reason).toBe('You may not remove Contract Management from users.');
    expect(how(await mine(), 'Contract Management')).toEqual([['container', 'users']]);
  });

  it('GET access/assignments lists the roles gained through the hierarchy, like POST …/list', async () => {
    const group = ctx.app.store.db
      .prepare<[string], { group_dn: string }>('SELECT group_dn FROM group_members WHERE user_dn = ? LIMIT 1')
      .get(DN.mmanager)!.group_dn;
    const now = Date.now();
    ctx.app.store.db
      .prepare(
        `INSERT INTO assignments (kind, item_dn, recipient_dn, recipient_type, status, params, assigned_at)
         VALUES ('role', ?, ?, 'group', 'active', '[]', ?)`,
      )
      .run(cloudAdmin, group, now);
    const own = await mine('mmanager');
    expect(how(own, 'Email Account')).toEqual([['role', 'Cloud Administrator']]);
    expect(how(own, 'Cloud Administrator')).toEqual([['group', expect.any(String)]]);
    const seen = (list: AssignmentNode[]) => list.map((a) => a.instanceId).sort();
    expect(seen(await ofUser(DN.mmanager))).toEqual(seen(own));
  });
});
