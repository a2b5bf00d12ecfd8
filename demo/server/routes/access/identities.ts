import type { FastifyInstance } from 'fastify';
import { canAdminister } from '../../auth/administer.js';
import { ASSIGNMENT_SORT, roleAssignmentRepository } from '../../db/roles/role-assignments.js';
import { resourceRepository } from '../../db/resources/resources.js';
import { pageRequest } from '../../db/search.js';
import { principalOf } from '../../http/auth.js';
import { badInput, forbidden, notFound } from '../../http/fault.js';
import { DN, PAGING, SEARCH_TEXT, pageFields, querySchema, type PagingQuery } from '../lookups/schemas.js';

interface IdentitiesQuery extends PagingQuery {
  permissionId: string;
  permissionType: string;
  sortBy?: string;
}

/**
 * GET access/assignments/identities: who is assigned a role (users, groups and containers, directly or through a
 * parent role) or a resource (users and groups, with the grant requests under way). For the administrators of
 * the permission's domain, delegated ones for the permissions their rights name (403 otherwise).
 */
export async function identityRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.store;
  const roleAssignments = roleAssignmentRepository(db);
  const resources = resourceRepository(db);
  const roleExists = (dn: string) => db.prepare('SELECT 1 FROM roles WHERE dn = ?').get(dn) !== undefined;

  app.get<{ Querystring: IdentitiesQuery }>(
    '/assignments/identities',
    {
      config: { requires: 'signedIn' },
      schema: {
        querystring: querySchema(
          {
            ...PAGING,
            permissionId: DN,
            permissionType: { type: 'string', maxLength: 16 },
            sortBy: SEARCH_TEXT,
          },
          ['permissionId', 'permissionType'],
        ),
      },
    },
    async (request) => {
      const { permissionId, sortBy } = request.query;
      const type = request.query.permissionType.toLowerCase();
      if (type !== 'role' && type !== 'resource')
        throw badInput('Invalid input: permissionType must be role or resource.');
      const exists = type === 'role' ? roleExists(permissionId) : resources.byDn(permissionId) !== undefined;
      if (!exists) throw notFound(`There is no ${type} ${permissionId}.`);
      const domain = type === 'role' ? 'ROLES' : 'RESOURCES';
      if (!canAdminister(db, principalOf(request).user, domain, permissionId, app.sandbox.now()))
        throw forbidden(`Only administrators of ${domain.toLowerCase()} see who holds ${permissionId}.`);
      const page = pageRequest(request.query);
      if (type === 'role') {
        const sortColumn = ASSIGNMENT_SORT[(sortBy ?? 'name').toLowerCase()];
        if (!sortColumn) throw badInput(`Invalid input: sortBy "${sortBy ?? ''}" is not a column of the list.`);
        const result = roleAssignments.list(permissionId, { types: [], onlyDirect: false, sortColumn }, page);
        return {
          identities: result.rows.map((row) => ({
            dn: row.dn,
            name: row.name,
            type: row.type,
            isDirectAssignment: row.via_dn === null,
            ...(row.via_dn ? { assignedThrough: row.via_dn } : {}),
            status: row.status,
            ...(row.effective_date === null ? {} : { effectiveDate: row.effective_date }),
            ...(row.expiry_date === null ? {} : { expiryDate: row.expiry_date }),
          })),
          total: result.total,
          ...pageFields(result),
        };
      }
      const result = resources.holders(permissionId, page);
      return {
        identities: result.rows.map((row) => ({
          dn: row.recipient_dn,
          name: row.recipient_name,
          type: row.recipient_type,
          isDirectAssignment: true,
          status: row.assignment_id === null ? 'requested' : (row.status ?? 'active'),
          ...(row.effective_date === null ? {} : { effectiveDate: row.effective_date }),
          ...(row.expiry_date === null ? {} : { expiryDate: row.expiry_date }),
        })),
        total: result.total,
        ...pageFields(result),
      };
    },
  );
}
