import type { FastifyInstance, FastifyRequest } from 'fastify';
import { administersWholeDomain, authorizeEffect, readScope } from '../../auth/effect.js';
import { SOD_OVERRIDE } from '../../access/sod.js';
import { idFromName, sodDn } from '../../dns.js';
import type { SodRow } from '../../db/roles/sods.js';
import { syncSodPolicy } from '../../db/roles/sod-policy.js';
import { roleResourceSettings } from '../../db/roles/settings.js';
import { HttpFault, badInput, forbidden, notFound } from '../../http/fault.js';
import {
  approvers,
  description,
  flag,
  ids,
  isObject,
  localized,
  name as nameOf,
  text,
  type Json,
} from '../../roles/input.js';
import { INTEGER, pageFields, querySchema } from '../lookups/schemas.js';
import { roleOr404, type RoleAdmin } from './context.js';

const ROLES = { domain: 'ROLES' } as const;

/**
 * Which rules the caller may read: null, every one (administrators of all roles); else a test that both of the
 * rule's roles lie in his scope (a delegated administrator).
 */
export function sodScope(request: FastifyRequest): ((rule: Pick<SodRow, 'role1_dn' | 'role2_dn'>) => boolean) | null {
  const inScope = readScope(request, 'ROLES');
  return inScope && ((rule) => inScope(rule.role1_dn) && inScope(rule.role2_dn));
}

/** The full SodNode: roles, localised texts, exception approval (default or custom approvers). */
export function sodNode(ctx: RoleAdmin, row: SodRow) {
  const roles = [ctx.roles.byDn(row.role1_dn), ctx.roles.byDn(row.role2_dn)].flatMap((r) => (r ? [r] : []));
  const isDefault = row.approval_type !== 'custom';
  const settings = roleResourceSettings(ctx.app.store.db);
  const texts = (json: string, key: 'name' | 'desc') =>
    Object.entries(JSON.parse(json) as Record<string, string>).map(([locale, value]) => ({ locale, [key]: value }));
  return {
    id: row.dn,
    name: row.name,
    description: row.description,
    roles: roles.map((r) => ({ id: r.dn, name: r.name, description: r.description, level: r.level })),
    roleLevel: String(Math.max(...roles.map((r) => r.level), 0)),
    ...(row.allow_override === SOD_OVERRIDE.always
      ? { sodApprovalType: 'alwaysAllow' }
      : row.allow_override === SOD_OVERRIDE.withWorkflow
        ? { sodApprovalType: 'allowWithWorkflow' }
        : {}),
    isDefaultApproversUsed: isDefault,
    approvers: isDefault
      ? settings.sodApprovers
      : ctx.sods
          .approvers(row.dn)
          .map((a) => ({ id: a.approver_dn, name: a.name ?? a.approver_dn, type: 'user', sequence: a.sequence })),
    approvalRequestDef: settings.defaultSODRequestDef,
    approvalRequestDefName: settings.defaultSODRequestDefName,
    approvalQuorum: settings.sodQuorum,
    localizedNames: texts(row.names, 'name'),
    localizedDescriptions: texts(row.descriptions, 'desc'),
  };
}

/** Reads a SodNode body; both roles must exist, differ and be in the caller's containers. */
function readSod(ctx: RoleAdmin, request: FastifyRequest, body: unknown, existing: SodRow | undefined) {
  if (!isObject(body)) throw badInput('Invalid input: the body must be a SodNode.');
  const name = nameOf(body, 'name', existing === undefined) ?? existing?.name ?? '';
  const desc = description(body);
  const roleIds = ids(body, 'roles', 2) ?? (existing ? [existing.role1_dn, existing.role2_dn] : undefined);
  if (!roleIds || roleIds.length !== 2) throw badInput('Invalid input: roles must name exactly two roles.');
  // The rule's roles before and after the change: a rule is as much about the roles it stops naming.
  const touched = [...roleIds, ...(existing ? [existing.role1_dn, existing.role2_dn] : [])];
  authorizeEffect(
    request,
    touched.map((dn) => ({ domain: 'ROLES', dn, action: 'manageSod' })),
  );
  const [first, second] = roleIds.map((dn) => roleOr404(ctx, dn)) as [
    ReturnType<typeof roleOr404>,
    ReturnType<typeof roleOr404>,
  ];
  if (first.dn.toLowerCase() === second.dn.toLowerCase())
    throw badInput('Invalid input: roles must be two different roles.');
  const clash = ctx.sods.betweenRoles(first.dn, second.dn);
  if (clash && clash.dn.toLowerCase() !== existing?.dn.toLowerCase())
    throw new HttpFault(
      400,
      'EXISTING_ENTITY',
      `Invalid input: a separation-of-duties rule between ${first.name} and ${second.name} exists already.`,
    );
  const type = text(body, 'sodApprovalType');
  if (type !== undefined && type !== 'allowWithWorkflow' && type !== 'alwaysAllow')
    throw badInput('Invalid input: sodApprovalType must be allowWithWorkflow or alwaysAllow.');
  const alwaysAllow = type === undefined ? undefined : type === 'alwaysAllow';
  const askedDefault = flag(body, 'isDefaultApproversUsed') ?? (existing ? existing.approval_type !== 'custom' : true);
  const people =
    approvers(body, 'approvers') ??
    (existing && !askedDefault
      ? ctx.sods.approvers(existing.dn).map((a) => ({ dn: a.approver_dn, sequence: a.sequence }))
      : []);
  // A rule created with no approvers takes the default SoD approvers, as on real servers (IDMConn.createSoD
  // sends isDefaultApproversUsed false and none); a change that leaves a custom rule without any is refused.
  const useDefault = askedDefault || (!existing && people.length === 0);
  if (!useDefault && people.length === 0)
    throw badInput('Invalid input: approvers needs at least one approver when isDefaultApproversUsed is false.');
  people.forEach((a, index) => {
    if (!ctx.app.store.users.findByDn(a.dn))
      throw badInput(`Invalid input: approvers[${index}]: there is no user ${a.dn}.`);
  });
  const names = {
    ...(existing ? (JSON.parse(existing.names) as Record<string, string>) : {}),
    ...localized(body, 'localizedNames', 'name'),
    en: name,
  };
  const descriptions = {
    ...(existing ? (JSON.parse(existing.descriptions) as Record<string, string>) : {}),
    ...localized(body, 'localizedDescriptions', 'desc'),
  };
  if (desc !== undefined) descriptions.en = desc;
  return { name, first, second, useDefault, people, names, descriptions, alwaysAllow };
}

/**
 * SoD administration under catalog/sods: create, details, update, delete, the default approvers. A rule
 * takes effect at once: the engine and Request Access's pre-check read the same rows (catalog/sods).
 */
export async function sodRoutes(app: FastifyInstance, { ctx }: { ctx: RoleAdmin }): Promise<void> {
  const save = (dn: string, input: ReturnType<typeof readSod>) => {
    ctx.sods.setApproval(dn, input.useDefault ? 'default' : 'custom', input.people);
    syncSodPolicy(app.store.db, dn, input.alwaysAllow);
  };

  app.post('/sods', { config: { requires: ROLES } }, async (request, reply) => {
    const dn = app.store.db.transaction(() => {
      const input = readSod(ctx, request, request.body, undefined);
      const id = idFromName(input.name);
      if (id === '') throw badInput('Invalid input: name needs at least one letter or digit.');
      const newDn = sodDn(id);
      if (ctx.sods.byDn(newDn))
        throw new HttpFault(400, 'EXISTING_ENTITY', `Invalid input: a rule named ${input.name} exists already.`);
      ctx.sods.insert({
        dn: newDn,
        id,
        names: JSON.stringify(input.names),
        descriptions: JSON.stringify(input.descriptions),
        role1: input.first.dn,
        role2: input.second.dn,
      });
      save(newDn, input);
      return newDn;
    })();
    return reply.code(200).send(sodNode(ctx, ctx.sods.byDn(dn)!));
  });

  app.post(
    '/sods/sod',
    { config: { requires: ROLES }, schema: { querystring: querySchema({ nextIndex: INTEGER, size: INTEGER }) } },
    async (request) => {
      const wanted = isObject(request.body) ? ids(request.body, 'sods', 300) : undefined;
      if (!wanted || wanted.length === 0) throw badInput('Invalid input: sods must name at least one rule id.');
      const inScope = sodScope(request);
      const rows = wanted.flatMap((dn) => {
        const row = ctx.sods.byDn(dn);
        // A delegated administrator reads the rules between his roles only (403 alike for an unknown one).
        if (inScope && !(row && inScope(row)))
          throw forbidden(`You may not read ${dn}: it is outside the roles you administer.`);
        return row ? [row] : [];
      });
      if (rows.length === 0) throw notFound(`There is no separation-of-duties rule ${wanted[0] ?? ''}.`);
      return { sods: rows.map((row) => sodNode(ctx, row)), ...pageFields({ rows, nextIndex: -1 }) };
    },
  );

  app.put('/sods/sod', { config: { requires: ROLES } }, async (request) => {
    const body: Json = isObject(request.body) ? request.body : {};
    const existing = ctx.sods.byDn(text(body, 'id') ?? '');
    if (!existing) throw notFound(`There is no separation-of-duties rule ${text(body, 'id') ?? ''}.`);
    app.store.db.transaction(() => {
      const input = readSod(ctx, request, request.body, existing);
      ctx.sods.update(existing.dn, {
        names: JSON.stringify(input.names),
        descriptions: JSON.stringify(input.descriptions),
        role1: input.first.dn,
        role2: input.second.dn,
      });
      save(existing.dn, input);
    })();
    return sodNode(ctx, ctx.sods.byDn(existing.dn)!);
  });

  app.delete('/sods/sod', { config: { requires: ROLES } }, async (request) => {
    const wanted = isObject(request.body) ? ids(request.body, 'sods', 300) : undefined;
    if (!wanted || wanted.length === 0) throw badInput('Invalid input: sods must name at least one rule id.');
    const rows = wanted.map((dn) => ({ dn, row: ctx.sods.byDn(dn) }));
    authorizeEffect(
      request,
      rows.flatMap(({ row }) =>
        row ? [row.role1_dn, row.role2_dn].map((dn) => ({ domain: 'ROLES' as const, dn, action: 'manageSod' })) : [],
      ),
    );
    const succeeded: { id: string; name: string }[] = [];
    const failed: { id: string; name: string; reason: string }[] = [];
    app.store.db.transaction(() => {
      for (const { dn, row } of rows) {
        if (row && ctx.sods.remove(row.dn)) succeeded.push({ id: row.dn, name: row.name });
        else failed.push({ id: dn, name: dn, reason: `There is no separation-of-duties rule ${dn}.` });
      }
    })();
    return { success: failed.length === 0, succeeded, failed };
  });

  // The organisation's default exception approvers: for those who administer all of the roles.
  app.get('/sods/defaultApprovals', { config: { requires: ROLES } }, async (request) => {
    if (!administersWholeDomain(request, 'ROLES'))
      throw forbidden('Only administrators of all roles may read the default SoD approvers.');
    const settings = roleResourceSettings(app.store.db);
    return {
      isDefaultApproversUsed: true,
      approvers: settings.sodApprovers,
      approvalRequestDef: settings.defaultSODRequestDef,
      approvalRequestDefName: settings.defaultSODRequestDefName,
      approvalQuorum: settings.sodQuorum,
    };
  });
}
