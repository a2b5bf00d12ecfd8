import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, REST, passwordToken, restGet, startSandbox, type FaultJson, type TestSandbox } from './helpers.js';

const CSRF = 'csrf-locale-kit';

describe('localisation kit (access/ulp/l10n…)', () => {
  let sb: TestSandbox;
  let admin: string;
  let dadmin: string;
  beforeAll(async () => {
    sb = await startSandbox();
    admin = await passwordToken(sb.app, 'uaadmin');
    dadmin = await passwordToken(sb.app, 'dadmin');
  });
  afterAll(async () => sb.close());

  const put = (locale: string, text: string, token = admin) =>
    sb.app.inject({
      method: 'PUT',
      url: `${REST}/access/ulp/l10n/${locale}.properties`,
      headers: {
        authorization: `Bearer ${token}`,
        host: HOST,
        netiq_idm_rbpm_acsrf: CSRF,
        'content-type': 'text/plain; charset=utf-8',
      },
      cookies: { netiq_idm_rbpm_acsrf: CSRF },
      payload: text,
    });
  const menu = async (locale: string) => {
    const res = await sb.app.inject({
      method: 'POST',
      url: `${REST}/access/info/user/navigationmenu`,
      headers: {
        authorization: `Bearer ${admin}`,
        host: HOST,
        'accept-language': locale,
        netiq_idm_rbpm_acsrf: CSRF,
        'content-type': 'application/json',
      },
      cookies: { netiq_idm_rbpm_acsrf: CSRF },
      payload: '{}',
    });
    const items = (res.json() as { menuItems: { mapName: string; menuName: string; subMenuList?: unknown[] }[] })
      .menuItems;
    return items.flatMap((i) => [i, ...((i.subMenuList ?? []) as typeof items)]);
  };

  it('lists the locales and answers a locale file with every menu name', async () => {
    const list = (await restGet(sb.app, '/access/ulp/l10n/list', admin)).json() as { locales: { localeKey: string }[] };
    expect(list.locales.map((l) => l.localeKey)).toEqual(['en', 'de', 'fr', 'ar', 'he']);
    const file = await sb.app.inject({
      method: 'GET',
      url: `${REST}/access/ulp/l10n/de.properties`,
      headers: { authorization: `Bearer ${admin}`, host: HOST, accept: 'text/plain' },
    });
    expect(file.headers['content-type']).toMatch(/^text\/plain/);
    expect(file.body).toContain('menu.tasks=Aufgaben');
    expect(file.body).toContain('menu.emailapproval=');
  });

  it('takes an upload whose names the menu shows from then on', async () => {
    const res = await put('de', '# mine\nmenu.tasks = Meine Aufgaben\n');
    expect(res.statusCode, res.body).toBe(204);
    expect((await menu('de')).find((i) => i.mapName === 'tasks')?.menuName).toBe('Meine Aufgaben');
    expect((await menu('en')).find((i) => i.mapName === 'tasks')?.menuName).toBe('Tasks');
    const file = (await restGet(sb.app, '/access/ulp/l10n/de.properties', admin)).json() as string;
    expect(file).toContain('menu.tasks=Meine Aufgaben');
    const list = (await restGet(sb.app, '/access/ulp/l10n/list', admin)).json() as {
      locales: { localeKey: string; modifiedLocale: string }[];
    };
    expect(list.locales.find((l) => l.localeKey === 'de')?.modifiedLocale).not.toBe('');
  });

  it('refuses malformed files, unknown keys, empty values, large files, unknown locales and non-administrators', async () => {
    for (const [locale, text, reason] of [
      ['de', 'justaword', /not a key=value line/],
      ['de', 'menu.nothing=Nichts', /unknown key "menu.nothing"/],
      ['de', 'menu.tasks=', /value of "menu.tasks"/],
      ['de', 'menu.tasks=A\nmenu.tasks=B', /given twice/],
      ['de', '', /no key=value line/],
      ['de', `menu.tasks=${'x'.repeat(70_000)}`, /larger than 64 KB/],
      ['xx', 'menu.tasks=A', /no locale xx/],
    ] as const) {
      const res = await put(locale, text);
      expect(res.statusCode, text.slice(0, 40)).toBe(400);
      expect((res.json() as FaultJson).Fault.Reason.Text).toMatch(reason);
    }
    expect((await put('de', 'menu.tasks=X', dadmin)).statusCode).toBe(403);
    expect((await restGet(sb.app, '/access/ulp/l10n/list', dadmin)).statusCode).toBe(403);
    // Everyone reads a locale's file: it holds the landing page's names too.
    expect((await restGet(sb.app, '/access/ulp/l10n/de.properties', dadmin)).statusCode).toBe(200);
    expect((await menu('de')).find((i) => i.mapName === 'tasks')?.menuName).toBe('Meine Aufgaben');
  });

  it('shows the new menu entries to administrators only', async () => {
    const names = (await menu('en')).map((i) => i.mapName);
    expect(names).toEqual(expect.arrayContaining(['emailapproval', 'localekit']));
    const res = await sb.app.inject({
      method: 'POST',
      url: `${REST}/access/info/user/navigationmenu`,
      headers: { authorization: `Bearer ${dadmin}`, host: HOST, netiq_idm_rbpm_acsrf: CSRF },
      cookies: { netiq_idm_rbpm_acsrf: CSRF },
      payload: {},
    });
    expect(res.body).not.toMatch(/emailapproval|localekit/);
  });
});
