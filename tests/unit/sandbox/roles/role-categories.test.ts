import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessSandbox, type AccessSandbox } from '../access-helpers.js';

/** Role categories: list (contract), create and delete (sandbox, README "Roles and separation of duties"). */
interface Categories {
  categories: { id: string; name: string }[];
  total: number;
}
interface Fault {
  Fault: { Code: { Subcode: { Value: string } }; Reason: { Text: string } };
}

describe('sandbox: role categories', () => {
  let ctx: AccessSandbox;
  const named = async (q: string) =>
    (await ctx.get<Categories>('uaadmin', `/catalog/roleCategories?q=${encodeURIComponent(q)}`)).categories;

  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(async () => ctx.close());

  it('an administrator creates a category, gives it to a role, and deletes it: the role loses it', async () => {
    const id = await ctx.send<string>('uaadmin', 'POST', '/catalog/roles/category', { name: 'Field Service' }, 200);
    expect(id).toBe('field-service');
    expect(await named('Field Service')).toEqual([{ id: 'field-service', name: 'Field Service' }]);

    const role = ctx.dnOf('roles', 'Backup Operator');
    await ctx.send('uaadmin', 'PUT', '/catalog/roles/role', { id: role, categories: [{ id: 'field-service' }] });
    const inCategory = await ctx.get<{ roles: { name: string }[] }>(
      'uaadmin',
      '/catalog/roles?categoryKeys=field-service',
    );
    expect(inCategory.roles.map((r) => r.name)).toEqual(['Backup Operator']);

    const deleted = await ctx.send<Categories>('uaadmin', 'DELETE', '/catalog/roles/category', {
      categories: [{ id: 'field-service' }],
    });
    expect(deleted.categories).toEqual([{ id: 'field-service', name: 'Field Service' }]);
    expect(await named('Field Service')).toEqual([]);
    const details = await ctx.send<{ roles: { categories: { id: string }[] }[] }>(
      'uaadmin',
      'POST',
      '/catalog/roles/role',
      { roles: [{ id: role }] },
    );
    expect(details.roles[0]!.categories.map((c) => c.id)).not.toContain('field-service');
  });

  it('a bad, duplicate or unknown name is a 400 Fault; people who are not administrators get 403', async () => {
    const bad = async (method: 'POST' | 'DELETE', body: unknown) =>
      (await ctx.send<Fault>('uaadmin', method, '/catalog/roles/category', body, 400)).Fault;
    expect((await bad('POST', {})).Reason.Text).toBe('Invalid input: name is required.');
    expect((await bad('POST', { name: 'a<b' })).Code.Subcode.Value).toBe('XSS_VALIDATION_FAILURE');
    expect((await bad('POST', { name: 42 })).Reason.Text).toBe('Invalid input: name must be text.');
    const duplicate = await bad('POST', { name: 'human resources' });
    expect([duplicate.Code.Subcode.Value, duplicate.Reason.Text]).toEqual([
      'EXISTING_ENTITY',
      'Invalid input: a role category named human resources exists already.',
    ]);
    expect((await bad('DELETE', { categories: [{ id: 'no-such' }] })).Reason.Text).toBe(
      'Invalid input: categories[0].id is not a role category.',
    );
    expect((await bad('DELETE', { categories: [] })).Reason.Text).toBe(
      'Invalid input: categories needs at least one category.',
    );
    for (const as of ['dadmin', 'euser'] as const) {
      await ctx.send(as, 'POST', '/catalog/roles/category', { name: 'Not Mine' }, 403);
      await ctx.send(as, 'DELETE', '/catalog/roles/category', { categories: [{ id: 'hr' }] }, 403);
    }
    expect(await named('Human Resources')).toEqual([{ id: 'hr', name: 'Human Resources' }]);
  });
});
