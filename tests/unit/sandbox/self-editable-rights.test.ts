import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restSend } from './helpers.js';
import { accessSandbox, DN, type AccessSandbox, type Account } from './access-helpers.js';

const ACCOUNTANTS = 'cn=Accountants (dynamic),ou=dynamic,ou=groups,o=data';
const SALES = 'cn=Sales Department (dynamic),ou=dynamic,ou=groups,o=data';

/**
 * docs/security.md "Rights and self-editable attributes": no right follows an attribute its holder may edit in
 * his own profile. Title is one (euser changes it himself); a dynamic group chosen by Title holds no
 * administrator assignment and no role. Department is not self-editable: its dynamic group may.
 */
describe('sandbox: rights never follow a self-editable attribute', () => {
  let ctx: AccessSandbox;
  const navRight = async (as: Account, key: string) =>
    (
      await ctx.send<{ navPageRights: { key: string; value: string }[] }>(
        as,
        'POST',
        '/access/info/user/navigationrights',
        { navPageRights: [{ key }] },
        200,
      )
    ).navPageRights[0]?.value;

  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(async () => ctx.close());

  it('refuses Configuration rights for "Accountants (dynamic)" with the reason, so euser cannot make himself an administrator', async () => {
    const groupDn = ctx.app.store.db
      .prepare('SELECT dn FROM groups WHERE name = ?')
      .pluck()
      .get('Accountants (dynamic)');
    expect(groupDn).toBe(ACCOUNTANTS);
    const res = await restSend(ctx.app, 'POST', '/admin/administrator/assignments/create', ctx.token.uaadmin, {
      assigneeDn: ACCOUNTANTS,
      domain: 'CONFIGURATION',
      adminTypeKey: 'ADMIN',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Fault: { Reason: { Text: expect.stringMatching(/Accountants \(dynamic\).*Title.*own profile/) } },
    });
    await ctx.send('euser', 'PUT', '/access/user?isProfile=true', {
      dn: DN.euser,
      attributes: [{ key: 'Title', values: ['Accountant'] }],
    });
    expect(await navRight('euser', 'settings')).toBe('false');
    const css = await restSend(ctx.app, 'PUT', '/access/config/uploadStyle', ctx.token.euser, ':host{}');
    expect(css.statusCode).toBe(403);
  });

  it("answers the refusal in the caller's language", async () => {
    const res = await restSend(
      ctx.app,
      'POST',
      '/admin/administrator/assignments/create',
      ctx.token.uaadmin,
      { assigneeDn: ACCOUNTANTS, domain: 'ROLES', adminTypeKey: 'ADMIN' },
      { 'accept-language': 'de' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Fault: { Reason: { Text: expect.stringContaining('Accountants (dynamic)') } } });
    expect(res.json()).toMatchObject({ Fault: { Reason: { Text: expect.stringContaining('Profil') } } });
  });

  it('still lets a dynamic group chosen by Department (not self-editable) be an administrator', async () => {
    await ctx.send(
      'uaadmin',
      'POST',
      '/admin/administrator/assignments/create',
      {
        assigneeDn: SALES,
        domain: 'CONFIGURATION',
        adminTypeKey: 'ADMIN',
      },
      200,
    );
  });

  it("refuses a role for the group itself, from the role's assignments and from a request, naming why", async () => {
    const role = ctx.dnOf('roles', 'Payroll Viewer');
    const assign = await ctx.send<{ success: boolean; failed: { reason: string }[] }>(
      'uaadmin',
      'POST',
      '/catalog/roles/role/assignments/assign',
      { reason: 'x', assignments: [{ id: role, assignmentToList: [{ assignedToDn: ACCOUNTANTS, type: 'group' }] }] },
      200,
    );
    expect(assign.success).toBe(false);
    expect(assign.failed[0]?.reason).toMatch(/Title.*own profile/);
    const request = await ctx.submit('uaadmin', [{ id: role }], {
      recipients: [{ dn: ACCOUNTANTS, type: 'group', isGroupAssignment: true }],
    });
    expect(request.OperationNodes.flatMap((n) => n.failed.map((f) => f.reason))).toEqual([
      expect.stringMatching(/Title.*own profile/),
    ]);
    const held = ctx.app.store.db
      .prepare('SELECT COUNT(*) FROM assignments WHERE recipient_dn = ?')
      .pluck()
      .get(ACCOUNTANTS);
    expect(held).toBe(0);
  });
});
