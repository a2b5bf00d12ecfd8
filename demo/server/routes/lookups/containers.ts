import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dnWithin } from '../../../../src/domain/admin-assignments.js';
import { scopeDns } from '../../auth/effect.js';
import { roleLevelContainer } from '../../dns.js';
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
  anyOf: [{ required: ['dn'] }, { required: ['level'] }],
  additionalProperties: false,
  properties: {
    dn: DN,
    name: { type: 'string', maxLength: 256 },
    level: { type: 'number' },
    type: { type: 'string', maxLength: 32 },
    searchScope: { type: 'string', maxLength: 32 },
  },
} as const;

/**
 * A delegated role administrator's role container tree offers his scope only: the containers his permissions
 * name, what lies below them, and the way down to them. Other trees (users, resources) and whoever administers
 * all roles see every container.
 */
function inScope(request: FastifyRequest): (c: ContainerRow) => boolean {
  let scope: readonly string[] | null | undefined;
  return (c) => {
    if (c.type !== 'role') return true;
    scope ??= scopeDns(request, 'ROLES');
    // Null: all roles are theirs; empty: not a role administrator (the pickers of end users show the whole tree).
    return scope === null || scope.length === 0 || scope.some((dn) => dnWithin(c.dn, dn) || dnWithin(dn, c.dn));
  };
}

/**
 * GET access/containers/{role,resource,prd} (tree roots) and POST access/containers/container (sub-containers).
 * The sandbox adds GET access/containers/user: the directory's root, whose sub-containers (type `user`) hold
 * users, groups and teams (roles are assigned to them and owned by them).
 */
export async function containerRoutes(app: FastifyInstance): Promise<void> {
  const { containers } = app.store.lookups;
  for (const type of ['role', 'resource', 'prd', 'user'] as const) {
    app.get(`/containers/${type}`, async () => {
      const root = containers.root(type);
      if (!root) throw notFound(`No ${type} container.`);
      return containerNode(root);
    });
  }
  // `{level}` alone names that level's role container, as scripts of real servers send it (IDMConn).
  app.post<{ Body: { dn?: string; level?: number } }>(
    '/containers/container',
    { schema: { body: containerBody } },
    async (request) => {
      const { dn = roleLevelContainer(request.body.level ?? 0) } = request.body;
      const container = containers.byDn(dn);
      if (!container) throw notFound(`No container ${dn}.`);
      const subContainers = containers.children(container).filter(inScope(request)).map(containerNode);
      return { dn: container.dn, name: container.name, subContainers, arraySize: subContainers.length };
    },
  );
}
