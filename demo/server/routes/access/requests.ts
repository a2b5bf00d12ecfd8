import type { FastifyPluginAsync } from 'fastify';
import type { Acting } from '../../access/context.js';
import type { AccessEngine } from '../../access/engine.js';
import type { SubmitRecipient } from '../../access/recipients.js';
import type { SubmitInput } from '../../access/submit.js';
import { actingFor, proxyUserOf } from './acting.js';
import { formPairs, formText, type FormDataEntry } from './form-data.js';
import { requestBody, requestV2Body, singleRequestBody } from './schemas.js';

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
  reqPermissions: {
    id: string;
    entityType?: string;
    proxyFor?: string;
    permParams?: { key: string; value?: string }[];
  }[];
  recipients?: RecipientBody[];
  proxyUser?: string;
}

/** The v2 form (4.10+): the same RequestNode, its request form's values in `data`. */
interface RequestV2Body extends RequestBody {
  data?: FormDataEntry[];
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
 * Request submission: POST access/requests/permissions (the 4.8.6 form), …/permissions/v2 (4.10+ only:
 * 404 on 4.8.6; the request form's values in `data[{key, value[]}]`, `reason` among them) and
 * …/permissions/item (one item). Answers 200 {success, OperationNodes: [{success, succeeded, failed, sods,
 * userDn}]}, one node per recipient; without recipients the request is for the caller (or the proxied user).
 */
export const requestRoutes: FastifyPluginAsync<{ engine: AccessEngine }> = async (app, { engine }) => {
  const submitCart = (body: RequestBody, acting: Acting, form: { key: string; value: string }[] = []) =>
    engine.submit(acting, {
      items: body.reqPermissions.map((p) => ({
        dn: p.id,
        entityType: p.entityType,
        params: [...paramsOf(p.permParams), ...form],
      })),
      recipients: recipientsOf(body.recipients),
      reason: body.reason ?? '',
      sodJustification: body.sodJustification ?? '',
      ...dates(body),
    });
  app.post<{ Body: RequestBody }>('/requests/permissions', { schema: { body: requestBody } }, async (request, reply) =>
    reply.code(200).send(submitCart(request.body, actingFor(app, request, proxyUserOf(request)))),
  );

  if (app.serverProfile.requestV2) {
    // Any signed-in caller: the engine checks what the caller (or the proxied user) may request for whom.
    app.post<{ Body: RequestV2Body }>(
      '/requests/permissions/v2',
      { schema: { body: requestV2Body }, config: { requires: 'signedIn' } },
      async (request, reply) => {
        const { body } = request;
        const form = formPairs(body.data);
        const reason = body.reason ?? formText(form, 'reason') ?? '';
        const proxyUser = proxyUserOf(request) ?? body.reqPermissions[0]?.proxyFor;
        const values = form.filter((p) => p.key.toLowerCase() !== 'reason');
        return reply.code(200).send(submitCart({ ...body, reason }, actingFor(app, request, proxyUser), values));
      },
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
