import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultOf, passwordToken, restGet, startSandbox, type TestSandbox } from './helpers.js';

const MARIA = 'cn=mmanager,ou=users,o=data';

interface ProxyForAnswer {
  proxyForUsers: { dn: string; fullName: string; image: string; primaryAttributes: unknown[] }[];
  nextUserIndex: number;
  userArraySize: number;
  proxyForCtrs: unknown[];
}

describe('proxy: access/proxy/for and access/info/user/rights?proxyUser', () => {
  let sb: TestSandbox;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    sb = await startSandbox();
    for (const cn of ['pproxy', 'euser', 'uaadmin']) tokens[cn] = await passwordToken(sb.app, cn);
  });
  afterAll(async () => sb.close());

  const proxyFor = async (cn: string, query = '') => {
    const res = await restGet(sb.app, `/access/proxy/for?client=1&sortOrder=asc${query}`, tokens[cn] ?? '');
    expect(res.statusCode).toBe(200);
    return res.json() as ProxyForAnswer;
  };
  const rights = async (cn: string, query = '') => {
    const res = await restGet(sb.app, `/access/info/user/rights${query}`, tokens[cn] ?? '');
    expect(res.statusCode).toBe(200);
    return res.json() as { proxyFor: boolean; clientId: string };
  };

  it('lists the users the caller may act for, as PersonNodes, in the swagger shape', async () => {
    const answer = await proxyFor('pproxy', '&q=*&nextIndex=1&size=10');
    expect(answer.proxyForUsers.map((u) => [u.dn, u.fullName])).toEqual([[MARIA, 'Maria Manager']]);
    expect(answer.proxyForUsers[0]?.image).toMatch(/^data:image\/svg\+xml/);
    expect(answer.proxyForUsers[0]?.primaryAttributes.length).toBeGreaterThan(0);
    expect(answer).toMatchObject({ nextUserIndex: -1, userArraySize: 1, proxyForCtrs: [] });
  });

  it('searches by name, user id or email; blank means all; no match is an empty page', async () => {
    expect((await proxyFor('pproxy', '&q=mari')).proxyForUsers).toHaveLength(1);
    expect((await proxyFor('pproxy', '&q=MMANAGER')).proxyForUsers).toHaveLength(1);
    expect((await proxyFor('pproxy', '&q=')).proxyForUsers).toHaveLength(1);
    expect(await proxyFor('pproxy', '&q=zzz')).toMatchObject({
      proxyForUsers: [],
      nextUserIndex: -1,
      userArraySize: 0,
    });
  });

  it('answers an empty list to users without proxy assignments, administrators included', async () => {
    expect((await proxyFor('euser')).proxyForUsers).toEqual([]);
    expect((await proxyFor('uaadmin')).proxyForUsers).toEqual([]);
  });

  it('refuses bad paging and sort input with 400 INV_INPUT', async () => {
    for (const query of ['&size=ten', '&nextIndex=x', '&sortOrder=sideways', '&sortBy=password']) {
      const res = await restGet(sb.app, `/access/proxy/for?client=1${query}`, tokens.pproxy ?? '');
      expect(res.statusCode, query).toBe(400);
      expect(faultOf(res).Fault.Code.Subcode.Value).toBe('INV_INPUT');
    }
  });

  it('needs a signed-in caller', async () => {
    const res = await restGet(sb.app, '/access/proxy/for', 'not-a-token');
    expect(res.statusCode).toBe(401);
  });

  it('says in rights.proxyFor whether the caller may act for the given user', async () => {
    expect((await rights('pproxy')).proxyFor).toBe(true);
    expect((await rights('pproxy', `?proxyUser=${encodeURIComponent(MARIA)}&clientId=1`)).proxyFor).toBe(true);
    expect((await rights('pproxy', `?proxyUser=${encodeURIComponent(MARIA.toUpperCase())}&clientId=1`)).proxyFor).toBe(
      true,
    );
    expect(
      (await rights('pproxy', `?proxyUser=${encodeURIComponent('cn=euser,ou=users,o=data')}&clientId=1`)).proxyFor,
    ).toBe(false);
    expect((await rights('pproxy', `?proxyUser=${encodeURIComponent('cn=pproxy,ou=users,o=data')}`)).proxyFor).toBe(
      false,
    );
    expect((await rights('euser', `?proxyUser=${encodeURIComponent(MARIA)}&clientId=1`)).proxyFor).toBe(false);
    expect((await rights('uaadmin', `?proxyUser=${encodeURIComponent(MARIA)}`)).proxyFor).toBe(false);
  });

  it('refuses proxied calls for users the caller may not act for (403 Fault)', async () => {
    const asEddie = await restGet(
      sb.app,
      `/access/permissions?q=*&proxyUser=${encodeURIComponent(MARIA)}`,
      tokens.euser ?? '',
    );
    expect(asEddie.statusCode).toBe(403);
    expect(faultOf(asEddie).Fault.Code.Subcode.Value).toBe('SECURITY_EXCEPTION');
    const asPaula = await restGet(
      sb.app,
      `/access/permissions?q=*&proxyUser=${encodeURIComponent(MARIA)}`,
      tokens.pproxy ?? '',
    );
    expect(asPaula.statusCode).toBe(200);
  });

  it('validates the rights query', async () => {
    const res = await restGet(sb.app, '/access/info/user/rights?clientId=<x>', tokens.pproxy ?? '');
    expect(res.statusCode).toBe(400);
  });
});
