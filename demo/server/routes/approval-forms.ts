import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SUMMARY_ITEM_NAMES } from '../access/approval-form.js';
import {
  renderApprovalFormPage,
  renderApprovalMessagePage,
  renderDecidedPage,
  type ApprovalFormMessage,
  type ApprovalFormPageModel,
} from '../forms/approval-form-page.js';
import { formSession, sendHtml } from '../forms/form-session.js';
import { field } from '../http/origin.js';

/** Double-submit anti-CSRF value of the form page (httpOnly, only sent to the form page). */
const FORM_COOKIE = 'IDM_APPROVAL_FORM';
const TASKS_HREF = '/idmdash/#/tasks';

/** What the page needs of POST access/tasks/item. */
interface TaskItem {
  taskId: string;
  processName: string;
  activityName: string;
  recipientName: string;
  initiatorName: string;
  reason: string;
  status: string;
  approvalForm: string;
  /** values: the contract's objects ({value}); bare strings from older answers. */
  dataItems: { name: string; values: ({ value: string } | string)[] }[];
}

interface ActionAnswer {
  success?: boolean;
  failed?: { reason?: string }[];
  Fault?: { Reason?: { Text?: string } };
}

type Loaded = { task: TaskItem } | { message: ApprovalFormMessage; status: number };

/**
 * `/<context>/approvalForm.do?taskId=<id>`: the approval forms only the server renders (a task whose
 * approvalForm is set; the console links here). The page works with the console's session cookie and goes
 * through the sandbox's own REST calls (POST access/tasks/item to show the task, POST access/tasks to
 * approve or deny it), so the same rules apply: only whoever may decide the task can.
 */
export async function approvalFormRoutes(app: FastifyInstance): Promise<void> {
  const path = `/${app.sandbox.context}/approvalForm.do`;
  const session = formSession(app, { path, cookie: FORM_COOKIE });
  const call = session.rest;

  const load = async (request: FastifyRequest, taskId: string): Promise<Loaded> => {
    if (!/^\d{1,15}$/.test(taskId)) return { message: 'not-found', status: 404 };
    const answer = await call(request, '/access/tasks/item', { taskId });
    if (answer.statusCode === 401) return { message: 'no-session', status: 401 };
    if (answer.statusCode >= 400) return { message: 'not-found', status: 404 };
    const task = answer.json<TaskItem>();
    if (!task.approvalForm) return { message: 'not-found', status: 404 };
    return task.status === 'open' ? { task } : { message: 'closed', status: 409 };
  };

  const page = (
    reply: FastifyReply,
    request: FastifyRequest,
    task: TaskItem,
    extra: Partial<ApprovalFormPageModel> = {},
  ) => {
    const formToken = session.issueToken(reply);
    const fullName = session.userName(request);
    return renderApprovalFormPage({
      taskId: task.taskId,
      formName: task.approvalForm,
      itemName: task.processName,
      activity: task.activityName,
      recipientName: task.recipientName,
      requesterName: task.initiatorName,
      reason: task.reason,
      dataItems: task.dataItems
        .filter((item) => !SUMMARY_ITEM_NAMES.has(item.name) && item.values.length > 0)
        .map((item) => ({
          name: item.name,
          values: item.values.map((value) => (typeof value === 'string' ? value : value.value)),
        })),
      fullName,
      formToken,
      action: path,
      ...extra,
    });
  };

  const refused = (reply: FastifyReply, loaded: { message: ApprovalFormMessage; status: number }) =>
    sendHtml(reply, loaded.status, renderApprovalMessagePage(loaded.message));

  app.get<{ Querystring: { taskId?: string } }>(path, async (request, reply) => {
    const loaded = await load(request, typeof request.query.taskId === 'string' ? request.query.taskId : '');
    if (!('task' in loaded)) return refused(reply, loaded);
    return sendHtml(reply, 200, page(reply, request, loaded.task));
  });

  app.post(path, async (request, reply) => {
    const loaded = await load(request, field(request.body, 'taskId') ?? '');
    if (!('task' in loaded)) return refused(reply, loaded);
    const { task } = loaded;
    const values = { comment: (field(request.body, 'comment') ?? '').slice(0, 1000) };
    if (!session.tokenMatches(request)) {
      return sendHtml(
        reply,
        403,
        page(reply, request, task, { values, error: 'The form has expired. Approve or deny again.' }),
      );
    }
    const decision = field(request.body, 'decision');
    if (decision !== 'approve' && decision !== 'deny') {
      return sendHtml(reply, 400, page(reply, request, task, { values, error: 'Choose Approve or Deny.' }));
    }
    const answer = await call(request, '/access/tasks', {
      tasks: [{ taskId: task.taskId }],
      action: decision,
      comment: values.comment,
    });
    const body = answer.json<ActionAnswer>();
    const failure =
      answer.statusCode >= 400
        ? (body.Fault?.Reason?.Text ?? 'The task could not be completed.')
        : body.success === true
          ? null
          : (body.failed?.[0]?.reason ?? 'The task could not be completed.');
    if (failure)
      return sendHtml(
        reply,
        answer.statusCode >= 400 ? answer.statusCode : 409,
        page(reply, request, task, { values, error: failure }),
      );
    session.clearToken(reply);
    return sendHtml(reply, 200, renderDecidedPage(decision, task.processName, task.recipientName, TASKS_HREF));
  });
}
