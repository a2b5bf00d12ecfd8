import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleLevelContainer } from '../../../../demo/server/dns.js';
import { DADMIN_ROLE_CONTAINER } from '../../../../demo/server/db/seed/catalog-role-admin.js';
import { accessSandbox, DN, type AccessSandbox } from '../access-helpers.js';

/** Role administration on the sandbox (README "Roles and separation of duties"), as a client sees it. */
interface RoleNode {
  id: string;
  name: string;
  level: number;
  status: number;
  approvalRequired: boolean;
  approvalIsStandard: boolean;
  approvalQuorum: string;
  approvalApprovers: { id: string; sequence: number }[];
  revokeEqualsGrant: boolean;
  localizedNames: { locale: string; name: string }[];
}
interface Outcome {
  success: boolean;
  succeeded: { id: string; name: string; requestId?: string; dn?: string }[];
  failed: { id: string; name: string; reason: string }[];
  sods?: { sodName: string }[];
}
interface Fault {
  Fault: { Code: { Subcode: { Value: string } }; Reason: { Text: string } };
}

const IT_CHILDREN = ['Cloud Administrator', 'Network Operator'];

describe('sandbox: role administration', () => {
  let ctx: AccessSandbox;
  const roleDn = (name: string) => ctx.dnOf('roles', name);
  const details = async (dn: string) =>
    (await ctx.send<{ roles: RoleNode[] }>('uaadmin', 'POST', '/catalog/roles/role', { roles: [{ id: dn }] }))
      .roles[0]!;
  const fault = async (method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, as = 'uaadmin' as const) =>
    (await ctx.send<Fault>(as, method, path, body, 400)).Fault;

  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(async () => ctx.close());

  it('creates a business role with serial approval, two IT roles as children and a mapped resource', async () => {
    const created = await ctx.send<RoleNode>(
      'uaadmin',
      'POST',
      '/catalog/roles',
      {
        name: 'Platform Engineer',
        description: 'Runs the platform.',
        level: 30,
        categories: [{ id: 'it' }],
        owners: [{ id: DN.mmanager, type: 'user' }],
        localizedNames: [
          { locale: 'de', name: 'Plattformingenieur' },
          { locale: 'he', name: 'מהנדס פלטפורמה' },
        ],
        approvalRequired: true,
        approvalIsStandard: true,
        approvalApprovers: [
          { id: DN.uaadmin, type: 'user', sequence: 2 },
          { id: DN.mmanager, type: 'user', sequence: 1 },
        ],
        revokeEqualsGrant: true,
      },
      200,
    );
    expect(created.id).toBe(`cn=PlatformEngineer,${roleLevelContainer(30)}`);
    expect(created.status).toBe(50);
    expect(created.approvalApprovers.map((a) => [a.id, a.sequence])).toEqual([
      [DN.mmanager, 1],
      [DN.uaadmin, 2],
    ]);
    expect(created.revokeEqualsGrant).toBe(true);
    expect(created.localizedNames).toEqual(
      expect.arrayContaining([
        { locale: 'iw', name: 'מהנדס פלטפורמה' },
        { locale: 'en', name: 'Platform Engineer' },
      ]),
    );

    const children = await ctx.send<Outcome>(
      'uaadmin',
      'POST',
      '/catalog/roles/subRoles',
      { roleId: created.id, subRoles: IT_CHILDREN.map((name) => ({ id: roleDn(name) })) },
      200,
    );
    expect(children.succeeded.map((s) => s.name)).toEqual(IT_CHILDREN);
    const listed = await ctx.send<{ roles: { name: string }[]; total: number }>(
      'uaadmin',
      'POST',
      '/catalog/roles/subRoles/list?size=10',
      { id: created.id },
    );
    expect(listed.roles.map((r) => r.name)).toEqual(IT_CHILDREN);
    const parents = await ctx.send<{ roles: { name: string }[] }>(
      'uaadmin',
      'POST',
      '/catalog/roles/parentRoles/list',
      {
        id: roleDn('Cloud Administrator'),
      },
    );
    expect(parents.roles.map((r) => r.name)).toContain('Platform Engineer');

    const mapped = await ctx.send<Outcome>(
      'uaadmin',
      'POST',
      '/catalog/roles/mappedResources',
      {
        roleId: created.id,
        mappedResources: [{ id: ctx.dnOf('resources', 'Exchange Mailbox'), mappingDescription: 'Mail' }],
      },
      200,
    );
    expect(mapped.success).toBe(true);
    const resources = await ctx.send<{ resources: { name: string; mappingDescription: string }[] }>(
      'uaadmin',
      'POST',
      '/catalog/roles/mappedResources/list',
      { id: created.id },
    );
    expect(resources.resources.map((r) => [r.name, r.mappingDescription])).toEqual([['Exchange Mailbox', 'Mail']]);
  });

  it('keeps the hierarchy to business ⊃ IT ⊃ permission roles', async () => {
    const answer = await ctx.send<Outcome>(
      'uaadmin',
      'POST',
      '/catalog/roles/subRoles',
      {
        roleId: roleDn('Cloud Administrator'),
        subRoles: [{ id: roleDn('Software Engineer') }, { id: roleDn('AWS Read Access') }],
      },
      200,
    );
    expect(answer.succeeded.map((s) => s.name)).toEqual(['AWS Read Access']);
    expect(answer.failed[0]?.reason).toBe(
      'Cloud Administrator is an IT role: it can contain only permission roles, and Software Engineer is a business role.',
    );
    const leaf = await ctx.send<Outcome>(
      'uaadmin',
      'POST',
      '/catalog/roles/subRoles',
      { roleId: roleDn('AWS Read Access'), subRoles: [{ id: roleDn('AWS Write Access') }] },
      200,
    );
    expect(leaf.failed[0]?.reason).toBe('AWS Read Access is a permission role: it cannot contain other roles.');
  });

  it('a quorum approval is kept as a percentage; the approval type follows the fields', async () => {
    const created = await ctx.send<RoleNode>(
      'uaadmin',
      'POST',
      '/catalog/roles',
      {
        name: 'Quorum Role',
        level: 20,
        approvalRequired: true,
        approvalIsStandard: true,
        approvalQuorum: '50%',
        approvalApprovers: [{ id: DN.mmanager }, { id: DN.uaadmin }],
      },
      200,
    );
    expect([created.approvalQuorum, created.approvalApprovers.length]).toEqual(['50%', 2]);
    const changed = await ctx.send<RoleNode>('uaadmin', 'PUT', '/catalog/roles/role', {
      id: created.id,
      approvalRequired: false,
    });
    expect(changed.approvalRequired).toBe(false);
  });

  it('bad input is a 400 Fault naming the field, never a 5xx', async () => {
    expect((await fault('POST', '/catalog/roles', { level: 30 })).Reason.Text).toBe('Invalid input: name is required.');
    expect((await fault('POST', '/catalog/roles', { name: 'A/B', level: 30 })).Reason.Text).toBe(
      'Invalid input: name has invalid chracter.',
    );
    expect((await fault('POST', '/catalog/roles', { name: 'Forty', level: 40 })).Reason.Text).toBe(
      'Invalid input: level must be 10, 20 or 30.',
    );
    expect(
      (
        await fault('POST', '/catalog/roles', {
          name: 'Serial',
          level: 10,
          approvalRequired: true,
          approvalApprovers: [],
        })
      ).Reason.Text,
    ).toBe('Invalid input: approvalApprovers needs at least one approver when approvalRequired is true.');
    expect(
      (
        await fault('POST', '/catalog/roles', {
          name: 'Q',
          level: 10,
          approvalRequired: true,
          approvalQuorum: '150%',
          approvalApprovers: [{ id: DN.mmanager }],
        })
      ).Reason.Text,
    ).toBe('Invalid input: approvalQuorum must be a percentage from 1 to 100.');
    expect(
      (await fault('POST', '/catalog/roles', { name: 'C', level: 10, categories: [{ id: 'nope' }] })).Reason.Text,
    ).toBe('Invalid input: categories: unknown role category in nope.');
    const xss = await fault('POST', '/catalog/roles', { name: 'X', level: 10, description: '<img>' });
    expect([xss.Code.Subcode.Value, xss.Reason.Text]).toEqual([
      'XSS_VALIDATION_FAILURE',
      'Invalid input: description must not contain < or >.',
    ]);
    expect((await fault('POST', '/catalog/roles', { name: 'Email Account', level: 10 })).Code.Subcode.Value).toBe(
      'EXISTING_ENTITY',
    );
    expect((await fault('PUT', '/catalog/roles/role', { id: roleDn('Wiki Editor'), level: 30 })).Reason.Text).toMatch(
      /^Invalid input: level cannot change/,
    );
    expect((await fault('POST', '/catalog/roles', [1, 2])).Reason.Text).toBe(
      'Invalid input: the body must be a RoleNode.',
    );
    await ctx.get('uaadmin', '/catalog/roles/listV2?roleLevel=40', 400);
  });

  it('the admin list pages on the server by level, name and description', async () => {
    type List = { roles: { name: string; level: number }[]; total: number; nextIndex: number };
    const it20 = await ctx.get<List>('uaadmin', '/catalog/roles/listV2?roleLevel=20&size=5');
    expect(it20.roles.every((r) => r.level === 20)).toBe(true);
    expect([it20.roles.length, it20.nextIndex]).toEqual([5, 6]);
    const both = await ctx.get<List>('uaadmin', '/catalog/roles/listV2?roleLevel=20&roleLevel=30&size=300');
    expect(both.total).toBe(it20.total + 36 + 1); // 36 seeded business roles and Platform Engineer
    const named = await ctx.get<List>('uaadmin', '/catalog/roles/listV2?name=salesforce%20read&sortOrder=desc');
    expect(named.roles.map((r) => r.name)).toEqual(['Salesforce Read Access']);
  });

  it('assigning a role that needs approval to a group goes through the engine; its members then hold it and its children', async () => {
    const business = roleDn('Platform Engineer');
    const group = 'cn=Wiki Editors,ou=groups,o=data';
    const answer = await ctx.send<Outcome>(
      'uaadmin',
      'POST',
      '/catalog/roles/role/assignments/assign',
      {
        reason: 'Platform team',
        assignments: [{ id: business, assignmentToList: [{ assignedToDn: group, type: 'group' }] }],
      },
      200,
    );
    const requestId = answer.succeeded[0]!.requestId!;
    await ctx.decide('mmanager', requestId);
    await ctx.decide('uaadmin', requestId);
    await ctx.steps(requestId, 2);
    expect(await ctx.state(requestId)).toBe(50);

    type Assignments = { assignments: { name: string; assignmentType: string; isDirectAssignment: boolean }[] };
    const holders = await ctx.send<Assignments>('uaadmin', 'POST', '/catalog/roles/role/assignments', { id: business });
    expect(holders.assignments.map((a) => [a.name, a.assignmentType, a.isDirectAssignment])).toEqual([
      ['Wiki Editors', 'GROUP', true],
    ]);
    const child = await ctx.send<Assignments>('uaadmin', 'POST', '/catalog/roles/role/assignments', {
      id: roleDn('Cloud Administrator'),
    });
    expect(child.assignments).toContainEqual(
      expect.objectContaining({ name: 'Wiki Editors', assignmentType: 'GROUP', isDirectAssignment: false }),
    );
    const direct = await ctx.send<Assignments>(
      'uaadmin',
      'POST',
      '/catalog/roles/role/assignments?onlyDirectAssignments=true',
      { id: roleDn('Cloud Administrator') },
    );
    expect(direct.assignments.map((a) => a.name)).not.toContain('Wiki Editors');

    // Eddie, a Wiki Editor, sees in his assignments the role through the group and its child roles (and
    // theirs) through the hierarchy.
    type Held = { assignments: { name: string; cause: { type: string; sourcesDetails: { name: string } } }[] };
    const eddie = await ctx.send<Held>('uaadmin', 'POST', '/access/assignments/list?size=300', { dn: DN.euser });
    const how = (name: string) =>
      eddie.assignments.filter((a) => a.name === name).map((a) => [a.cause.type, a.cause.sourcesDetails.name]);
    expect(how('Platform Engineer')).toEqual([['group', 'Wiki Editors']]);
    expect(IT_CHILDREN.map(how)).toEqual(IT_CHILDREN.map(() => [['role', 'Platform Engineer']]));
    const grandchildren = await ctx.send<{ roles: { name: string }[] }>(
      'uaadmin',
      'POST',
      '/catalog/roles/subRoles/list?size=10',
      { id: roleDn('Cloud Administrator') },
    );
    expect(grandchildren.roles.length).toBeGreaterThan(0);
    for (const { name } of grandchildren.roles) expect(how(name)).toEqual([['role', 'Cloud Administrator']]);

    // An SoD rule created now takes effect at once: Eddie (a Wiki Editor) holds Cloud Administrator through the group.
    await ctx.send(
      'uaadmin',
      'POST',
      '/catalog/sods',
      {
        name: 'Cloud versus Audit',
        roles: [{ id: roleDn('Cloud Administrator') }, { id: roleDn('Qualys Read Access') }],
      },
      200,
    );
    const refused = await ctx.submit('euser', [{ id: roleDn('Qualys Read Access') }]);
    expect(refused.OperationNodes[0]!.sods.map((s) => s.sodName)).toEqual(['Cloud versus Audit']);
    const withReason = await ctx.submit('euser', [{ id: roleDn('Qualys Read Access') }], {
      sodJustification: 'Audit duty',
    });
    expect(withReason.OperationNodes[0]!.succeeded).toHaveLength(1);
    const [task] = await ctx.tasksOf('uaadmin', withReason.OperationNodes[0]!.succeeded[0]!.requestId!);
    expect(task).toBeDefined();
  });

  it('assigns a role to a container with its subtree: the people below hold it', async () => {
    const role = roleDn('Guest Wi-Fi Access');
    const answer = await ctx.send<Outcome>(
      'uaadmin',
      'POST',
      '/catalog/roles/role/assignments/assign',
      {
        assignments: [
          { id: role, assignmentToList: [{ assignedToDn: 'ou=users,o=data', type: 'container', subtype: 'subtree' }] },
        ],
      },
      200,
    );
    expect(answer.success).toBe(true);
    const sods = await ctx.get<{ id: string; sods: unknown[] }>('euser', '/access/sods/violations/user');
    expect(sods.id).toBe(DN.euser);
    const held = ctx.app.store.db
      .prepare(
        "SELECT COUNT(*) AS n FROM role_container_assignments WHERE container_dn = 'ou=users,o=data' AND subtree = 1",
      )
      .get() as { n: number };
    expect(held.n).toBe(1);
  });

  it('deleting a role with assignments turns it Pending Delete, revokes them, then it goes; SoD rules naming it are reported', async () => {
    const role = roleDn('Platform Engineer');
    const answer = await ctx.send<Outcome>('uaadmin', 'DELETE', '/catalog/roles/role', { roles: [{ id: role }] });
    expect(answer.succeeded[0]!.name).toBe('Platform Engineer');
    expect((await details(role)).status).toBe(15);
    const listed = await ctx.get<{ roles: { id: string }[] }>('euser', '/access/permissions?q=Platform%20Engineer');
    expect(listed.roles ?? []).toEqual([]);
    const revoke = ctx.app.store.db
      .prepare("SELECT id FROM access_requests WHERE item_dn = ? AND action = 'revoke'")
      .get(role) as { id: number };
    // Its revoke approval is the grant's (revokeEqualsGrant): Maria, then the administrator.
    expect(await ctx.state(String(revoke.id))).toBe(15);
    await ctx.decide('mmanager', String(revoke.id));
    await ctx.decide('uaadmin', String(revoke.id));
    await ctx.steps(String(revoke.id), 2);
    await ctx.send('uaadmin', 'POST', '/catalog/roles/role', { roles: [{ id: role }] }, 404);

    const cloud = roleDn('Cloud Administrator');
    await ctx.send('uaadmin', 'POST', '/catalog/roles', { name: 'Short Lived', level: 10 }, 200);
    const short = roleDn('Short Lived');
    await ctx.send(
      'uaadmin',
      'POST',
      '/catalog/sods',
      { name: 'Short versus Cloud', roles: [{ id: short }, { id: cloud }] },
      200,
    );
    const gone = await ctx.send<Outcome>('uaadmin', 'DELETE', '/catalog/roles/role', { roles: [{ id: short }] });
    expect(gone.sods?.map((s) => s.sodName)).toEqual(['Short versus Cloud']);
    await ctx.send('uaadmin', 'POST', '/catalog/roles/role', { roles: [{ id: short }] }, 404);
  });
});

describe('sandbox: role administration rights', () => {
  let ctx: AccessSandbox;
  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(async () => ctx.close());

  it('dadmin manages roles in their container only; the server refuses the rest with 403', async () => {
    const inside = await ctx.send<{ id: string }>(
      'dadmin',
      'POST',
      '/catalog/roles',
      { name: 'Build Farm Access', level: 20, subContainer: DADMIN_ROLE_CONTAINER },
      200,
    );
    expect(inside.id).toBe(`cn=BuildFarmAccess,${DADMIN_ROLE_CONTAINER}`);
    const refused = await ctx.send<Fault>('dadmin', 'POST', '/catalog/roles', { name: 'Elsewhere', level: 30 }, 403);
    expect(refused.Fault.Reason.Text).toBe(
      'You may not administer Elsewhere: it is outside the containers you manage.',
    );
    await ctx.send(
      'dadmin',
      'PUT',
      '/catalog/roles/role',
      { id: ctx.dnOf('roles', 'Software Engineer'), name: 'X' },
      403,
    );
    await ctx.send(
      'dadmin',
      'DELETE',
      '/catalog/roles/role',
      { roles: [{ id: ctx.dnOf('roles', 'Wiki Editor') }] },
      403,
    );
    await ctx.send('dadmin', 'PUT', '/catalog/roles/role', { id: inside.id, description: 'Build farm.' }, 200);
    // Reading is scoped as writing is: his roles only, the same 403 for a role that does not exist.
    await ctx.send(
      'dadmin',
      'POST',
      '/catalog/roles/role',
      { roles: [{ id: ctx.dnOf('roles', 'Software Engineer') }] },
      403,
    );
    await ctx.send('dadmin', 'POST', '/catalog/roles/role', { roles: [{ id: 'cn=Nothing,o=nowhere' }] }, 403);
    await ctx.send('dadmin', 'POST', '/catalog/roles/role', { roles: [{ id: inside.id }] }, 200);
    await ctx.send('euser', 'POST', '/catalog/roles', { name: 'Mine', level: 10 }, 403);
    await ctx.send('euser', 'POST', '/catalog/roles/role', { roles: [{ id: inside.id }] }, 403);
    await ctx.get('dadmin', '/catalog/administration/roleResourceSettings', 403);
    await ctx.send('dadmin', 'POST', '/catalog/administration/roleResourceSettings/sod', { sodQuorum: '50' }, 403);
  });
});
