import { describe, expect, it } from 'vitest';
import {
  assignRole,
  changeMappedResources,
  changeRelatedRoles,
  createRole,
  deleteRoles,
  fetchMappedResources,
  fetchRelatedRoles,
  fetchRoleAssignments,
  fetchRoleDetails,
  updateRole,
  type RoleInput,
} from '../../../../src/api/catalog-admin';
import { json } from '../../core/fakes';
import { apiCore } from '../setup';

const SALES = 'cn=Sales,cn=Level30,cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,o=system';
const ANN = 'cn=ann,ou=users,o=data';
const BOB = 'cn=bob,ou=users,o=data';

const ROLE_NODE = {
  id: SALES,
  name: 'Sales',
  description: 'Sales staff',
  roleLevel: { level: 30, name: 'Business Role', cn: 'Level30' },
  subContainer: 'EMEA',
  status: 15,
  categories: [{ id: 'business', name: 'Business' }],
  owners: [{ id: ANN, name: 'Ann Lee', type: 'user' }],
  localizedNames: [
    { locale: 'zh_CN', name: '销售' },
    { locale: 'iw', name: 'מכירות' },
  ],
  localizedDescriptions: [{ locale: 'de', desc: 'Vertrieb' }],
  approvalRequired: true,
  approvalIsStandard: true,
  approvalQuorum: '',
  approvalApprovers: [
    { id: BOB, name: 'Bob', type: 'user', sequence: 2 },
    { id: ANN, name: 'Ann', type: 'user', sequence: 1 },
  ],
  revokeRequired: false,
};

const input: RoleInput = {
  name: ' Sales ',
  description: 'Sales staff',
  level: 30,
  subContainer: 'EMEA',
  categories: [{ key: 'business', name: 'Business' }],
  owners: [{ dn: ANN, name: 'Ann', type: 'user' }],
  localizedNames: [{ locale: 'zh-TW', text: '銷售' }],
  localizedDescriptions: [],
  approval: { type: 'quorum', approvers: [{ dn: ANN, name: 'Ann', type: 'user' }], quorum: '60', requestDef: null },
  revoke: { sameAsGrant: true, approval: { type: 'none', approvers: [], quorum: '', requestDef: null } },
};

const bodyOf = (call: { body: string | undefined } | undefined): unknown => JSON.parse(call?.body ?? 'null');

describe('catalog-admin api: roles', () => {
  it('reads a role: level, status, owners, localised names in the console locale names, the derived approval', async () => {
    const { core, server } = await apiCore({ 'rest/catalog/roles/role': () => json({ roles: [ROLE_NODE] }, 201) });
    const role = await fetchRoleDetails(core, SALES);
    expect(bodyOf(server.callsTo('catalog/roles/role')[0])).toEqual({ roles: [{ id: SALES }] });
    expect(role).toMatchObject({
      dn: SALES,
      level: 30,
      subContainer: 'EMEA',
      status: 15,
      categories: [{ key: 'business', name: 'Business' }],
      owners: [{ dn: ANN, name: 'Ann Lee', type: 'user' }],
      localizedNames: [
        { locale: 'zh-CN', text: '销售' },
        { locale: 'he', text: 'מכירות' },
      ],
      localizedDescriptions: [{ locale: 'de', text: 'Vertrieb' }],
    });
    expect(role.approval.type).toBe('serial');
    expect(role.approval.approvers.map((a) => a.name)).toEqual(['Ann', 'Bob']);
    expect(role.revoke).toMatchObject({ sameAsGrant: false, approval: { type: 'none' } });
  });

  it('an empty answer is "not found", not an empty role', async () => {
    const { core } = await apiCore({ 'rest/catalog/roles/role': () => json({ roles: [] }, 201) });
    await expect(fetchRoleDetails(core, SALES)).rejects.toThrow(/not found/);
  });

  it('creates with POST catalog/roles and updates with PUT catalog/roles/role (RoleNode)', async () => {
    const { core, server } = await apiCore({
      'rest/catalog/roles/role': () => new Response(null, { status: 204 }),
      'rest/catalog/roles': () => json({ ...ROLE_NODE, id: SALES }, 201),
    });
    const created = await createRole(core, input);
    expect(created.dn).toBe(SALES);
    const sent = bodyOf(server.callsTo('catalog/roles').find((c) => c.method === 'POST'));
    expect(sent).toEqual({
      name: 'Sales',
      description: 'Sales staff',
      roleLevel: { level: 30 },
      subContainer: 'EMEA',
      categories: [{ id: 'business' }],
      owners: [{ id: ANN, type: 'user' }],
      localizedNames: [{ locale: 'zh_TW', name: '銷售' }],
      localizedDescriptions: [],
      approvalRequired: true,
      approvalIsStandard: true,
      approvalQuorum: '60%',
      approvalApprovers: [{ id: ANN, name: 'Ann', type: 'user', sequence: 1 }],
      approvalRequestDef: '',
      approvalRequestDefName: '',
      revokeEqualsGrant: true,
      revokeRequired: false,
    });
    await updateRole(core, { ...input, dn: SALES });
    const put = server.callsTo('catalog/roles/role').find((c) => c.method === 'PUT');
    expect(bodyOf(put)).toMatchObject({ id: SALES, name: 'Sales' });
  });

  it('deletes with DELETE catalog/roles/role and reads the structured answer', async () => {
    const { core, server } = await apiCore({
      'rest/catalog/roles/role': () =>
        json({ success: 'true', succeeded: [{ id: SALES, name: 'Sales', reason: 'Pending Delete' }], failed: [] }),
    });
    const answer = await deleteRoles(core, [SALES]);
    expect(server.calls.at(-1)?.method).toBe('DELETE');
    expect(bodyOf(server.calls.at(-1))).toEqual({ roles: [{ id: SALES }] });
    expect(answer.success).toBe(true);
    expect(answer.succeeded[0]?.name).toBe('Sales');
  });

  it('children, parents and mapped resources: POST …/list {id} with paging; changes POST/DELETE {roleId, …}', async () => {
    const { core, server } = await apiCore({
      'rest/catalog/roles/subRoles/list': () =>
        json({ roles: [{ id: 'cn=crm', name: 'CRM', level: 20 }], nextIndex: -1, total: 1 }, 201),
      'rest/catalog/roles/parentRoles/list': () => json({ roles: [], total: 0 }, 201),
      'rest/catalog/roles/mappedResources/list': () =>
        json(
          {
            resources: [
              {
                id: 'cn=mail',
                name: 'Mailbox',
                mappingDescription: 'For sales',
                resourceParameters: [
                  { id: 'quota', displayValue: 'Quota', value: '5' },
                  { id: 'hidden', hide: true, value: 'x' },
                ],
              },
            ],
            total: 1,
          },
          201,
        ),
      'rest/catalog/roles/subRoles': () => json({ success: true, succeeded: [{ id: 'cn=crm' }], failed: [] }, 201),
      'rest/catalog/roles/mappedResources': () => json({ success: true, succeeded: [], failed: [] }, 201),
    });
    const children = await fetchRelatedRoles(core, 'subRoles', SALES, { size: 5 });
    expect(children.items).toMatchObject([{ dn: 'cn=crm', name: 'CRM', level: 20 }]);
    const childCall = new URL(server.callsTo('subRoles/list')[0]!.url);
    expect(childCall.searchParams.get('size')).toBe('5');
    expect(bodyOf(server.callsTo('subRoles/list')[0])).toEqual({ id: SALES });
    expect((await fetchRelatedRoles(core, 'parentRoles', SALES)).items).toEqual([]);
    const mapped = await fetchMappedResources(core, SALES);
    expect(mapped.items[0]).toEqual({
      dn: 'cn=mail',
      name: 'Mailbox',
      description: '',
      mappingDescription: 'For sales',
      parameters: [{ id: 'quota', name: 'Quota', dataType: 'String', value: '5', staticValue: '', codeMapKey: '' }],
    });

    await changeRelatedRoles(core, { method: 'POST', relation: 'subRoles', roleDn: SALES, dns: ['cn=crm'] });
    const add = server.calls.at(-1)!;
    expect(add.method).toBe('POST');
    expect(bodyOf(add)).toEqual({ roleId: SALES, subRoles: [{ id: 'cn=crm', requestDescription: '' }] });

    await changeMappedResources(core, {
      method: 'DELETE',
      roleDn: SALES,
      resources: [{ dn: 'cn=mail', parameters: [{ id: 'quota', value: '10' }] }],
    });
    expect(bodyOf(server.calls.at(-1))).toEqual({
      roleId: SALES,
      mappedResources: [{ id: 'cn=mail', resourceParameters: [{ id: 'quota', value: '10', staticValue: '10' }] }],
    });
  });

  it('assignments: reads who holds the role; assigns to a group and a container with its subtree', async () => {
    const { core, server } = await apiCore({
      'rest/catalog/roles/role/assignments/assign': () =>
        json({ success: true, succeeded: [{ id: SALES, requestId: 'r1' }], failed: [] }, 201),
      'rest/catalog/roles/role/assignments': () =>
        json(
          {
            assignments: [
              {
                id: SALES,
                assignmentTo: 'cn=staff,ou=groups,o=data',
                recipientFullName: 'Staff',
                recipientType: 'group',
                statusDisplay: 'Provisioned',
                effectiveDate: 1700000000000,
                expiryDate: 0,
                cause: { confirmNo: 'req-9', reqDesc: 'Team', instanceId: 'i1' },
              },
              {
                id: '7',
                name: 'Sales Unit',
                assignmentTo: 'ou=sales,o=data',
                isDirectAssignment: false,
                cause: {
                  type: 'container',
                  subtype: 'subtree',
                  status: 'Provisioned',
                  removable: false,
                  sourcesDetails: { name: 'Sales Lead', dn: 'cn=Sales Lead' },
                },
              },
            ],
            total: 1,
          },
          201,
        ),
    });
    const held = await fetchRoleAssignments(core, SALES);
    expect(held.items[0]).toMatchObject({
      recipientDn: 'cn=staff,ou=groups,o=data',
      recipientName: 'Staff',
      recipientType: 'group',
      statusDisplay: 'Provisioned',
      effectiveDate: 1700000000000,
      expiryDate: null,
      requestId: 'req-9',
      reason: 'Team',
      via: '',
      removable: true,
    });
    expect(held.items[1]).toMatchObject({
      recipientName: 'Sales Unit',
      recipientType: 'container',
      subtree: true,
      statusDisplay: 'Provisioned',
      via: 'Sales Lead',
      removable: false,
    });
    await assignRole(core, {
      roleDn: SALES,
      recipients: [
        { dn: 'cn=staff,ou=groups,o=data', type: 'group' },
        { dn: 'ou=sales,o=data', type: 'container', subtree: true },
      ],
      effectiveDate: 1800000000000,
      expiryDate: null,
      reason: 'New team',
    });
    expect(bodyOf(server.calls.at(-1))).toEqual({
      reason: 'New team',
      assignments: [
        {
          id: SALES,
          entityType: 'role',
          effectiveDate: 1800000000000,
          assignmentToList: [
            { assignedToDn: 'cn=staff,ou=groups,o=data', type: 'group' },
            { assignedToDn: 'ou=sales,o=data', type: 'container', subtype: 'subtree' },
          ],
        },
      ],
    });
  });
});
