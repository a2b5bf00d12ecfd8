import { afterEach, describe, expect, it } from 'vitest';
import { BASIC, HOST, restGet, startSandbox, type TestSandbox } from './helpers.js';

const TOKEN = '/osp/a/idm/auth/oauth2/token';
const LOGIN = '/osp/a/idm/auth/app/login';
const lockout = (seconds: number) => `Too many failed sign-ins with this user name. Try again in ${seconds} seconds.`;

describe('sandbox: sign-in throttling and intruder detection', () => {
  let sb: TestSandbox;
  afterEach(async () => sb.close());

  const grant = (username: string, password: string, remoteAddress = '127.0.0.1') =>
    sb.app.inject({
      method: 'POST',
      url: TOKEN,
      remoteAddress,
      headers: { authorization: BASIC, host: HOST },
      payload: { grant_type: 'password', username, password },
    });
  const form = (username: string, password: string, remoteAddress = '127.0.0.1') =>
    sb.app.inject({
      method: 'POST',
      url: LOGIN,
      remoteAddress,
      headers: { host: HOST },
      payload: { username, password },
    });
  const description = async (username: string, password: string) =>
    ((await grant(username, password)).json() as { error_description: string }).error_description;

  it('password grant: 60 wrong passwords, then the right one is refused with the lockout message; after the lockout it works', async () => {
    sb = await startSandbox();
    for (let i = 0; i < 60; i += 1) expect((await grant('euser', `wrong-${i}`)).statusCode).toBe(400);
    const refused = await grant('euser', 'Passw0rd');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'invalid_grant', error_description: lockout(30) });
    sb.clock.now += 31_000;
    const allowed = await grant('euser', 'Passw0rd');
    expect(allowed.statusCode).toBe(200);
    expect(
      (await restGet(sb.app, '/access/info/user/rights', (allowed.json() as { access_token: string }).access_token))
        .statusCode,
    ).toBe(200);
  });

  it('sign-in form: 60 wrong passwords, then the right one shows the lockout message on the page; after the lockout it signs in', async () => {
    sb = await startSandbox();
    for (let i = 0; i < 60; i += 1) await form('mmanager', `wrong-${i}`);
    const refused = await form('mmanager', 'Passw0rd');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain(`<p class="error" role="alert">${lockout(30)}</p>`);
    expect(refused.cookies.find((c) => c.name === 'OSP_SESSION')).toBeUndefined();
    sb.clock.now += 31_000;
    const allowed = await form('mmanager', 'Passw0rd');
    expect(allowed.statusCode).toBe(302);
    expect(allowed.cookies.find((c) => c.name === 'OSP_SESSION')).toBeDefined();
  });

  it('an unknown user name gets the same messages, so nobody learns whether it exists', async () => {
    sb = await startSandbox();
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      known.push(await description('tmanager', 'wrong-1'));
      unknown.push(await description('nobody-here', 'wrong-1'));
    }
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toBe(lockout(30));
    const page = await form('nobody-here', 'Passw0rd');
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain(lockout(30));
  });

  it('each further lockout lasts twice as long; a correct sign-in clears the count', async () => {
    sb = await startSandbox();
    for (let i = 0; i < 5; i += 1) await grant('dadmin', 'wrong-1');
    sb.clock.now += 31_000;
    for (let i = 0; i < 5; i += 1) await grant('dadmin', 'wrong-1');
    expect(await description('dadmin', 'Passw0rd')).toBe(lockout(60));
    sb.clock.now += 31_000;
    expect(await description('dadmin', 'Passw0rd')).toBe(lockout(29));
    sb.clock.now += 30_000;
    expect((await grant('dadmin', 'Passw0rd')).statusCode).toBe(200);
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) await grant('dadmin', 'wrong-1');
      expect((await grant('dadmin', 'Passw0rd')).statusCode).toBe(200);
    }
  });

  it('limits sign-in attempts per client address (configurable), not REST calls', async () => {
    sb = await startSandbox({ signIn: { perAddressPerMinute: 3 } });
    for (let i = 0; i < 3; i += 1) expect((await grant('euser', 'Passw0rd')).statusCode).toBe(200);
    const limited = await grant('euser', 'Passw0rd');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'temporarily_unavailable',
      error_description: 'Too many sign-in attempts from your address. Try again in a minute.',
    });
    const page = await form('euser', 'Passw0rd');
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('Too many sign-in attempts from your address. Try again in a minute.');
    const elsewhere = await grant('euser', 'Passw0rd', '10.0.0.2');
    expect(elsewhere.statusCode).toBe(200);
    const token = (elsewhere.json() as { access_token: string }).access_token;
    for (let i = 0; i < 10; i += 1)
      expect((await restGet(sb.app, '/access/info/user/rights', token)).statusCode).toBe(200);
  });

  it('limits per user name are configurable', async () => {
    sb = await startSandbox({ signIn: { maxFailures: 2, lockoutSeconds: 5 } });
    await grant('pproxy', 'wrong-1');
    await grant('pproxy', 'wrong-1');
    expect(await description('pproxy', 'Passw0rd')).toBe(lockout(5));
  });
});
