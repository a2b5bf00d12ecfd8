import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultOf, passwordToken, restGet, restSend, startSandbox, type TestSandbox } from './helpers.js';

/**
 * The max user search (spec sections 8 and 9; issue 34 item 14) is the client's customization setting: the
 * configuration administrator sets it in client settings, checked by the shared rules; the user search honours it.
 */
type Setting = { key: string; sectionKey: string; value: unknown };

describe('max user search: a client setting', () => {
  let sb: TestSandbox;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    sb = await startSandbox();
    admin = await passwordToken(sb.app, 'uaadmin');
    user = await passwordToken(sb.app, 'euser');
  }, 120_000);
  afterAll(() => sb.close());

  const customization = async (): Promise<Setting[]> => {
    const res = await restGet(sb.app, '/access/config/custom?client=1', admin);
    expect(res.statusCode).toBe(200);
    return (res.json() as { settings: Setting[] }).settings;
  };
  const withMax = (settings: Setting[], value: unknown) => [
    ...settings.filter((s) => s.key !== 'maxUserSearch'),
    { key: 'maxUserSearch', sectionKey: 'customization', value },
  ];

  it('is read with the section, 10000 until set', async () => {
    expect((await customization()).find((s) => s.key === 'maxUserSearch')?.value).toBe(10000);
  });

  it('refuses what is not a whole number from 1 to 1000000 with a 400 Fault naming the field', async () => {
    const settings = await customization();
    for (const value of ['many', 0, 1.5, 2_000_000]) {
      const res = await restSend(sb.app, 'POST', '/access/config/custom?client=1', admin, {
        settings: withMax(settings, value),
      });
      expect(res.statusCode, String(value)).toBe(400);
      expect(faultOf(res).Fault.Reason.Text).toMatch(/^Invalid input: maxUserSearch: /);
    }
  });

  it('only a configuration administrator sets it', async () => {
    const res = await restSend(sb.app, 'POST', '/access/config/custom?client=1', user, {
      settings: withMax(await customization(), 5),
    });
    expect(res.statusCode).toBe(403);
  });

  it('once set, a user search matching more users answers the count and no users', async () => {
    const saved = await restSend(sb.app, 'POST', '/access/config/custom?client=1', admin, {
      settings: withMax(await customization(), 5),
    });
    expect(saved.statusCode, saved.body.slice(0, 200)).toBe(200);
    const res = await restGet(sb.app, '/access/users/list?q=a&size=10&clientId=1', user);
    const body = res.json() as { usersList: unknown[]; totalCount: number; maxUserSearch: number };
    expect(body.maxUserSearch).toBe(5);
    expect(body.totalCount).toBeGreaterThan(5);
    expect(body.usersList).toEqual([]);
  });
});
