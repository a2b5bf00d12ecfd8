import type { FastifyInstance } from 'fastify';
import { badInput } from '../../http/fault.js';
import { isObject, text } from '../../roles/input.js';
import { assertManages, callerOf, resourceOr404, type ResourceAdmin } from './context.js';

/** The columns every resource's holder list has: the AssignmentStatusNode fields POST …/resource/assignments answers. */
const FIXED_COLUMNS = [
  { key: 'recipientFullName', displayLabel: 'Recipient', dataType: 'String', isSortable: true, isHideable: false },
  { key: 'recipientType', displayLabel: 'Recipient Type', dataType: 'String', isSortable: false, isHideable: true },
  { key: 'statusDisplay', displayLabel: 'Status', dataType: 'String', isSortable: false, isHideable: true },
  { key: 'source', displayLabel: 'Source', dataType: 'String', isSortable: false, isHideable: true },
  { key: 'requestDate', displayLabel: 'Request Date', dataType: 'Date', isSortable: false, isHideable: true },
  { key: 'effectiveDate', displayLabel: 'Effective Date', dataType: 'Date', isSortable: false, isHideable: true },
  { key: 'expiryDate', displayLabel: 'Expiry Date', dataType: 'Date', isSortable: false, isHideable: true },
  { key: 'requesterDisplayName', displayLabel: 'Requester', dataType: 'String', isSortable: false, isHideable: true },
  { key: 'description', displayLabel: 'Reason', dataType: 'String', isSortable: false, isHideable: true },
] as const;

/**
 * POST access/entities/resource/assignments/columns: the column headers of a resource's assignment table, the
 * fixed ones and (for a resource named by dn or id) one per visible resource parameter, whose values the rows carry
 * in dynamicParams. Resource administrators; a delegated one only for the resources in their scope.
 */
export async function resourceAssignmentColumnRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ResourceAdmin },
): Promise<void> {
  app.post(
    '/entities/resource/assignments/columns',
    { config: { requires: { domain: 'RESOURCES' } } },
    async (request, reply) => {
      const body = request.body === undefined || request.body === null ? {} : request.body;
      if (!isObject(body)) throw badInput('Invalid input: the body must be an AssignmentStatusNode ({dn}) or empty.');
      const caller = callerOf(ctx, request);
      const dn = text(body, 'dn', { max: 1024 }) ?? text(body, 'id', { max: 1024 });
      const parameters = dn
        ? (() => {
            const resource = resourceOr404(ctx, dn);
            assertManages(caller, resource);
            return (app.store.lookups.catalog.parametersOf([resource.dn]).get(resource.dn.toLowerCase()) ?? []).filter(
              (p) => p.hidden === 0,
            );
          })()
        : [];
      return reply.code(200).send({
        columns: [
          ...FIXED_COLUMNS,
          ...parameters.map((p) => ({
            key: p.key,
            displayLabel: p.display_label,
            dataType: p.data_type,
            isSortable: false,
            isHideable: true,
            isDynamicParam: true,
          })),
        ],
      });
    },
  );
}
