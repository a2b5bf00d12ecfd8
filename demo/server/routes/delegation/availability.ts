import type { FastifyInstance } from 'fastify';
import { NO_END, windowProblem, windowsOverlap } from '../../../../src/domain/delegation.js';
import { STATUS_CODE, type AvailabilityRow, type AvailabilityStatus } from '../../db/delegation/availability.js';
import { scopeOf } from '../../db/delegation/delegations.js';
import type { UserRow } from '../../db/users.js';
import { principalOf } from '../../http/auth.js';
import { badInput, forbidden, notFound } from '../../http/fault.js';
import { flag, isObject, list, text, type Json } from '../../roles/input.js';
import { querySchema } from '../lookups/schemas.js';
import {
  assertManages,
  dateField,
  dateText,
  hasRight,
  mayManage,
  requestDefsIn,
  userIn,
  type WhoActs,
} from './context.js';

const STATUSES: ReadonlyMap<string, AvailabilityStatus> = new Map([
  ['available', 'available'],
  ['unavailable', 'unavailable'],
  ['selective', 'selective'],
  ['selectivelyavailable', 'selective'],
]);

function availabilityNode(ctx: WhoActs, row: AvailabilityRow) {
  const defs = scopeOf(row);
  return {
    availabilityId: String(row.id),
    hasExpiry: row.ends_at < NO_END,
    requestDefs: defs.map((dn) => ctx.delegations.requestDef(dn) ?? { dn, name: dn }),
    allRequests: defs.length === 0,
    principalUser: { dn: row.user_dn, name: row.user_name, firstName: row.given_name, lastName: row.surname },
    effectiveDate: row.starts_at,
    expiryDate: row.ends_at,
    type: 'user',
    isNotificationRequired: false,
  };
}

function listOf(ctx: WhoActs, user: UserRow) {
  const rows = ctx.availability.ofUser(user.dn);
  return {
    availability: rows.map((row) => availabilityNode(ctx, row)),
    totalAvailability: rows.length,
    availabilityStatus: STATUS_CODE[ctx.availability.status(user.dn)],
    hasDelegatesAssigned: ctx.availability.hasDelegates(user.dn),
    newable: true,
  };
}

/** The request definitions `user` may be unavailable for: those their delegations cover. */
function availablePrds(ctx: WhoActs, user: UserRow) {
  const delegations = ctx.delegations.ofDelegator(user.dn);
  const all = delegations.some((row) => scopeOf(row).length === 0);
  const seen = new Map<string, { dn: string; name: string }>();
  for (const row of delegations)
    for (const dn of scopeOf(row)) {
      const def = ctx.delegations.requestDef(dn);
      if (def && !seen.has(def.dn.toLowerCase())) seen.set(def.dn.toLowerCase(), def);
    }
  return { all, defs: [...seen.values()].sort((a, b) => a.name.localeCompare(b.name)) };
}

function readWindow(ctx: WhoActs, body: Json, user: UserRow, editing?: AvailabilityRow) {
  const start = dateField(body, 'effectiveDate') ?? null;
  const expires = flag(body, 'hasExpiry') ?? true;
  const end = expires ? (dateField(body, 'expiryDate') ?? null) : NO_END;
  if (expires && end === null) throw badInput('Invalid input: expiryDate is required when the period ends.');
  const problem = windowProblem(start, end, ctx.now());
  if (problem === 'startRequired') throw badInput('Invalid input: effectiveDate is required.');
  if (problem === 'endBeforeStart') throw badInput('The period must end after it starts.');
  if (problem === 'endInPast') throw badInput('This period is over: it must end in the future.');
  const window = { start: start ?? 0, end: end ?? NO_END };
  const clash = ctx.availability
    .ofUser(user.dn)
    .find(
      (other) => other.id !== editing?.id && windowsOverlap(window, { start: other.starts_at, end: other.ends_at }),
    );
  if (clash)
    throw badInput(
      `This period overlaps the unavailability from ${dateText(clash.starts_at)} to ${dateText(clash.ends_at)}.`,
    );
  const allRequests = flag(body, 'allRequests') ?? false;
  const requestDefs = allRequests ? [] : requestDefsIn(ctx, body);
  if (!allRequests && requestDefs.length === 0)
    throw badInput('Invalid input: choose the requests (requestDefs), or allRequests.');
  return { window, requestDefs };
}

/**
 * Availability (README "Delegation, availability and proxy assignments"): GET availability (the caller's),
 * POST availability/list ({dn}: a user's), GET availability/prds (what a user may be unavailable for),
 * POST / PUT / DELETE availability (windows), POST availability/status ({status, dn}). A user manages their
 * own; administrators anyone's; team managers the members of their teams whose permissions allow it. Changes need
 * the availability right.
 */
export async function availabilityRoutes(app: FastifyInstance, { ctx }: { ctx: WhoActs }): Promise<void> {
  const users = app.store.users;
  const needRight = (request: Parameters<typeof hasRight>[0]) => {
    if (!hasRight(request, 'availability')) throw forbidden('You do not have the right "availability".');
  };
  /** The window `raw` names when `user` may manage it; else the same 403 whether it exists or not (no oracle). */
  const managedWindow = (user: UserRow, raw: unknown): AvailabilityRow => {
    const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(id)) throw badInput('Invalid input: availabilityId must be the id of an availability.');
    const row = ctx.availability.byId(id);
    if (row && mayManage(ctx, user, row.user_dn, 'availability')) return row;
    if (!row && user.is_admin === 1) throw notFound(`There is no availability ${id}.`);
    throw forbidden(`There is no availability ${id} you may change.`);
  };
  const principal = (body: Json, caller: UserRow): UserRow =>
    body.principalUser === undefined || body.principalUser === null
      ? caller
      : userIn(ctx, body.principalUser, 'principalUser');

  app.get('/availability', async (request) => listOf(ctx, principalOf(request).user));

  app.post('/availability/list', async (request) => {
    const { user } = principalOf(request);
    const target = userIn(ctx, request.body, 'body');
    assertManages(ctx, user, target, 'availability');
    return listOf(ctx, target);
  });

  app.get<{ Querystring: { userDn?: string } }>(
    '/availability/prds',
    { schema: { querystring: querySchema({ userDn: { type: 'string', minLength: 1, maxLength: 1024 } }) } },
    async (request) => {
      const { user } = principalOf(request);
      const dn = request.query.userDn;
      const target = dn ? users.findByDn(dn) : user;
      if (!target) throw badInput(`Invalid input: userDn is not a user (${dn}).`);
      assertManages(ctx, user, target, 'availability');
      const { all, defs } = availablePrds(ctx, target);
      return {
        ...listOf(ctx, target),
        availability: [
          {
            availableRequestDefs: defs,
            enableAllRequests: all,
            principalUser: {
              dn: target.dn,
              name: target.full_name,
              firstName: target.given_name,
              lastName: target.surname,
            },
          },
        ],
      };
    },
  );

  app.post('/availability', async (request, reply) => {
    needRight(request);
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be an AvailabilityNode.');
    const { user } = principalOf(request);
    const target = principal(request.body, user);
    assertManages(ctx, user, target, 'availability');
    const { window, requestDefs } = readWindow(ctx, request.body, target);
    const row = ctx.availability.save(target.dn, window.start, window.end, requestDefs);
    return reply.code(200).send(availabilityNode(ctx, row));
  });

  app.put('/availability', async (request) => {
    needRight(request);
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be an AvailabilityNode.');
    const { user } = principalOf(request);
    const existing = managedWindow(user, request.body.availabilityId);
    const target = users.findByDn(existing.user_dn);
    if (!target) throw notFound('The user of this availability is gone.');
    const { window, requestDefs } = readWindow(ctx, request.body, target, existing);
    return availabilityNode(ctx, ctx.availability.save(target.dn, window.start, window.end, requestDefs, existing.id));
  });

  app.delete('/availability', async (request) => {
    needRight(request);
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be {availability: [{availabilityId}]}.');
    const { user } = principalOf(request);
    const entries = list(request.body, 'availability', 500) ?? [];
    if (entries.length === 0) throw badInput('Invalid input: availability needs at least one entry.');
    const rows = entries.map((entry) => managedWindow(user, entry.availabilityId));
    const nodes = rows.map((row) => availabilityNode(ctx, row));
    app.store.db.transaction(() => rows.forEach((row) => ctx.availability.remove(row.id)))();
    return { availability: nodes, totalAvailability: nodes.length };
  });

  app.post('/availability/status', async (request, reply) => {
    needRight(request);
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be {status, dn}.');
    const { user } = principalOf(request);
    const raw = text(request.body, 'status', { max: 32 }) ?? '';
    const status = STATUSES.get(raw.replace(/[\s_-]/g, '').toLowerCase());
    if (!status) throw badInput('Invalid input: status must be available, unavailable or selective.');
    const dn = text(request.body, 'dn', { max: 1024 });
    const target = dn ? users.findByDn(dn) : user;
    if (!target) throw badInput(`Invalid input: dn is not a user (${dn}).`);
    assertManages(ctx, user, target, 'availability');
    ctx.availability.setStatus(target.dn, status);
    return reply.code(200).send({ status, dn: target.dn });
  });
}
