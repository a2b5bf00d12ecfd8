import type { FastifyInstance } from 'fastify';
import { STATE } from '../../access/states.js';
import { HELD_ROLES_SQL } from '../../db/access/assignments.js';
import type { SodRow } from '../../db/roles/sods.js';
import { cachedStatement, pageRequest } from '../../db/search.js';
import { adminDomains, principalOf } from '../../http/auth.js';
import { forbidden, notFound } from '../../http/fault.js';
import { DN, PAGING, pageFields, querySchema, type PagingQuery } from '../lookups/schemas.js';
import type { RoleAdmin } from './context.js';
import { sodScope } from './sods.js';

type ExceptionStatus = 'approved' | 'pending' | 'denied' | 'none';

/**
 * SoD violations (README "Roles and separation of duties"): the users holding both roles of a rule (however
 * they hold them), with the exception (approved, pending, denied or none) and the assignments that cause it.
 */
export async function violationRoutes(app: FastifyInstance, { ctx }: { ctx: RoleAdmin }): Promise<void> {
  const nameOf = (dn: string): string =>
    (
      cachedStatement(app.store.db, 'SELECT full_name FROM users WHERE dn = ?').get(dn) as
        { full_name: string } | undefined
    )?.full_name ?? dn;

  const exceptionOf = (sod: SodRow, userDn: string) => {
    const stored = ctx.sods.exception(sod.dn, userDn);
    if (stored)
      return {
        status: 'approved' as ExceptionStatus,
        justification: stored.justification,
        at: stored.approved_at,
        requestId: stored.request_id === null ? '' : String(stored.request_id),
      };
    const request = ctx.sods.exceptionRequest(sod.dn, userDn);
    if (!request) return { status: 'none' as ExceptionStatus, justification: '', at: 0, requestId: '' };
    const status: ExceptionStatus =
      request.state === STATE.sodExceptionDenied
        ? 'denied'
        : request.state === STATE.sodPending || request.state === STATE.sodExceptionPending
          ? 'pending'
          : request.state === STATE.denied || request.state === STATE.retracted || request.state === STATE.retracting
            ? 'none'
            : 'approved';
    return { status, justification: request.sod_justification, at: request.updated_at, requestId: String(request.id) };
  };

  const causesOf = (sod: SodRow, userDn: string) =>
    [sod.role1_dn, sod.role2_dn].flatMap((roleDn) =>
      ctx.sods.holdings(userDn, roleDn).map((h) => ({
        roleId: roleDn,
        roleName: roleDn === sod.role1_dn ? sod.role1_name : sod.role2_name,
        type: h.source_type,
        dn: h.source_dn,
        name: h.source_name,
        ...(h.via_dn ? { viaRoleId: h.via_dn, viaRoleName: h.via_name ?? h.via_dn } : {}),
      })),
    );

  app.get<{ Querystring: PagingQuery & { sodDn?: string } }>(
    '/sods/violations',
    { config: { requires: { domain: 'ROLES' } }, schema: { querystring: querySchema({ ...PAGING, sodDn: DN }) } },
    async (request) => {
      const { query } = request;
      const inScope = sodScope(request);
      const named = query.sodDn ? ctx.sods.byDn(query.sodDn) : undefined;
      // A delegated administrator sees the violations of the rules between his roles only.
      if (query.sodDn && inScope && !(named && inScope(named)))
        throw forbidden(`You may not read ${query.sodDn}: it is outside the roles you administer.`);
      const rules = query.sodDn ? [named] : ctx.sods.all().filter((rule) => !inScope || inScope(rule));
      if (query.sodDn && rules[0] === undefined)
        throw notFound(`There is no separation-of-duties rule ${query.sodDn}.`);
      const violations = rules.flatMap((sod) => {
        if (!sod) return [];
        const second = new Set(ctx.sods.holders(sod.role2_dn).map((dn) => dn.toLowerCase()));
        return ctx.sods
          .holders(sod.role1_dn)
          .filter((dn) => second.has(dn.toLowerCase()))
          .map((dn) => ({ sod, dn, name: nameOf(dn) }))
          .sort((a, b) => a.name.localeCompare(b.name));
      });
      const page = pageRequest(query);
      const q = page.q.trim().toLowerCase();
      const matching =
        q === '' || q === '*'
          ? violations
          : violations.filter((v) => v.name.toLowerCase().includes(q) || v.sod.name.toLowerCase().includes(q));
      const rows = matching.slice(page.nextIndex - 1, page.nextIndex - 1 + page.size);
      const end = page.nextIndex - 1 + rows.length;
      return {
        sodId: query.sodDn ?? '',
        sodViolations: rows.map((v) => ({
          sodId: v.sod.dn,
          type: 'user',
          sodName: v.sod.name,
          dn: v.dn,
          name: v.name,
          exception: exceptionOf(v.sod, v.dn),
          causes: causesOf(v.sod, v.dn),
        })),
        total: matching.length,
        ...pageFields({ rows, nextIndex: rows.length > 0 && end < matching.length ? end + 1 : -1 }),
      };
    },
  );

  app.get<{ Querystring: { userDn?: string } }>(
    '/sods/violations/user',
    { schema: { querystring: querySchema({ userDn: DN }) } },
    async (request) => {
      const { user } = principalOf(request);
      const userDn = request.query.userDn ?? user.dn;
      const self = userDn.toLowerCase() === user.dn.toLowerCase();
      if (!self && user.is_admin !== 1 && !adminDomains(user).includes('ROLES'))
        throw forbidden('Only administrators of roles may read the violations of other people.');
      const target = app.store.users.findByDn(userDn);
      if (!target) throw notFound(`There is no user ${userDn}.`);
      const held = new Set(
        (cachedStatement(app.store.db, HELD_ROLES_SQL).all({ user: target.dn }) as { item_dn: string }[]).map((r) =>
          r.item_dn.toLowerCase(),
        ),
      );
      // Another person's violations: a delegated administrator sees those of the rules between his roles only.
      const inScope = self ? null : sodScope(request);
      const broken = ctx.sods
        .all()
        .filter((s) => held.has(s.role1_dn.toLowerCase()) && held.has(s.role2_dn.toLowerCase()))
        .filter((s) => !inScope || inScope(s));
      return {
        id: target.dn,
        sods: broken.map((sod) => {
          const causes = causesOf(sod, target.dn);
          const inherited = causes.find((c) => 'viaRoleName' in c);
          return {
            sodId: sod.dn,
            sodName: sod.name,
            sodDescription: sod.description,
            perm1Name: sod.role1_name,
            perm2Name: sod.role2_name,
            recipientdn: target.dn,
            recipientname: target.full_name,
            inheritedRole: inherited && 'viaRoleName' in inherited ? inherited.viaRoleName : '',
            exception: exceptionOf(sod, target.dn),
            causes,
          };
        }),
      };
    },
  );
}
