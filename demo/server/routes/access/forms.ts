import type { FastifyPluginAsync } from 'fastify';
import type { AccessEngine } from '../../access/engine.js';
import {
  approvalFormByItem,
  findForm,
  formContainerOf,
  formsOf,
  prdTemplates,
  requestFormByPrd,
  workflowDataNode,
  type WorkflowForm,
} from '../../access/form-catalog.js';
import { seesTask } from '../../access/task-actions.js';
import { badInput, forbidden, notFound } from '../../http/fault.js';
import { DN, FLAG, querySchema, SEARCH_TEXT } from '../lookups/schemas.js';
import { actingFor } from './acting.js';

/** Designing workflows (which forms and templates exist) belongs to the provisioning domain. */
const WORKFLOW_DESIGN = { requires: { domain: 'PROVISIONING' } } as const;

interface FormQuery {
  id?: string;
  formContainer?: string;
  pid?: string;
  proxyFor?: string;
  recipient?: string;
}

const formAnswer = (id: string, form: WorkflowForm) => ({
  id,
  formId: form.dn,
  formName: form.name,
  formContainer: form.container,
  isNewForm: form.isNewForm,
  dataItems: form.dataItems,
});

/**
 * Workflow forms (docs/protocol.md "Workflow forms"): GET access/forms (a PRD's request form, or the approval
 * form of a task the caller may see: the same 403 as tasks/item), and for workflow design (provisioning
 * domain) forms/dataItemsList, forms/listWorkflowForms and forms/listTemplates.
 */
export const formRoutes: FastifyPluginAsync<{ engine: AccessEngine }> = async (app, { engine }) => {
  const { ctx } = engine;

  app.get<{ Querystring: FormQuery }>(
    '/forms',
    {
      config: { requires: 'signedIn' },
      schema: {
        querystring: querySchema(
          { id: DN, formContainer: SEARCH_TEXT, pid: SEARCH_TEXT, proxyFor: DN, recipient: DN },
          ['id'],
        ),
      },
    },
    async (request) => {
      const { id, formContainer } = request.query as Required<Pick<FormQuery, 'id'>> & FormQuery;
      const container = formContainer ? formContainerOf(formContainer) : undefined;
      if (formContainer && container === undefined)
        throw badInput(`formContainer must be ApprovalForms or RequestForms, not "${formContainer}".`);
      const isTaskId = /^\d{1,15}$/.test(id);
      if (container === 'ApprovalForms' || (container === undefined && isTaskId)) {
        const acting = actingFor(app, request, request.query.proxyFor);
        const task = isTaskId ? ctx.tasks.get(Number(id)) : undefined;
        // The same 403 for a task that does not exist and for someone else's (no oracle), except to administrators.
        if (task ? !seesTask(ctx, acting, task) : acting.user.is_admin !== 1)
          throw forbidden(`Task ${id} is not yours.`);
        if (!task) throw notFound(`No task ${id}.`);
        const requestRow = ctx.requests.get(task.request_id);
        return formAnswer(id, approvalFormByItem(requestRow?.kind === 'prd' ? undefined : requestRow?.item_name));
      }
      const item = ctx.definitions.item(id);
      if (item?.kind === 'prd') return formAnswer(id, requestFormByPrd(item.name));
      const form = findForm(id);
      if (!form || form.container !== 'RequestForms') throw notFound(`No request form or request definition ${id}.`);
      return formAnswer(id, form);
    },
  );

  app.get<{ Querystring: { formId?: string } }>(
    '/forms/dataItemsList',
    { config: WORKFLOW_DESIGN, schema: { querystring: querySchema({ formId: DN }, ['formId']) } },
    async (request) => {
      const formId = request.query.formId ?? '';
      const prd = ctx.definitions.item(formId);
      const form = prd?.kind === 'prd' ? requestFormByPrd(prd.name) : findForm(formId);
      if (!form) throw notFound(`No form ${formId}.`);
      const dataItems = form.dataItems.map(({ fieldKey, dataType, controlType, targetType }) => ({
        fieldKey,
        dataType,
        controlType,
        targetType,
      }));
      return { dataItems, size: dataItems.length };
    },
  );

  app.get<{ Querystring: { formContainer?: string } }>(
    '/forms/listWorkflowForms',
    {
      config: WORKFLOW_DESIGN,
      schema: { querystring: querySchema({ formContainer: SEARCH_TEXT }, ['formContainer']) },
    },
    async (request) => {
      const container = formContainerOf(request.query.formContainer ?? '');
      if (!container) throw badInput('formContainer must be one of ApprovalForms, RequestForms, TemplateForms.');
      const prdTemplates = formsOf(container).map((form) => workflowDataNode(form.dn, form.name, form.description));
      return { prdTemplates, size: prdTemplates.length };
    },
  );

  app.get<{ Querystring: { isCustom?: 'true' | 'false' } }>(
    '/forms/listTemplates',
    { config: WORKFLOW_DESIGN, schema: { querystring: querySchema({ isCustom: FLAG }) } },
    async (request) => {
      const templates = prdTemplates(request.query.isCustom === 'true');
      return { prdTemplates: templates, size: templates.length };
    },
  );
};
