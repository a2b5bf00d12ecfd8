import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from '../http/vary.js';
import { ensureCsrfCookie } from '../http/cookies.js';
import { htmlPage, policyWithScriptHashes } from '../http/html.js';
import { IMMUTABLE, acceptedEncodings, cacheControlOf, precompressedFile } from '../http/precompressed.js';
import { consoleDir } from '../http/static-dirs.js';

const NOT_BUILT = htmlPage(
  'IDM Console - not built',
  '<main><h1>The console is not built yet</h1><p>Run <code>npm run build</code> first, then reload this page.</p></main>',
);

/** This build's version (package.json), the segment of the elements' versioned path. */
export const ELEMENTS_VERSION = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The console page's CSP: its inline first script allowed by the hash the build wrote beside it. */
function consolePagePolicy(dir: string): string {
  try {
    const listed = (JSON.parse(readFileSync(join(dir, 'csp.json'), 'utf8')) as Record<string, unknown>)['script-src'];
    return policyWithScriptHashes(Array.isArray(listed) ? listed : []);
  } catch {
    return policyWithScriptHashes([]); // an older build without the file: no inline script is allowed
  }
}

/**
 * The built console at /idmdash/, the elements at /elements/ and, pinned, at /elements/<version>/ (every file
 * cached for a year there: a partner's page names that path and its integrity hash), the demo pages at /demo/. The build writes
 * `.br` and `.gz` beside each file; they are sent by the request's Accept-Encoding (`Vary: Accept-Encoding`).
 * Hashed chunks are cached for a year (immutable), everything else revalidated (`no-cache`).
 */
export async function staticRoutes(app: FastifyInstance): Promise<void> {
  const staticDir = resolve(app.sandbox.staticDir);

  const consolePage = async (request: FastifyRequest, reply: FastifyReply) => {
    ensureCsrfCookie(request, reply);
    addVary(reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache'), 'accept-encoding');
    const index = join(consoleDir(staticDir), 'index.html');
    if (!existsSync(index)) return reply.send(NOT_BUILT);
    reply.header('content-security-policy', consolePagePolicy(consoleDir(staticDir)));
    const compressed = precompressedFile(index, acceptedEncodings(request.headers['accept-encoding']));
    if (compressed) reply.header('content-encoding', compressed.encoding);
    return reply.send(readFileSync(compressed?.file ?? index));
  };
  app.get('/', async (_request, reply) => reply.redirect('/idmdash/', 302));
  app.get('/idmdash', async (_request, reply) => reply.redirect('/idmdash/', 302));
  app.get('/demo', async (_request, reply) => reply.redirect('/demo/', 302));
  app.get('/demo/', async (_request, reply) => reply.redirect('/demo/index.html', 302));
  app.get('/idmdash/', consolePage);
  app.get('/idmdash/index.html', consolePage);

  // The plugin only warns about a missing folder, so a build made after start-up is served too (after a restart).
  const mounts: [string, string][] = [
    ['/idmdash/', consoleDir(staticDir)],
    ['/elements/', join(staticDir, 'elements')],
    [`/elements/${ELEMENTS_VERSION}/`, join(staticDir, 'elements')],
    ['/demo/', join(staticDir, 'demo')],
  ];
  mounts.forEach(([prefix, root], i) => {
    const pinned = prefix === `/elements/${ELEMENTS_VERSION}/`;
    void app.register(fastifyStatic, {
      root,
      prefix,
      index: false,
      decorateReply: i === 0,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('cache-control', pinned ? IMMUTABLE : cacheControlOf(root, file.replace(/\.(br|gz)$/, '')));
        res.setHeader('vary', 'accept-encoding');
      },
    });
  });
}
