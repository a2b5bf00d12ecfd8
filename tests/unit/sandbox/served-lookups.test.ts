import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_DRIVER } from './lookup-helpers.js';
import { DN, accessSandbox, type AccessSandbox } from './access-helpers.js';

describe('sandbox: catalog user search, security equivalence, entitlement view values, resource assignment columns', () => {
  let ctx: AccessSandbox;
  const one = <T>(sql: string): T => ctx.app.store.db.prepare<[], T>(sql).get()!;

  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(() => ctx.close());

  it('searches users by name, sorted and paged, within the limit', async () => {
    const page = await ctx.get<{ users: { id: string; cn: string; lastName: string }[]; nextIndex: number }>(
      'euser',
      '/catalog/users?q=e&size=3&sortBy=lastName',
    );
    expect(page.users).toHaveLength(3);
    const names = page.users.map((u) => u.lastName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(page.nextIndex).toBe(4);
    const capped = await ctx.get<{ users: unknown[]; nextIndex: number }>('euser', '/catalog/users?q=e&size=3&limit=2');
    expect(capped.users).toHaveLength(2);
    expect(capped.nextIndex).toBe(-1);
    const self = await ctx.get<{ users: { id: string }[] }>('euser', '/catalog/users?q=euser');
    expect(self.users.map((u) => u.id)).toContain(DN.euser);
    await ctx.get('euser', '/catalog/users?sortBy=password', 400);
  });

  it('says whether the caller is equivalent to each principal: self, container and above yes, another user no', async () => {
    const answer = await ctx.send<{ navPageRights: { key: string; value: string }[]; areaDefault: string }>(
      'euser',
      'POST',
      '/access/info/user/equivalent',
      { principals: [DN.euser, 'ou=users,o=data', 'o=data', DN.mmanager] },
      200,
    );
    expect(answer.navPageRights.map((r) => r.value)).toEqual(['true', 'true', 'true', 'false']);
    const none = await ctx.send<{ areaDefault: string }>(
      'euser',
      'POST',
      '/access/info/user/equivalent',
      { principals: [DN.mmanager] },
      200,
    );
    expect(none.areaDefault).toBe('false');
    await ctx.send('euser', 'POST', '/access/info/user/equivalent', { principals: [] }, 400);
  });

  it("answers an entitlement view's values with their display names to resource administrators only", async () => {
    const group = one<{ dn: string }>(
      `SELECT dn FROM entitlements WHERE driver_dn = '${AD_DRIVER}' AND name = 'Group'`,
    ).dn;
    const count = one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM entitlement_values WHERE entitlement_dn = '${group}'`,
    ).n;
    const answer = await ctx.send<{ id: string; views: { id: string; displayName: string }[] }>(
      'uaadmin',
      'POST',
      '/catalog/drivers/entitlementViewValues/list',
      { viewID: `${group}#view` },
      200,
    );
    expect(answer.id).toBe(group);
    expect(answer.views).toHaveLength(count);
    expect(answer.views.every((v) => v.displayName !== '')).toBe(true);
    await ctx.send('uaadmin', 'POST', '/catalog/drivers/entitlementViewValues/list', { viewID: 'nope' }, 400);
    await ctx.send('dadmin', 'POST', '/catalog/drivers/entitlementViewValues/list', { viewID: `${group}#view` }, 403);
    await ctx.send('euser', 'POST', '/catalog/drivers/entitlementViewValues/list', { viewID: `${group}#view` }, 403);
  });

  it("answers a resource's assignment columns with one per visible parameter, to resource administrators", async () => {
    const withParam = one<{ dn: string; key: string }>(
      'SELECT resource_dn AS dn, key FROM resource_parameters WHERE hidden = 0 ORDER BY resource_dn LIMIT 1',
    );
    const answer = await ctx.send<{ columns: { key: string }[] }>(
      'uaadmin',
      'POST',
      '/access/entities/resource/assignments/columns',
      { dn: withParam.dn },
      200,
    );
    const keys = answer.columns.map((c) => c.key);
    expect(keys).toContain('recipientFullName');
    expect(keys).toContain(withParam.key);
    const fixed = await ctx.send<{ columns: { key: string }[] }>(
      'uaadmin',
      'POST',
      '/access/entities/resource/assignments/columns',
      {},
      200,
    );
    expect(fixed.columns.map((c) => c.key)).not.toContain(withParam.key);
    await ctx.send('uaadmin', 'POST', '/access/entities/resource/assignments/columns', { dn: 'cn=none,o=data' }, 404);
    await ctx.send('dadmin', 'POST', '/access/entities/resource/assignments/columns', { dn: withParam.dn }, 403);
  });
});
