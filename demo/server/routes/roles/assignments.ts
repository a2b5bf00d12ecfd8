import type { FastifyInstance } from 'fastify';
import { ASSIGNMENT_SORT, type RoleAssignmentRow } from '../../db/roles/role-assignments.js';
import { pageRequest } from '../../db/search.js';
import { badInput } from '../../http/fault.js';
import { isObject, list, text, type Json } from '../../roles/input.js';
import { ROLE_STATUS } from '../../roles/rules.js';
import {
  FLAG,
  PAGING,
  REPEATED,
  SEARCH_TEXT,
  pageFields,
  querySchema,
  repeated,
  type PagingQuery,
} from '../lookups/schemas.js';
import { authorizeAssignees, authorizeEffect, authorizeRead } from '../../auth/effect.js';
import { callerOf, roleOr404, type RoleAdmin } from './context.js';
import type { ResponseNode } from './role-delete.js';

const ROLES = { domain: 'ROLES' } as const;
const TYPES = new Set(['user', 'group', 'container']);

interface AssignmentQuery extends PagingQuery {
  assignType?: string | string[];
  onlyDirectAssignments?: string;
  sortBy?: string;
}

/** A row of a role's assignment list: PermissionAssignmentNode with its cause. */
const assignmentNode = (row: RoleAssignmentRow) => ({
  id: String(row.id),
  name: row.name,
  entityType: 'role',
  assignmentType: row.type.toUpperCase(),
  assignmentTo: row.dn,
  isDirectAssignment: row.via_dn === null,
  reqDate: row.assigned_at,
  initialRequestDescription: row.reason ?? '',
  requestedBy: row.requester_name ?? '',
  ...(row.effective_date === null ? {} : { effectiveDate: row.effective_date }),
  ...(row.expiry_date === null ? {} : { expiryDate: row.expiry_date }),
  cause: {
    instanceId: String(row.id),
    type: row.type,
    subtype: row.type === 'container' ? (row.subtree === 1 ? 'subtree' : 'one-level') : row.type,
    removable: row.via_dn === null,
    status: row.status === 'revoking' ? 'Revoke pending' : 'Provisioned',
    requester: row.requester_dn ?? '',
    requesterName: row.requester_name ?? '',
    reqDesc: row.reason ?? '',
    requestDate: row.assigned_at,
    assignedTo: row.dn,
    confirmNo: row.request_id === null ? '' : String(row.request_id),
    sources: row.via_name ? [row.via_name] : [],
    ...(row.via_dn ? { sourcesDetails: { name: row.via_name ?? row.via_dn, dn: row.via_dn } } : {}),
  },
});

function epoch(entry: Json, field: string): number | undefined {
  const value = entry[field];
  if (value === undefined || value === null || value === '') return undefined;
  // Scripts send the epoch as text (IDMConn: str(int(date.timestamp() * 1000))), as for resources.
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0)
    throw badInput(`Invalid input: ${field} must be a date in epoch milliseconds.`);
  return n;
}

/**
 * Who holds a role (POST catalog/roles/role/assignments: users, groups and containers, directly or through
 * a parent role) and assigning it (…/assign): users and groups through the approval engine (the role's
 * approval, SoD checks), containers at once (roleToContainerApproval is off), with or without the subtree.
 */
export async function roleAssignmentRoutes(app: FastifyInstance, { ctx }: { ctx: RoleAdmin }): Promise<void> {
  app.post<{ Querystring: AssignmentQuery }>(
    '/roles/role/assignments',
    {
      config: { requires: ROLES },
      schema: {
        querystring: querySchema({
          ...PAGING,
          assignType: REPEATED,
          onlyDirectAssignments: FLAG,
          sortBy: SEARCH_TEXT,
          column: REPEATED,
        }),
      },
    },
    async (request) => {
      const body = isObject(request.body) ? request.body : {};
      authorizeRead(request, 'ROLES', text(body, 'id') ?? '');
      const role = roleOr404(ctx, text(body, 'id') ?? '');
      const { query } = request;
      const types = repeated(query.assignType)
        .flatMap((t) => t.split(','))
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean);
      if (!types.every((t) => TYPES.has(t)))
        throw badInput('Invalid input: assignType must be USER, GROUP or CONTAINER.');
      const sortColumn = ASSIGNMENT_SORT[(query.sortBy ?? 'name').toLowerCase()];
      if (!sortColumn)
        throw badInput(
          `Invalid input: sortBy "${query.sortBy ?? ''}" is not name, type, effectiveDate, expiryDate or requestDate.`,
        );
      const result = ctx.assignments.list(
        role.dn,
        { types, onlyDirect: query.onlyDirectAssignments === 'true', sortColumn },
        pageRequest(query),
      );
      return { assignments: result.rows.map(assignmentNode), total: result.total, ...pageFields(result) };
    },
  );

  app.post('/roles/role/assignments/assign', { config: { requires: ROLES } }, async (request, reply) => {
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be a PermissionAssignmentListNode.');
    const body = request.body;
    const caller = callerOf(ctx, request);
    const reason = text(body, 'reason') ?? '';
    const items = list(body, 'assignments', 50);
    if (!items || items.length === 0) throw badInput('Invalid input: assignments must name at least one role.');
    const plans = items.map((item, index) => {
      const roleDn = text(item, 'id') ?? '';
      authorizeEffect(request, [{ domain: 'ROLES', dn: roleDn, action: 'assignRole' }]);
      const role = roleOr404(ctx, roleDn);
      if (role.status !== ROLE_STATUS.created) throw badInput(`Invalid input: ${role.name} is being deleted.`);
      const targets = list(item, 'assignmentToList', 300) ?? [];
      if (targets.length === 0) throw badInput(`Invalid input: assignments[${index}].assignmentToList is empty.`);
      const assignees = targets.map((target, i) => {
        const dn = text(target, 'assignedToDn');
        const type = (text(target, 'type') ?? 'user').toLowerCase();
        if (!dn)
          throw badInput(`Invalid input: assignments[${index}].assignmentToList[${i}].assignedToDn is required.`);
        if (!TYPES.has(type))
          throw badInput(
            `Invalid input: assignments[${index}].assignmentToList[${i}].type must be user, group or container.`,
          );
        const subtree = (text(target, 'subtype') ?? '').toLowerCase() === 'subtree';
        return {
          dn,
          type: type as 'user' | 'group' | 'container',
          subtree,
          sodJustification: text(target, 'sodJustification') ?? '',
        };
      });
      authorizeAssignees(request, 'ROLES', role, assignees);
      return { role, effDate: epoch(item, 'effectiveDate'), expDate: epoch(item, 'expiryDate'), targets: assignees };
    });
    const succeeded: ResponseNode[] = [];
    const failed: ResponseNode[] = [];
    const sods: unknown[] = [];
    app.store.db.transaction(() => {
      for (const plan of plans) {
        for (const target of plan.targets) {
          if (target.type === 'container') {
            const container = ctx.assignments.container(target.dn);
            if (!container) {
              failed.push({
                id: plan.role.dn,
                name: plan.role.name,
                dn: target.dn,
                reason: `There is no container ${target.dn}.`,
              });
              continue;
            }
            ctx.assignments.assignContainer({
              roleDn: plan.role.dn,
              containerDn: container.dn,
              subtree: target.subtree,
              reason,
              requesterDn: caller.user.dn,
              effectiveDate: plan.effDate ?? null,
              expiryDate: plan.expDate ?? null,
              at: app.sandbox.now(),
            });
            succeeded.push({ id: plan.role.dn, name: plan.role.name, entityType: 'role', dn: container.dn });
            continue;
          }
          const answer = ctx.engine.submit(
            { user: caller.user, proxy: null },
            {
              items: [{ dn: plan.role.dn, entityType: 'role', params: [] }],
              recipients: [
                { dn: target.dn, type: target.type as 'user' | 'group', isGroupAssignment: target.type === 'group' },
              ],
              reason,
              sodJustification: target.sodJustification,
              ...(plan.effDate === undefined ? {} : { effDate: plan.effDate }),
              ...(plan.expDate === undefined ? {} : { expDate: plan.expDate }),
            },
          );
          for (const node of answer.OperationNodes) {
            succeeded.push(...node.succeeded.map((s) => ({ ...s, dn: s.dn ?? node.userDn })));
            failed.push(...node.failed.map((f) => ({ ...f, dn: node.userDn })));
            sods.push(...node.sods);
          }
          if (answer.OperationNodes.length === 0)
            failed.push({
              id: plan.role.dn,
              name: plan.role.name,
              dn: target.dn,
              reason: `No recipient ${target.dn}.`,
            });
        }
      }
    })();
    return reply.code(200).send({ success: failed.length === 0 && succeeded.length > 0, succeeded, failed, sods });
  });
}
