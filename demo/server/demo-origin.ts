import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { escapeHtml } from './http/html.js';

/** The host names a second-origin demo page may be reached by; anything else is shown as localhost. */
const SAFE_HOST_NAME = /^[A-Za-z0-9.-]+$/;

export interface DemoOriginOptions {
  /** Folder with the built demo pages (`<static>/demo`). */
  demoDir: string;
  /** The IDM server's port: the pages load the elements from the same host name on it. */
  idmPort: number;
  /** The IDM server's configured public origin, if any (then used instead of host name + port). */
  idmOrigin?: string;
}

/** The IDM origin as seen from a request to the demo port: the same host name on the IDM port. */
export function idmOriginFor(request: FastifyRequest, options: DemoOriginOptions): string {
  if (options.idmOrigin) return new URL(options.idmOrigin).origin;
  const host = SAFE_HOST_NAME.test(request.hostname) ? request.hostname : 'localhost';
  return `${request.protocol}://${host}:${options.idmPort}`;
}

/** A partner's CSP: scripts and styles of its own and of the IDM origin; calls go to the IDM origin only. */
export function hostPageCsp(idmOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${idmOrigin}`,
    `style-src 'self' ${idmOrigin}`,
    `img-src 'self' data: ${idmOrigin}`,
    `font-src 'self' ${idmOrigin}`,
    `connect-src ${idmOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/** The demo page with its element URLs (`../elements/…`, `../idmdash/…`) made absolute at the IDM origin. */
export function rewriteDemoPage(html: string, idmOrigin: string): string {
  const origin = escapeHtml(idmOrigin);
  return html.replace(/(\s(?:src|href)=")\.\.\/(elements|idmdash)\//g, `$1${origin}/$2/`);
}

/**
 * The second origin (`--demo-port`): the same demo pages as `/demo/` on the IDM server, served from another
 * origin as a partner's page is, so that the elements sign in by PKCE and call the API under CORS.
 */
export async function buildDemoOrigin(options: DemoOriginOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: 'error' } });
  const root = resolve(options.demoDir);
  app.get('/', async (_request, reply) => reply.redirect('/demo/partner.html', 302));
  app.get('/demo/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const file = normalize(join(root, path));
    if (!file.startsWith(root + sep) || !existsSync(file)) return reply.code(404).send('Not found');
    if (!path.endsWith('.html')) return reply.header('cache-control', 'no-cache').sendFile(path);
    const idmOrigin = idmOriginFor(request, options);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', hostPageCsp(idmOrigin))
      .send(rewriteDemoPage(readFileSync(file, 'utf8'), idmOrigin));
  });
  await app.register(fastifyStatic, { root, serve: false });
  return app;
}
