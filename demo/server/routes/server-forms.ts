import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formSession, sendHtml } from '../forms/form-session.js';
import { field } from '../http/origin.js';
import {
  renderFormMessagePage,
  renderRequestFormPage,
  renderRequestSubmittedPage,
  type RequestFormPageModel,
} from '../forms/request-form-page.js';

/** Double-submit anti-CSRF value of the form page (httpOnly, only sent to the form page). */
const FORM_COOKIE = 'IDM_REQUEST_FORM';

interface FormItem {
  name: string;
  desc: string;
  requestForm: string;
  isNewForm: boolean;
}

interface FaultBody {
  Fault?: { Reason?: { Text?: string } };
}

interface SubmitBody {
  success?: boolean | string;
  OperationNodes?: { failed?: { reason?: string }[] }[];
}

/**
 * `/<context>/requestForm.do?id=<PRD DN>`: the request forms only the server renders (a PRD whose
 * requestForm is set and isNewForm false; the console links here). The page works with the console's
 * session cookie and goes through the sandbox's own REST calls (POST access/permissions/item for the
 * definition, POST access/requests/permissions/item to submit), so it follows the same rules.
 */
export async function serverFormRoutes(app: FastifyInstance): Promise<void> {
  const path = `/${app.sandbox.context}/requestForm.do`;
  const session = formSession(app, { path, cookie: FORM_COOKIE });
  const call = session.rest;

  const load = async (request: FastifyRequest, id: string): Promise<{ status: number; item?: FormItem }> => {
    if (!id) return { status: 404 };
    const answer = await call(request, '/access/permissions/item', { id, entityType: 'PRD' });
    if (answer.statusCode === 401) return { status: 401 };
    if (answer.statusCode >= 400) return { status: 404 };
    const item = answer.json<FormItem>();
    return item.requestForm && !item.isNewForm ? { status: 200, item } : { status: 404 };
  };

  const page = (
    reply: FastifyReply,
    request: FastifyRequest,
    id: string,
    item: FormItem,
    extra: Partial<RequestFormPageModel> = {},
  ) => {
    const formToken = session.issueToken(reply);
    const fullName = session.userName(request);
    return renderRequestFormPage({
      id,
      name: item.name,
      description: item.desc,
      formName: item.requestForm,
      fullName,
      formToken,
      action: path,
      ...extra,
    });
  };

  const refused = (reply: FastifyReply, status: number) =>
    sendHtml(reply, status === 401 ? 401 : 404, renderFormMessagePage(status === 401 ? 'no-session' : 'not-found'));

  app.get<{ Querystring: { id?: string } }>(path, async (request, reply) => {
    const id = typeof request.query.id === 'string' ? request.query.id : '';
    const loaded = await load(request, id);
    if (!loaded.item) return refused(reply, loaded.status);
    return sendHtml(reply, 200, page(reply, request, id, loaded.item));
  });

  app.post(path, async (request, reply) => {
    const id = field(request.body, 'id') ?? '';
    const loaded = await load(request, id);
    if (!loaded.item) return refused(reply, loaded.status);
    const values = {
      details: (field(request.body, 'details') ?? '').slice(0, 1000),
      reason: (field(request.body, 'reason') ?? '').slice(0, 1000),
    };
    if (!session.tokenMatches(request)) {
      return sendHtml(
        reply,
        403,
        page(reply, request, id, loaded.item, { values, error: 'The form has expired. Submit it again.' }),
      );
    }
    if (values.details.trim() === '') {
      return sendHtml(reply, 400, page(reply, request, id, loaded.item, { values, error: 'Say what you need.' }));
    }
    const answer = await call(request, '/access/requests/permissions/item', {
      id,
      entityType: 'PRD',
      reason: values.reason,
      permReqParams: [{ key: 'details', value: values.details }],
    });
    const body = answer.json<SubmitBody & FaultBody>();
    const failure =
      answer.statusCode >= 400
        ? (body.Fault?.Reason?.Text ?? 'The request could not be submitted.')
        : String(body.success) === 'true'
          ? null
          : (body.OperationNodes?.flatMap((n) => n.failed ?? [])[0]?.reason ?? 'The request could not be submitted.');
    if (failure)
      return sendHtml(
        reply,
        answer.statusCode >= 400 ? answer.statusCode : 400,
        page(reply, request, id, loaded.item, { values, error: failure }),
      );
    session.clearToken(reply);
    return sendHtml(reply, 200, renderRequestSubmittedPage(loaded.item.name, '/idmdash/#/history'));
  });
}
