import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseFaults } from '../../../demo/server/options.js';
import { CONTEXT, faultOf, passwordToken, restGet, startSandbox, type TestSandbox } from './helpers.js';

/** The sandbox listening on a real port, and a GET over real sockets (keep-alive, as a browser). */
async function listening(sb: TestSandbox) {
  await sb.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = sb.app.server.address() as AddressInfo;
  const token = await passwordToken(sb.app, 'euser');
  const origin = `http://127.0.0.1:${port}`;
  const get = async (path: string) => {
    const response = await fetch(`${origin}/${CONTEXT}/rest${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: await response.text() };
  };
  return { origin, get };
}

describe('IDM_FAULTS fault injection', () => {
  let sb: TestSandbox | undefined;
  afterEach(async () => {
    await sb?.close();
    sb = undefined;
  });

  it('parses the IDM_FAULTS syntax and refuses nonsense', () => {
    expect(parseFaults('latency=200,errorRate=0.1')).toEqual({ latencyMs: 200, errorRate: 0.1, dropRate: 0 });
    expect(parseFaults('')).toEqual({ latencyMs: 0, errorRate: 0, dropRate: 0 });
    expect(() => parseFaults('errorRate=2')).toThrow(/errorRate=2/);
    expect(() => parseFaults('latency=abc')).toThrow(/bad value/);
    expect(() => parseFaults('explode=1')).toThrow(/unknown/);
    expect(parseFaults('dropRate=0.05,seed=7')).toEqual({ latencyMs: 0, errorRate: 0, dropRate: 0.05, seed: 7 });
  });

  it('drops the connection for real: the client gets a network failure, never data, even on a kept-alive connection', async () => {
    sb = await startSandbox();
    const { get } = await listening(sb);
    expect((await get('/access/info/version')).status).toBe(200); // opens the connection the next call reuses
    sb.app.sandbox.faults = { latencyMs: 0, errorRate: 0, dropRate: 1 };
    await expect(get('/access/info/version')).rejects.toThrow(TypeError);
    await expect(get('/access/info/version')).rejects.toThrow(TypeError);
  });

  it('a dropped connection goes after the answer has begun, so no client can resend the request unseen', async () => {
    sb = await startSandbox({ faults: { latencyMs: 0, errorRate: 0, dropRate: 1 } });
    const { origin } = await listening(sb);
    const received = await new Promise<string>((resolve) => {
      const socket = connect(Number(new URL(origin).port), '127.0.0.1', () =>
        socket.write(`GET /${CONTEXT}/rest/access/info/version HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', () => {});
    });
    // A browser resends a request whose kept-alive connection closed before any byte came back.
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    const [head = '', body = ''] = received.split('\r\n\r\n');
    expect(Number(/Content-Length: (\d+)/.exec(head)?.[1])).toBeGreaterThan(body.length);
  });

  it('the same seed meets the same faults in the same sequence of calls', async () => {
    const faults = { latencyMs: 0, errorRate: 0.3, dropRate: 0.3, seed: 42 };
    sb = await startSandbox({ faults });
    const { get } = await listening(sb);
    const run = async () => {
      const outcomes: number[] = [];
      for (let i = 0; i < 12; i++)
        outcomes.push(
          await get('/access/info/version').then(
            (res) => res.status,
            () => 0,
          ),
        );
      return outcomes;
    };
    const first = await run();
    expect(first).toContain(0);
    expect(first).toContain(500);
    expect(first).toContain(200);
    sb.app.sandbox.faults = { ...faults }; // replaced (as the test hook does): the rolls start again
    expect(await run()).toEqual(first);
  });

  it('a test hook switches faults on for a while and back off (IDM_TEST_HOOKS=1)', async () => {
    vi.stubEnv('IDM_TEST_HOOKS', '1');
    try {
      sb = await startSandbox();
      const { origin, get } = await listening(sb);
      const hook = (method: 'POST' | 'DELETE', body?: unknown) =>
        fetch(`${origin}/sandbox/test-hooks/faults`, {
          method,
          ...(body === undefined
            ? {}
            : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        });
      expect((await get('/access/info/version')).status).toBe(200);
      expect((await hook('POST', { dropRate: 1, seed: 3 })).status).toBe(200);
      await expect(get('/access/info/version')).rejects.toThrow(TypeError);
      expect((await hook('POST', { errorRate: 1 })).status).toBe(200);
      expect((await get('/access/info/version')).status).toBe(500);
      expect((await hook('POST', { errorRate: 2 })).status).toBe(400);
      expect((await hook('DELETE')).status).toBe(200);
      expect((await get('/access/info/version')).status).toBe(200);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('answers REST calls with a 500 Receiver Fault at errorRate 1, but leaves sign-in alone', async () => {
    sb = await startSandbox({ faults: { latencyMs: 0, errorRate: 1, dropRate: 0 } });
    const token = await passwordToken(sb.app, 'euser');
    const res = await restGet(sb.app, '/access/info/version', token);
    expect(res.statusCode).toBe(500);
    expect(faultOf(res).Fault.Code).toEqual({ Value: 'Receiver', Subcode: { Value: 'INTERNAL_EXCEPTION' } });
  });

  it('delays REST answers by the configured latency', async () => {
    sb = await startSandbox({ faults: { latencyMs: 150, errorRate: 0, dropRate: 0 } });
    const token = await passwordToken(sb.app, 'euser');
    const started = performance.now();
    const res = await restGet(sb.app, '/access/info/version', token);
    expect(res.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});
