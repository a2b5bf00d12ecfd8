import { describe, expect, it } from 'vitest';
import { loadStartupData } from '../../../src/api/startup';
import { startupReadPaths } from '../../../src/api/startup-reads';
import { json } from '../core/fakes';
import { REST, apiCore } from './setup';

describe('the start-up reads a first visit sends early', () => {
  it('are the reads every start asks for at the normal priority, with the headers the console sends them with', async () => {
    const { core, server } = await apiCore({ 'access/info/version': () => json({ version: '4.10.1' }) }, '7');
    await loadStartupData(core);
    const startupGets = server.calls
      .filter((call) => call.method === 'GET' && call.url.startsWith(REST) && call.priority !== 'low')
      .map((call) => call.url);
    expect(startupReadPaths('7').map((path) => `${REST}${path}`)).toEqual(startupGets);
    // The language a start begins in, as the landing script sends them.
    for (const call of server.calls.filter((c) => c.url.startsWith(REST)))
      expect(new Headers(call.headers).get('Accept-Language')).toBe('en');
  });
});
