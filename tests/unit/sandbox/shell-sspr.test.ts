import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOST, cookie, faultOf, passwordToken, restGet, restSend, startSandbox, type TestSandbox } from './helpers.js';

const PAGE = '/sspr/private/changepassword';

describe('self-service password page and the 498 gate', () => {
  let sb: TestSandbox;
  let token = '';
  beforeAll(async () => {
    vi.stubEnv('IDM_TEST_HOOKS', '1');
    sb = await startSandbox();
    vi.unstubAllEnvs();
    token = await passwordToken(sb.app, 'euser');
  });
  afterAll(async () => sb.close());

  const hook = (path: string, body: unknown) =>
    sb.app.inject({
      method: 'POST',
      url: `/sandbox/test-hooks/${path}`,
      headers: { host: HOST, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const openForm = async () => {
    const res = await sb.app.inject({
      method: 'GET',
      url: PAGE,
      headers: { host: HOST },
      cookies: { MFSSO_IDMDASH: `Bearer,${token}` },
    });
    const formToken = /name="formToken" value="([^"]+)"/.exec(res.body)?.[1] ?? '';
    return { res, formToken, formCookie: cookie(res, 'SSPR_FORM')?.value ?? '' };
  };
  const submit = async (fields: Record<string, string>, form?: { formToken: string; formCookie: string }) => {
    const { formToken, formCookie } = form ?? (await openForm());
    return sb.app.inject({
      method: 'POST',
      url: PAGE,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { MFSSO_IDMDASH: `Bearer,${token}`, SSPR_FORM: formCookie },
      payload: new URLSearchParams({ formToken, ...fields }).toString(),
    });
  };

  it('answers 498 to every REST call of a flagged user until the password is changed', async () => {
    expect((await hook('must-change-password', { user: 'euser', value: true })).json()).toMatchObject({
      mustChangePassword: true,
    });
    const blocked = await restGet(sb.app, '/access/info/user/rights', token);
    expect(blocked.statusCode).toBe(498);
    expect(faultOf(blocked).Fault.Reason.Text).toMatch(/password/i);
    expect((await restGet(sb.app, '/access/proxy/for', token)).statusCode).toBe(498);
    expect((await restSend(sb.app, 'POST', '/access/info/user/navigationmenu', token, {})).statusCode).toBe(498);
    // Other users and non-REST pages are not affected.
    expect(
      (await restGet(sb.app, '/access/info/user/rights', await passwordToken(sb.app, 'mmanager'))).statusCode,
    ).toBe(200);
    expect(
      (await sb.app.inject({ method: 'GET', url: '/idmdash/LoadContextConfigServlet', headers: { host: HOST } }))
        .statusCode,
    ).toBe(200);
  });

  it('shows a framable form with the password rule, for the user of the console session', async () => {
    const { res, formToken, formCookie } = await openForm();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.body).toContain('Eddie User');
    expect(res.body).toContain('Your password has expired');
    expect(res.body).toMatch(/6 to 100 letters, digits or !@#\$%\^&amp;\* and contain at least one digit/);
    expect(res.body).not.toMatch(/<script|style=/i);
    expect(formToken).toBe(formCookie);
    expect(cookie(res, 'SSPR_FORM')).toMatchObject({ httpOnly: true, path: '/sspr/' });
  });

  it('refuses wrong current passwords, weak new ones and mismatches, field by field', async () => {
    const wrong = await submit({
      currentPassword: 'nope0',
      newPassword: 'Better1pass',
      confirmPassword: 'Better1pass',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('The current password is not correct.');
    expect(wrong.body).toContain(
      'id="currentPassword" name="currentPassword" type="password" autocomplete="current-password" required maxlength="100" aria-describedby="currentPassword-error" aria-invalid="true"',
    );
    const weak = await submit({ currentPassword: 'Passw0rd', newPassword: 'nodigits', confirmPassword: 'nodigits' });
    expect(weak.body).toMatch(/newPassword-error" class="field-error">Password must be 6 to 100/);
    const mismatch = await submit({
      currentPassword: 'Passw0rd',
      newPassword: 'Better1pass',
      confirmPassword: 'Better2pass',
    });
    expect(mismatch.body).toContain('The passwords do not match.');
    const same = await submit({ currentPassword: 'Passw0rd', newPassword: 'Passw0rd', confirmPassword: 'Passw0rd' });
    expect(same.body).toContain('must differ');
    const forged = await submit(
      { currentPassword: 'Passw0rd', newPassword: 'Better1pass', confirmPassword: 'Better1pass' },
      { formToken: 'x', formCookie: 'y' },
    );
    expect(forged.statusCode).toBe(403);
    expect((await restGet(sb.app, '/access/info/user/rights', token)).statusCode).toBe(498);
  });

  it('changes the password and lifts the 498; the new password signs in, the old one no longer', async () => {
    const done = await submit({
      currentPassword: 'Passw0rd',
      newPassword: 'Better1pass!',
      confirmPassword: 'Better1pass!',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('your password has been changed');
    expect((await restGet(sb.app, '/access/info/user/rights', token)).statusCode).toBe(200);
    await expect(passwordToken(sb.app, 'euser', 'Passw0rd')).rejects.toThrow(/400/);
    expect(await passwordToken(sb.app, 'euser', 'Better1pass!')).toBeTruthy();
    await hook('password', { user: 'euser', password: 'Passw0rd' });
    expect(await passwordToken(sb.app, 'euser')).toBeTruthy();
  });

  it('says the session has ended without a live console token', async () => {
    const res = await sb.app.inject({
      method: 'GET',
      url: PAGE,
      headers: { host: HOST },
      cookies: { MFSSO_IDMDASH: 'Bearer,expired' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Your session has ended');
    const post = await sb.app.inject({
      method: 'POST',
      url: PAGE,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'currentPassword=x',
    });
    expect(post.statusCode).toBe(401);
  });

  it('test hooks store navigation rights and validate their input', async () => {
    expect((await hook('nav-right', { user: 'euser', key: 'history', value: 'false' })).statusCode).toBe(200);
    const rights = await restSend(sb.app, 'POST', '/access/info/user/navigationrights', token, {
      navPageRights: [{ key: 'history' }],
    });
    expect(rights.json()).toMatchObject({ navPageRights: [{ key: 'history', value: 'false' }] });
    await hook('nav-right', { user: 'euser', key: 'history', value: null });
    const restored = await restSend(sb.app, 'POST', '/access/info/user/navigationrights', token, {
      navPageRights: [{ key: 'history' }],
    });
    expect(restored.json()).toMatchObject({ navPageRights: [{ key: 'history', value: 'true' }] });
    expect((await hook('nav-right', { user: 'nobody', key: 'history', value: null })).statusCode).toBe(404);
    expect((await hook('must-change-password', { user: 'euser', value: 'yes' })).statusCode).toBe(400);
  });
});

describe('test hooks are off by default', () => {
  it('answers 404', async () => {
    const sb = await startSandbox();
    const res = await sb.app.inject({
      method: 'POST',
      url: '/sandbox/test-hooks/password',
      headers: { host: HOST, 'content-type': 'application/json' },
      payload: '{"user":"euser","password":"x1"}',
    });
    expect(res.statusCode).toBe(404);
    await sb.close();
  });
});
