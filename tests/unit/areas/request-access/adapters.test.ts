import { describe, expect, it } from 'vitest';
import {
  approvalFieldsOf,
  createAccessPort,
  formFieldOf,
  landingDataOf,
  submitInputsOf,
} from '../../../../src/areas/request-access/access-adapters';
import { approvalSummary, itemApproval } from '../../../../src/areas/request-access/approval-summary';
import { json } from '../../core/fakes';
import { apiCore } from '../../api/setup';
import { detailsOf, prd, resource, role, testCore } from './harness';

const ROLE_DN = 'cn=CRMRead,cn=Level10,cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const t = testCore().i18n.t;

const query = (url: string) => [...new URL(url).searchParams.entries()];

describe('request access adapters over src/api/access', () => {
  it('searches the permission index with the type filter (roles, resources, PRDs)', async () => {
    const { core, server } = await apiCore({
      'access/permissions': () =>
        json({
          permissions: [
            { id: ROLE_DN, name: 'CRM Read', desc: 'Read the CRM', entityType: 'ROLE', categories: ['Sales'], bulkRequestable: true },
            { id: 'cn=x', name: 'Odd', entityType: 'APPLICATION' },
          ],
          nextIndex: 11,
          total: 12,
        }),
    });
    const port = createAccessPort(core);
    const page = await port.search({ q: 'crm', kinds: ['role', 'prd'], categoryKey: '', nextIndex: 1, size: 10 });
    expect(query(server.callsTo('access/permissions')[0]!.url)).toEqual([
      ['q', 'crm'],
      ['size', '10'],
      ['nextIndex', '1'],
      ['sortByName', 'false'],
      ['type', 'ROLE'],
      ['type', 'PRD'],
    ]);
    expect(page).toEqual({
      items: [{ id: ROLE_DN, kind: 'role', name: 'CRM Read', description: 'Read the CRM', categories: [{ key: 'Sales', name: 'Sales' }], bulkRequestable: true }],
      nextIndex: 11,
      total: 12,
    });
  });

  it('on behalf of others: POST access/teams/permissions with the target set (size 10, sortByName false, columns)', async () => {
    const { core, server } = await apiCore({ 'teams/permissions': () => json({ permissions: [], nextIndex: -1, total: 0 }) });
    await createAccessPort(core).search({ q: '', kinds: ['role', 'resource', 'prd'], categoryKey: '', nextIndex: 1, size: 10, targetDns: ['cn=ann,o=data'] });
    const call = server.callsTo('teams/permissions')[0]!;
    expect(call.method).toBe('POST');
    expect(JSON.parse(call.body ?? '{}')).toEqual({ targetSetDnList: ['cn=ann,o=data'] });
    expect(query(call.url)).toEqual(
      expect.arrayContaining([['q', '*'], ['size', '10'], ['sortByName', 'false'], ['column', 'name'], ['column', 'description'], ['column', 'categories']]),
    );
  });

  it('filters by category through the role and resource lists that know it', async () => {
    const { core, server } = await apiCore({
      roleCategories: () => json({ categories: [{ id: 'fin', name: 'Finance' }, { id: 'it', name: 'IT' }] }),
      resourceCategories: () => json({ categories: [{ id: 'it', name: 'IT' }] }),
      'roles/list': () => json({ roles: [{ id: 'cn=b', name: 'Beta', status: 50 }, { id: 'cn=gone', name: 'Gone', status: 15 }], nextIndex: -1, total: 2 }),
      'resources/list': () => json({ resources: [{ id: 'cn=a', name: 'Alpha', status: 50 }], nextIndex: 11, total: 30 }),
    });
    const port = createAccessPort(core);
    expect(await port.categories()).toEqual([
      { key: 'fin', name: 'Finance', kinds: ['role'] },
      { key: 'it', name: 'IT', kinds: ['role', 'resource'] },
    ]);
    const both = await port.search({ q: 'a', kinds: ['role', 'resource', 'prd'], categoryKey: 'it', nextIndex: 1, size: 10 });
    expect(both.items.map((i) => [i.kind, i.name])).toEqual([
      ['resource', 'Alpha'],
      ['role', 'Beta'],
    ]);
    expect(both.nextIndex).toBe(11);
    expect(both.total).toBe(32);
    expect(query(server.callsTo('roles/list')[0]!.url)).toEqual(expect.arrayContaining([['categoryKeys', 'it'], ['q', 'a']]));

    await port.search({ q: '', kinds: ['role', 'resource', 'prd'], categoryKey: 'fin', nextIndex: 1, size: 10 });
    expect(server.callsTo('resources/list')).toHaveLength(1);
    expect(server.callsTo('roles/list')).toHaveLength(2);
  });

  it('maps item details: kind, owners, parameters as form fields, expiration and approval', async () => {
    const { core, server } = await apiCore({
      'permissions/item': () =>
        json({
          id: ROLE_DN,
          name: 'CRM Read',
          desc: 'Read',
          entityType: 'RESOURCE',
          bulkRequestable: false,
          categories: ['Sales'],
          owners: [{ id: 'cn=boss,o=data', name: 'The Boss', type: 'user' }],
          permParams: [
            { key: 'Size', dataType: 'Integer', displayLabel: 'Size', value: '' },
            { key: 'EntitlementParamKey', dataType: 'String', hidden: true },
          ],
          isExpirationRequired: true,
          expiresAfter: '30D',
          approval: { type: 'quorum', quorum: '50%', approvers: [{ id: 'cn=a', name: 'A', sequence: 1 }] },
        }),
    });
    const details = await createAccessPort(core).details(resource('CRM Read'));
    expect(JSON.parse(server.callsTo('permissions/item')[0]!.body ?? '{}')).toEqual({ id: resource('CRM Read').id, entityType: 'RESOURCE' });
    expect(details).toMatchObject({
      kind: 'resource',
      bulkRequestable: false,
      owners: [{ dn: 'cn=boss,o=data', name: 'The Boss', type: 'user' }],
      parameters: [{ key: 'Size', label: 'Size', type: 'number', required: true }],
      allowsDates: true,
      expiration: { required: true, maxDuration: { amount: 30, unit: 'D' } },
      needsServerForm: false,
    });
    expect(approvalSummary(t, itemApproval(details)).title).toBe('Quorum approval (50%)');
  });

  it('reads the server approval types back into the domain derivation', () => {
    const summary = (type: string, extra = {}) => {
      const approval = approvalFieldsOf({ type, approvers: [], quorum: '', requestDefName: 'Flow', templateName: '', revokeType: 'none', ...extra });
      return approvalSummary(t, itemApproval(detailsOf(role('R'), { approval })), approval.parallel).title;
    };
    expect(summary('none')).toBe('No approval required');
    expect(summary('serial')).toBe('Serial approval');
    expect(summary('parallel')).toBe('Parallel approval');
    expect(summary('custom')).toBe('Custom approval process: Flow');
  });

  it('keeps application landing items as links and drops unknown kinds', () => {
    const data = landingDataOf({
      categories: [
        {
          id: '3',
          name: 'Popular',
          order: 1,
          items: [
            { itemId: '1', name: 'Email', description: '', entityType: 'role', dn: 'cn=email', appUrl: '', bulkRequestable: true, order: 1 },
            { itemId: '2', name: 'Tasks', description: '', entityType: 'application', dn: '', appUrl: '#/tasks', bulkRequestable: false, order: 2 },
            { itemId: '4', name: '??', description: '', entityType: 'thing', dn: 'cn=t', appUrl: '', bulkRequestable: false, order: 3 },
          ],
        },
      ],
      uncategorized: [],
      editable: false,
    });
    expect(data.categories[0]?.items).toEqual([
      { id: 'cn=email', kind: 'role', name: 'Email', description: '', categories: [{ key: '3', name: 'Popular' }], bulkRequestable: true },
      { kind: 'application', id: '2', name: 'Tasks', description: '', url: '#/tasks' },
    ]);
  });

  it('makes resource parameters form fields; hidden and static ones are not asked', () => {
    const p = { key: 'k', dataType: 'Boolean', value: 'true', hidden: false, static: false, displayLabel: 'Flag' };
    expect(formFieldOf(p)).toEqual({ key: 'k', label: 'Flag', type: 'boolean', required: false, defaultValue: 'true' });
    expect(formFieldOf({ ...p, dataType: 'List' })?.type).toBe('text');
    expect(formFieldOf({ ...p, static: true })).toBeNull();
    expect(formFieldOf({ ...p, hidden: true })).toBeNull();
  });

  it('sends the cart as one request per set of dates, with recipients, reason and justification', () => {
    const inputs = submitInputsOf({
      entries: [
        { item: role('A'), formValues: [] },
        { item: resource('B'), expiryDate: 1000, formValues: [{ key: 'Size', value: '2' }] },
        { item: prd('C'), formValues: [] },
      ],
      reason: 'why',
      recipients: [{ dn: 'cn=ann', name: 'Ann', type: 'user' }],
      sodJustification: 'ok',
    });
    expect(inputs).toEqual([
      {
        items: [
          { dn: role('A').id, entityType: 'role' },
          { dn: prd('C').id, entityType: 'prd' },
        ],
        recipients: [{ dn: 'cn=ann', type: 'user' }],
        reason: 'why',
        sodJustification: 'ok',
      },
      {
        items: [{ dn: resource('B').id, entityType: 'resource', params: [{ key: 'Size', value: '2' }] }],
        recipients: [{ dn: 'cn=ann', type: 'user' }],
        reason: 'why',
        sodJustification: 'ok',
        expiryDate: 1000,
      },
    ]);
  });

  it('submits and merges the answers for the banner', async () => {
    let n = 0;
    const { core, server } = await apiCore({
      'requests/permissions': () => {
        n += 1;
        return json(
          n === 1
            ? { success: true, OperationNodes: [{ success: true, userDn: 'cn=me', succeeded: [{ id: 'cn=a', name: 'A', requestId: '5' }], failed: [], sods: [] }] }
            : {
                success: false,
                OperationNodes: [
                  {
                    success: false,
                    userDn: 'cn=me',
                    succeeded: [],
                    failed: [{ id: 'cn=b', name: 'B', reason: 'no' }],
                    sods: [{ sodName: 'S', perm1Name: 'B', perm2Name: 'X' }],
                  },
                ],
              },
          201,
        );
      },
    });
    const answer = await createAccessPort(core).submit({
      entries: [
        { item: role('A'), formValues: [] },
        { item: role('B'), effectiveDate: 5, formValues: [] },
      ],
      reason: 'r',
      recipients: [],
    });
    expect(server.callsTo('requests/permissions')).toHaveLength(2);
    expect(JSON.parse(server.callsTo('requests/permissions')[1]!.body ?? '{}')).toMatchObject({ effDate: 5, reason: 'r' });
    expect(answer.feedback).toEqual({
      success: false,
      succeeded: [{ id: 'a', name: 'A' }],
      failed: [{ id: 'b', name: 'B', reason: 'no' }],
      sods: [{ sodName: 'S', perm1Name: 'B', perm2Name: 'X' }],
    });
    expect(answer.requestIds).toEqual(['5']);
  });

  it('robInit: no on-behalf without authorization; teams and groups from the lookups', async () => {
    const denied = await apiCore({ 'access/rob': () => json({ authorized: false }) });
    expect(await createAccessPort(denied.core).onBehalfRules()).toEqual({ allowed: false, users: false, groups: false, teams: false, teamList: [] });

    const allowed = await apiCore({
      'access/rob': () => json({ authorized: true, isAdmin: false, isRoleAdmin: false }),
      'teams/managelist': () => json({ teams: [{ dn: 'cn=Sales', name: 'Sales' }] }),
      'recipients/userlist/v2': () => json({ recipients: [{ dn: 'cn=ann', name: 'Ann', type: 'user' }], nextIndex: -1, total: 1 }),
    });
    const port = createAccessPort(allowed.core);
    expect(await port.onBehalfRules()).toEqual({ allowed: true, users: true, groups: false, teams: true, teamList: [{ dn: 'cn=Sales', name: 'Sales' }] });
    expect(await port.users({ q: 'a', nextIndex: 1, size: 5, teamDn: 'cn=Sales' })).toEqual({
      items: [{ dn: 'cn=ann', name: 'Ann', type: 'user' }],
      nextIndex: -1,
      total: 1,
    });
    expect(query(allowed.server.callsTo('recipients/userlist/v2')[0]!.url)).toEqual(
      expect.arrayContaining([['size', '5'], ['teamDn', 'cn=Sales'], ['q', 'a'], ['nextIndex', '1']]),
    );
  });

  it('links a request definition to the server-side form, never other kinds', async () => {
    const { core } = await apiCore({});
    const port = createAccessPort(core);
    expect(port.serverFormUrl(prd('Laptop'))).toBe(`https://idm.example.com/IDMProv/requestForm.do?id=${encodeURIComponent(prd('Laptop').id)}`);
    expect(port.serverFormUrl(role('Laptop'))).toBeNull();
  });
});
