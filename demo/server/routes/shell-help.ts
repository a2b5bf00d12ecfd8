import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HELP_TOPICS, resolveHelpLocale, resolveHelpPage } from '../help/pages.js';
import { renderHelpPage, renderMissingHelpPage } from '../help/render.js';

const STYLESHEET = readFileSync(new URL('../help/help.css', import.meta.url), 'utf8');
const BASE = '/idmdash/help';
const PAGE_FILE = /^([A-Za-z0-9_-]{1,64})\.html$/;
const LOCALE = /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{1,8}){0,2}$/;

const html = (reply: FastifyReply, status: number, page: string): FastifyReply =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);

/**
 * The help the console opens in its popup: `/idmdash/help/<locale>/<page>.html` (spec section 2's page
 * names). Locales without help (and variants such as de-DE) redirect to the closest one, else English.
 */
export async function shellHelpRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${BASE}/help.css`, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(STYLESHEET),
  );
  app.get(BASE, async (_request, reply) => reply.redirect(`${BASE}/en/default.html`, 302));
  app.get(`${BASE}/`, async (_request, reply) => reply.redirect(`${BASE}/en/default.html`, 302));
  app.get<{ Params: { locale: string } }>(`${BASE}/:locale/`, async (request, reply) =>
    reply.redirect(`${BASE}/${resolveHelpLocale(request.params.locale) ?? 'en'}/default.html`, 302),
  );

  app.get<{ Params: { locale: string; file: string } }>(`${BASE}/:locale/:file`, async (request, reply) => {
    const { locale: requested, file } = request.params;
    const name = PAGE_FILE.exec(file)?.[1];
    if (!name || !LOCALE.test(requested)) return html(reply, 404, renderMissingHelpPage('en'));
    const locale = resolveHelpLocale(requested) ?? 'en';
    if (locale !== requested) return reply.redirect(`${BASE}/${locale}/${name}.html`, 302);
    const page = resolveHelpPage(name);
    const topic = page === undefined ? undefined : HELP_TOPICS[page];
    if (page === undefined || topic === undefined) return html(reply, 404, renderMissingHelpPage(locale));
    return html(reply, 200, renderHelpPage(page, topic, locale));
  });
}
