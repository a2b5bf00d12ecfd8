import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../../../src/core';
import { createHttpClient } from '../../../src/core/http';
import { withProxyUser } from '../../../src/core/url';
import { parseContextConfig } from '../../../src/domain/context';
import { CONSOLE_BASE, CONTEXT_JSON, fakeFetch, json } from './fakes';

const REST = 'https://idm.example.com/IDMProv/rest/';
const MARIA = 'cn=mmanager,ou=users,o=data';

function clientActingFor(proxyUser: string | null) {
  const server = fakeFetch({ '/rest/': () => json({ ok: true }) });
  const http = createHttpClient({
    fetch: server.fetch,
    cookies: memoryCookieJar({ MFSSO_IDMDASH: 'Bearer,t', netiq_idm_rbpm_acsrf: 'c' }),
    getConsoleBase: () => CONSOLE_BASE,
    getContext: () => parseContextConfig(CONTEXT_JSON),
    getProxyUser: () => proxyUser,
    hooks: {
      signIn: () => undefined,
      logout: () => undefined,
      changePassword: () => null,
      tokenRefreshed: () => undefined,
    },
  });
  return { http, server };
}

describe('proxy mode: proxyUser on tasks, permissions and requests calls', () => {
  it('adds the proxied user to those calls only', async () => {
    const { http, server } = clientActingFor(MARIA);
    await http.request({ url: http.rest('access/tasks'), query: { size: 10 } });
    await http.request({ url: http.rest('access/permissions') });
    await http.request({ url: http.rest('access/requests/historylist') });
    await http.request({ url: http.rest('access/info/user/rights') });
    await http.request({ url: http.rest('catalog/roles/list') });
    const urls = server.calls.map((c) => new URL(c.url));
    expect(urls.map((u) => u.searchParams.get('proxyUser'))).toEqual([MARIA, MARIA, MARIA, null, null]);
    expect(urls[0]?.searchParams.get('size')).toBe('10');
  });

  it('adds nothing outside proxy mode, and keeps a proxyUser the caller set', async () => {
    const { http, server } = clientActingFor(null);
    await http.request({ url: http.rest('access/tasks') });
    expect(new URL(server.calls[0]!.url).searchParams.has('proxyUser')).toBe(false);
    expect(withProxyUser(`${REST}access/tasks?proxyUser=cn%3Dother`, MARIA)).toBe(
      `${REST}access/tasks?proxyUser=cn%3Dother`,
    );
  });

  it('does not mistake a path that merely starts like a proxied one', () => {
    expect(withProxyUser(`${REST}access/taskservice`, MARIA)).toBe(`${REST}access/taskservice`);
    expect(withProxyUser(`${REST}access/tasks/v2`, MARIA)).toContain('proxyUser=');
  });
});
