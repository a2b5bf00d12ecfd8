import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/fault.js';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
} as const;

/** access/config/clients: client settings (branding, help desk, customization, ...). */
export async function clientRoutes(app: FastifyInstance): Promise<void> {
  const { clients } = app.store;

  app.get('/config/clients', async () => {
    const list = clients.list();
    return { clients: list, totalCount: list.length };
  });

  app.get<{ Params: { id: string } }>('/config/clients/:id', { schema: { params: idParams } }, async (request) => {
    const config = clients.config(request.params.id);
    if (!config) throw notFound(`No client with id ${request.params.id}.`);
    return { clientId: request.params.id, config };
  });
}
