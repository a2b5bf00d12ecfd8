import type { FastifyInstance } from 'fastify';
import { requestState } from '../../../../src/domain/request-states.js';
import type { ResourceHolderRow } from '../../db/resources/resources.js';
import {
  grantedParameters,
  roleResourceGrants,
  type ResourceGrantHolder,
} from '../../db/roles/role-resource-grants.js';
import { pageRequest, type PageRequest, type PageResult } from '../../db/search.js';
import { assigneesNamed, authorizeAssignees, authorizeRead } from '../../auth/effect.js';
import { badInput } from '../../http/fault.js';
import { isObject, list, text, type Json } from '../../roles/input.js';
import { ROLE_STATUS } from '../../roles/rules.js';
import { PAGING, REPEATED, SEARCH_TEXT, pageFields, querySchema, type PagingQuery } from '../lookups/schemas.js';
import type { ResponseNode } from '../roles/role-delete.js';
import { assertManages, callerOf, requireResourceAdmin, resourceOr404, type ResourceAdmin } from './context.js';

const PROVISIONED = 50;

const dateText = (value: number | null): string => (value === null ? '' : String(value));

/** An AssignmentStatusNode of a resource's holder: status (resource request state), dates, parameters, cause. */
function holderNode(
  ctx: ResourceAdmin,
  resource: { dn: string; name: string },
  row: ResourceHolderRow,
  labels: Map<string, string>,
) {
  const code = row.assignment_id !== null && row.status === 'active' ? PROVISIONED : (row.state ?? PROVISIONED);
  const params = JSON.parse(row.params) as { key: string; value: string }[];
  const roles = row.recipient_type === 'user' ? ctx.resources.roleCauses(resource.dn, row.recipient_dn) : [];
  const fromRequest = row.request_id !== null;
  return {
    dn: resource.dn,
    name: resource.name,
    recipientDn: row.recipient_dn,
    recipientFullName: row.recipient_name,
    recipientType: row.recipient_type,
    statusCode: String(code),
    statusDisplay: requestState('resource', code)?.label ?? String(code),
    grant: row.action !== 'revoke',
    requestDate: dateText(row.at),
    effectiveDate: dateText(row.effective_date),
    expiryDate: dateText(row.expiry_date),
    description: row.reason ?? '',
    requesterDn: row.requester_dn ?? '',
    requesterDisplayName: row.requester_name ?? '',
    correlationID: row.request_id === null ? '' : String(row.request_id),
    // Where the assignment comes from: a request (or an administrator's assignment), or a role mapping the resource.
    source: !fromRequest && roles.length > 0 ? 'role' : 'request',
    causes: [
      ...(fromRequest ? [{ type: 'request', name: row.requester_name ?? '', dn: row.requester_dn ?? '' }] : []),
      ...roles.map((r) => ({ type: 'role', name: r.name, dn: r.dn })),
    ],
    dynamicParams: {
      dynamicParamList: params.map((p) => ({
        paramName: p.key,
        paramLabel: labels.get(p.key) ?? p.key,
        paramValues: [p.value],
      })),
    },
  };
}

/** An AssignmentStatusNode of someone who gains the resource through a role (a grant read from the role they hold). */
function roleHolderNode(
  resource: { dn: string; name: string },
  holder: ResourceGrantHolder,
  params: { key: string; label: string; value: string }[],
) {
  return {
    dn: resource.dn,
    name: resource.name,
    recipientDn: holder.userDn,
    recipientFullName: holder.userName,
    recipientType: 'user',
    statusCode: String(PROVISIONED),
    statusDisplay: requestState('resource', PROVISIONED)?.label ?? String(PROVISIONED),
    grant: true,
    requestDate: '',
    effectiveDate: '',
    expiryDate: '',
    description: '',
    requesterDn: '',
    requesterDisplayName: '',
    correlationID: '',
    source: 'role',
    causes: [{ type: 'role', name: holder.roleName, dn: holder.roleDn }],
    dynamicParams: {
      dynamicParamList: params.map((p) => ({ paramName: p.key, paramLabel: p.label, paramValues: [p.value] })),
    },
  };
}

/** How many role holders a search reads at most (they are filtered by name here, not in SQL). */
const ROLE_HOLDER_SEARCH_LIMIT = 5_000;

/**
 * One page of the holders of a resource: first those holding it directly (assignments and running requests),
 * then those gaining it through a role (roleResourceGrants.holdersOf: by user, group, container or a parent role).
 */
function holdersPage(
  ctx: ResourceAdmin,
  resourceDn: string,
  page: PageRequest,
): { direct: ResourceHolderRow[]; fromRoles: ResourceGrantHolder[]; total: number; nextIndex: number } {
  const grants = roleResourceGrants(ctx.app.store.db);
  const offset = page.nextIndex - 1;
  const direct = ctx.resources.holders(resourceDn, page);
  const need = page.size - direct.rows.length;
  const roleOffset = Math.max(0, offset - direct.total);
  let fromRoles: PageResult<ResourceGrantHolder>;
  if (page.q.trim() === '' || /^\**$/.test(page.q.trim())) {
    fromRoles = grants.holdersOf(resourceDn, { size: need, nextIndex: roleOffset + 1 });
  } else {
    const q = page.q.trim().toLowerCase();
    const all = grants
      .holdersOf(resourceDn, { size: ROLE_HOLDER_SEARCH_LIMIT, nextIndex: 1 })
      .rows.filter((h) => h.userName.toLowerCase().includes(q));
    fromRoles = { rows: all.slice(roleOffset, roleOffset + need), total: all.length, nextIndex: -1 };
  }
  const total = direct.total + fromRoles.total;
  const end = offset + direct.rows.length + fromRoles.rows.length;
  return {
    direct: direct.rows,
    fromRoles: fromRoles.rows,
    total,
    nextIndex: end > offset && end < total ? end + 1 : -1,
  };
}

function epoch(entry: Json, field: string): number | undefined {
  const value = entry[field];
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0)
    throw badInput(`Invalid input: ${field} must be a date in epoch milliseconds.`);
  return n;
}

/** dynamicParams.dynamicParamList → [{key, value}] (the first value of each). */
function paramsOf(body: Json): { key: string; value: string }[] {
  const dynamic = body.dynamicParams;
  if (dynamic === undefined || dynamic === null) return [];
  if (!isObject(dynamic)) throw badInput('Invalid input: dynamicParams must be {dynamicParamList: [...]}.');
  return (list(dynamic, 'dynamicParamList', 30) ?? []).map((entry, index) => {
    const key = text(entry, 'paramName', { max: 64 });
    if (!key) throw badInput(`Invalid input: dynamicParamList[${index}].paramName is required.`);
    const values = entry.paramValues;
    if (!Array.isArray(values) || values.length !== 1 || typeof values[0] !== 'string' || /[<>]/.test(values[0]))
      throw badInput(`Invalid input: dynamicParamList[${index}].paramValues must hold one value.`);
    return { key, value: values[0].trim() };
  });
}

function recipientsOf(body: Json): string[] {
  const dns = body.recipientDns ?? (body.recipientDn ? [body.recipientDn] : undefined);
  if (
    !Array.isArray(dns) ||
    dns.length === 0 ||
    dns.length > 300 ||
    !dns.every((d) => typeof d === 'string' && d !== '')
  )
    throw badInput('Invalid input: recipientDns must name from 1 to 300 users.');
  return dns as string[];
}

/**
 * Who holds a resource (POST catalog/resources/resource/assignments, with the grant requests under way), assigning it
 * to users (…/assign: through the approval engine, with the parameter values and dates) and revoking it (…/revoke:
 * a revoke request running the resource's revoke approval, which may be 'same as grant').
 */
export async function resourceAssignmentRoutes(app: FastifyInstance, { ctx }: { ctx: ResourceAdmin }): Promise<void> {
  app.addHook('preHandler', requireResourceAdmin(ctx));

  app.post<{ Querystring: PagingQuery & { sortBy?: string } }>(
    '/resources/resource/assignments',
    { schema: { querystring: querySchema({ ...PAGING, sortBy: SEARCH_TEXT, column: REPEATED }) } },
    async (request, reply) => {
      const body = isObject(request.body) ? request.body : {};
      const dn = text(body, 'dn') ?? text(body, 'id') ?? '';
      authorizeRead(request, 'RESOURCES', dn);
      const resource = resourceOr404(ctx, dn);
      const result = holdersPage(ctx, resource.dn, pageRequest(request.query));
      const parameters = app.store.lookups.catalog.parametersOf([resource.dn]).get(resource.dn.toLowerCase()) ?? [];
      const labels = new Map(parameters.map((p) => [p.key, p.display_label]));
      const visible = parameters.filter((p) => p.hidden === 0);
      const mappingParams = new Map<string, ReturnType<typeof grantedParameters>>();
      const paramsOfRole = (roleDn: string) => {
        const key = roleDn.toLowerCase();
        if (!mappingParams.has(key))
          mappingParams.set(key, grantedParameters(visible, ctx.resources.mappingParams(roleDn, resource.dn)));
        return mappingParams.get(key) ?? [];
      };
      const assignments = [
        ...result.direct.map((row) => holderNode(ctx, resource, row, labels)),
        ...result.fromRoles.map((holder) => roleHolderNode(resource, holder, paramsOfRole(holder.roleDn))),
      ];
      return reply.code(200).send({
        assignments,
        total: result.total,
        ...pageFields({ rows: assignments, nextIndex: result.nextIndex }),
      });
    },
  );

  app.post('/resources/resource/assignments/assign', async (request, reply) => {
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be an AssignmentStatusNode.');
    const body = request.body;
    const caller = callerOf(ctx, request);
    const resource = resourceOr404(ctx, text(body, 'dn') ?? '');
    assertManages(caller, resource, 'assignResource');
    if (resource.status !== ROLE_STATUS.created) throw badInput(`Invalid input: ${resource.name} is being deleted.`);
    const recipients = recipientsOf(body);
    const type = (text(body, 'recipientType') ?? 'user').toLowerCase();
    // Each recipient as what it is: a delegated administrator's assignment reaches users only, through the approval.
    const assignees = assigneesNamed(request, recipients);
    authorizeAssignees(request, 'RESOURCES', resource, assignees);
    if (type !== 'user' || assignees.some((a) => a.type !== 'user'))
      throw badInput('Invalid input: resources are assigned to users only (recipientType user).');
    const params = paramsOf(body);
    const parameters = app.store.lookups.catalog.parametersOf([resource.dn]).get(resource.dn.toLowerCase()) ?? [];
    const missing = parameters.find(
      (p) => p.static_value === '' && p.hidden === 0 && !params.some((v) => v.key === p.key && v.value !== ''),
    );
    if (missing) throw badInput(`Invalid input: a value for ${missing.display_label} is required.`);
    const effDate = epoch(body, 'effectiveDate');
    const expDate = epoch(body, 'expiryDate');
    if (effDate !== undefined && expDate !== undefined && expDate <= effDate)
      throw badInput('Invalid input: expiryDate must be after effectiveDate.');
    const answer = ctx.engine.submit(
      { user: caller.user, proxy: null },
      {
        items: [{ dn: resource.dn, entityType: 'resource', params }],
        recipients: recipients.map((dn) => ({ dn, type: 'user' as const, isGroupAssignment: false })),
        reason: text(body, 'description') ?? '',
        sodJustification: '',
        ...(effDate === undefined ? {} : { effDate }),
        ...(expDate === undefined ? {} : { expDate }),
      },
    );
    const succeeded: ResponseNode[] = [];
    const failed: ResponseNode[] = [];
    for (const node of answer.OperationNodes) {
      succeeded.push(...node.succeeded.map((s) => ({ ...s, dn: s.dn ?? node.userDn })));
      failed.push(...node.failed.map((f) => ({ ...f, dn: node.userDn })));
    }
    for (const dn of recipients)
      if (!answer.OperationNodes.some((n) => n.userDn.toLowerCase() === dn.toLowerCase()))
        failed.push({ id: resource.dn, name: resource.name, dn, reason: `There is no user ${dn}.` });
    return reply.code(200).send({ success: failed.length === 0 && succeeded.length > 0, succeeded, failed });
  });

  app.post('/resources/resource/assignments/revoke', async (request, reply) => {
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be an AssignmentStatusNode.');
    const body = request.body;
    const caller = callerOf(ctx, request);
    const resource = resourceOr404(ctx, text(body, 'dn') ?? '');
    assertManages(caller, resource, 'assignResource');
    const recipients = recipientsOf(body);
    // A group's assignment is the domain's administrators' to revoke, as it is theirs to make (the approval rule).
    authorizeAssignees(request, 'RESOURCES', resource, assigneesNamed(request, recipients));
    const reason = text(body, 'description') ?? '';
    const answer = ctx.engine.revoke(
      { user: caller.user, proxy: null },
      recipients.map((recipientDn) => ({ itemDn: resource.dn, recipientDn, reason })),
    );
    return reply.code(200).send({
      success: answer.success,
      succeeded: answer.succeeded,
      failed: answer.failed,
    });
  });
}
