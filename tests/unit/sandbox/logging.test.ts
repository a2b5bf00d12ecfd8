import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../../demo/server/options.js';
import { HOST, startSandbox, type TestSandbox } from './helpers.js';

interface LogLine {
  level: number;
  msg: string;
  err?: { message: string; stack: string };
  req?: { url: string };
}

/** A pino destination that keeps what was logged. */
function memoryStream() {
  const lines: LogLine[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } };
}

const ERROR = 50;

describe('sandbox logging', () => {
  let sb: TestSandbox;
  afterEach(async () => sb.close());

  /** A sandbox with the given logger level writing to memory, and a route that fails unexpectedly. */
  async function withLogger(logger: object) {
    const log = memoryStream();
    sb = await startSandbox({ logger: { ...logger, stream: log.stream } });
    sb.app.get('/sandbox/test-failure', async () => {
      throw new Error('database is locked');
    });
    return log;
  }

  it('by default logs an unexpected error (500) at level error, with its stack, and no request log', async () => {
    expect(DEFAULT_OPTIONS.logger).toEqual({ level: 'error' });
    const log = await withLogger(DEFAULT_OPTIONS.logger as object);
    const ok = await sb.app.inject({
      method: 'GET',
      url: '/idmdash/LoadContextConfigServlet',
      headers: { host: HOST },
    });
    expect(ok.statusCode).toBe(200);
    const res = await sb.app.inject({ method: 'GET', url: '/sandbox/test-failure', headers: { host: HOST } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('database is locked');
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: ERROR,
        msg: 'unexpected error',
        err: expect.objectContaining({ message: 'database is locked' }),
      }),
    ]);
    expect(log.lines[0]?.err?.stack).toContain('logging.test.ts');
  });

  it('with IDM_LOG=1 (level info) logs requests as well', async () => {
    const log = await withLogger({ level: 'info' });
    await sb.app.inject({ method: 'GET', url: '/idmdash/LoadContextConfigServlet', headers: { host: HOST } });
    expect(
      log.lines.some(
        (line) => line.msg === 'incoming request' && line.req?.url === '/idmdash/LoadContextConfigServlet',
      ),
    ).toBe(true);
  });
});
