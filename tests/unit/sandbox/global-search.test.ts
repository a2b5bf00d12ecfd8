import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DADMIN_ROLE_CONTAINER } from '../../../demo/server/db/seed/catalog-role-admin.js';
import { accessSandbox, type Account, type AccessSandbox } from './access-helpers.js';

interface Found {
  entityList: { dn: string; attributes: { key: string; attributeValues: { $: string }[] }[] }[];
  totalCount: number;
  nextIndex: number;
}

describe('sandbox: global search (POST access/query/global, key search)', () => {
  let ctx: AccessSandbox;
  const search = (as: Account, q: string, more: { key: string; values: string[] }[] = [], status = 200) =>
    ctx.send<Found>(
      as,
      'POST',
      '/access/query/global',
      { key: 'search', parameters: [{ key: 'q', values: [q] }, ...more] },
      status,
    );
  const typesOf = (found: Found) =>
    new Set(found.entityList.map((e) => e.attributes.find((a) => a.key === 'entityType')!.attributeValues[0]!.$));

  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(() => ctx.close());

  it('finds every kind for an administrator: people, roles, resources, groups, teams, SoD rules, request definitions', async () => {
    const texts = { user: 'ser', role: 'ion', resource: 'ion', group: 'ion', team: 'ion', sod: 'versus', prd: 'ion' };
    for (const [type, text] of Object.entries(texts)) {
      const found = await search('uaadmin', text, [{ key: 'types', values: [type] }]);
      expect(found.totalCount, type).toBeGreaterThan(0);
      expect(typesOf(found)).toEqual(new Set([type]));
    }
    const some = await search('uaadmin', 'ion', [
      { key: 'perType', values: ['1'] },
      { key: 'size', values: ['300'] },
    ]);
    expect(typesOf(some)).toEqual(new Set(['role', 'resource', 'group', 'team', 'prd']));
    expect(some.entityList).toHaveLength(5);
  });

  it('matches a text of three characters or more anywhere, as the lists do; a shorter one at the start of a name', async () => {
    const names = async (q: string) =>
      (await search('uaadmin', q, [{ key: 'types', values: ['role'] }])).entityList.map(
        (e) => e.attributes.find((a) => a.key === 'name')!.attributeValues[0]!.$,
      );
    const inside = await names('ccount');
    expect(inside).toContain('Email Account');
    expect(inside.every((name) => /ccount/i.test(name))).toBe(true);
    const starts = await names('em');
    expect(starts).toContain('Email Account');
    expect(starts.every((name) => /^em/i.test(name))).toBe(true);
  });

  it('finds a role by its new name at once after a rename, and no more by the old one', async () => {
    const db = ctx.app.store.db;
    const row = db.prepare("SELECT dn, names FROM roles WHERE json_extract(names, '$.en') = 'Email Account'").get() as {
      dn: string;
      names: string;
    };
    db.prepare('UPDATE roles SET names = ? WHERE dn = ?').run(JSON.stringify({ en: 'Quasar Mailbox' }), row.dn);
    try {
      expect((await search('uaadmin', 'quasar', [{ key: 'types', values: ['role'] }])).totalCount).toBe(1);
      const old = await search('uaadmin', 'Email Acc', [{ key: 'types', values: ['role'] }]);
      expect(
        old.entityList.map((e) => e.attributes.find((a) => a.key === 'name')!.attributeValues[0]!.$),
      ).not.toContain('Email Account');
    } finally {
      db.prepare('UPDATE roles SET names = ? WHERE dn = ?').run(row.names, row.dn);
    }
  });

  it('tells look-alikes apart: a person’s e-mail, a role’s level', async () => {
    const person = (await search('uaadmin', 'euser', [{ key: 'types', values: ['user'] }])).entityList[0]!;
    expect(person.attributes.find((a) => a.key === 'email')?.attributeValues[0]?.$).toMatch(/@/);
    const role = (await search('uaadmin', 'ion', [{ key: 'types', values: ['role'] }])).entityList[0]!;
    expect(role.attributes.find((a) => a.key === 'level')?.attributeValues[0]?.$).toMatch(/^\d+$/);
  });

  it('finds people, roles and resources for an administrator, paged', async () => {
    const found = await search('uaadmin', 'a', [{ key: 'size', values: ['300'] }]);
    expect(typesOf(found)).toContain('user');
    for (const type of ['role', 'resource'])
      expect(typesOf(await search('uaadmin', 'a', [{ key: 'types', values: [type] }]))).toEqual(new Set([type]));
    const page = await search('uaadmin', 'a', [{ key: 'size', values: ['5'] }]);
    expect(page.entityList).toHaveLength(5);
    expect(page.nextIndex).toBe(6);
    expect(page.totalCount).toBe(found.totalCount);
  });

  it('finds no administration objects for an end user', async () => {
    const found = await search('euser', 'ion', [{ key: 'size', values: ['300'] }]);
    expect(typesOf(found)).toEqual(new Set([]));
    expect(typesOf(await search('euser', 'ser'))).toEqual(new Set(['user']));
    for (const type of ['role', 'resource', 'group', 'sod', 'prd'])
      expect((await search('euser', 'ion', [{ key: 'types', values: [type] }])).totalCount, type).toBe(0);
  });

  it('finds a delegated role administrator only the roles in his scope', async () => {
    const found = await search('dadmin', 'Administrator', [
      { key: 'types', values: ['role', 'resource'] },
      { key: 'size', values: ['300'] },
    ]);
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.entityList.every((e) => e.dn.toLowerCase().endsWith(DADMIN_ROLE_CONTAINER.toLowerCase()))).toBe(true);
    expect((await search('uaadmin', 'ion', [{ key: 'types', values: ['role'] }])).totalCount).toBeGreaterThan(
      (await search('dadmin', 'ion', [{ key: 'types', values: ['role'] }])).totalCount,
    );
    expect((await search('dadmin', 'ion', [{ key: 'types', values: ['group'] }])).totalCount).toBe(0);
  });

  it('answers 400 without a text or with an unknown type', async () => {
    await search('euser', '', [], 400);
    await search('euser', 'a', [{ key: 'types', values: ['password'] }], 400);
    await search('euser', 'a', [{ key: 'perType', values: ['0'] }], 400);
    await search('euser', 'a', [{ key: 'size', values: ['many'] }], 400);
  });
});
