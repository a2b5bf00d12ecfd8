import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAdminister } from '../../../../demo/server/auth/administer.js';
import { DADMIN_ROLE_CONTAINER } from '../../../../demo/server/db/seed/catalog-role-admin.js';
import { RESOURCE_DEFS } from '../../../../demo/server/dns.js';
import { accessSandbox, DN, type AccessSandbox, type Account } from '../access-helpers.js';

/**
 * Administrator assignments and permissions (README "Administrator assignments and permissions"): the one
 * source of administration rights. What a grant changes is seen at once, in navigation rights, the menu and
 * what the server lets through.
 */
describe('sandbox: administrator assignments and permissions', () => {
  let ctx: AccessSandbox;
  const db = () => ctx.app.store.db;
  const one = <T>(sql: string, ...params: unknown[]) =>
    db()
      .prepare(sql)
      .get(...params) as T;
  const ROLES_URL = '/admin/administrator/assignments';

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
  const menuNames = async (as: Account) => {
    const menu = await ctx.send<{ menuItems: { menuName: string; subMenuList?: { menuName: string }[] }[] }>(
      as,
      'POST',
      '/access/info/user/navigationmenu',
      { navPageRights: [] },
      200,
    );
    return menu.menuItems.flatMap((item) => [item.menuName, ...(item.subMenuList ?? []).map((s) => s.menuName)]);
  };
  const roleIn = (containerDn: string) =>
    one<{ dn: string }>('SELECT dn FROM roles WHERE container_dn = ? ORDER BY dn LIMIT 1', containerDn).dn;
  const editRole = (as: Account, dn: string, status: number) =>
    ctx.send(as, 'PUT', '/catalog/roles/role', { id: dn, description: `Edited by ${as}` }, status);
  const create = (body: object, status = 200, as: Account = 'uaadmin') =>
    ctx.send(as, 'POST', `${ROLES_URL}/create`, body, status);
  const remove = (identity: string, domain: string, status = 200, as: Account = 'uaadmin') =>
    ctx.send(
      as,
      'DELETE',
      ROLES_URL,
      { revokeAssignments: [{ assignmentDomain: domain, identity, isAllPermissions: true }] },
      status,
    );
  const grant = (assignee: string, dn: string, as: Account = 'uaadmin') =>
    ctx.send<{ success: boolean; failed: { reason: string }[] }>(as, 'PUT', '/admin/assignment/permissions', {
      assignedToDN: assignee,
      permissions: [{ dn }],
    });

  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(async () => ctx.close());

  it("re-expresses the demo accounts' rights as records: uaadmin administers Security, dadmin roles of Systems", async () => {
    const list = await ctx.get<{ adminAssignments: { assigneeDn: string; domain: string; adminTypeKey: string }[] }>(
      'uaadmin',
      `${ROLES_URL}?size=50&q=Delegate`,
    );
    expect(list.adminAssignments).toEqual([
      expect.objectContaining({
        assigneeDn: DN.dadmin,
        domain: 'ROLES',
        adminTypeKey: 'MANAGER',
        assignee: 'Dan Delegate',
      }),
    ]);
    const permissions = await ctx.get<{ permissions: { dn: string; entityType: string }[] }>(
      'uaadmin',
      `/admin/permission/assignment?assigneeDn=${encodeURIComponent(DN.dadmin)}&domain=ROLES`,
    );
    expect(permissions.permissions).toEqual([
      expect.objectContaining({ dn: DADMIN_ROLE_CONTAINER, entityType: 'CONTAINER' }),
    ]);
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM users WHERE is_admin <> 0 OR domains <> ?', '[]').n).toBe(0);
    expect(await navRight('uaadmin', 'permissions')).toBe('true');
    expect(await navRight('dadmin', 'role')).toBe('true');
    expect(await navRight('dadmin', 'permissions')).toBe('false');
    expect(await navRight('euser', 'role')).toBe('false');
  });

  it('a role administrator for one container edits roles there at once, not elsewhere; removing it takes the right away', async () => {
    const inside = roleIn(DADMIN_ROLE_CONTAINER.replace('cn=Systems', 'cn=Toolkits'));
    const outside = roleIn(DADMIN_ROLE_CONTAINER);
    const toolkits = DADMIN_ROLE_CONTAINER.replace('cn=Systems', 'cn=Toolkits');
    await editRole('euser', inside, 403);
    expect(await menuNames('euser')).not.toContain('Roles');

    await create({ assigneeDn: DN.euser, domain: 'ROLES', adminTypeKey: 'MANAGER', comment: 'Toolkits' });
    // A delegated administrator without a permission has no area yet.
    expect(await navRight('euser', 'role')).toBe('false');
    expect((await grant(DN.euser, toolkits)).success).toBe(true);
    expect(await navRight('euser', 'role')).toBe('true');
    expect(await menuNames('euser')).toContain('Roles');
    await editRole('euser', inside, 200);
    await editRole('euser', outside, 403);
    const rights = await ctx.send<{
      opertionPermissionMap: { permissionDn: string; operationAccessMap: { key: string; value: string }[] }[];
    }>('euser', 'POST', '/catalog/delegatedAdmin/rights', { permissions: [{ id: inside }, { id: outside }] }, 200);
    expect(
      rights.opertionPermissionMap.map((p) => p.operationAccessMap.find((o) => o.key === 'modifyRole')?.value),
    ).toEqual(['true', 'false']);

    await remove(DN.euser, 'ROLES');
    expect(await navRight('euser', 'role')).toBe('false');
    expect(await menuNames('euser')).not.toContain('Roles');
    await editRole('euser', inside, 403);
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM admin_permissions WHERE assignee_dn = ?', DN.euser).n).toBe(0);
  });

  it('a permission may grant single actions: modify but not delete; more actions later, one taken away; unknown ones refused', async () => {
    const toolkits = DADMIN_ROLE_CONTAINER.replace('cn=Systems', 'cn=Toolkits');
    const inside = roleIn(toolkits);
    await create({ assigneeDn: DN.euser, domain: 'ROLES', adminTypeKey: 'MANAGER', comment: 'Toolkits, modify only' });
    const put = (permissions: object[], status = 200) =>
      ctx.send<{ success: boolean }>(
        'uaadmin',
        'PUT',
        '/admin/assignment/permissions',
        { assignedToDN: DN.euser, permissions },
        status,
      );
    expect((await put([{ dn: toolkits, permission: 'modifyRole' }])).success).toBe(true);
    const listed = async () =>
      (
        await ctx.get<{ permissions: { dn: string; permission: string }[] }>(
          'uaadmin',
          `/admin/permission/assignment?assigneeDn=${encodeURIComponent(DN.euser)}&domain=ROLES`,
        )
      ).permissions.map((p) => p.permission);
    expect(await listed()).toEqual(['modifyRole']);
    await editRole('euser', inside, 200);
    await ctx.send('euser', 'DELETE', '/catalog/roles/role', { roles: [{ id: inside }], reason: 'not allowed' }, 403);
    const rights = async () =>
      (
        await ctx.send<{ opertionPermissionMap: { operationAccessMap: { key: string; value: string }[] }[] }>(
          'euser',
          'POST',
          '/catalog/delegatedAdmin/rights',
          { permissions: [{ id: inside }] },
          200,
        )
      ).opertionPermissionMap[0]!.operationAccessMap.filter((o) => o.value === 'true').map((o) => o.key);
    expect(await rights()).toEqual(['modifyRole']);
    // Naming actions again changes what the permission grants.
    await put([
      { dn: toolkits, permission: 'modifyRole' },
      { dn: toolkits, permission: 'assignRole' },
    ]);
    expect(await listed()).toEqual(['modifyRole,assignRole']);
    await ctx.send('uaadmin', 'DELETE', '/admin/assignment/permissions', {
      assignedToDN: DN.euser,
      permissions: [{ dn: toolkits, permission: 'modifyRole' }],
    });
    expect(await listed()).toEqual(['assignRole']);
    await editRole('euser', inside, 403);
    await put([{ dn: toolkits, permission: 'deleteResource' }], 400);
    const euser = one<{ dn: string; container_dn: string }>(
      'SELECT dn, container_dn FROM users WHERE dn = ?',
      DN.euser,
    );
    expect(canAdminister(db(), euser, 'ROLES', inside, Date.now(), 'assignRole')).toBe(true);
    expect(canAdminister(db(), euser, 'ROLES', inside, Date.now(), 'modifyRole')).toBe(false);
    await remove(DN.euser, 'ROLES');
  });

  it('RESOURCES: a permission on one resource or on the resource container decides canAdminister', async () => {
    const [first, second] = db().prepare('SELECT dn FROM resources ORDER BY dn LIMIT 2').all() as { dn: string }[];
    const person = ctx.people(1, 20)[0]!;
    const subject = one<{ dn: string; container_dn: string }>(
      'SELECT dn, container_dn FROM users WHERE dn = ?',
      person.dn,
    );
    expect(canAdminister(db(), subject, 'RESOURCES', first!.dn)).toBe(false);
    await create({ assigneeDn: person.dn, domain: 'RESOURCES', adminTypeKey: 'MANAGER' });
    expect(canAdminister(db(), subject, 'RESOURCES')).toBe(false);
    await grant(person.dn, first!.dn);
    expect(canAdminister(db(), subject, 'RESOURCES', first!.dn)).toBe(true);
    expect(canAdminister(db(), subject, 'RESOURCES', second!.dn)).toBe(false);
    expect(canAdminister(db(), subject, 'ROLES', first!.dn)).toBe(false);
    await grant(person.dn, RESOURCE_DEFS);
    expect(canAdminister(db(), subject, 'RESOURCES', second!.dn)).toBe(true);
    // A domain administrator of resources administers every resource; an administrator everything.
    expect(canAdminister(db(), { dn: DN.uaadmin, container_dn: 'ou=sa,o=data' }, 'RESOURCES', second!.dn)).toBe(true);
  });

  it('a group or a container as administrator reaches its members; an expired assignment reaches nobody', async () => {
    const group = one<{ group_dn: string }>('SELECT group_dn FROM group_members WHERE user_dn = ?', DN.euser).group_dn;
    await create({ assigneeDn: group, domain: 'CONFIGURATION', adminTypeKey: 'ADMIN' });
    expect(await navRight('euser', 'settings')).toBe('true');
    await remove(group, 'CONFIGURATION');
    expect(await navRight('euser', 'settings')).toBe('false');
    await create({
      assigneeDn: 'ou=users,o=data',
      domain: 'CONFIGURATION',
      expirationDate: ctx.app.sandbox.now() + 60_000,
    });
    expect(await navRight('euser', 'configuration')).toBe('true');
    db()
      .prepare('UPDATE admin_assignments SET expiration_date = ? WHERE assignee_dn = ?')
      .run(ctx.app.sandbox.now() - 1, 'ou=users,o=data');
    expect(await navRight('euser', 'configuration')).toBe('false');
    await remove('ou=users,o=data', 'CONFIGURATION');
  });

  it('lists with search, sort and filters; refuses bad input with 400 and others than administrators with 403', async () => {
    const page = await ctx.get<{ adminAssignments: { domain: string; assignee: string }[]; total: number }>(
      'uaadmin',
      `${ROLES_URL}?filterSearch=ROLES,MANAGER&sortColumn=assignee&sortOrder=desc&size=300`,
    );
    expect(page.adminAssignments.every((a) => a.domain === 'ROLES')).toBe(true);
    const names = page.adminAssignments.map((a) => a.assignee);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    await ctx.get('uaadmin', `${ROLES_URL}?filterSearch=NOPE`, 400);
    await ctx.get('uaadmin', `${ROLES_URL}?sortColumn=password`, 400);
    await ctx.get('euser', ROLES_URL, 403);
    await create({ assigneeDn: DN.euser, domain: 'SECURITY', adminTypeKey: 'MANAGER' }, 400);
    await create({ assigneeDn: 'cn=nobody,o=data', domain: 'ROLES' }, 400);
    await create({ assigneeDn: DN.euser, domain: 'GALAXY' }, 400);
    await create({ assigneeDn: DN.dadmin, domain: 'ROLES', adminTypeKey: 'MANAGER' }, 400);
    await create({ assigneeDn: DN.euser, domain: 'ROLES', adminTypeKey: 'MANAGER' }, 403, 'dadmin');
    await remove(DN.dadmin, 'ROLES', 403, 'dadmin');
    await remove(DN.euser, 'REPORTING', 404);
    const refused = await grant(DN.euser, DADMIN_ROLE_CONTAINER);
    expect(refused.failed[0]?.reason).toContain('is not a delegated administrator of Roles');
  });
});
