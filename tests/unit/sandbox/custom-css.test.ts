import { afterEach, describe, expect, it } from 'vitest';
import { faultOf, passwordToken, restSend, startSandbox, type TestSandbox } from './helpers.js';

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

  it('an uploaded stylesheet is styles only: url() to anything but a /custom/ or data: image is refused with the reason', async () => {
    sb = await startSandbox({});
    const admin = await passwordToken(sb.app, 'uaadmin');
    const upload = (css: string) => restSend(sb!.app, 'PUT', '/access/config/uploadStyle?client=1', admin, css);
    const signOut = await upload(':host{background-image:url("/osp/a/idm/auth/app/logout")}');
    expect(signOut.statusCode).toBe(400);
    expect(faultOf(signOut).Fault.Reason.Text).toBe(
      'Invalid input: style: url() may name only an image under /custom/ or a data: image, not /osp/a/idm/auth/app/logout',
    );
    expect((await upload('@import "https://evil.example/x.css";')).statusCode).toBe(400);
    expect((await sb.app.inject({ method: 'GET', url: '/custom/css/client-1.css' })).body).toBe('');
    const good = ':host{background:url(/custom/images/logo.png)}';
    expect((await upload(good)).statusCode).toBe(200);
    expect((await sb.app.inject({ method: 'GET', url: '/custom/css/client-1.css' })).body).toBe(good);
  });
});
