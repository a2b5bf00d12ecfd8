import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DADMIN_ROLE_CONTAINER } from '../../../demo/server/db/seed/catalog-role-admin.js';
import { DN, accessSandbox, type AccessSandbox } from './access-helpers.js';

interface AssignmentList {
  assignments: { id: string; entityType: string; isDirectAssignment: boolean; assignmentTo: string }[];
  total: number;
}
interface HistoryList {
  requests: { id: string; entityType: string; recipient: string; requester: string }[];
  total: number;
}

describe('sandbox: assignment lists by kind, v2 and one assignment; history of a user and of a permission', () => {
  let ctx: AccessSandbox;
  const roleOutside = () =>
    ctx.app.store.db
      .prepare<[string], { dn: string }>("SELECT dn FROM roles WHERE dn NOT LIKE '%' || ? ORDER BY dn LIMIT 1")
      .get(DADMIN_ROLE_CONTAINER)!.dn;
  const roleInside = () =>
    ctx.app.store.db
      .prepare<[string], { dn: string }>("SELECT dn FROM roles WHERE dn LIKE '%,' || ? ORDER BY dn LIMIT 1")
      .get(DADMIN_ROLE_CONTAINER)!.dn;

  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(() => ctx.close());

  it('answers a user their own roles only on role/list and their resources only on resource/list', async () => {
    const roles = await ctx.send<AssignmentList>('euser', 'POST', '/access/assignments/role/list?size=100', {});
    const resources = await ctx.send<AssignmentList>('euser', 'POST', '/access/assignments/resource/list?size=100', {});
    const all = await ctx.send<AssignmentList>('euser', 'POST', '/access/assignments/list?size=300', {});
    expect(roles.total).toBeGreaterThan(0);
    expect(roles.assignments.every((a) => a.entityType === 'role')).toBe(true);
    expect(resources.assignments.every((a) => a.entityType === 'resource')).toBe(true);
    expect(roles.total + resources.total).toBe(all.total);
    const direct = await ctx.send<AssignmentList>(
      'euser',
      'POST',
      '/access/assignments/role/list?size=100&onlyDirectAssignments=true',
      {},
    );
    expect(direct.assignments.every((a) => a.isDirectAssignment)).toBe(true);
  });

  it('refuses (403) the assignments of another user to an end user, and resources to a delegated role administrator', async () => {
    await ctx.send('euser', 'POST', '/access/assignments/role/list', { dn: DN.mmanager }, 403);
    await ctx.send('dadmin', 'POST', '/access/assignments/resource/list', { dn: DN.euser }, 403);
  });

  it('shows a delegated role administrator only the roles in his scope of a user he does not manage', async () => {
    const person = ctx.people(1, 20)[0]!.dn;
    const [inside, outside] = [roleInside(), roleOutside()];
    ctx.app.store.db
      .prepare(
        "INSERT INTO assignments (kind, item_dn, recipient_dn, recipient_type, assigned_at) VALUES ('role', ?, ?, 'user', 0)",
      )
      .run(inside, person);
    ctx.app.store.db
      .prepare(
        "INSERT INTO assignments (kind, item_dn, recipient_dn, recipient_type, assigned_at) VALUES ('role', ?, ?, 'user', 0)",
      )
      .run(outside, person);
    const seen = await ctx.send<AssignmentList>('dadmin', 'POST', '/access/assignments/role/list?size=100', {
      dn: person,
    });
    const ids = seen.assignments.map((a) => a.id.toLowerCase());
    expect(ids).toContain(inside.toLowerCase());
    expect(ids).not.toContain(outside.toLowerCase());
    const admin = await ctx.send<AssignmentList>('uaadmin', 'POST', '/access/assignments/role/list?size=100', {
      dn: person,
    });
    expect(admin.assignments.map((a) => a.id.toLowerCase())).toContain(outside.toLowerCase());
  });

  it("lists a container's own role assignments to administrators", async () => {
    const row = ctx.app.store.db
      .prepare<[], { container: string; role: string }>(
        'SELECT container_dn AS container, role_dn AS role FROM role_container_assignments LIMIT 1',
      )
      .get();
    if (!row) {
      await ctx.send('uaadmin', 'POST', '/access/assignments/role/list', { dn: 'ou=nowhere,o=data' }, 404);
      return;
    }
    const list = await ctx.send<AssignmentList>('uaadmin', 'POST', '/access/assignments/role/list?size=100', {
      dn: row.container,
    });
    expect(list.assignments.map((a) => a.id.toLowerCase())).toContain(row.role.toLowerCase());
    await ctx.send('euser', 'POST', '/access/assignments/role/list', { dn: row.container }, 403);
  });

  it('filters list/v2 by name and by cause, and rejects a bad flag (400)', async () => {
    const all = await ctx.send<AssignmentList>('euser', 'POST', '/access/assignments/list/v2?size=300', {});
    const first = all.assignments[0]!;
    const named = await ctx.send<AssignmentList & { assignments: { name: string }[] }>(
      'euser',
      'POST',
      `/access/assignments/list/v2?size=300&name=${encodeURIComponent((first as unknown as { name: string }).name)}`,
      {},
    );
    expect(named.assignments.map((a) => a.id)).toContain(first.id);
    expect(named.total).toBeLessThanOrEqual(all.total);
    const byGroup = await ctx.send<AssignmentList>(
      'euser',
      'POST',
      '/access/assignments/list/v2?size=300&groupAssigned=true',
      {},
    );
    expect(byGroup.assignments.every((a) => !a.isDirectAssignment)).toBe(true);
    await ctx.send('euser', 'POST', '/access/assignments/list/v2?userAssigned=maybe', {}, 400);
  });

  it('answers the caller one assignment by permission, 404 for one they do not hold, 400 without one', async () => {
    const all = await ctx.send<AssignmentList>('euser', 'POST', '/access/assignments/list?size=300', {});
    const held = all.assignments[0]!;
    const item = await ctx.send<{ id: string; causes: unknown[] }>(
      'euser',
      'POST',
      '/access/assignments/item',
      {
        id: held.id,
      },
      200,
    );
    expect(item.id).toBe(held.id);
    expect(item.causes.length).toBeGreaterThan(0);
    await ctx.send('euser', 'POST', '/access/assignments/item', { id: 'cn=none,o=data' }, 404);
    await ctx.send('euser', 'POST', '/access/assignments/item', {}, 400);
  });

  it("answers POST historylist for a named user to administrators, and refuses another's to an end user", async () => {
    const mine = await ctx.send<HistoryList>('euser', 'POST', '/access/requests/historylist?size=50', {});
    expect(mine.requests.every((r) => [r.recipient, r.requester].includes(DN.euser))).toBe(true);
    const named = await ctx.send<HistoryList>('uaadmin', 'POST', '/access/requests/historylist?size=50', {
      dn: DN.euser,
    });
    expect(named.total).toBe(mine.total);
    await ctx.send('euser', 'POST', '/access/requests/historylist', { dn: DN.mmanager }, 403);
  });

  it('answers the request history of one permission to its administrators only', async () => {
    const person = ctx.people(1, 22)[0]!.dn;
    const [inside, outside] = [roleInside(), roleOutside()];
    await ctx.requestFor('uaadmin', inside, person);
    await ctx.requestFor('uaadmin', outside, person);
    const url = (item: string) => `/access/requests/historylist/permission?size=50&item=${encodeURIComponent(item)}`;
    const ofInside = await ctx.send<HistoryList>('dadmin', 'POST', url(inside), {});
    expect(ofInside.total).toBeGreaterThan(0);
    expect(ofInside.requests.every((r) => r.entityType === 'role')).toBe(true);
    await ctx.send('dadmin', 'POST', url(outside), {}, 403);
    await ctx.send('euser', 'POST', url(inside), {}, 403);
    await ctx.send('dadmin', 'POST', '/access/requests/historylist/permission', {}, 403);
    const byRecipient = await ctx.send<HistoryList>(
      'uaadmin',
      'POST',
      '/access/requests/historylist/permission?size=50',
      {
        recipientUsers: [person],
      },
    );
    expect(byRecipient.total).toBe(2);
    await ctx.send('uaadmin', 'POST', url('cn=nothing,o=data'), {}, 404);
    await ctx.send('uaadmin', 'POST', '/access/requests/historylist/permission?type=prd', {}, 400);
  });
});
