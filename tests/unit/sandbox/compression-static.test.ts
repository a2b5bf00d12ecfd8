import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, policyWithScriptHashes } from '../../../demo/server/http/html.js';
import { ELEMENTS_VERSION } from '../../../demo/server/routes/static.js';
import { REST, passwordToken, startSandbox, type TestSandbox } from './helpers.js';

const CHUNK = '/elements/chunks/app-AbC_12xy.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const LANDING_HASH = "'sha256-XcEM9gRzVP0n1V7sRG4Z2hFm+eD+saPwQo3rH1rF0rY='";

describe('sandbox: built files by Accept-Encoding, cache headers, compressed REST answers', () => {
  let sb: TestSandbox;
  const get = (url: string, headers: Record<string, string> = {}) => sb.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    sb = await startSandbox({ users: 60 });
    const dist = join(sb.dir, 'dist');
    // Each variant says which it is, so the test sees which file went out.
    for (const [file, text] of [
      ['idmdash/index.html', '<!doctype html><title>plain</title>'],
      ['idmdash/index.html.gz', 'gz of index'],
      ['idmdash/csp.json', JSON.stringify({ 'script-src': [LANDING_HASH, "'unsafe-inline'", 'https://evil.example'] })],
      ['demo/partner.html', '<!doctype html><title>partner</title>'],
      [`${CHUNK.slice(1)}`, 'export const plain = 1;'],
      [`${CHUNK.slice(1)}.br`, 'br of chunk'],
      [`${CHUNK.slice(1)}.gz`, 'gz of chunk'],
      ['elements/idm-loader.js', 'export {}'],
      ['elements/idm-loader.js.gz', 'gz of loader'],
    ] as const) {
      mkdirSync(join(dist, file, '..'), { recursive: true });
      writeFileSync(join(dist, file), text);
    }
    await sb.app.close();
    sb = await startSandbox({ users: 60, staticDir: dist }, sb.dir);
  });
  afterAll(async () => sb.close());

  it('sends a hashed chunk as brotli, gzip or plain by Accept-Encoding, cached for a year', async () => {
    for (const [accept, body, encoding] of [
      ['br, gzip', 'br of chunk', 'br'],
      ['gzip, deflate', 'gz of chunk', 'gzip'],
      ['gzip;q=0.5, br;q=0', 'gz of chunk', 'gzip'],
      ['identity', 'export const plain = 1;', undefined],
      ['', 'export const plain = 1;', undefined],
    ] as const) {
      const res = await get(CHUNK, accept ? { 'accept-encoding': accept } : {});
      expect([accept, res.statusCode, res.body, res.headers['content-encoding']]).toEqual([
        accept,
        200,
        body,
        encoding,
      ]);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('revalidates files whose names stay (element entries, pages), and negotiates the console page with its CSP', async () => {
    const loader = await get('/elements/idm-loader.js', { 'accept-encoding': 'br, gzip' });
    expect([loader.body, loader.headers['content-encoding'], loader.headers['cache-control']]).toEqual([
      'gz of loader',
      'gzip',
      'no-cache',
    ]);
    const partner = await get('/demo/partner.html', { 'accept-encoding': 'br, gzip' });
    expect([partner.body, partner.headers['content-encoding'], partner.headers['cache-control']]).toEqual([
      '<!doctype html><title>partner</title>',
      undefined,
      'no-cache',
    ]);
    expect(partner.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    for (const [accept, body, encoding] of [
      ['gzip', 'gz of index', 'gzip'],
      ['br', '<!doctype html><title>plain</title>', undefined],
      ['*', 'gz of index', 'gzip'],
    ] as const) {
      const page = await get('/idmdash/', { 'accept-encoding': accept });
      expect([page.body, page.headers['content-encoding']]).toEqual([body, encoding]);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      // Its inline first script by the build's hash, and nothing else the file lists.
      expect(page.headers['content-security-policy']).toBe(policyWithScriptHashes([LANDING_HASH]));
      expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${LANDING_HASH};`);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('serves the elements at their versioned path too, every file there cached for a year; other versions are not found', async () => {
    const pinned = await get(`/elements/${ELEMENTS_VERSION}/idm-loader.js`, { 'accept-encoding': 'gzip' });
    expect([pinned.statusCode, pinned.body, pinned.headers['cache-control']]).toEqual([200, 'gz of loader', IMMUTABLE]);
    const chunk = await get(`/elements/${ELEMENTS_VERSION}${CHUNK.slice('/elements'.length)}`);
    expect([chunk.statusCode, chunk.body]).toEqual([200, 'export const plain = 1;']);
    expect((await get('/elements/0.0.0-other/idm-loader.js')).statusCode).toBe(404);
  });

  it('leads /demo/ to the demo index', async () => {
    const res = await get('/demo/');
    expect([res.statusCode, res.headers.location]).toEqual([302, '/demo/index.html']);
  });

  it('compresses REST answers of 1 KiB or more by Accept-Encoding; smaller ones and plain clients get plain JSON', async () => {
    const token = await passwordToken(sb.app, 'uaadmin');
    const rest = (path: string, accept?: string) =>
      get(`${REST}${path}`, { authorization: `Bearer ${token}`, ...(accept ? { 'accept-encoding': accept } : {}) });
    const plain = await rest('/access/users/list?size=25');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = plain.json() as unknown;
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await rest('/access/users/list?size=25', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);

    const gz = await rest('/access/users/list?size=25', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(expected);

    const small = await rest('/access/counts?users=true', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ users: expect.any(Number) });
  });
});
