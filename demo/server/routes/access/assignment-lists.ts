import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { canAdminister } from '../../auth/administer.js';
import type { Acting } from '../../access/context.js';
import type { AccessEngine } from '../../access/engine.js';
import { mayRequestFor } from '../../access/recipients.js';
import { assignmentListQueries, type AssignmentListRow } from '../../db/access/assignment-list.js';
import { badInput, forbidden, notFound } from '../../http/fault.js';
import { isObject, text } from '../../roles/input.js';
import { FLAG, REPEATED, SEARCH_TEXT, listFrom, querySchema } from '../lookups/schemas.js';
import { actingFor, proxyUserOf } from './acting.js';
import { assignmentsAnswer } from './assignment-answer.js';
import { assignmentNode } from './nodes.js';
import { ASSIGNMENT_QUERY, type AssignmentQuery } from './schemas.js';

const SIGNED_IN = { requires: 'signedIn' } as const;
const DOMAIN_OF = { role: 'ROLES', resource: 'RESOURCES' } as const;
type Kind = keyof typeof DOMAIN_OF;

interface V2Query extends AssignmentQuery {
  name?: string;
  description?: string;
  roleCategories?: string | string[];
  resourceCategories?: string | string[];
  userAssigned?: string;
  groupAssigned?: string;
  containerAssigned?: string;
}

const V2_QUERY = {
  ...ASSIGNMENT_QUERY,
  name: SEARCH_TEXT,
  description: SEARCH_TEXT,
  roleCategories: REPEATED,
  resourceCategories: REPEATED,
  userAssigned: FLAG,
  groupAssigned: FLAG,
  containerAssigned: FLAG,
  onlyDirectAssignments: FLAG,
} as const;

const direct = (a: AssignmentListRow): boolean =>
  a.group_dn === null && a.via_role_dn === undefined && a.container_dn === undefined;

/** The cause of an assignment: through a group, a container, or the user themselves (a role's grant counts as theirs). */
const causeOf = (a: AssignmentListRow): 'group' | 'container' | 'user' =>
  a.group_dn !== null ? 'group' : a.container_dn !== undefined ? 'container' : 'user';

const contains = (value: string, part: string | undefined): boolean =>
  part === undefined ||
  part.replace(/\*/g, '').trim() === '' ||
  value.toLowerCase().includes(part.replace(/\*/g, '').trim().toLowerCase());

/**
 * The assignment lists by kind (POST access/assignments/role/list, …/resource/list), the filtered one
 * (…/list/v2) and one assignment of the caller (…/item), read from the one reader of the assignment lists.
 * Whom they may read: a user as POST access/assignments/list allows (themselves, their managers, team
 * managers, administrators; proxies); anyone else's (a group's, a container's, a user's outside that) only
 * administrators of the domain, and a delegated administrator only the roles or resources in their scope.
 */
export const assignmentListRoutes: FastifyPluginAsync<{ engine: AccessEngine }> = async (app, { engine }) => {
  const { ctx } = engine;
  const { db } = app.store;
  const readers = assignmentListQueries(db);

  /** Who is read (body dn, else the acting user), how, and which kinds of item the caller may see there. */
  const subjectOf = (request: FastifyRequest, kinds: readonly Kind[]) => {
    const body = request.body === undefined || request.body === null ? {} : request.body;
    if (!isObject(body)) throw badInput('Invalid input: the body must be a UserNode ({dn}).');
    const acting: Acting = actingFor(app, request, proxyUserOf(request));
    const dn = text(body, 'dn', { max: 1024 }) ?? acting.user.dn;
    const user = app.store.users.findByDn(dn);
    const group = user ? undefined : ctx.people.group(dn);
    const container = user || group ? undefined : app.store.lookups.containers.byDn(dn);
    if (!user && !group && container?.type !== 'user') throw notFound(`No user, group or container ${dn}.`);
    const mayView =
      user !== undefined &&
      (mayRequestFor(ctx, acting, user.dn) || app.store.users.mayProxyFor(acting.user.dn, user.dn));
    const now = app.sandbox.now();
    const domains = kinds.filter((kind) => canAdminister(db, acting.user, DOMAIN_OF[kind], undefined, now));
    if (!mayView && domains.length === 0) throw forbidden(`You may not see the assignments of ${dn}.`);
    const inScope = (a: AssignmentListRow): boolean =>
      mayView || (domains.includes(a.kind) && canAdminister(db, acting.user, DOMAIN_OF[a.kind], a.item_dn, now));
    const rows = container ? readers.ofContainer(container.dn) : readers.of(user?.dn ?? group!.dn);
    return { dn: user?.dn ?? group?.dn ?? container!.dn, rows, inScope };
  };

  const kindList =
    (kind: Kind) =>
    async (request: FastifyRequest<{ Querystring: AssignmentQuery & { onlyDirectAssignments?: string } }>) => {
      const subject = subjectOf(request, [kind]);
      const onlyDirect = request.query.onlyDirectAssignments === 'true';
      return assignmentsAnswer(
        app,
        subject.dn,
        request.query,
        (a) => a.kind === kind && subject.inScope(a) && (!onlyDirect || direct(a)),
        subject.rows,
      );
    };
  const listOptions = {
    config: SIGNED_IN,
    schema: { querystring: querySchema({ ...ASSIGNMENT_QUERY, onlyDirectAssignments: FLAG }) },
  };
  app.post('/assignments/role/list', listOptions, kindList('role'));
  app.post('/assignments/resource/list', listOptions, kindList('resource'));

  app.post<{ Querystring: V2Query }>(
    '/assignments/list/v2',
    { config: SIGNED_IN, schema: { querystring: querySchema(V2_QUERY) } },
    async (request) => {
      const subject = subjectOf(request, ['role', 'resource']);
      const { query } = request;
      const wanted = {
        role: new Set(listFrom(query.roleCategories)),
        resource: new Set(listFrom(query.resourceCategories)),
      };
      const byCause = { user: query.userAssigned, group: query.groupAssigned, container: query.containerAssigned };
      const anyCause = Object.values(byCause).some((flag) => flag === 'true');
      const categories = app.store.lookups.catalog;
      const inCategories = (a: AssignmentListRow): boolean => {
        const keys = wanted[a.kind];
        if (keys.size === 0) return true;
        const held = categories.categoriesOf(a.kind, [a.item_dn]).get(a.item_dn.toLowerCase()) ?? [];
        return held.some((c) => keys.has(c.key));
      };
      return assignmentsAnswer(
        app,
        subject.dn,
        query,
        (a) =>
          subject.inScope(a) &&
          contains(a.name, query.name) &&
          contains(a.description, query.description) &&
          (!anyCause || byCause[causeOf(a)] === 'true') &&
          inCategories(a),
        subject.rows,
      );
    },
  );

  app.post('/assignments/item', { config: SIGNED_IN }, async (request, reply) => {
    const body = request.body;
    if (!isObject(body)) throw badInput('Invalid input: the body must be a PermissionNode ({id}).');
    const itemDn = text(body, 'id', { max: 1024 }) ?? text(body, 'dn', { max: 1024 });
    if (!itemDn) throw badInput('Invalid input: name the permission (id or dn).');
    const acting = actingFor(app, request, proxyUserOf(request));
    const held = readers.of(acting.user.dn).filter((a) => a.item_dn.toLowerCase() === itemDn.toLowerCase());
    const first = held[0];
    if (!first) throw notFound(`${acting.user.full_name} holds no assignment of ${itemDn}.`);
    const categories =
      app.store.lookups.catalog.categoriesOf(first.kind, [first.item_dn]).get(first.item_dn.toLowerCase()) ?? [];
    const nodes = held.map((a) => assignmentNode(a, categories, acting.user.full_name));
    const causes = nodes.flatMap((n) => n.causes);
    return reply.code(200).send({
      ...(nodes.find((n) => n.isDirectAssignment) ?? nodes[0]!),
      causes,
      status: causes,
      isDirectAssignment: nodes.some((n) => n.isDirectAssignment),
      bulkRemovable: nodes.some((n) => n.bulkRemovable),
      totalCount: causes.length,
    });
  });
};
