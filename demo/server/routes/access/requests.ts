import type { FastifyPluginAsync } from 'fastify';
import type { Acting } from '../../access/context.js';
import type { AccessEngine } from '../../access/engine.js';
import type { SubmitRecipient } from '../../access/recipients.js';
import type { SubmitInput } from '../../access/submit.js';
import { actingFor, proxyUserOf } from './acting.js';
import { requestBody, singleRequestBody } from './schemas.js';

interface RecipientBody {
  dn: string;
  type?: string;
  isGroupAssignment?: boolean;
}

interface RequestBody {
  effDate?: number;
  expDate?: number;
  reason?: string;
  sodJustification?: string;
  reqPermissions: { id: string; entityType?: string; permParams?: { key: string; value?: string }[] }[];
  recipients?: RecipientBody[];
  proxyUser?: string;
}

interface SingleRequestBody {
  id: string;
  entityType?: string;
  effDate?: number;
  expDate?: number;
  reason?: string;
  sodJustification?: string;
  permReqParams?: { key: string; value?: string }[];
  recipients?: RecipientBody[];
  proxyUser?: string;
}

const recipientsOf = (recipients: readonly RecipientBody[] | undefined): SubmitRecipient[] =>
  (recipients ?? []).map((r) => ({
    dn: r.dn,
    type: (r.type ?? 'user').toLowerCase() as SubmitRecipient['type'],
    isGroupAssignment: r.isGroupAssignment === true,
  }));

const paramsOf = (params: readonly { key: string; value?: string }[] | undefined) =>
  (params ?? []).map((p) => ({ key: p.key, value: p.value ?? '' }));

function dates(body: { effDate?: number; expDate?: number }): Pick<SubmitInput, 'effDate' | 'expDate'> {
  return {
    ...(body.effDate !== undefined && body.effDate > 0 ? { effDate: body.effDate } : {}),
    ...(body.expDate !== undefined && body.expDate > 0 ? { expDate: body.expDate } : {}),
  };
}

/**
 * Request submission: POST access/requests/permissions (the 4.8.6 form), …/permissions/v2 (4.10+, same
 * body) and …/permissions/item (one item). Answers 200 {success, OperationNodes: [{success, succeeded,
 * failed, sods, userDn}]}, one node per recipient; without recipients the request is for the caller (or
 * the proxied user).
 */
export const requestRoutes: FastifyPluginAsync<{ engine: AccessEngine }> = async (app, { engine }) => {
  const submitCart = (body: RequestBody, acting: Acting) =>
    engine.submit(acting, {
      items: body.reqPermissions.map((p) => ({ dn: p.id, entityType: p.entityType, params: paramsOf(p.permParams) })),
      recipients: recipientsOf(body.recipients),
      reason: body.reason ?? '',
      sodJustification: body.sodJustification ?? '',
      ...dates(body),
    });
  for (const path of ['/requests/permissions', '/requests/permissions/v2']) {
    app.post<{ Body: RequestBody }>(path, { schema: { body: requestBody } }, async (request, reply) =>
      reply.code(200).send(submitCart(request.body, actingFor(app, request, proxyUserOf(request)))),
    );
  }

  app.post<{ Body: SingleRequestBody }>(
    '/requests/permissions/item',
    { schema: { body: singleRequestBody } },
    async (request, reply) => {
      const { body } = request;
      const acting = actingFor(app, request, proxyUserOf(request));
      return reply.code(200).send(
        engine.submit(acting, {
          items: [{ dn: body.id, entityType: body.entityType, params: paramsOf(body.permReqParams) }],
          recipients: recipientsOf(body.recipients),
          reason: body.reason ?? '',
          sodJustification: body.sodJustification ?? '',
          ...dates(body),
        }),
      );
    },
  );
};
