import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NO_END, scopesOverlap, windowProblem, windowsOverlap } from '../../../../src/domain/delegation.js';
import { scopeOf, type DelegationRow } from '../../db/delegation/delegations.js';
import { pageRequest } from '../../db/search.js';
import type { UserRow } from '../../db/users.js';
import { principalOf } from '../../http/auth.js';
import { badInput, forbidden, notFound } from '../../http/fault.js';
import { flag, isObject, list, text, type Json } from '../../roles/input.js';
import { PAGING, querySchema, type PagingQuery } from '../lookups/schemas.js';
import {
  assertManages,
  dateField,
  dateText,
  firstUser,
  hasRight,
  mayManage,
  requestDefsIn,
  userIn,
  type WhoActs,
} from './context.js';

/** Relationships a delegation may name instead of a person (delegation/relationships). */
export const RELATIONSHIPS = [
  {
    key: 'manager',
    displayName: 'Manager',
    sourceEntityKey: 'user',
    sourceAttributeKey: 'manager',
    targetEntityKey: 'user',
    targetAttributeKey: 'directReports',
  },
] as const;

const userNode = (dn: string, name: string, firstName: string, lastName: string) => ({ dn, name, firstName, lastName });

/** A stored delegation as the contract's DelegationNode. */
export function delegationNode(ctx: WhoActs, row: DelegationRow) {
  const defs = scopeOf(row);
  const relationship = RELATIONSHIPS.find((r) => r.key === row.relationship);
  return {
    assignmentId: String(row.id),
    isExpires: row.ends_at < NO_END,
    requestDefs: defs.map((dn) => ctx.delegations.requestDef(dn) ?? { dn, name: dn }),
    ...(relationship ? { assignToRelationship: { ...relationship } } : {}),
    allRequests: defs.length === 0,
    assignFromUsers: [userNode(row.delegator_dn, row.delegator_name, row.delegator_given, row.delegator_surname)],
    assignToUsers: [userNode(row.delegate_dn, row.delegate_name, row.delegate_given, row.delegate_surname)],
    effectiveDate: row.starts_at,
    expiryDate: row.ends_at,
    type: relationship ? 'relationship' : 'user',
    isNotificationRequired: false,
    createAvailability: false,
  };
}

const listAnswer = (ctx: WhoActs, rows: DelegationRow[], total: number, nextIndex: number) => ({
  delegations: rows.map((row) => delegationNode(ctx, row)),
  totalDelegations: total,
  nextIndex,
});

/** Reads a DelegationNode to save: who delegates to whom, which requests, when; every rule checked. */
function readDelegation(ctx: WhoActs, caller: UserRow, body: Json, editing?: DelegationRow) {
  const delegator = firstUser(ctx, body, 'assignFromUsers') ?? caller;
  assertManages(ctx, caller, delegator, 'delegation');
  const relationshipNode = body.assignToRelationship;
  let relationship: string | null = null;
  let delegate = firstUser(ctx, body, 'assignToUsers');
  if (isObject(relationshipNode) && text(relationshipNode, 'key', { max: 64 })) {
    const key = text(relationshipNode, 'key', { max: 64 });
    if (!RELATIONSHIPS.some((r) => r.key === key))
      throw badInput(`Invalid input: assignToRelationship.key ${key} is not a delegation relationship.`);
    relationship = key ?? null;
    const manager = delegator.manager_dn ? ctx.app.store.users.findByDn(delegator.manager_dn) : undefined;
    if (!manager) throw badInput(`Invalid input: ${delegator.full_name} has no manager to delegate to.`);
    delegate = manager;
  }
  if (!delegate) throw badInput('Invalid input: assignToUsers needs the user who receives the tasks.');
  if (delegate.dn.toLowerCase() === delegator.dn.toLowerCase())
    throw badInput('Invalid input: a user cannot delegate to themselves.');
  const allRequests = flag(body, 'allRequests') ?? false;
  const requestDefs = allRequests ? [] : requestDefsIn(ctx, body);
  if (!allRequests && requestDefs.length === 0)
    throw badInput('Invalid input: choose the requests to delegate (requestDefs), or allRequests.');
  const start = dateField(body, 'effectiveDate') ?? null;
  const expires = flag(body, 'isExpires') ?? true;
  const end = expires ? (dateField(body, 'expiryDate') ?? null) : NO_END;
  if (expires && end === null) throw badInput('Invalid input: expiryDate is required when the delegation expires.');
  const problem = windowProblem(start, end, ctx.now());
  if (problem === 'startRequired') throw badInput('Invalid input: effectiveDate is required.');
  if (problem === 'endBeforeStart') throw badInput('The delegation must end after it starts.');
  if (problem === 'endInPast') throw badInput('This period is over: a delegation must end in the future.');
  const window = { start: start ?? 0, end: end ?? NO_END };
  const clash = ctx.delegations
    .ofDelegator(delegator.dn)
    .find(
      (other) =>
        other.id !== editing?.id &&
        windowsOverlap(window, { start: other.starts_at, end: other.ends_at }) &&
        scopesOverlap(requestDefs, scopeOf(other)),
    );
  if (clash)
    throw badInput(
      `This period overlaps the delegation to ${clash.delegate_name} from ${dateText(clash.starts_at)} to ${dateText(clash.ends_at)} for the same requests.`,
    );
  return {
    delegatorDn: delegator.dn,
    delegateDn: delegate.dn,
    startsAt: window.start,
    endsAt: window.end,
    requestDefs,
    relationship,
  };
}

type DelegationListQuery = PagingQuery & { assignmentId?: string };

/**
 * Delegations (README "Delegation, availability and proxy assignments"): GET delegation (the caller's, both
 * ways), POST delegation/list (a user's: themselves, administrators, team managers whose team permissions allow delegation,
 * for their teams' members; administrators without a dn: everyone's), POST / PUT / DELETE delegation; the
 * lookups delegation/category, delegation/requests and delegation/relationships. Creating and editing need
 * the createDelegation right. Lists take the paging query (q, nextIndex, size) as an extension.
 */
export async function delegationRoutes(app: FastifyInstance, { ctx }: { ctx: WhoActs }): Promise<void> {
  const paging = querySchema(PAGING);
  // Sandbox extension: ?assignmentId= reads one delegation (the edit page, reloaded), for whoever may change it.
  const listPaging = querySchema({ ...PAGING, assignmentId: { type: 'string', pattern: '^\\d{1,12}$' } });

  // Kept until the db changes (README "The hot path"): a function of the db, the query and the caller only.
  app.get<{ Querystring: DelegationListQuery }>(
    '/delegation',
    { schema: { querystring: paging } },
    async (request, reply) =>
      app.answers(request, reply, () => {
        const { user } = principalOf(request);
        const page = ctx.delegations.list(pageRequest(request.query), user.dn);
        return listAnswer(ctx, page.rows, page.total, page.nextIndex);
      }),
  );

  app.post<{ Querystring: DelegationListQuery }>(
    '/delegation/list',
    { schema: { querystring: listPaging } },
    async (request) => {
      const { user } = principalOf(request);
      if (request.query.assignmentId !== undefined) {
        const row = managedDelegation(ctx, user, request.query.assignmentId);
        return listAnswer(ctx, [row], 1, -1);
      }
      const body = isObject(request.body) ? request.body : {};
      const dn = text(body, 'dn', { max: 1024 });
      if (!dn && user.is_admin !== 1) throw badInput('Invalid input: dn is required.');
      if (dn) {
        const target = userIn(ctx, body, 'body');
        assertManages(ctx, user, target, 'delegation');
      }
      const page = ctx.delegations.list(pageRequest(request.query), dn ? dn : undefined);
      return listAnswer(ctx, page.rows, page.total, page.nextIndex);
    },
  );

  const needCreateRight = (request: FastifyRequest) => {
    if (!hasRight(request, 'createDelegation')) throw forbidden('You do not have the right "createDelegation".');
  };

  app.post('/delegation', async (request, reply) => {
    needCreateRight(request);
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be a DelegationNode.');
    const { user } = principalOf(request);
    const input = readDelegation(ctx, user, request.body);
    const row = ctx.delegations.save(input);
    return reply.code(200).send(delegationNode(ctx, row));
  });

  app.put('/delegation', async (request) => {
    needCreateRight(request);
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be a DelegationNode.');
    const { user } = principalOf(request);
    const existing = managedDelegation(ctx, user, request.body.assignmentId);
    const input = readDelegation(ctx, user, request.body, existing);
    return delegationNode(ctx, ctx.delegations.save(input, existing.id));
  });

  app.delete('/delegation', async (request) => {
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be {delegations: [{assignmentId}]}.');
    const { user } = principalOf(request);
    const entries = list(request.body, 'delegations', 500) ?? [];
    if (entries.length === 0) throw badInput('Invalid input: delegations needs at least one delegation.');
    const rows = entries.map((entry) => managedDelegation(ctx, user, entry.assignmentId));
    const nodes = rows.map((row) => delegationNode(ctx, row));
    ctx.app.store.db.transaction(() => rows.forEach((row) => ctx.delegations.remove(row.id)))();
    return { delegations: nodes, totalDelegations: nodes.length };
  });
}

/** The lookups a delegation form needs. */
export async function delegationLookupRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.store;
  const prdCategories = db.prepare<[], { process_type: string }>(
    'SELECT DISTINCT process_type FROM prds ORDER BY process_type',
  );
  const approvalItems = db.prepare<[string], { dn: string; name: string }>(
    `SELECT i.dn, i.name FROM approval_definitions d
     JOIN (SELECT dn, name, 'roles' AS kind FROM roles UNION ALL SELECT dn, name, 'resources' FROM resources) i ON i.dn = d.item_dn
     WHERE d.purpose = 'grant' AND d.required = 1 AND i.kind = ? ORDER BY i.name COLLATE NOCASE, i.dn`,
  );
  const prdsOf = db.prepare<[string], { dn: string; name: string }>(
    'SELECT dn, name FROM prds WHERE process_type = ? ORDER BY name COLLATE NOCASE, dn',
  );
  const categories = () => [
    { categoryId: 'roles', categoryName: 'Role requests' },
    { categoryId: 'resources', categoryName: 'Resource requests' },
    ...prdCategories.all().map((c) => ({ categoryId: c.process_type, categoryName: c.process_type })),
  ];

  app.get('/delegation/category', async () => {
    const categoryList = categories();
    return { categoryList, arraySize: categoryList.length };
  });

  app.get<{ Querystring: { category?: string } }>(
    '/delegation/requests',
    { schema: { querystring: querySchema({ category: { type: 'string', maxLength: 128 } }) } },
    async (request) => {
      const category = request.query.category ?? '';
      const known = categories().map((c) => c.categoryId);
      if (category !== '' && !known.includes(category))
        throw badInput(`Invalid input: category ${category} is not a request category.`);
      const of = (id: string) => (id === 'roles' || id === 'resources' ? approvalItems.all(id) : prdsOf.all(id));
      const provisioningRequests = (category === '' ? known : [category]).flatMap(of);
      return { provisioningRequests, arraySize: provisioningRequests.length };
    },
  );

  app.get('/delegation/relationships', async () => ({
    relationships: RELATIONSHIPS.map((r) => ({ ...r })),
    arraySize: RELATIONSHIPS.length,
    nextIndex: -1,
    totalSize: RELATIONSHIPS.length,
    total: RELATIONSHIPS.length,
  }));
}

/**
 * The delegation `raw` names, when `user` may manage it. Anyone but an administrator gets the same 403 for one that
 * does not exist and for someone else's, naming nobody (no oracle of which delegations exist or whose they are).
 */
function managedDelegation(ctx: WhoActs, user: UserRow, raw: unknown): DelegationRow {
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw badInput('Invalid input: assignmentId must be the id of a delegation.');
  const row = ctx.delegations.byId(id);
  if (row && mayManage(ctx, user, row.delegator_dn, 'delegation')) return row;
  if (!row && user.is_admin === 1) throw notFound(`There is no delegation ${id}.`);
  throw forbidden(`There is no delegation ${id} you may manage.`);
}
