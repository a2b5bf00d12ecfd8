import { addVary } from './vary.js';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { changeVersion } from '../db/change-version.js';
import { COMPRESS_THRESHOLD } from './compression.js';

type Encoding = 'br' | 'gzip';

interface Entry {
  version: string;
  json: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Bytes of JSON and compressed copies kept; the least recently used answers go first. */
const MAX_BYTES = 16 * 1024 * 1024;
/** Larger answers are not kept (an export page of 300 people is about 600 KB). */
const MAX_ANSWER_BYTES = 1024 * 1024;

const JSON_TYPE = 'application/json; charset=utf-8';

/** What `@fastify/compress` would pick for this Accept-Encoding: brotli, else gzip, else none. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: Encoding): boolean => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

const compress = (json: string, encoding: Encoding): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(json, {
        params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
      })
    : gzipSync(json);

export type AnswerCache = ReturnType<typeof answerCache>;

/**
 * Answers of read-only GET routes kept as they went out — the JSON and its brotli or gzip copy — until the db
 * changes (`changeVersion`: any write, by any route or timer, drops every kept answer at once). A route uses it
 * only when its answer is a function of the db, the URL's checked query, the caller and their language — not of
 * the clock. The key holds the caller (DN and the token's client) and Accept-Language, so nobody receives an
 * answer made for someone else. Compression happens once per answer and encoding, as `http/compression.ts`
 * would do it (same threshold and levels), and `@fastify/compress` leaves an encoded answer alone.
 */
export function answerCache(db: Parameters<typeof changeVersion>[0]) {
  const version = changeVersion(db);
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const sizeOf = (entry: Entry): number =>
    entry.json.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);
  const drop = (key: string): void => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  };
  const keep = (key: string, entry: Entry): void => {
    drop(key);
    if (sizeOf(entry) > MAX_ANSWER_BYTES) return;
    entries.set(key, entry);
    bytes += sizeOf(entry);
    for (const oldest of entries.keys()) {
      if (bytes <= MAX_BYTES) break;
      drop(oldest);
    }
  };

  /** The answer of this request: kept, or built now (and kept when it can be). */
  return async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    build: () => unknown,
  ): Promise<string | Buffer> {
    reply.header('content-type', JSON_TYPE);
    // REST routes run after authentication; without a caller there is nobody to keep an answer for.
    if (!request.principal) return JSON.stringify(await build());
    const { user, clientId } = request.principal;
    const key = [
      request.routeOptions.url,
      JSON.stringify(request.query),
      user.dn,
      clientId,
      request.headers['accept-language'] ?? '',
    ].join('\u0000');
    const now = version();
    let entry = entries.get(key);
    if (entry?.version !== now) {
      entry = { version: now, json: JSON.stringify(await build()), encoded: {} };
      // Built from the db as it was before: a write while building leaves it unkept.
      if (version() === now) keep(key, entry);
    } else {
      // Most recently used last.
      entries.delete(key);
      entries.set(key, entry);
    }
    if (entry.json.length < COMPRESS_THRESHOLD) return entry.json;
    addVary(reply, 'accept-encoding');
    const encoding =
      request.headers['x-no-compression'] === undefined ? acceptedEncoding(request.headers['accept-encoding']) : null;
    if (!encoding) return entry.json;
    const before = sizeOf(entry);
    const encoded = (entry.encoded[encoding] ??= compress(entry.json, encoding));
    if (entries.get(key) === entry) bytes += sizeOf(entry) - before;
    reply.header('content-encoding', encoding);
    return encoded;
  };
}
