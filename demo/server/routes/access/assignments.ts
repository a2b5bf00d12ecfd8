import type { FastifyPluginAsync } from 'fastify';
import type { Acting } from '../../access/context.js';
import type { AccessEngine } from '../../access/engine.js';
import { mayRequestFor } from '../../access/recipients.js';
import type { RevokeInput } from '../../access/revoke.js';
import { principalOf } from '../../http/auth.js';
import { revokeContainerAssignments } from '../../roles/container-revoke.js';
import { forbidden, notFound } from '../../http/fault.js';
import { querySchema } from '../lookups/schemas.js';
import { actingFor, proxyUserOf } from './acting.js';
import { assignmentsAnswer } from './assignment-answer.js';
import { ASSIGNMENT_QUERY, revokeBody, userBody, type AssignmentQuery } from './schemas.js';
import { ADVANCED_ASSIGNMENT_QUERY, advancedFilter, type AdvancedAssignmentQuery } from './advanced-assignments.js';

interface RevokeBody {
  assignments: {
    id: string;
    entityType?: string;
    assignmentTo?: string;
    assignmentToList?: { assignedToDn?: string }[];
  }[];
  reason?: string;
  proxyUser?: string;
}

/**
 * Assignments: GET access/assignments (the caller's or the proxied user's; GET access/assignments/advanced
 * filters them by name, description, category, cause and dates), POST access/assignments/list
 * (a user's: themselves, their managers, team managers, administrators), both from one reader (direct, group,
 * container, the roles gained through the role hierarchy and the resources roles grant: cause type `role`),
 * DELETE access/assignments
 * (revoke own) and DELETE access/assignments/list (revoke from others). Revocations start revoke requests.
 */
export const assignmentRoutes: FastifyPluginAsync<{ engine: AccessEngine }> = async (app, { engine }) => {
  const { ctx } = engine;
  const mayView = (acting: Acting, dn: string): boolean =>
    mayRequestFor(ctx, acting, dn) || app.store.users.mayProxyFor(acting.user.dn, dn);

  app.get<{ Querystring: AssignmentQuery }>(
    '/assignments',
    { schema: { querystring: querySchema(ASSIGNMENT_QUERY) } },
    async (request) => {
      const acting = actingFor(app, request, request.query.proxyUser);
      return assignmentsAnswer(app, acting.user.dn, request.query);
    },
  );

  app.get<{ Querystring: AdvancedAssignmentQuery }>(
    '/assignments/advanced',
    { config: { requires: 'signedIn' }, schema: { querystring: querySchema(ADVANCED_ASSIGNMENT_QUERY) } },
    async (request) => {
      const acting = actingFor(app, request, request.query.proxyUser);
      return assignmentsAnswer(app, acting.user.dn, request.query, advancedFilter(app, request.query));
    },
  );

  app.post<{ Body: { dn?: string }; Querystring: AssignmentQuery }>(
    '/assignments/list',
    { schema: { body: userBody, querystring: querySchema(ASSIGNMENT_QUERY) } },
    async (request) => {
      const acting = actingFor(app, request, request.query.proxyUser);
      const dn = request.body.dn?.trim() || acting.user.dn;
      if (!app.store.users.findByDn(dn) && !ctx.people.group(dn)) throw notFound(`No user or group ${dn}.`);
      if (!mayView(acting, dn) && !(ctx.people.group(dn) && acting.user.is_admin === 1))
        throw forbidden(`You may not see the assignments of ${dn}.`);
      return assignmentsAnswer(app, dn, request.query);
    },
  );

  const revoke = (acting: Acting, body: RevokeBody, defaultRecipient: string | null) => {
    const missing = body.assignments.filter(
      (a) => !a.assignmentTo && (a.assignmentToList ?? []).every((t) => !t.assignedToDn),
    );
    const inputs: RevokeInput[] = body.assignments.flatMap((a) => {
      const targets = [
        ...(a.assignmentToList ?? []).map((t) => t.assignedToDn ?? '').filter((dn) => dn !== ''),
        ...(a.assignmentTo ? [a.assignmentTo] : []),
      ];
      const recipients = targets.length > 0 ? targets : defaultRecipient ? [defaultRecipient] : [];
      return recipients.map((recipientDn) => ({ itemDn: a.id, recipientDn, reason: body.reason ?? '' }));
    });
    // Roles assigned to a container are removed from it at once (operation 45); the rest are revoke requests.
    const containers =
      defaultRecipient === null
        ? revokeContainerAssignments(app.store.db, acting.user, inputs)
        : { handled: new Set<RevokeInput>(), succeeded: [], failed: [] };
    const engineAnswer = engine.revoke(
      acting,
      inputs.filter((input) => !containers.handled.has(input)),
    );
    const answer =
      containers.handled.size === 0
        ? engineAnswer
        : {
            success: engineAnswer.failed.length === 0 && containers.failed.length === 0,
            succeeded: [...containers.succeeded, ...engineAnswer.succeeded],
            failed: [...containers.failed, ...engineAnswer.failed],
          };
    if (defaultRecipient !== null || missing.length === 0) return answer;
    const failed = [
      ...answer.failed,
      ...missing.map((a) => ({
        id: a.id,
        name: a.id,
        entityType: a.entityType ?? '',
        reason: 'Name the assignee (assignmentToList).',
      })),
    ];
    return { success: false, succeeded: answer.succeeded, failed };
  };

  app.delete<{ Body: RevokeBody }>('/assignments', { schema: { body: revokeBody } }, async (request) => {
    const acting = actingFor(app, request, proxyUserOf(request));
    const own = { ...request.body, assignments: request.body.assignments.map((a) => ({ id: a.id })) };
    return revoke(acting, own, acting.user.dn);
  });

  app.delete<{ Body: RevokeBody }>('/assignments/list', { schema: { body: revokeBody } }, async (request) => {
    principalOf(request);
    const acting = actingFor(app, request, proxyUserOf(request));
    return revoke(acting, request.body, null);
  });
};
