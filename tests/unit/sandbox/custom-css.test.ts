import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from './helpers.js';

describe('custom stylesheets', () => {
  let sb: TestSandbox | undefined;
  afterEach(async () => {
    await sb?.close();
    sb = undefined;
  });

  it('serves the custom and per-client stylesheets as CSS, empty when the deployment has none', async () => {
    sb = await startSandbox({});
    const custom = await sb.app.inject({ method: 'GET', url: '/custom/css/idmdashcustom1.css' });
    expect(custom.statusCode).toBe(200);
    expect(custom.headers['content-type']).toMatch(/^text\/css/);
    const client = await sb.app.inject({ method: 'GET', url: '/custom/css/client-1.css' });
    expect(client.statusCode).toBe(200);
    expect(client.body).toBe('');
  });

  it('refuses other file names', async () => {
    sb = await startSandbox({});
    for (const url of ['/custom/css/..%2Fapp.ts', '/custom/css/other.css', '/custom/css/client-1.js']) {
      const res = await sb.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
