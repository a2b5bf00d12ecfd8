import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  normalizedParameterValue,
  parameterValueProblem,
  PARAMETER_VALUE_MAX_LENGTH,
  type ParameterValueProblem,
} from '../../../../src/domain/resource-parameters.js';
import { authorizeEffect, authorizeGrantThrough, authorizeRead } from '../../auth/effect.js';
import { navRight } from '../../auth/rights.js';
import { pageRequest } from '../../db/search.js';
import { badInput, forbidden } from '../../http/fault.js';
import { description, isObject, list, text, type Json } from '../../roles/input.js';
import { hierarchyRefusal } from '../../roles/rules.js';
import { resourceNodes, roleNodes } from '../lookups/catalog-nodes.js';
import { PAGING, SEARCH_TEXT, pageFields, querySchema, type PagingQuery } from '../lookups/schemas.js';
import { callerOf, roleOr404, type RoleAdmin } from './context.js';
import type { ResponseNode } from './role-delete.js';

const ROLES = { domain: 'ROLES' } as const;

const PROBLEMS: Record<ParameterValueProblem, string> = {
  integer: 'must be a whole number.',
  boolean: 'must be true or false.',
  option: 'must be one of its values.',
  tooLong: `must be at most ${PARAMETER_VALUE_MAX_LENGTH} characters.`,
};
const pagedQuery = { schema: { querystring: querySchema({ ...PAGING, sortBy: { type: 'string', enum: ['name'] } }) } };

interface Outcome {
  success: boolean;
  succeeded: ResponseNode[];
  failed: ResponseNode[];
}

const outcome = (): Outcome => ({ success: false, succeeded: [], failed: [] });
const done = (o: Outcome): Outcome => ({ ...o, success: o.failed.length === 0 && o.succeeded.length > 0 });

function bodyOf(body: unknown): Json {
  if (!isObject(body)) throw badInput('Invalid input: the body must be an object.');
  return body;
}

/**
 * The hierarchy and mapped resources of a role: child roles (subRoles), parent roles (parentRoles), mapped
 * resources (mappedResources, the `mapresources` right), each with a paged list. Only a business role
 * contains IT roles and only an IT role permission roles; the caller must manage the role whose contents change.
 */
export async function roleRelationRoutes(app: FastifyInstance, { ctx }: { ctx: RoleAdmin }): Promise<void> {
  const roleIdOf = (body: Json): string => {
    const id = text(body, 'roleId');
    if (!id) throw badInput('Invalid input: roleId is required.');
    return id;
  };

  /**
   * parent ⊃ child, from either side; `asParent`: the body's role is the parent. Both ends of every link pass the
   * rights check first (auth/effect.ts): the parent's contents change, the child reaches the parent's holders.
   */
  const changeHierarchy = (request: FastifyRequest, asParent: boolean, add: boolean) => {
    const body = bodyOf(request.body);
    const roleDn = roleIdOf(body);
    const field = asParent ? 'subRoles' : 'parentRoles';
    const entries = list(body, field, 300);
    if (!entries || entries.length === 0) throw badInput(`Invalid input: ${field} must name at least one role.`);
    const links = entries.map((entry, index) => {
      const otherDn = text(entry, 'id');
      if (!otherDn) throw badInput(`Invalid input: ${field}[${index}].id is required.`);
      const [parentDn, childDn] = asParent ? [roleDn, otherDn] : [otherDn, roleDn];
      return { otherDn, parentDn, childDn, note: description(entry, 'requestDescription') ?? '' };
    });
    authorizeEffect(
      request,
      links.flatMap((link) => [
        { domain: 'ROLES', dn: link.parentDn, action: 'mapResources' },
        { domain: 'ROLES', dn: link.childDn, action: 'assignRole' },
      ]),
    );
    const role = roleOr404(ctx, roleDn);
    const result = outcome();
    for (const { otherDn, note } of links) {
      const other = ctx.roles.byDn(otherDn);
      if (!other) {
        result.failed.push({ id: otherDn, name: otherDn, reason: `There is no role ${otherDn}.` });
        continue;
      }
      const [parent, child] = asParent ? [role, other] : [other, role];
      if (add) {
        const refusal = hierarchyRefusal(parent, child);
        if (refusal) {
          result.failed.push({ id: other.dn, name: other.name, reason: refusal });
          continue;
        }
        authorizeGrantThrough(request, 'ROLES', parent, child);
        ctx.roles.addChild(parent.dn, child.dn, note);
      } else if (!ctx.roles.removeChild(parent.dn, child.dn)) {
        result.failed.push({
          id: other.dn,
          name: other.name,
          reason: `${child.name} is not a child of ${parent.name}.`,
        });
        continue;
      }
      result.succeeded.push({ id: other.dn, name: other.name, entityType: 'role' });
    }
    return done(result);
  };

  for (const [path, asParent] of [
    ['/roles/subRoles', true],
    ['/roles/parentRoles', false],
  ] as const) {
    app.post(path, { config: { requires: ROLES } }, async (request, reply) => {
      const answer = app.store.db.transaction(() => changeHierarchy(request, asParent, true))();
      return reply.code(200).send(answer);
    });
    app.delete(path, { config: { requires: ROLES } }, async (request) =>
      app.store.db.transaction(() => changeHierarchy(request, asParent, false))(),
    );
    app.post<{ Querystring: PagingQuery }>(
      `${path}/list`,
      { config: { requires: ROLES }, ...pagedQuery },
      async (request) => {
        const body = bodyOf(request.body);
        authorizeRead(request, 'ROLES', text(body, 'id') ?? '');
        const role = roleOr404(ctx, text(body, 'id') ?? '');
        const result = ctx.roles.related(role.dn, asParent ? 'children' : 'parents', pageRequest(request.query));
        return {
          roles: roleNodes(app.store, result.rows),
          ...pageFields(result),
          totalSize: result.total,
          total: result.total,
        };
      },
    );
  }

  const mayMap = (request: Parameters<typeof callerOf>[1]) => {
    const caller = callerOf(ctx, request);
    if (navRight(caller.user, app.store.navRights.stored(caller.user.dn), 'mapresources') !== 'true')
      throw forbidden('You do not have the right "mapresources".');
    return caller;
  };

  const changeMapping = (request: Parameters<typeof callerOf>[1], add: boolean) => {
    mayMap(request);
    const body = bodyOf(request.body);
    const roleDn = roleIdOf(body);
    const entries = list(body, 'mappedResources', 300);
    if (!entries || entries.length === 0)
      throw badInput('Invalid input: mappedResources must name at least one resource.');
    const resourceDns = entries.map((entry, index) => {
      const dn = text(entry, 'id');
      if (!dn) throw badInput(`Invalid input: mappedResources[${index}].id is required.`);
      return dn;
    });
    // The role's contents change and each resource reaches the role's holders: both need the caller's rights.
    authorizeEffect(request, [
      { domain: 'ROLES', dn: roleDn, action: 'mapResources' },
      ...resourceDns.map((dn) => ({ domain: 'RESOURCES' as const, dn, action: add ? 'assignResource' : null })),
    ]);
    const role = roleOr404(ctx, roleDn);
    const result = outcome();
    entries.forEach((entry, index) => {
      const dn = resourceDns[index] ?? '';
      const resource = ctx.roles.resource(dn);
      if (!resource) return void result.failed.push({ id: dn, name: dn, reason: `There is no resource ${dn}.` });
      if (!add) {
        if (!ctx.roles.unmapResource(role.dn, resource.dn))
          return void result.failed.push({
            id: dn,
            name: resource.name,
            reason: `${role.name} does not map ${resource.name}.`,
          });
        return void result.succeeded.push({ id: resource.dn, name: resource.name, entityType: 'resource' });
      }
      const parameters = new Map(ctx.roles.resourceParameters(resource.dn).map((p) => [p.key, p]));
      const params = (list(entry, 'resourceParameters', 50) ?? []).map((p, i) => {
        const key = text(p, 'id') ?? text(p, 'key') ?? '';
        const field = `mappedResources[${index}].resourceParameters[${i}]`;
        const parameter = parameters.get(key);
        if (!parameter) throw badInput(`Invalid input: ${field}.id: ${resource.name} has no parameter "${key}".`);
        const value = text(p, 'value') ?? text(p, 'staticValue') ?? '';
        const problem = parameterValueProblem(parameter.data_type, value);
        if (problem) throw badInput(`Invalid input: ${field}.value: ${parameter.display_label} ${PROBLEMS[problem]}`);
        return { key, value: normalizedParameterValue(parameter.data_type, value) };
      });
      const note = description(entry, 'mappingDescription') ?? '';
      authorizeGrantThrough(request, 'ROLES', role, resource);
      ctx.roles.mapResource(role.dn, resource.dn, note, JSON.stringify(params));
      result.succeeded.push({ id: resource.dn, name: resource.name, entityType: 'resource' });
    });
    return done(result);
  };

  app.post('/roles/mappedResources', { config: { requires: ROLES } }, async (request, reply) =>
    reply.code(200).send(app.store.db.transaction(() => changeMapping(request, true))()),
  );
  app.delete('/roles/mappedResources', { config: { requires: ROLES } }, async (request) =>
    app.store.db.transaction(() => changeMapping(request, false))(),
  );
  app.post<{ Querystring: PagingQuery }>(
    '/roles/mappedResources/list',
    {
      config: { requires: ROLES },
      schema: {
        querystring: querySchema({ ...PAGING, sortBy: { type: 'string', enum: ['name'] }, driverID: SEARCH_TEXT }),
      },
    },
    async (request) => {
      const roleDn = text(bodyOf(request.body), 'id') ?? '';
      authorizeRead(request, 'ROLES', roleDn);
      const role = roleOr404(ctx, roleDn);
      const result = ctx.roles.mappedResources(role.dn, pageRequest(request.query));
      const rows = result.rows.flatMap((m) => {
        const row = app.store.lookups.catalog.resourceByDn(m.dn);
        return row ? [{ row, mapping: m }] : [];
      });
      const nodes = resourceNodes(
        app.store,
        rows.map((r) => r.row),
      );
      return {
        resources: nodes.map((node, i) => {
          const values = new Map(
            (JSON.parse(rows[i]!.mapping.params) as { key: string; value: string }[]).map((p) => [p.key, p.value]),
          );
          return {
            ...node,
            mappingDescription: rows[i]!.mapping.mapping_description,
            // A List without a fixed value takes one of its entitlement's values (as Request Access offers them).
            resourceParameters: node.resourceParameters.map((p) => ({
              ...p,
              ...(p.dataType === 'List' && p.staticValue === '' && rows[i]!.row.entitlement_dn
                ? { codeMapKey: rows[i]!.row.entitlement_dn }
                : {}),
              ...(values.has(p.id) ? { value: values.get(p.id) ?? '' } : {}),
            })),
          };
        }),
        ...pageFields(result),
        totalSize: result.total,
        total: result.total,
      };
    },
  );
}
