import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, cookie, passwordToken, restGet, startSandbox, type TestSandbox } from './helpers.js';

const PAGE = '/IDMProv/requestForm.do';

interface Permission {
  dn: string;
  name: string;
}

describe('server-side request forms (requestForm.do)', () => {
  let sb: TestSandbox;
  let token = '';
  let buildingAccess = '';
  beforeAll(async () => {
    sb = await startSandbox();
    token = await passwordToken(sb.app, 'euser');
    const found = await restGet(sb.app, '/access/permissions?q=Request%20Building%20Access&size=10&type=PRD', token);
    expect(found.statusCode).toBeLessThan(300);
    const list = (found.json() as { permissions?: Permission[] }).permissions ?? [];
    buildingAccess = list.find((p) => p.name === 'Request Building Access')?.dn ?? '';
    expect(buildingAccess).not.toBe('');
  });
  afterAll(async () => sb.close());

  const open = async (id: string, session = token) => {
    const res = await sb.app.inject({
      method: 'GET',
      url: `${PAGE}?id=${encodeURIComponent(id)}`,
      headers: { host: HOST },
      cookies: { MFSSO_IDMDASH: `Bearer,${session}` },
    });
    return {
      res,
      formToken: /name="formToken" value="([^"]+)"/.exec(res.body)?.[1] ?? '',
      formCookie: cookie(res, 'IDM_REQUEST_FORM')?.value ?? '',
    };
  };
  const post = (fields: Record<string, string>, formCookie: string) =>
    sb.app.inject({
      method: 'POST',
      url: PAGE,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { MFSSO_IDMDASH: `Bearer,${token}`, IDM_REQUEST_FORM: formCookie },
      payload: new URLSearchParams(fields).toString(),
    });

  it('shows the definition’s form to the signed-in console user, under the strict CSP, without script', async () => {
    const { res, formToken, formCookie } = await open(buildingAccess);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Request Building Access');
    expect(res.body).toContain('Eddie User');
    expect(res.body).not.toMatch(/<script|style=/i);
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    expect(formToken).toBe(formCookie);
  });

  it('refuses without a console session, and for definitions the console renders itself', async () => {
    expect((await open(buildingAccess, 'nope')).res.statusCode).toBe(401);
    expect((await open('cn=nothing,o=data')).res.statusCode).toBe(404);
  });

  it('keeps what was typed when the form is incomplete or expired, then submits the request', async () => {
    const { formToken, formCookie } = await open(buildingAccess);
    const empty = await post({ formToken, id: buildingAccess, details: ' ', reason: 'Visiting the plant' }, formCookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Say what you need.');
    expect(empty.body).toContain('value="Visiting the plant"');

    const expired = await post(
      { formToken: 'forged', id: buildingAccess, details: 'Building 7', reason: 'r' },
      formCookie,
    );
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('Building 7');

    const again = await open(buildingAccess);
    const done = await post(
      { formToken: again.formToken, id: buildingAccess, details: 'Building 7, weekdays', reason: 'Plant visits' },
      again.formCookie,
    );
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your request was submitted.');
    const history = await restGet(sb.app, '/access/requests/historylist?nextIndex=1&size=50', token);
    expect(JSON.stringify(history.json())).toContain('Request Building Access');
  });
});
