import { describe, expect, it } from 'vitest';
import { loadContextConfig } from '../../../src/core/config';
import { CONSOLE_BASE, CONTEXT_JSON, fakeFetch, json, text } from './fakes';

describe('loadContextConfig', () => {
  it('loads and maps LoadContextConfigServlet relative to the console base', async () => {
    const server = fakeFetch({ LoadContextConfigServlet: () => json(CONTEXT_JSON) });
    const context = await loadContextConfig(CONSOLE_BASE, server.fetch);
    expect(server.calls[0]!.url).toBe(`${CONSOLE_BASE}LoadContextConfigServlet`);
    expect(context).toMatchObject({ context: 'IDMProv', rraClientId: 'idmdash', sessionTimeOut: 1800 });
  });

  it('asks the way the page preloads it (cors, credentials, no headers of its own), so the preloaded answer is used', async () => {
    const seen: RequestInit[] = [];
    const fetchFn = (async (_url: RequestInfo | URL, init: RequestInit = {}) => {
      seen.push(init);
      return json(CONTEXT_JSON);
    }) as typeof fetch;
    await loadContextConfig(CONSOLE_BASE, fetchFn);
    expect(seen).toEqual([{ mode: 'cors', credentials: 'include' }]);
  });

  it("rejects with 'Server error' when the server answers an error page or nothing", async () => {
    const html = fakeFetch({ LoadContextConfigServlet: () => text('<html>oops</html>', 500, 'text/html') });
    await expect(loadContextConfig(CONSOLE_BASE, html.fetch)).rejects.toThrow(/^Server error$/);
    const down = fakeFetch({ LoadContextConfigServlet: () => Promise.reject(new TypeError('offline')) });
    await expect(loadContextConfig(CONSOLE_BASE, down.fetch)).rejects.toThrow(/^Server error$/);
    const garbage = fakeFetch({ LoadContextConfigServlet: () => text('not json') });
    await expect(loadContextConfig(CONSOLE_BASE, garbage.fetch)).rejects.toThrow(/^Server error$/);
  });

  it("rejects with the server's error text when it gives one", async () => {
    const fault = fakeFetch({
      LoadContextConfigServlet: () =>
        json({ Fault: { Code: { Value: 'Receiver' }, Reason: { Text: 'Config missing' } } }, 500),
    });
    await expect(loadContextConfig(CONSOLE_BASE, fault.fetch)).rejects.toThrow(/^Config missing$/);
    const plain = fakeFetch({ LoadContextConfigServlet: () => text('Service Unavailable', 503) });
    await expect(loadContextConfig(CONSOLE_BASE, plain.fetch)).rejects.toThrow(/^Service Unavailable$/);
  });

  it('rejects malformed configuration naming the missing key', async () => {
    const { Authorize: _dropped, ...withoutAuthorize } = CONTEXT_JSON;
    const server = fakeFetch({ LoadContextConfigServlet: () => json(withoutAuthorize) });
    await expect(loadContextConfig(CONSOLE_BASE, server.fetch)).rejects.toThrow('"Authorize"');
  });
});
