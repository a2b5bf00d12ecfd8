import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  byNocase,
  AD_DRIVER,
  AD_GROUP,
  getJson,
  lookupSandbox,
  postJson,
  q,
  subcode,
  type LookupSandbox,
} from './lookup-helpers.js';

interface Values {
  entitlementValues: { value: string; valueDisplayName: string; entitlementName: string }[];
  nextIndex: number;
  arraySize: number;
  total: number;
}

describe('sandbox lookups: drivers, entitlements, entitlement values, DirXML drivers', () => {
  let ctx: LookupSandbox;
  const values = (
    query: Record<string, string | number>,
    body: unknown = { id: AD_DRIVER, entitlements: [{ id: AD_GROUP }] },
  ) => postJson<Values>(ctx.app, `/catalog/drivers/entitlementValues/listV2?${q(query)}`, ctx.tokens.admin, body);
  beforeAll(async () => {
    ctx = await lookupSandbox();
  });
  afterAll(async () => ctx.sb.close());

  it('catalog/drivers: the drivers with entitlements, searched and paged', async () => {
    type Drivers = { drivers: { id: string; name: string }[]; total: number; nextIndex: number };
    const all = await getJson<Drivers>(ctx.app, '/catalog/drivers?size=300', ctx.tokens.admin);
    expect(all.total).toBe(12);
    expect(all.drivers[0]).toMatchObject({ id: AD_DRIVER, name: 'Active Directory' });
    expect(
      (await getJson<Drivers>(ctx.app, '/catalog/drivers?q=sap', ctx.tokens.admin)).drivers.map((d) => d.name),
    ).toEqual(['SAP ERP']);
    expect(await getJson<Drivers>(ctx.app, '/catalog/drivers?size=3&nextIndex=11', ctx.tokens.admin)).toMatchObject({
      nextIndex: -1,
    });
  });

  it("catalog/drivers/driver: a driver's entitlements, cprsSupported narrows them", async () => {
    type Driver = {
      id: string;
      entitlements: { id: string; displayName: string; paramLogicSystem: string; views: unknown[] }[];
    };
    const ad = await postJson<Driver>(ctx.app, '/catalog/drivers/driver', ctx.tokens.admin, {
      id: AD_DRIVER,
      name: 'Active Directory',
    });
    expect(ad.entitlements.map((e) => e.displayName)).toEqual(['Exchange Mailbox', 'Group', 'User Account']);
    const cprs = await postJson<Driver>(ctx.app, '/catalog/drivers/driver?cprsSupported=true', ctx.tokens.admin, {
      id: AD_DRIVER,
    });
    expect(cprs.entitlements.map((e) => e.displayName)).toEqual(['Group', 'User Account']);
    const sap = await postJson<Driver>(ctx.app, '/catalog/drivers/driver', ctx.tokens.admin, {
      id: 'cn=SAP ERP,cn=driverset1,o=system',
    });
    expect(sap.entitlements.find((e) => e.displayName === 'Role')?.paramLogicSystem).toBe('PRD-100');
    expect(subcode(await postJson(ctx.app, '/catalog/drivers/driver', ctx.tokens.admin, { id: 'cn=nope' }, 404))).toBe(
      'NOT_FOUND_JSON',
    );
    expect(
      subcode(
        await postJson(ctx.app, '/catalog/drivers/driver?cprsSupported=yes', ctx.tokens.admin, { id: AD_DRIVER }, 400),
      ),
    ).toBe('INV_INPUT');
  });

  it('entitlement values: more than 300, in pages of at most 300, searched case-insensitively', async () => {
    const first = await values({ query: '', pageSize: 300, nextIndex: 1 });
    expect(first).toMatchObject({ total: 420, arraySize: 300, nextIndex: 301 });
    const rest = await values({ query: '*', pageSize: 300, nextIndex: 301 });
    expect(rest).toMatchObject({ arraySize: 120, nextIndex: -1 });
    const names = [...first.entitlementValues, ...rest.entitlementValues].map((v) => v.valueDisplayName);
    expect(names).toEqual([...names].sort(byNocase));
    const finance = await values({ query: 'FINANCE share', pageSize: 50 });
    expect(finance.total).toBeGreaterThan(0);
    expect(finance.entitlementValues.every((v) => v.valueDisplayName.startsWith('Finance Share'))).toBe(true);
    expect(finance.entitlementValues[0]?.value).toMatch(/^cn=Finance-Share-\d\d,ou=Groups,dc=acme,dc=com$/);
    expect((await values({ pageSize: 0 })).arraySize).toBe(10);
    const wholeDriver = await values({ pageSize: 1 }, { id: AD_DRIVER });
    expect(wholeDriver.total).toBe(420);
    expect(
      subcode(
        await postJson(
          ctx.app,
          '/catalog/drivers/entitlementValues/listV2?pageSize=x',
          ctx.tokens.admin,
          { id: AD_DRIVER },
          400,
        ),
      ),
    ).toBe('INV_INPUT');
    expect(
      subcode(
        await postJson(
          ctx.app,
          '/catalog/drivers/entitlementValues/listV2',
          ctx.tokens.admin,
          { entitlements: [] },
          400,
        ),
      ),
    ).toBe('INV_INPUT');
  });

  it('admin/driver: every DirXML driver, administrators only', async () => {
    type Dirxml = { drivers: { dn: string; name: string; guid: string }[] };
    const all = await getJson<Dirxml>(ctx.app, '/admin/driver', ctx.tokens.admin);
    expect(all.drivers).toHaveLength(16);
    expect(all.drivers.map((d) => d.name)).toContain('User Application Driver');
    expect(all.drivers[0]?.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(subcode(await getJson(ctx.app, '/admin/driver', ctx.tokens.roleAdmin, 403))).toBe('SECURITY_EXCEPTION');
  });

  it('drivers, entitlements and values need the resource domain: 403 for end users and role-only administrators', async () => {
    for (const token of [ctx.tokens.user, ctx.tokens.roleAdmin]) {
      expect(subcode(await getJson(ctx.app, '/catalog/drivers', token, 403))).toBe('SECURITY_EXCEPTION');
      expect(subcode(await postJson(ctx.app, '/catalog/drivers/driver', token, { id: AD_DRIVER }, 403))).toBe(
        'SECURITY_EXCEPTION',
      );
      expect(
        subcode(await postJson(ctx.app, '/catalog/drivers/entitlementValues/listV2', token, { id: AD_DRIVER }, 403)),
      ).toBe('SECURITY_EXCEPTION');
    }
  });
});
