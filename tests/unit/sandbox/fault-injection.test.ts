import { afterEach, describe, expect, it } from 'vitest';
import { parseFaults } from '../../../demo/server/options.js';
import { faultOf, passwordToken, restGet, startSandbox, type TestSandbox } from './helpers.js';

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
