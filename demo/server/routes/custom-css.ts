import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

const CUSTOM_DIR = fileURLToPath(new URL('../custom/css/', import.meta.url));
const FILE_NAME = /^(idmdashcustom1|client-[A-Za-z0-9_-]{1,64})\.css$/;

/**
 * `/custom/css/idmdashcustom1.css` and the per-client `/custom/css/client-<id>.css`: the deployment's
 * own stylesheets. A file that is not there answers an empty stylesheet, as a deployment without
 * customisations does.
 */
export async function customCssRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/custom/css/:file', async (request, reply) => {
    const { file } = request.params;
    if (!FILE_NAME.test(file)) return reply.code(404).type('text/css; charset=utf-8').send('');
    const path = `${CUSTOM_DIR}${file}`;
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache');
    // settings: a client's stylesheet uploaded through access/config/uploadStyle wins over a deployed file.
    const uploaded = app.store.clients.style(file);
    if (uploaded !== undefined) return reply.send(uploaded);
    return reply.send(existsSync(path) ? readFileSync(path) : '');
  });
}
