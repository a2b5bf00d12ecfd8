import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportedLocale } from '../../../demo/server/routes/shell-locale.js';
import { faultOf, passwordToken, restGet, restSend, startSandbox, type TestSandbox } from './helpers.js';

const EDDIE = 'cn=euser,ou=users,o=data';

describe('POST access/ulp/l10n/listLocales', () => {
  let sb: TestSandbox;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    sb = await startSandbox();
    for (const cn of ['euser', 'uaadmin', 'dadmin']) tokens[cn] = await passwordToken(sb.app, cn);
  });
  afterAll(async () => sb.close());

  const userLocale = async (cn: string) =>
    (await restGet(sb.app, '/access/supportedlocales/userlocale', tokens[cn] ?? '')).json() as string;
  const save = (cn: string, body: unknown) =>
    restSend(sb.app, 'POST', '/access/ulp/l10n/listLocales', tokens[cn] ?? '', body);

  it("saves the caller's preferred locale (200), which userlocale answers afterwards", async () => {
    expect(await userLocale('euser')).toBe('en');
    const res = await save('euser', { userDN: EDDIE, userPreferredLocales: ['ar'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userDN: EDDIE, userPreferredLocales: ['ar'] });
    expect(await userLocale('euser')).toBe('ar');
    await save('euser', { userDN: EDDIE.toUpperCase(), userPreferredLocales: ['de-DE'], localeKey: 'ignored' });
    expect(await userLocale('euser')).toBe('de');
    await save('euser', { userDN: EDDIE, userPreferredLocales: ['en'] });
  });

  it('refuses unsupported locales and malformed bodies with 400 INV_INPUT', async () => {
    for (const body of [
      { userDN: EDDIE, userPreferredLocales: ['xx'] },
      { userDN: EDDIE, userPreferredLocales: [] },
      { userDN: EDDIE, userPreferredLocales: 'de' },
      { userPreferredLocales: ['de'] },
      { userDN: EDDIE, userPreferredLocales: [42] },
    ]) {
      const res = await save('euser', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(faultOf(res).Fault.Code.Subcode.Value).toBe('INV_INPUT');
    }
  });

  it("lets administrators set anyone's locale, nobody else (403); unknown users are 404", async () => {
    const other = await save('dadmin', { userDN: EDDIE, userPreferredLocales: ['fr'] });
    expect(other.statusCode).toBe(403);
    expect(faultOf(other).Fault.Code.Subcode.Value).toBe('SECURITY_EXCEPTION');
    const admin = await save('uaadmin', { userDN: EDDIE, userPreferredLocales: ['fr'] });
    expect(admin.statusCode).toBe(200);
    expect(await userLocale('euser')).toBe('fr');
    const unknown = await save('uaadmin', { userDN: 'cn=nobody,o=data', userPreferredLocales: ['fr'] });
    expect(unknown.statusCode).toBe(404);
  });

  it("needs the anti-CSRF header like every mutation of the console's cookie session", async () => {
    const res = await sb.app.inject({
      method: 'POST',
      url: '/IDMProv/rest/access/ulp/l10n/listLocales',
      headers: {
        authorization: `Bearer ${tokens.euser}`,
        'content-type': 'application/json',
        host: 'sandbox.test:8180',
      },
      cookies: { MFSSO_IDMDASH: `Bearer,${tokens.euser}` },
      payload: JSON.stringify({ userDN: EDDIE, userPreferredLocales: ['de'] }),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('supportedLocale', () => {
  it('maps variants and Java names to the supported locales', () => {
    expect(['en', 'de_DE', 'fr-CA', 'iw', 'HE', 'ar-EG'].map(supportedLocale)).toEqual([
      'en',
      'de',
      'fr',
      'he',
      'he',
      'ar',
    ]);
    expect(supportedLocale('es')).toBeUndefined();
    expect(supportedLocale('')).toBeUndefined();
  });
});
