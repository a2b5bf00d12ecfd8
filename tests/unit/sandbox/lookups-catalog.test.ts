import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROLE_DEFS,
  byNocase,
  getJson,
  lookupSandbox,
  postJson,
  q,
  subcode,
  type LookupSandbox,
} from './lookup-helpers.js';

interface RolesAnswer {
  roles: {
    id: string;
    name: string;
    description: string;
    level: number;
    categories: { id: string; name: string }[];
    owners: { id: string; name: string; type: string }[];
    subContainer: string;
  }[];
  nextIndex: number;
  arraySize: number;
  total: number;
  totalSize: number;
}
interface Container {
  dn: string;
  name: string;
  level: number;
  type: string;
}

describe('sandbox lookups: roles, categories, containers, resources, PRDs, SoDs, permissions', () => {
  let ctx: LookupSandbox;
  const roles = (query: Record<string, string | number>, path = '/catalog/roles/list') =>
    getJson<RolesAnswer>(ctx.app, `${path}?${q(query)}`, ctx.tokens.user);
  beforeAll(async () => {
    ctx = await lookupSandbox();
  });
  afterAll(async () => ctx.sb.close());

  it('roles: more than 300 matches come in pages of at most 300', async () => {
    const first = await roles({ q: 'access', size: 300 });
    expect(first.total).toBeGreaterThan(300);
    expect(first).toMatchObject({ arraySize: 300, nextIndex: 301, totalSize: first.total });
    const rest = await roles({ q: 'access', size: 300, nextIndex: 301 });
    expect(rest.roles).toHaveLength(first.total - 300);
    expect(rest.nextIndex).toBe(-1);
    expect(new Set([...first.roles, ...rest.roles].map((r) => r.id)).size).toBe(first.total);
    expect((await roles({ q: 'ACCESS', size: 301 })).roles).toHaveLength(10);
  });

  it('roles: case-insensitive on name and description, sorted by name or description both ways', async () => {
    const read = await roles({ q: 'SALESFORCE read' });
    expect(read.roles.map((r) => r.name)).toEqual(['Salesforce Read Access']);
    expect(read.roles[0]).toMatchObject({ level: 10, categories: [{ id: 'sales', name: 'Sales' }] });
    expect(read.roles[0]?.id).toBe(`cn=SalesforceReadAccess,cn=Applications,cn=Level10,${ROLE_DEFS}`);
    expect(read.roles[0]?.subContainer).toBe(`cn=Applications,cn=Level10,${ROLE_DEFS}`);
    expect((await roles({ q: 'integrations' })).total).toBe(48 * 2);
    const names = (await roles({ q: 'workday', size: 50 })).roles.map((r) => r.name);
    expect(names).toEqual([...names].sort(byNocase));
    expect((await roles({ q: 'workday', size: 50, sortOrder: 'desc' })).roles.map((r) => r.name)).toEqual(
      [...names].reverse(),
    );
    const byDescription = (await roles({ q: 'workday', size: 50, sortBy: 'description' })).roles.map(
      (r) => r.description,
    );
    expect(byDescription).toEqual([...byDescription].sort(byNocase));
  });

  it('roles: by level and categories; catalog/roles answers the same', async () => {
    const it20 = await roles({ roleLevel: 20, size: 300 });
    expect(it20.total).toBe(38);
    expect(it20.roles.every((r) => r.level === 20)).toBe(true);
    const finance = await roles({ categoryKeys: 'finance,hr', size: 300 });
    expect(finance.roles.every((r) => r.categories.some((c) => c.id === 'finance' || c.id === 'hr'))).toBe(true);
    expect(await roles({ roleLevel: 30, q: 'engineer' }, '/catalog/roles')).toEqual(
      await roles({ roleLevel: 30, q: 'engineer' }),
    );
    const owners = (await roles({ size: 300 })).roles.flatMap((r) => r.owners.map((o) => o.type));
    expect(new Set(owners)).toEqual(new Set(['user', 'group', 'team', 'container']));
    for (const bad of [{ roleLevel: 40 }, { categoryKeys: 'nope' }, { sortBy: 'owner' }, { size: 'x' }]) {
      expect(subcode(await getJson(ctx.app, `/catalog/roles/list?${q(bad)}`, ctx.tokens.user, 400))).toBe('INV_INPUT');
    }
  });

  it('role levels and categories', async () => {
    const levels = await getJson<{ roleLevels: { level: number; name: string; cn: string }[] }>(
      ctx.app,
      '/catalog/roles/levels',
      ctx.tokens.user,
    );
    expect(levels.roleLevels.map((l) => [l.level, l.name, l.cn])).toEqual([
      [10, 'Permission Role', 'Level10'],
      [20, 'IT Role', 'Level20'],
      [30, 'Business Role', 'Level30'],
    ]);
    type Categories = { categories: { id: string; name: string }[]; total: number; nextIndex: number };
    const roleCats = await getJson<Categories>(ctx.app, '/catalog/roleCategories?size=5', ctx.tokens.user);
    expect(roleCats).toMatchObject({ total: 16, nextIndex: 6 });
    expect(roleCats.categories[0]).toEqual({ id: 'cloud', name: 'Cloud' });
    const found = await getJson<Categories>(ctx.app, '/catalog/resourceCategories?q=LICEN', ctx.tokens.user);
    expect(found.categories).toEqual([{ id: 'licenses', name: 'Licenses' }]);
  });

  it('containers: the role root, its levels and their sub-containers', async () => {
    const root = await getJson<Container>(ctx.app, '/access/containers/role', ctx.tokens.user);
    expect(root).toMatchObject({ dn: ROLE_DEFS, type: 'role', level: 0 });
    type Sub = { dn: string; subContainers: Container[]; arraySize: number };
    const levels = await postJson<Sub>(ctx.app, '/access/containers/container', ctx.tokens.user, root);
    expect(levels.subContainers.map((c) => [c.name, c.level])).toEqual([
      ['Level10', 10],
      ['Level20', 20],
      ['Level30', 30],
    ]);
    const level10 = await postJson<Sub>(ctx.app, '/access/containers/container', ctx.tokens.user, {
      dn: `cn=Level10,${ROLE_DEFS}`,
    });
    expect(level10.subContainers.map((c) => c.name)).toEqual(['Applications', 'Facilities', 'Infrastructure']);
    const infra = await postJson<Sub>(ctx.app, '/access/containers/container', ctx.tokens.user, {
      dn: `cn=Infrastructure,cn=Level10,${ROLE_DEFS}`,
    });
    expect(infra.subContainers).toEqual([
      {
        dn: `cn=Cloud,cn=Infrastructure,cn=Level10,${ROLE_DEFS}`,
        name: 'Cloud',
        level: 10,
        type: 'role',
        searchScope: 'one',
      },
    ]);
    expect(
      (
        await postJson<Sub>(ctx.app, '/access/containers/container', ctx.tokens.user, {
          dn: infra.subContainers[0]?.dn,
        })
      ).arraySize,
    ).toBe(0);
    expect((await getJson<Container>(ctx.app, '/access/containers/resource', ctx.tokens.user)).name).toBe(
      'ResourceDefs',
    );
    expect(subcode(await postJson(ctx.app, '/access/containers/container', ctx.tokens.user, { dn: 'cn=x' }, 404))).toBe(
      'NOT_FOUND_JSON',
    );
    expect(subcode(await postJson(ctx.app, '/access/containers/container', ctx.tokens.user, { name: 'x' }, 400))).toBe(
      'INV_INPUT',
    );
    expect(
      subcode(await postJson(ctx.app, '/access/containers/container', ctx.tokens.user, { dn: 'x', level: 'ten' }, 400)),
    ).toBe('INV_INPUT');
  });

  it("containers: a delegated role administrator's role tree offers his scope and the way down to it", async () => {
    type Sub = { subContainers: Container[] };
    const names = async (dn: string, token: string) =>
      (await postJson<Sub>(ctx.app, '/access/containers/container', token, { dn })).subContainers.map((c) => c.name);
    const dan = ctx.tokens.roleAdmin;
    expect(await names(ROLE_DEFS, dan)).toEqual(['Level20']);
    expect(await names(`cn=Level20,${ROLE_DEFS}`, dan)).toEqual(['Systems']);
    expect(await names(`cn=Level10,${ROLE_DEFS}`, dan)).toEqual([]);
    // The administrator and end users (whose pickers show roles to request) see the whole tree.
    expect(await names(ROLE_DEFS, ctx.tokens.admin)).toEqual(['Level10', 'Level20', 'Level30']);
    expect(await names(`cn=Level10,${ROLE_DEFS}`, ctx.tokens.user)).toEqual([
      'Applications',
      'Facilities',
      'Infrastructure',
    ]);
    // Other trees are not role containers: unchanged for him.
    const root = await getJson<Container>(ctx.app, '/access/containers/user', dan);
    expect((await names(root.dn, dan)).length).toBeGreaterThan(0);
  });

  it('resources: search, categories, sort, entitlements and parameters', async () => {
    type Resources = {
      resources: {
        id: string;
        name: string;
        driver: string;
        categories: { id: string }[];
        entitlements: { id: string }[];
        resourceParameters: { id: string; dataType: string }[];
      }[];
      total: number;
      nextIndex: number;
    };
    const ad = await getJson<Resources>(
      ctx.app,
      `/catalog/resources/list?${q({ q: 'active directory group', size: 300 })}`,
      ctx.tokens.user,
    );
    expect(ad.total).toBe(9);
    expect(ad.resources.every((r) => r.driver === 'cn=Active Directory,cn=driverset1,o=system')).toBe(true);
    const any = ad.resources.find((r) => r.name === 'Any Active Directory Group');
    expect(any?.resourceParameters).toEqual([
      expect.objectContaining({ id: 'EntitlementParamKey', dataType: 'String' }),
    ]);
    const licences = await getJson<Resources>(
      ctx.app,
      '/catalog/resources?categoryKeys=licenses&size=300',
      ctx.tokens.user,
    );
    expect(licences.resources.every((r) => r.categories.some((c) => c.id === 'licenses'))).toBe(true);
    const laptop = await getJson<Resources>(ctx.app, '/catalog/resources?q=laptop', ctx.tokens.user);
    expect(laptop.resources[0]?.resourceParameters[0]).toMatchObject({ id: 'Model', dataType: 'List' });
    const all = await getJson<Resources>(ctx.app, '/catalog/resources/list?size=300&sortOrder=desc', ctx.tokens.user);
    expect(all.total).toBe(73);
    expect(all.resources[0]?.name.localeCompare(all.resources[72]?.name ?? '')).toBe(1);
  });

  it('PRDs by process type, searched and sorted', async () => {
    type Prds = { requestDefs: { id: string; name: string; processType: string }[]; total: number };
    const role = await getJson<Prds>(ctx.app, `/catalog/prds?${q({ processType: 'role approval' })}`, ctx.tokens.user);
    expect(role.total).toBe(5);
    expect(role.requestDefs.every((p) => p.processType === 'Role Approval')).toBe(true);
    expect(role.requestDefs[0]?.id).toMatch(/,cn=RequestDefs,cn=AppConfig,/);
    expect((await getJson<Prds>(ctx.app, '/catalog/prds?size=300', ctx.tokens.user)).total).toBe(19);
    expect(
      (await getJson<Prds>(ctx.app, '/catalog/prds?q=LAPTOP', ctx.tokens.user)).requestDefs.map((p) => p.name),
    ).toEqual(['Request New Laptop']);
  });

  it('SoDs: every signed-in user reads them (the cart’s SoD pre-check)', async () => {
    type Sods = { sods: { name: string; roles: { id: string; name: string }[] }[]; total: number };
    const all = await getJson<Sods>(ctx.app, '/catalog/sods?size=300', ctx.tokens.admin);
    expect(all.total).toBe(30);
    expect(all.sods.every((s) => s.roles.length === 2)).toBe(true);
    const payroll = await getJson<Sods>(ctx.app, '/catalog/sods?q=payroll', ctx.tokens.roleAdmin);
    expect(payroll.total).toBe(2);
    expect((await getJson<Sods>(ctx.app, '/catalog/sods?size=300', ctx.tokens.user)).total).toBe(30);
  });

  it('permissions: the index by type, by name or relevance, with proxyUser checked', async () => {
    type Permissions = {
      permissions: { name: string; entityType: string; categories: string[] }[];
      total: number;
      nextIndex: number;
    };
    const get = (query: string, token = ctx.tokens.user, status = 200) =>
      getJson<Permissions>(ctx.app, `/access/permissions?${query}`, token, status);
    const everything = await get('size=1');
    expect(everything.total).toBe(422 + 73 + 19);
    const roleOrResource = await get('q=sales&type=ROLE&type=RESOURCE&size=300');
    expect(new Set(roleOrResource.permissions.map((p) => p.entityType))).toEqual(new Set(['ROLE', 'RESOURCE']));
    expect(roleOrResource.permissions[0]?.name.toLowerCase().startsWith('sales')).toBe(true);
    const byName = await get('q=sales&type=ROLE&sortByName=true&size=300');
    const names = byName.permissions.map((p) => p.name);
    expect(names).toEqual([...names].sort(byNocase));
    expect((await get('type=prd&size=300')).total).toBe(19);
    expect(subcode(await get('type=GROUP', ctx.tokens.user, 400))).toBe('INV_INPUT');
    expect(
      subcode(await get(`proxyUser=${encodeURIComponent('cn=mmanager,ou=users,o=data')}`, ctx.tokens.user, 403)),
    ).toBe('SECURITY_EXCEPTION');
    expect(
      (await get(`proxyUser=${encodeURIComponent('cn=mmanager,ou=users,o=data')}&size=2`, ctx.tokens.proxy)).nextIndex,
    ).toBe(3);
  });
});
