import type { FastifyInstance } from 'fastify';
import type { ContainerRow } from '../../db/lookups/containers.js';
import { notFound } from '../../http/fault.js';
import { DN } from './schemas.js';

/** ContainerNode; role containers below the levels search their subtree. */
const containerNode = (c: ContainerRow) => ({
  dn: c.dn,
  name: c.name,
  level: c.level,
  type: c.type,
  searchScope: c.parent_dn === null ? 'subtree' : 'one',
});

const containerBody = {
  type: 'object',
  required: ['dn'],
  additionalProperties: false,
  properties: {
    dn: DN,
    name: { type: 'string', maxLength: 256 },
    level: { type: 'number' },
    type: { type: 'string', maxLength: 32 },
    searchScope: { type: 'string', maxLength: 32 },
  },
} as const;

/** GET access/containers/{role,resource,prd} (tree roots) and POST access/containers/container (sub-containers). */
export async function containerRoutes(app: FastifyInstance): Promise<void> {
  const { containers } = app.store.lookups;
  const directory = app.store.db.prepare<[string], { dn: string; name: string }>(
    'SELECT dn, name FROM containers WHERE dn = ?',
  );
  const directoryChildren = app.store.db.prepare<[string], { dn: string; name: string }>(
    'SELECT dn, name FROM containers WHERE parent_dn = ? ORDER BY name COLLATE NOCASE, dn',
  );
  for (const type of ['role', 'resource', 'prd'] as const) {
    app.get(`/containers/${type}`, async () => {
      const root = containers.root(type);
      if (!root) throw notFound(`No ${type} container.`);
      return containerNode(root);
    });
  }
  app.post<{ Body: { dn: string } }>('/containers/container', { schema: { body: containerBody } }, async (request) => {
    const container = containers.byDn(request.body.dn);
    if (!container) {
      // The directory's own containers (organization, organizational units): where users live, for teams.
      const userContainer = directory.get(request.body.dn);
      if (!userContainer) throw notFound(`No container ${request.body.dn}.`);
      const subContainers = directoryChildren
        .all(userContainer.dn)
        .map((c) => ({ dn: c.dn, name: c.name, level: 0, type: 'user', searchScope: 'subtree' }));
      return { dn: userContainer.dn, name: userContainer.name, subContainers, arraySize: subContainers.length };
    }
    const subContainers = containers.children(container.dn).map(containerNode);
    return { dn: container.dn, name: container.name, subContainers, arraySize: subContainers.length };
  });
}
