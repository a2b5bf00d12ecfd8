import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, answerCache } from '../../../demo/server/http/answer-cache.js';
import { HOST, REST, passwordToken, restGet, restSend, startSandbox, type TestSandbox } from './helpers.js';

interface Attr {
  key: string;
  displayLabel?: string;
  isEditable?: boolean;
  attributeValues: { $: string }[];
}
interface ListAnswer {
  usersList: { dn: string; primaryAttributes: Attr[] }[];
  attributeSchema: { primaryAttributes: Attr[] };
}

/** A request as the cache reads it, and a reply that records its headers. */
function call(dn: string, query: Record<string, string>, headers: Record<string, string> = {}) {
  const sent: Record<string, string> = {};
  const request = { routeOptions: { url: '/list' }, query, headers, principal: { user: { dn }, clientId: '1' } };
  const reply = {
    header(name: string, value: string) {
      sent[name] = value;
      return reply;
    },
  };
  return { request: request as unknown as FastifyRequest, reply: reply as unknown as FastifyReply, sent };
}

describe('sandbox answer cache (http/answer-cache.ts)', () => {
  it('builds an answer once and sends it again until the db changes; each caller and query has its own', async () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (n INTEGER)');
    const answers = answerCache(db);
    let builds = 0;
    const build = () => ({ builds: ++builds, rows: db.prepare('SELECT COUNT(*) AS n FROM t').get() });
    const ask = async (dn: string, q: string) => {
      const { request, reply } = call(dn, { q });
      return JSON.parse(String(await answers(request, reply, build))) as { builds: number };
    };

    expect((await ask('cn=a', 'x')).builds).toBe(1);
    expect((await ask('cn=a', 'x')).builds).toBe(1);
    expect((await ask('cn=b', 'x')).builds).toBe(2);
    expect((await ask('cn=a', 'y')).builds).toBe(3);
    db.prepare('INSERT INTO t VALUES (1)').run();
    expect(await ask('cn=a', 'x')).toEqual({ builds: 4, rows: { n: 1 } });
    expect((await ask('cn=a', 'x')).builds).toBe(4);
    db.close();
  });

  it('sends answers of 1 KiB or more as brotli or gzip by Accept-Encoding, small ones as JSON', async () => {
    const db = new Database(':memory:');
    const answers = answerCache(db);
    const big = { text: 'people '.repeat(400) };
    const asked = async (accept: string, body: unknown = big) => {
      const { request, reply, sent } = call(
        'cn=a',
        { size: body === big ? 'big' : 'small' },
        { 'accept-encoding': accept },
      );
      return { payload: await answers(request, reply, () => body), sent };
    };

    const br = await asked('gzip, deflate, br');
    expect(br.sent['content-encoding']).toBe('br');
    expect(br.sent.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.payload as Buffer).toString())).toEqual(big);
    const gzip = await asked('gzip');
    expect(gzip.sent['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.payload as Buffer).toString())).toEqual(big);
    const plain = await asked('identity');
    expect(plain.sent['content-encoding']).toBeUndefined();
    expect(JSON.parse(String(plain.payload))).toEqual(big);
    expect(plain.sent['content-type']).toBe('application/json; charset=utf-8');
    const small = await asked('br', { ok: true });
    expect(small.payload).toBe('{"ok":true}');
    expect(small.sent['content-encoding']).toBeUndefined();
    db.close();
  });

  it('picks the encoding as @fastify/compress does: brotli, else gzip, q=0 refuses one', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('gzip, br')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('deflate')).toBeNull();
    expect(acceptedEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});

describe('sandbox answer cache on the lists', () => {
  let sb: TestSandbox;
  let euser: string;
  let mmanager: string;
  const list = '/access/users/list?q=eddie&nextIndex=1&size=5';
  const eddie = async (token: string, headers: Record<string, string> = {}) => {
    const res = await sb.app.inject({
      method: 'GET',
      url: REST + list,
      headers: { authorization: `Bearer ${token}`, host: HOST, ...headers },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as ListAnswer;
  };
  const title = (answer: ListAnswer) =>
    answer.usersList[0]?.primaryAttributes.find((a) => a.key === 'Title')?.attributeValues[0]?.$;

  beforeAll(async () => {
    sb = await startSandbox();
    euser = await passwordToken(sb.app, 'euser');
    mmanager = await passwordToken(sb.app, 'mmanager');
  });
  afterAll(() => sb.close());

  it('shows a change at once: the same list asked again after an update carries the new value', async () => {
    const before = await eddie(mmanager);
    expect(title(await eddie(mmanager))).toBe(title(before));
    const saved = await restSend(sb.app, 'PUT', '/access/user?clientId=1&isProfile=true', euser, {
      dn: before.usersList[0]?.dn,
      attributes: [{ key: 'Title', values: ['Chief Tester'], action: 'update' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(title(await eddie(mmanager))).toBe('Chief Tester');
  });

  it('answers each caller and language their own: own rows editable, labels in the asked language', async () => {
    const own = await eddie(euser);
    const other = await eddie(mmanager);
    const ownTitle = own.usersList[0]?.primaryAttributes.find((a) => a.key === 'Title');
    expect(ownTitle?.isEditable).toBe(true);
    expect(other.usersList[0]?.primaryAttributes.find((a) => a.key === 'Title')?.isEditable).toBeUndefined();
    const label = (answer: ListAnswer) => answer.attributeSchema.primaryAttributes.find((a) => a.key === 'Title');
    expect(label(await eddie(mmanager, { 'accept-language': 'de' }))?.displayLabel).not.toBe(
      label(other)?.displayLabel,
    );
    expect(label(await eddie(mmanager))?.displayLabel).toBe(label(other)?.displayLabel);
  });

  it('keeps answering task lists and history of the caller (cached) with their own rows', async () => {
    const tasks = await restGet(sb.app, '/access/tasks/list?fromIndex=1&size=5', mmanager);
    expect(tasks.statusCode).toBe(200);
    expect((await restGet(sb.app, '/access/tasks/list?fromIndex=1&size=5', mmanager)).body).toBe(tasks.body);
    expect((await restGet(sb.app, '/access/tasks/list?fromIndex=1&size=5', euser)).body).not.toBe(tasks.body);
    const history = await restGet(sb.app, '/access/requests/historylist?nextIndex=1&size=5', euser);
    expect(history.statusCode).toBe(200);
    expect(history.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
