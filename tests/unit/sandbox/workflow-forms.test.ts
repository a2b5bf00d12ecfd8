import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOperation, successValidator } from '../contract/swagger.js';
import { accessSandbox, DN, type AccessSandbox, type Json } from './access-helpers.js';
import { restGet } from './helpers.js';

interface FormItem {
  fieldKey: string;
  controlType: string;
  label: string;
  required: boolean;
  readOnly: boolean;
  values: { value: string }[];
}
interface FormAnswer {
  formName: string;
  formId: string;
  formContainer: string;
  isNewForm: boolean;
  dataItems: FormItem[];
}
interface TemplateList {
  prdTemplates: { dn: string; templateName: string; cn: string; description: string }[];
  size: number;
}

/** The answer is valid for the contract's 200 schema of the operation. */
const matchesContract = (operation: string, body: unknown) => {
  const [method, path] = operation.split(' ') as [string, string];
  const validate = successValidator(findOperation(method, path)!, 200)!;
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
};

describe('sandbox: workflow forms (GET access/forms and forms/*)', () => {
  let sandbox: AccessSandbox;
  beforeAll(async () => {
    sandbox = await accessSandbox();
  });
  afterAll(() => sandbox.close());

  it("answers a request definition's form with its data items, by PRD DN or by the form's DN", async () => {
    const prd = sandbox.dnOf('prds', 'Request New Laptop');
    const form = await sandbox.get<FormAnswer>('euser', `/access/forms?id=${encodeURIComponent(prd)}`);
    expect(form).toMatchObject({ formName: 'NewLaptopForm', formContainer: 'RequestForms', isNewForm: true });
    const model = form.dataItems.find((item) => item.fieldKey === 'model')!;
    expect(model).toMatchObject({ controlType: 'PickList', label: 'Model', required: true });
    expect(model.values.map((v) => v.value)).toContain('standard-14');
    const byForm = await sandbox.get<FormAnswer>('euser', `/access/forms?id=${encodeURIComponent(form.formId)}`);
    expect(byForm.dataItems).toEqual(form.dataItems);
  });

  it("answers the approval form of a task to its approver only (the approver's fields after the summary)", async () => {
    const requestId = await sandbox.requestFor(
      'uaadmin',
      sandbox.dnOf('roles', 'Travel Booking'),
      sandbox.people(1, 40)[0]!.dn,
    );
    const [task] = await sandbox.tasksOf('mmanager', requestId);
    const form = await sandbox.get<FormAnswer>('mmanager', `/access/forms?id=${task!.taskId}`);
    expect(form.formContainer).toBe('ApprovalForms');
    const editable = form.dataItems.filter((item) => !item.readOnly);
    expect(editable.map((item) => [item.fieldKey, item.required])).toEqual([
      ['Cost center', true],
      ['Travel regions', false],
    ]);
    expect(form.dataItems.find((item) => item.fieldKey === 'recipient')?.readOnly).toBe(true);
    await sandbox.get('euser', `/access/forms?id=${task!.taskId}`, 403);
    await sandbox.get('euser', '/access/forms?id=999999999', 403);
  });

  it('lists the request, approval and template forms and their data items for workflow design', async () => {
    const request = await sandbox.get<TemplateList>(
      'uaadmin',
      '/access/forms/listWorkflowForms?formContainer=RequestForms',
    );
    matchesContract('GET access/forms/listWorkflowForms', request);
    expect(request.prdTemplates.map((form) => form.cn)).toEqual(
      expect.arrayContaining(['NewLaptopForm', 'DefaultRequestForm']),
    );
    expect(request.size).toBe(request.prdTemplates.length);
    const approval = await sandbox.get<TemplateList>(
      'uaadmin',
      '/access/forms/listWorkflowForms?formContainer=approvalforms',
    );
    expect(approval.prdTemplates.map((form) => form.cn)).toEqual(
      expect.arrayContaining(['ProductionAccessReview', 'TravelBookingApprovalForm']),
    );
    const items = await sandbox.get<{ dataItems: Json[]; size: number }>(
      'uaadmin',
      `/access/forms/dataItemsList?formId=${encodeURIComponent(request.prdTemplates.find((f) => f.cn === 'NewLaptopForm')!.dn)}`,
    );
    expect(items.dataItems[0]).toEqual({
      fieldKey: 'model',
      dataType: 'String',
      controlType: 'PickList',
      targetType: 'flowdata',
    });
    expect(items.size).toBe(items.dataItems.length);
  });

  it('lists the approval templates; the custom category is empty', async () => {
    const templates = await sandbox.get<TemplateList>('uaadmin', '/access/forms/listTemplates');
    matchesContract('GET access/forms/listTemplates', templates);
    expect(templates.prdTemplates.map((t) => t.templateName)).toEqual(
      expect.arrayContaining([
        'SingleStepApproval',
        'TwoStepSerialApproval',
        'FourStepParallelApproval',
        'QuorumApproval',
      ]),
    );
    expect(await sandbox.get('uaadmin', '/access/forms/listTemplates?isCustom=true')).toEqual({
      prdTemplates: [],
      size: 0,
    });
  });

  it('refuses workflow design to users without the provisioning domain and bad input with a 400 Fault', async () => {
    for (const path of [
      '/access/forms/listTemplates',
      '/access/forms/listWorkflowForms?formContainer=RequestForms',
      '/access/forms/dataItemsList?formId=NewLaptopForm',
    ])
      await sandbox.get('euser', path, 403);
    for (const path of [
      '/access/forms/listWorkflowForms?formContainer=Elsewhere',
      '/access/forms/listWorkflowForms',
      '/access/forms/listTemplates?isCustom=maybe',
      '/access/forms/dataItemsList',
      '/access/forms',
      '/access/forms?id=NewLaptopForm&formContainer=Elsewhere',
    ]) {
      const res = await restGet(sandbox.app, path, sandbox.token.uaadmin);
      expect(res.statusCode, path).toBe(400);
      expect(res.json(), path).toHaveProperty('Fault');
    }
    await sandbox.get('uaadmin', '/access/forms/dataItemsList?formId=NoSuchForm', 404);
    await sandbox.get('uaadmin', '/access/forms?id=cn%3DNoSuchPrd', 404);
  });
});

describe('sandbox: OAuth ISM properties, the RRA schema, identity resync and user rename', () => {
  let sandbox: AccessSandbox;
  beforeAll(async () => {
    sandbox = await accessSandbox();
  });
  afterAll(() => sandbox.close());

  it("answers the OSP settings as ISM properties, never a client's secret", async () => {
    const answer = await sandbox.get<{ properties: { key: string; value: string }[]; arraySize: number }>(
      'euser',
      '/access/rob/ismproperties/oauth',
    );
    matchesContract('GET access/rob/ismproperties/oauth', answer);
    const byKey = new Map(answer.properties.map((p) => [p.key, p.value]));
    expect(byKey.get('com.netiq.idmdash.clientID')).toBe('idmdash');
    expect(byKey.get('com.netiq.idmdash.redirect.url')).toMatch(/\/idmdash\/oauth\.html$/);
    expect(answer.arraySize).toBe(answer.properties.length);
    expect(JSON.stringify(answer)).not.toContain(sandbox.sb.app.sandbox.clientSecret);
  });

  it("answers an entity's attributes for RRA; minimalData keeps only key and label", async () => {
    const full = await sandbox.get<{ attributesList: Json[] }>(
      'uaadmin',
      '/access/entities/schema/rra?entityName=user',
    );
    expect(full).toEqual(await sandbox.get('uaadmin', '/access/entities/schema?entityName=user'));
    const minimal = await sandbox.get<{ attributesList: Json[] }>(
      'uaadmin',
      '/access/entities/schema/rra?entityName=user&minimalData=true',
    );
    expect(minimal.attributesList.length).toBe(full.attributesList.length);
    expect(minimal.attributesList.every((a) => Object.keys(a).sort().join() === 'displayLabel,key')).toBe(true);
    await sandbox.get('uaadmin', '/access/entities/schema/rra?entityName=nothing', 404);
    const bad = await restGet(sandbox.app, '/access/entities/schema/rra?entityName=%3Cx%3E', sandbox.token.uaadmin);
    expect(bad.statusCode).toBe(400);
  });

  it('acknowledges a resync and a rename of known users to administrators only; bad input is a 400 Fault', async () => {
    const resync = await sandbox.send<{ success: boolean }>('uaadmin', 'POST', '/admin/identityResync', {
      dn: DN.euser,
    });
    expect(resync.success).toBe(true);
    await sandbox.send('uaadmin', 'POST', '/admin/identityResync', { dn: 'cn=nobody,ou=users,o=data' }, 404);
    await sandbox.send('uaadmin', 'POST', '/admin/identityResync', {}, 400);
    await sandbox.send('mmanager', 'POST', '/admin/identityResync', { dn: DN.euser }, 403);
    const renamed = { oldUserDn: 'cn=eddie-before,ou=users,o=data', newUserDn: DN.euser };
    expect(await sandbox.send('uaadmin', 'POST', '/access/user/dn', renamed)).toEqual(renamed);
    await sandbox.send('uaadmin', 'POST', '/access/user/dn', { oldUserDn: DN.mmanager, newUserDn: DN.euser }, 400);
    await sandbox.send('uaadmin', 'POST', '/access/user/dn', { ...renamed, newUserDn: 'cn=nobody,o=data' }, 404);
    await sandbox.send('uaadmin', 'POST', '/access/user/dn', { oldUserDn: DN.euser }, 400);
    await sandbox.send('euser', 'POST', '/access/user/dn', renamed, 403);
  });
});
