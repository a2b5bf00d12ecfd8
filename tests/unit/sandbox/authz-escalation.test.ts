import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DADMIN_ROLE_CONTAINER } from '../../../demo/server/db/seed/catalog-role-admin.js';
import { accessSandbox, DN, type AccessSandbox } from './access-helpers.js';
import { restSend } from './helpers.js';

/**
 * Issue 30's escalation chains (docs/security.md "Authorization by effect"): dadmin administers the roles of
 * Level20/Systems only. Every write that creates or removes a relation, made by him with the other end outside
 * his scope, is refused with a Fault and changes nothing; the same write with both ends in scope still works.
 */
interface Fault {
  Fault: { Code: { Subcode: { Value: string } }; Reason: { Text: string } };
}
interface Outcome {
  success: boolean;
  succeeded: { id: string }[];
  failed: { id: string; reason: string }[];
}

const USERS = 'ou=users,o=data';

describe('sandbox: a delegated administrator cannot reach beyond his scope', () => {
  let ctx: AccessSandbox;
  /** Level20/Systems, no approval: dadmin's own. */
  let inScope: string;
  /** Level20/Systems, with an approval. */
  let inScopeWithApproval: string;
  /** A permission role (level 10) outside Systems, with an approval. */
  let outOfScopeChild: string;
  /** A business role (level 30) outside Systems. */
  let outOfScopeParent: string;
  let resource: string;

  /** The call as dadmin, expecting a refusal: the status and the Fault's reason. */
  const refused = async (method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown) => {
    const res = await restSend(ctx.app, method, path, ctx.token.dadmin, body);
    expect([400, 403], `${method} ${path}: ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
    return (res.json() as Fault).Fault.Reason.Text;
  };
  const count = (sql: string, ...args: string[]): number =>
    (ctx.app.store.db.prepare(sql).get(...args) as { n: number }).n;
  const linked = (parent: string, child: string) =>
    count('SELECT COUNT(*) AS n FROM role_children WHERE parent_dn = ? AND child_dn = ?', parent, child) > 0;
  /** Gives dadmin one more permission (as uaadmin could in Administrator assignments). */
  const permit = (objectDn: string, type: 'ROLE' | 'CONTAINER') =>
    ctx.app.store.db
      .prepare(
        `INSERT INTO admin_permissions (assignee_dn, domain, object_dn, object_type, object_name, created_at)
         VALUES (?, 'ROLES', ?, ?, ?, ?)`,
      )
      .run(DN.dadmin, objectDn, type, objectDn, Date.now());

  beforeAll(async () => {
    ctx = await accessSandbox();
    inScope = ctx.dnOf('roles', 'Network Operator');
    inScopeWithApproval = ctx.dnOf('roles', 'Cloud Administrator');
    outOfScopeChild = ctx.dnOf('roles', 'Payroll Viewer');
    outOfScopeParent = ctx.dnOf('roles', 'Software Engineer');
    resource = ctx.dnOf('resources', 'Active Directory Account');
    expect(inScope.endsWith(DADMIN_ROLE_CONTAINER)).toBe(true);
  });
  afterAll(async () => ctx.close());

  it('refuses an out-of-scope role as the child of his role (subRoles)', async () => {
    const reason = await refused('POST', '/catalog/roles/subRoles', {
      roleId: inScope,
      subRoles: [{ id: outOfScopeChild }],
    });
    expect(reason).toContain(outOfScopeChild);
    expect(linked(inScope, outOfScopeChild)).toBe(false);
  });

  it('refuses his role as the parent of an out-of-scope role (parentRoles)', async () => {
    await refused('POST', '/catalog/roles/parentRoles', { roleId: outOfScopeChild, parentRoles: [{ id: inScope }] });
    expect(linked(inScope, outOfScopeChild)).toBe(false);
  });

  it('refuses an out-of-scope parent for his role, and unlinking an out-of-scope end', async () => {
    await refused('POST', '/catalog/roles/parentRoles', { roleId: inScope, parentRoles: [{ id: outOfScopeParent }] });
    expect(linked(outOfScopeParent, inScope)).toBe(false);
    // Account Executive (level 30, outside Systems) contains Network Operator since the seed.
    const holder = ctx.dnOf('roles', 'Account Executive');
    expect(linked(holder, inScope)).toBe(true);
    await refused('DELETE', '/catalog/roles/parentRoles', { roleId: inScope, parentRoles: [{ id: holder }] });
    expect(linked(holder, inScope)).toBe(true);
  });

  it('refuses mapping a resource to his role without rights over the resource', async () => {
    const reason = await refused('POST', '/catalog/roles/mappedResources', {
      roleId: inScope,
      mappedResources: [{ id: resource }],
    });
    expect(reason).toContain(resource);
    expect(
      count('SELECT COUNT(*) AS n FROM role_resources WHERE role_dn = ? AND resource_dn = ?', inScope, resource),
    ).toBe(0);
  });

  it('refuses assigning his role to a container or a group: it would bypass the approval', async () => {
    const before = count('SELECT COUNT(*) AS n FROM role_container_assignments WHERE role_dn = ?', inScope);
    for (const subtype of ['subtree', 'one-level']) {
      const reason = await refused('POST', '/catalog/roles/role/assignments/assign', {
        reason: 'Everyone',
        assignments: [{ id: inScope, assignmentToList: [{ assignedToDn: USERS, type: 'CONTAINER', subtype }] }],
      });
      expect(reason).toContain('users only');
    }
    expect(count('SELECT COUNT(*) AS n FROM role_container_assignments WHERE role_dn = ?', inScope)).toBe(before);
    const group = (ctx.app.store.db.prepare('SELECT dn FROM groups LIMIT 1').get() as { dn: string }).dn;
    await refused('POST', '/catalog/roles/role/assignments/assign', {
      reason: 'A group',
      assignments: [{ id: inScope, assignmentToList: [{ assignedToDn: group, type: 'GROUP' }] }],
    });
  });

  it('refuses assigning an out-of-scope role to anyone', async () => {
    await refused('POST', '/catalog/roles/role/assignments/assign', {
      reason: 'Mine',
      assignments: [{ id: outOfScopeChild, assignmentToList: [{ assignedToDn: DN.dadmin, type: 'USER' }] }],
    });
  });

  it('refuses taking over an out-of-scope SoD rule by naming his own roles in it', async () => {
    const rule = ctx.app.store.db
      .prepare(`SELECT dn, role1_dn, role2_dn FROM sods WHERE role1_dn NOT LIKE ? AND role2_dn NOT LIKE ? LIMIT 1`)
      .get(`%${DADMIN_ROLE_CONTAINER}`, `%${DADMIN_ROLE_CONTAINER}`) as { dn: string; role1_dn: string };
    await refused('PUT', '/catalog/sods/sod', { id: rule.dn, roles: [{ id: inScope }, { id: inScopeWithApproval }] });
    expect(count('SELECT COUNT(*) AS n FROM sods WHERE dn = ? AND role1_dn = ?', rule.dn, rule.role1_dn)).toBe(1);
    await refused('DELETE', '/catalog/sods/sod', { sods: [{ id: rule.dn }] });
    await refused('POST', '/catalog/sods', { name: 'Mixed', roles: [{ id: inScope }, { id: outOfScopeChild }] });
  });

  it('reads out of scope answer 403 alike whether the object exists; lists keep to his scope', async () => {
    const get = (path: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/IDMProv/rest${path}`,
        headers: { authorization: `Bearer ${ctx.token.dadmin}`, host: 'sandbox.test:8180' },
      });
    const post = (path: string, body: unknown) => restSend(ctx.app, 'POST', path, ctx.token.dadmin, body);
    for (const dn of [outOfScopeParent, 'cn=NoSuchRole,cn=Level30,cn=RoleDefs,o=system']) {
      expect((await post('/catalog/roles/role', { roles: [{ id: dn }] })).statusCode).toBe(403);
      expect((await post('/catalog/roles/roleV2', { roles: [{ id: dn }] })).statusCode).toBe(403);
      expect((await post('/catalog/roles/role/assignments', { id: dn })).statusCode).toBe(403);
      expect((await post('/catalog/roles/subRoles/list', { id: dn })).statusCode).toBe(403);
      expect((await post('/catalog/roles/parentRoles/list', { id: dn })).statusCode).toBe(403);
      expect((await post('/catalog/roles/mappedResources/list', { id: dn })).statusCode).toBe(403);
    }
    expect((await post('/catalog/roles/role', { roles: [{ id: inScope }] })).statusCode).toBe(200);
    expect((await post('/catalog/roles/role/assignments', { id: inScope })).statusCode).toBe(200);
    expect((await get('/catalog/sods/defaultApprovals')).statusCode).toBe(403);
    expect((await get('/catalog/administration/roleResourceSettings')).statusCode).toBe(403);

    const rules = ctx.app.store.db.prepare('SELECT dn, role1_dn, role2_dn FROM sods').all() as {
      dn: string;
      role1_dn: string;
      role2_dn: string;
    }[];
    const mine = (dn: string) => dn.toLowerCase().endsWith(DADMIN_ROLE_CONTAINER.toLowerCase());
    const outside = rules.find((r) => !mine(r.role1_dn) || !mine(r.role2_dn))!;
    expect((await get(`/access/sods/violations?sodDn=${encodeURIComponent(outside.dn)}`)).statusCode).toBe(403);
    expect((await post('/catalog/sods/sod', { sods: [{ id: outside.dn }] })).statusCode).toBe(403);
    const all = (await get('/access/sods/violations?size=300')).json() as { sodViolations: { sodId: string }[] };
    const byDn = new Map(rules.map((r) => [r.dn.toLowerCase(), r]));
    for (const v of all.sodViolations) {
      const rule = byDn.get(v.sodId.toLowerCase())!;
      expect(mine(rule.role1_dn) && mine(rule.role2_dn)).toBe(true);
    }
    // The administrator sees the organisation's.
    const everyone = await ctx.get<{ total: number }>('uaadmin', '/access/sods/violations?size=300');
    expect(everyone.total).toBeGreaterThan(0);
  });

  it('every role read under catalog/roles (derived from the routes) answers 403 for an out-of-scope role', async () => {
    const writes = new Set([
      '/catalog/roles',
      '/catalog/roles/subRoles',
      '/catalog/roles/parentRoles',
      '/catalog/roles/mappedResources',
      '/catalog/roles/role/assignments/assign',
      '/catalog/roles/category',
    ]);
    // The POST reads (the GETs under catalog/roles are the catalog every signed-in user reads).
    const reads = ctx.app.routeList
      .filter((route) => route.method === 'POST' && route.url.startsWith('/IDMProv/rest/catalog/roles'))
      .map((route) => route.url.slice('/IDMProv/rest'.length))
      .filter((path) => !writes.has(path));
    expect(reads.length).toBeGreaterThanOrEqual(6);
    const leaks: string[] = [];
    for (const path of reads)
      for (const dn of [outOfScopeParent, outOfScopeChild, 'cn=NoSuchRole,cn=Level30,cn=RoleDefs,o=system']) {
        const body = { id: dn, roleId: dn, dn, roles: [{ id: dn }] };
        const res = await restSend(ctx.app, 'POST', path, ctx.token.dadmin, body);
        if (res.statusCode !== 403) leaks.push(`${path} ${dn}: ${res.statusCode}`);
      }
    expect(leaks).toEqual([]);
  });

  it('the same writes with both ends in scope still work, and assigning to a user goes through the approval', async () => {
    // dadmin also administers one permission role without an approval and one with.
    const freeChild = (
      ctx.app.store.db
        .prepare(
          `SELECT dn FROM roles WHERE level = 10 AND approval_required = 0 AND dn NOT IN (SELECT role_dn FROM role_resources) LIMIT 1`,
        )
        .get() as { dn: string }
    ).dn;
    permit(freeChild, 'ROLE');
    permit(outOfScopeChild, 'ROLE');
    const added = await ctx.send<Outcome>(
      'dadmin',
      'POST',
      '/catalog/roles/subRoles',
      { roleId: inScope, subRoles: [{ id: freeChild }] },
      200,
    );
    expect(added.success).toBe(true);
    expect(linked(inScope, freeChild)).toBe(true);
    await ctx.send('dadmin', 'DELETE', '/catalog/roles/subRoles', { roleId: inScope, subRoles: [{ id: freeChild }] });
    expect(linked(inScope, freeChild)).toBe(false);

    // Payroll Viewer needs an approval: under Network Operator its holders would get it without one.
    const reason = await refused('POST', '/catalog/roles/subRoles', {
      roleId: inScope,
      subRoles: [{ id: outOfScopeChild }],
    });
    expect(reason).toContain('approval');
    expect(linked(inScope, outOfScopeChild)).toBe(false);

    const recipient = DN.dadmin;
    const assigned = await ctx.send<Outcome>(
      'dadmin',
      'POST',
      '/catalog/roles/role/assignments/assign',
      {
        reason: 'Needs it',
        assignments: [{ id: inScopeWithApproval, assignmentToList: [{ assignedToDn: recipient, type: 'USER' }] }],
      },
      200,
    );
    expect(assigned.failed).toEqual([]);
    // The role's approval runs for the recipient.
    expect(
      count(
        `SELECT COUNT(*) AS n FROM access_requests WHERE item_dn = ? AND recipient_dn = ?`,
        inScopeWithApproval,
        recipient,
      ),
    ).toBeGreaterThan(0);
  });
});
