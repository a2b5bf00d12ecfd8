import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { faultBody } from './fault.js';
import type { ObjectRead } from './versioned-reads.js';
import { itemListVersion } from '../db/landing/list-versions.js';
import { STAMPED_READS, VERSIONED_READS, VERSIONED_WRITES } from './versioned-routes.js';

/**
 * Versions of the objects editors change (demo/server/README.md "Versions: ETag and If-Match"): an object's
 * version is a hash of its read's answer, so every write that changes what the read shows changes it, whoever
 * wrote (a route, a workflow, a script), with no schema of its own; the two paged item lists (landing page,
 * featured items) have a stored counter instead (STAMPED_READS). Reads answer it as a strong `ETag`; a write
 * naming exactly one object and sending `If-Match` with another version is refused 412 before it changes
 * anything, with the current version in the Fault and the ETag. Writes without `If-Match` work as before.
 */

/**
 * A strong, quoted entity tag of an answer's bytes. A text answered as a JSON string (a locale file read
 * without `Accept: text/plain`) has the version of the text itself.
 */
export function versionOf(payload: string | Buffer): string {
  const text = payload.toString();
  let bytes = text;
  if (text.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'string') bytes = parsed;
    } catch {
      // Not JSON: the text as it is.
    }
  }
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
}

/** The tags an `If-Match` lists (weak ones compared by their opaque part), or '*' for any. */
export function ifMatchTags(header: string | string[] | undefined): string[] | '*' | null {
  const raw = [header ?? []].flat().join(',').trim();
  if (raw === '') return null;
  if (raw === '*') return '*';
  return raw
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter((tag) => tag !== '');
}

/** The answer as written: kept answers (http/answer-cache.ts) may go out compressed already. */
function identity(payload: string | Buffer, encoding: unknown): string | Buffer {
  if (typeof payload === 'string') return payload;
  if (encoding === 'br') return brotliDecompressSync(payload);
  if (encoding === 'gzip') return gunzipSync(payload);
  return payload;
}

/** `METHOD /path` of the route a request hit, without the REST prefix: the tables' key. */
function routeKey(request: FastifyRequest, prefix: string): string {
  const url = request.routeOptions.url ?? '';
  return `${request.method} ${url.startsWith(prefix) ? url.slice(prefix.length) : url}`;
}

const FORWARDED = ['authorization', 'cookie', 'netiq_idm_rbpm_acsrf', 'host', 'accept-language'] as const;

/**
 * The object's current version as the caller reads it (the same read, the same rights, the same language),
 * or null when the caller cannot read it (the write then answers for itself: 403, 404).
 */
async function currentVersion(app: FastifyInstance, request: FastifyRequest, read: ObjectRead): Promise<string | null> {
  const stamped = STAMPED_READS[`${read.method} ${read.url.split('?')[0] ?? ''}`];
  if (stamped) return itemListVersion(app.store.db, stamped);
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (read.body !== undefined) headers['content-type'] = 'application/json';
  const answer = await app.inject({
    method: read.method,
    url: `/${app.sandbox.context}/rest${read.url}`,
    headers,
    ...(read.body === undefined ? {} : { payload: JSON.stringify(read.body) }),
  });
  const etag = answer.headers.etag;
  return answer.statusCode === 200 && typeof etag === 'string' ? etag : null;
}

function preconditionFailed(reply: FastifyReply, current: string): FastifyReply {
  const body = faultBody(
    412,
    'PRECONDITION_FAILED',
    'This object was changed since you read it. Read it again and apply your changes to the current version.',
  );
  return reply
    .code(412)
    .header('etag', current)
    .type('application/json; charset=utf-8')
    .send({ Fault: { ...body.Fault, Detail: { currentVersion: current } } });
}

/** The REST scope's version hooks; registered before compression, so answers are hashed as written. */
export function installVersions(app: FastifyInstance): void {
  const prefix = `/${app.sandbox.context}/rest`;

  app.addHook('preHandler', async (request, reply) => {
    const write = VERSIONED_WRITES[routeKey(request, prefix)];
    const wanted = ifMatchTags(request.headers['if-match']);
    if (!write || wanted === null || wanted === '*') return;
    const read = write.read(request);
    // A call naming several objects (or none yet) checks nothing: each object has its own version.
    if (!read) return;
    const current = await currentVersion(app, request, read);
    if (current !== null && !wanted.includes(current)) return preconditionFailed(reply, current);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const key = routeKey(request, prefix);
    const stamped = STAMPED_READS[key];
    if (stamped) {
      reply.header('etag', itemListVersion(app.store.db, stamped));
      return payload;
    }
    if (VERSIONED_READS.has(key)) {
      if (typeof payload === 'string' || Buffer.isBuffer(payload))
        reply.header('etag', versionOf(identity(payload, reply.getHeader('content-encoding'))));
      return payload;
    }
    // A deleted object has no version left to answer.
    const read = request.method === 'DELETE' ? null : VERSIONED_WRITES[key]?.read(request);
    if (read) {
      const current = await currentVersion(app, request, read);
      if (current !== null) reply.header('etag', current);
    }
    return payload;
  });
}
