import { approvalTemplateName, MAX_APPROVAL_STEPS } from '../../../src/domain/approval.js';
import { ACCESS_ITEMS, type ApproverItem } from '../db/seed/access-catalog.js';
import { REQUEST_FORMS, type RequestFormItem } from '../db/seed/catalog-names.js';
import { SUMMARY_ITEM_NAMES } from './approval-form.js';

/**
 * The workflow forms the sandbox's request definitions and approvals use, as the forms calls answer them
 * (GET access/forms, forms/dataItemsList, forms/listWorkflowForms, forms/listTemplates; docs/protocol.md
 * "Workflow forms"). Forms live under one Forms container, as requestFormId names them.
 */

const APP_CONFIG = 'cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
export const formDn = (name: string): string => `cn=${name},cn=Forms,${APP_CONFIG}`;
const templateDn = (name: string): string => `cn=${name},cn=Templates,cn=RequestDefs,${APP_CONFIG}`;

/** The containers listWorkflowForms takes (its documented values; matched case-insensitively). */
export const FORM_CONTAINERS = ['ApprovalForms', 'RequestForms', 'TemplateForms'] as const;
export type FormContainer = (typeof FORM_CONTAINERS)[number];
export const formContainerOf = (text: string): FormContainer | undefined =>
  FORM_CONTAINERS.find((container) => container.toLowerCase() === text.trim().toLowerCase());

/** The contract's WFDataItemNode, with what a form shows of the item (sandbox additions). */
export interface FormDataItem {
  fieldKey: string;
  dataType: string;
  controlType: string;
  /** Where the value goes: the workflow's flow data (as Designer's data item mapping targets it). */
  targetType: 'flowdata';
  label: string;
  required: boolean;
  readOnly: boolean;
  multiValued: boolean;
  values: { value: string; label: string }[];
}

export interface WorkflowForm {
  dn: string;
  name: string;
  container: FormContainer;
  description: string;
  /** False: a form only the server renders (requestForm.do, approvalForm.do); it lists no data items. */
  isNewForm: boolean;
  dataItems: readonly FormDataItem[];
}

const CONTROL_OF_TYPE: Record<RequestFormItem['dataType'], string> = {
  String: 'TextField',
  Integer: 'TextField',
  Boolean: 'CheckBox',
  Date: 'DatePicker',
  List: 'PickList',
};

function requestItem(item: RequestFormItem): FormDataItem {
  return {
    fieldKey: item.name,
    dataType: item.dataType === 'List' ? 'String' : item.dataType,
    controlType: item.readOnly ? 'ReadOnlyField' : CONTROL_OF_TYPE[item.dataType],
    targetType: 'flowdata',
    label: item.target,
    required: item.valueSet,
    readOnly: item.readOnly === true,
    multiValued: false,
    values: (item.values ?? []).map((v) => ({ value: v.value, label: v.label || v.value })),
  };
}

function approverItem(item: ApproverItem): FormDataItem {
  return {
    fieldKey: item.name,
    dataType: item.dataType === 'date' ? 'Date' : 'String',
    controlType: item.dataType === 'date' ? 'DatePicker' : item.multiValued ? 'MVEditor' : 'TextField',
    targetType: 'flowdata',
    label: item.name,
    required: item.required === true,
    readOnly: false,
    multiValued: item.multiValued === true,
    values: [],
  };
}

/** The request's summary every approval form shows read-only (what the task details answer first). */
export const SUMMARY_ITEMS: readonly FormDataItem[] = [...SUMMARY_ITEM_NAMES].map((name) => ({
  fieldKey: name,
  dataType: /Date$/.test(name) ? 'Date' : 'String',
  controlType: 'ReadOnlyField',
  targetType: 'flowdata',
  label: name,
  required: false,
  readOnly: true,
  multiValued: false,
  values: [],
}));

const DEFAULT_APPROVAL_FORM = 'DefaultApprovalForm';
const DEFAULT_REQUEST_FORM = 'DefaultRequestForm';

/** The form of a PRD by its name; a PRD without one asks only the reason (the default request form). */
export function requestFormByPrd(prdName: string): WorkflowForm {
  const form = REQUEST_FORMS[prdName];
  if (!form) return defaultForm('RequestForms');
  return {
    dn: formDn(form.formName),
    name: form.formName,
    container: 'RequestForms',
    description: `Request form of "${prdName}"`,
    isNewForm: !('legacy' in form),
    dataItems: 'legacy' in form ? [] : form.dataItems.map(requestItem),
  };
}

/** The approval form of a role or resource by its name: its own, else the default one (the summary only). */
export function approvalFormByItem(itemName: string | undefined): WorkflowForm {
  const item = ACCESS_ITEMS.find((candidate) => candidate.name === itemName && candidate.form);
  if (!item?.form) return defaultForm('ApprovalForms');
  const name = 'serverForm' in item.form ? item.form.serverForm : `${item.name.replace(/\W+/g, '')}ApprovalForm`;
  return {
    dn: formDn(name),
    name,
    container: 'ApprovalForms',
    description: `Approval form of "${item.name}"`,
    isNewForm: !('serverForm' in item.form),
    dataItems: [...SUMMARY_ITEMS, ...('items' in item.form ? item.form.items.map(approverItem) : [])],
  };
}

function defaultForm(container: 'ApprovalForms' | 'RequestForms'): WorkflowForm {
  const approval = container === 'ApprovalForms';
  const name = approval ? DEFAULT_APPROVAL_FORM : DEFAULT_REQUEST_FORM;
  return {
    dn: formDn(name),
    name,
    container,
    description: approval ? 'The request summary and a comment' : 'The reason only',
    isNewForm: true,
    dataItems: approval ? SUMMARY_ITEMS : [],
  };
}

/** Every form of a container, by name. TemplateForms: the default forms new definitions start from. */
export function formsOf(container: FormContainer): WorkflowForm[] {
  const forms =
    container === 'RequestForms'
      ? [...Object.keys(REQUEST_FORMS).map(requestFormByPrd), defaultForm('RequestForms')]
      : container === 'ApprovalForms'
        ? [...ACCESS_ITEMS.filter((item) => item.form).map((item) => approvalFormByItem(item.name))]
        : [defaultForm('RequestForms'), defaultForm('ApprovalForms')];
  return forms.sort((a, b) => a.name.localeCompare(b.name));
}

/** A form by its DN or its name, in any container. */
export function findForm(idOrName: string): WorkflowForm | undefined {
  const wanted = idOrName.trim().toLowerCase();
  const all = [...formsOf('RequestForms'), ...formsOf('ApprovalForms'), defaultForm('ApprovalForms')];
  return all.find((form) => form.dn.toLowerCase() === wanted || form.name.toLowerCase() === wanted);
}

/** The contract's WFDataNode of a form or template. */
export const workflowDataNode = (dn: string, name: string, description: string) => ({
  dn,
  templateName: name,
  description,
  cn: name,
});

/**
 * The PRD templates new request definitions start from: the approval templates the sandbox's approval
 * engine names (domain/approval.ts: one to four serial or parallel steps, quorum). isCustom: the custom
 * templates category, which the sandbox's directory leaves empty.
 */
export function prdTemplates(isCustom: boolean): ReturnType<typeof workflowDataNode>[] {
  if (isCustom) return [];
  const names = new Set<string>();
  for (let steps = 1; steps <= MAX_APPROVAL_STEPS; steps += 1) {
    names.add(approvalTemplateName(steps, 'Serial'));
    names.add(approvalTemplateName(steps, 'Parallel'));
  }
  names.add(approvalTemplateName(2, 'Parallel', true));
  return [...names].sort().map((name) => workflowDataNode(templateDn(name), name, `Approval template ${name}`));
}
