import { describe, expect, it } from 'vitest';
import {
  cartCallsOf,
  fetchCatalogCategories,
  fetchCatalogPage,
  fetchOnBehalfAccess,
  fetchRobUsers,
  requestFormUrl,
  requestItemDetailsQuery,
  sendCartCalls,
  submitCart,
  type CartRequest,
} from '../../../../src/api/access';
import type { CatalogItem, ItemDetails, ItemKind, RequestRecipient } from '../../../../src/areas/request-access/model';
import {
  catalogItemsOf,
  entityTypeOf,
  landingDataOf,
  onBehalfRulesOf,
} from '../../../../src/areas/request-access/request-access-mapping';
import {
  approvalFieldsOf,
  dataItemFieldOf,
  formFieldOf,
  requestItemDetailsOf,
} from '../../../../src/areas/request-access/item-details-mapping';
import type { IdmCore } from '../../../../src/core';
import { approvalSummary, itemApproval } from '../../../../src/areas/request-access/approval-summary';
import { makeFault } from '../../../../src/domain/fault';
import { json } from '../../core/fakes';
import { apiCore } from '../../api/setup';
import { prd, resource, role, testCore } from './harness';

/*
 * Request access over the real src/api/access calls and the area's view model (request-access-mapping):
 * what each call sends and what the screens get from the answer.
 */

/** A catalog page as the search shows it. */
const search = async (
  core: IdmCore,
  query: { q: string; kinds: ItemKind[]; categoryKey: string; nextIndex: number; size: number; targetDns?: string[] },
) => {
  const { kinds, ...rest } = query;
  return catalogItemsOf(await fetchCatalogPage(core, { ...rest, types: kinds.map(entityTypeOf) }));
};
/** An item's details as the details view shows them. */
const detailsOf = async (core: IdmCore, item: CatalogItem): Promise<ItemDetails> => {
  // staleTime 0: every call reads the server's answer again.
  const query = {
    ...requestItemDetailsQuery(core, { dn: item.id, entityType: entityTypeOf(item.kind) }),
    staleTime: 0,
  };
  return requestItemDetailsOf(await core.queryClient.fetchQuery(query), item);
};
const onBehalfRules = async (core: IdmCore) => onBehalfRulesOf(await fetchOnBehalfAccess(core));

/** A cart written as its entries (item, dates, form values). */
interface CartEntries {
  entries: {
    item: CatalogItem;
    effectiveDate?: number;
    expiryDate?: number;
    formValues: { key: string; value: string }[];
  }[];
  reason: string;
  recipients: RequestRecipient[];
  sodJustification?: string;
}
const cart = ({ entries, ...rest }: CartEntries): CartRequest => ({
  ...rest,
  items: entries.map(({ item, formValues, ...dates }) => ({
    dn: item.id,
    entityType: item.kind,
    name: item.name,
    params: formValues,
    ...dates,
  })),
});

const ROLE_DN =
  'cn=CRMRead,cn=Level10,cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const t = testCore().i18n.t;

const query = (url: string) => [...new URL(url).searchParams.entries()];

describe('request access over src/api/access', () => {
  it('searches the permission index with the type filter (roles, resources, PRDs)', async () => {
    const { core, server } = await apiCore({
      'access/permissions': () =>
        json({
          permissions: [
            {
              id: ROLE_DN,
              name: 'CRM Read',
              desc: 'Read the CRM',
              entityType: 'ROLE',
              categories: ['Sales'],
              bulkRequestable: true,
            },
            { id: 'cn=x', name: 'Odd', entityType: 'APPLICATION' },
          ],
          nextIndex: 11,
          total: 12,
        }),
    });
    const page = await search(core, { q: 'crm', kinds: ['role', 'prd'], categoryKey: '', nextIndex: 1, size: 10 });
    expect(query(server.callsTo('access/permissions')[0]!.url)).toEqual([
      ['q', 'crm'],
      ['size', '10'],
      ['nextIndex', '1'],
      ['sortByName', 'false'],
      ['type', 'ROLE'],
      ['type', 'PRD'],
    ]);
    expect(page).toEqual({
      items: [
        {
          id: ROLE_DN,
          kind: 'role',
          name: 'CRM Read',
          description: 'Read the CRM',
          categories: [{ key: 'Sales', name: 'Sales' }],
          bulkRequestable: true,
        },
      ],
      nextIndex: 11,
      total: 12,
    });
  });

  it('on behalf of others: POST access/teams/permissions with the target set (size 10, sortByName false, columns)', async () => {
    const { core, server } = await apiCore({
      'teams/permissions': () => json({ permissions: [], nextIndex: -1, total: 0 }),
    });
    await search(core, {
      q: '',
      kinds: ['role', 'resource', 'prd'],
      categoryKey: '',
      nextIndex: 1,
      size: 10,
      targetDns: ['cn=ann,o=data'],
    });
    const call = server.callsTo('teams/permissions')[0]!;
    expect(call.method).toBe('POST');
    expect(JSON.parse(call.body ?? '{}')).toEqual({ targetSetDnList: ['cn=ann,o=data'] });
    expect(query(call.url)).toEqual(
      expect.arrayContaining([
        ['q', '*'],
        ['size', '10'],
        ['sortByName', 'false'],
        ['column', 'name'],
        ['column', 'description'],
        ['column', 'categories'],
      ]),
    );
  });

  it('filters by category through the role and resource lists that know it', async () => {
    const { core, server } = await apiCore({
      roleCategories: () =>
        json({
          categories: [
            { id: 'fin', name: 'Finance' },
            { id: 'it', name: 'IT' },
          ],
        }),
      resourceCategories: () => json({ categories: [{ id: 'it', name: 'IT' }] }),
      'roles/list': () =>
        json({
          roles: [
            { id: 'cn=b', name: 'Beta', status: 50 },
            { id: 'cn=gone', name: 'Gone', status: 15 },
          ],
          nextIndex: -1,
          total: 2,
        }),
      'resources/list': () =>
        json({ resources: [{ id: 'cn=a', name: 'Alpha', status: 50 }], nextIndex: 11, total: 30 }),
    });
    expect(await fetchCatalogCategories(core)).toEqual([
      { key: 'fin', name: 'Finance', kinds: ['role'] },
      { key: 'it', name: 'IT', kinds: ['role', 'resource'] },
    ]);
    const both = await search(core, {
      q: 'a',
      kinds: ['role', 'resource', 'prd'],
      categoryKey: 'it',
      nextIndex: 1,
      size: 10,
    });
    expect(both.items.map((i) => [i.kind, i.name])).toEqual([
      ['resource', 'Alpha'],
      ['role', 'Beta'],
    ]);
    expect(both.nextIndex).toBe(11);
    expect(both.total).toBe(32);
    expect(query(server.callsTo('roles/list')[0]!.url)).toEqual(
      expect.arrayContaining([
        ['categoryKeys', 'it'],
        ['q', 'a'],
      ]),
    );

    await search(core, { q: '', kinds: ['role', 'resource', 'prd'], categoryKey: 'fin', nextIndex: 1, size: 10 });
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
    const details = await detailsOf(core, resource('CRM Read'));
    expect(JSON.parse(server.callsTo('permissions/item')[0]!.body ?? '{}')).toEqual({
      id: resource('CRM Read').id,
      entityType: 'RESOURCE',
    });
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
      const approval = approvalFieldsOf({
        type,
        approvers: [],
        quorum: '',
        requestDefName: 'Flow',
        templateName: '',
        revokeType: 'none',
        ...extra,
      });
      const shown: ItemDetails = {
        ...role('R'),
        owners: [],
        approval,
        parameters: [],
        allowsDates: true,
        expiration: { required: false, maxDuration: null },
        needsServerForm: false,
      };
      return approvalSummary(t, itemApproval(shown), approval.parallel).title;
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
            {
              itemId: '1',
              name: 'Email',
              description: '',
              entityType: 'role',
              dn: 'cn=email',
              appUrl: '',
              bulkRequestable: true,
              order: 1,
            },
            {
              itemId: '2',
              name: 'Tasks',
              description: '',
              entityType: 'application',
              dn: '',
              appUrl: '#/tasks',
              bulkRequestable: false,
              order: 2,
            },
            {
              itemId: '4',
              name: '??',
              description: '',
              entityType: 'thing',
              dn: 'cn=t',
              appUrl: '',
              bulkRequestable: false,
              order: 3,
            },
          ],
        },
      ],
      uncategorized: [],
      editable: false,
    });
    expect(data.categories[0]?.items).toEqual([
      {
        id: 'cn=email',
        kind: 'role',
        name: 'Email',
        description: '',
        categories: [{ key: '3', name: 'Popular' }],
        bulkRequestable: true,
      },
      { kind: 'application', id: '2', name: 'Tasks', description: '', url: '#/tasks' },
    ]);
  });

  it('makes resource parameters form fields; hidden and static ones are not asked', () => {
    const p = {
      key: 'k',
      dataType: 'Boolean',
      value: 'true',
      hidden: false,
      static: false,
      displayLabel: 'Flag',
      codemapKey: '',
    };
    expect(formFieldOf(p)).toEqual({ key: 'k', label: 'Flag', type: 'boolean', required: false, defaultValue: 'true' });
    expect(formFieldOf({ ...p, dataType: 'List' })?.type).toBe('text');
    expect(formFieldOf({ ...p, static: true })).toBeNull();
    expect(formFieldOf({ ...p, hidden: true })).toBeNull();
  });

  it("makes a List parameter a list of its code map's options (typed in when there are none)", () => {
    const p = {
      key: 'EntitlementParamKey',
      dataType: 'List',
      value: '',
      hidden: false,
      static: false,
      displayLabel: 'Value',
      codemapKey: 'cn=Role',
    };
    const options = [
      { value: 'DBA', label: 'Database administrator' },
      { value: 'RO', label: 'Read only' },
    ];
    expect(formFieldOf(p, { 'cn=Role': options })).toEqual({
      key: 'EntitlementParamKey',
      label: 'Value',
      type: 'list',
      required: true,
      options,
    });
    expect(formFieldOf(p, { 'cn=Role': [] })?.type).toBe('text');
  });

  it("makes a request definition's data items form fields: label, required, list options, read-only and initial values", () => {
    const item = {
      name: 'k',
      target: 'Label',
      dataType: 'String',
      readOnly: false,
      multiValued: false,
      valueSet: true,
      values: [],
    };
    expect(dataItemFieldOf(item)).toEqual({ key: 'k', label: 'Label', type: 'text', required: true });
    expect(dataItemFieldOf({ ...item, valueSet: false, target: '', values: [{ value: 'x', label: '' }] })).toEqual({
      key: 'k',
      label: 'k',
      type: 'text',
      required: false,
      defaultValue: 'x',
    });
    const options = [
      { value: 'car', label: 'Car' },
      { value: 'bike', label: 'Motorcycle' },
    ];
    expect(dataItemFieldOf({ ...item, dataType: 'List', values: options })).toEqual({
      key: 'k',
      label: 'Label',
      type: 'list',
      required: true,
      options,
    });
    expect(dataItemFieldOf({ ...item, readOnly: true, values: [{ value: 'Level -2', label: '' }] })).toMatchObject({
      readOnly: true,
      required: false,
    });
    expect(dataItemFieldOf({ ...item, dataType: 'Boolean' })?.required).toBe(false);
    expect(dataItemFieldOf({ ...item, name: '' })).toBeNull();
  });

  it('reads request forms: data items for the page, code map options, and which PRDs need the server-side form', async () => {
    const prdNode = (extra: object) => ({ id: prd('P').id, name: 'P', entityType: 'PRD', permParams: [], ...extra });
    let answer: object = {};
    const { core, server } = await apiCore({
      'permissions/item': () => json(answer),
      'codeMap/': () =>
        json({
          codeMapValues: [
            { id: 'DBA', value: 'DBA', displayLabel: 'Database administrator' },
            { value: 'RO', displayLabel: 'Read only' },
          ],
          nextIndex: -1,
          hasMore: false,
        }),
    });

    answer = prdNode({
      requestForm: 'ParkingPermitForm',
      isNewForm: true,
      dataItems: [
        {
          name: 'vehicle',
          target: 'Vehicle',
          dataType: 'List',
          valueSet: true,
          values: [{ value: 'car', label: 'Car' }],
        },
      ],
    });
    const rendered = await detailsOf(core, prd('P'));
    expect(rendered.needsServerForm).toBe(false);
    expect(rendered.parameters).toEqual([
      { key: 'vehicle', label: 'Vehicle', type: 'list', required: true, options: [{ value: 'car', label: 'Car' }] },
    ]);

    answer = prdNode({ requestForm: 'BuildingAccessForm', isNewForm: false, dataItems: [] });
    expect(await detailsOf(core, prd('P'))).toMatchObject({ needsServerForm: true, parameters: [] });
    answer = prdNode({ requestForm: '', isNewForm: false });
    expect((await detailsOf(core, prd('P'))).needsServerForm).toBe(false);

    answer = {
      id: resource('R').id,
      name: 'R',
      entityType: 'RESOURCE',
      permParams: [
        {
          key: 'EntitlementParamKey',
          dataType: 'List',
          value: '',
          displayLabel: 'Value',
          codemapKey: 'cn=Role,cn=Oracle',
        },
      ],
    };
    const withList = await detailsOf(core, resource('R'));
    expect(withList.parameters[0]).toMatchObject({
      type: 'list',
      options: [
        { value: 'DBA', label: 'Database administrator' },
        { value: 'RO', label: 'Read only' },
      ],
    });
    const codeMapCall = server.callsTo('codeMap/')[0]!;
    expect(new URL(codeMapCall.url).pathname).toBe(
      `/IDMProv/rest/access/codeMap/${encodeURIComponent('cn=Role,cn=Oracle')}/values`,
    );
    expect(query(codeMapCall.url)).toEqual(expect.arrayContaining([['size', '300']]));
  });

  it('sends the cart as one request per set of dates, with recipients, reason and justification', () => {
    const inputs = cartCallsOf(
      cart({
        entries: [
          { item: role('A'), formValues: [] },
          { item: resource('B'), expiryDate: 1000, formValues: [{ key: 'Size', value: '2' }] },
          { item: prd('C'), formValues: [] },
        ],
        reason: 'why',
        recipients: [{ dn: 'cn=ann', name: 'Ann', type: 'user' }],
        sodJustification: 'ok',
      }),
    ).map((call) => call.input);
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
            ? {
                success: true,
                OperationNodes: [
                  {
                    success: true,
                    userDn: 'cn=me',
                    succeeded: [{ id: 'cn=a', name: 'A', requestId: '5' }],
                    failed: [],
                    sods: [],
                  },
                ],
              }
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
    const answer = await submitCart(
      core,
      cart({
        entries: [
          { item: role('A'), formValues: [] },
          { item: role('B'), effectiveDate: 5, formValues: [] },
        ],
        reason: 'r',
        recipients: [],
      }),
    );
    expect(server.callsTo('requests/permissions')).toHaveLength(2);
    expect(JSON.parse(server.callsTo('requests/permissions')[1]!.body ?? '{}')).toMatchObject({
      effDate: 5,
      reason: 'r',
    });
    expect(answer.feedback).toEqual({
      success: false,
      succeeded: [{ id: 'a', name: 'A' }],
      failed: [{ id: 'b', name: 'B', reason: 'no' }],
      sods: [{ sodName: 'S', perm1Name: 'B', perm2Name: 'X' }],
    });
    expect(answer.requestIds).toEqual(['5']);
  });

  it('a call that fails half-way does not undo the ones that went through', async () => {
    let n = 0;
    const { core, server } = await apiCore({
      'requests/permissions': () => {
        n += 1;
        return n === 1
          ? json(
              {
                success: true,
                OperationNodes: [
                  {
                    success: true,
                    userDn: 'cn=me',
                    succeeded: [{ id: role('A').id, name: 'A', requestId: '8' }],
                    failed: [],
                    sods: [],
                  },
                ],
              },
              201,
            )
          : json(makeFault('SERVER_ERROR', 'Try again later.', 'Receiver'), 500);
      },
    });
    const answer = await submitCart(
      core,
      cart({
        entries: [
          { item: role('A'), expiryDate: 9, formValues: [] },
          { item: role('B'), formValues: [] },
          { item: resource('C'), formValues: [] },
        ],
        reason: 'r',
        recipients: [],
      }),
    );
    expect(server.callsTo('requests/permissions')).toHaveLength(2);
    expect(answer.feedback).toEqual({
      success: false,
      succeeded: [{ id: 'a', name: 'A' }],
      failed: [
        { id: 'b', name: 'B', reason: 'Try again later.' },
        { id: 'c', name: 'C', reason: 'Try again later.' },
      ],
      sods: [],
    });
    expect(answer.requestIds).toEqual(['8']);
  });

  it('keeps sending the other calls after one throws, and throws only when none went through', async () => {
    const calls = cartCallsOf(
      cart({
        entries: [
          { item: role('A'), effectiveDate: 1, formValues: [] },
          { item: role('B'), effectiveDate: 2, formValues: [] },
          { item: role('C'), effectiveDate: 3, formValues: [] },
        ],
        reason: '',
        recipients: [],
      }),
    );
    const ok = (name: string) => ({
      success: true,
      nodes: [],
      requestIds: [name],
      feedback: { success: true, succeeded: [{ name }], failed: [], sods: [] },
    });
    const sent: number[] = [];
    const answer = await sendCartCalls(
      calls,
      async (input) => {
        sent.push(input.effectiveDate ?? 0);
        if (input.effectiveDate === 2) throw new Error('down');
        return ok(String(input.effectiveDate));
      },
      (error) => (error instanceof Error ? error.message : '?'),
    );
    expect(sent).toEqual([1, 2, 3]);
    expect(answer.feedback.succeeded.map((s) => s.name)).toEqual(['1', '3']);
    expect(answer.feedback.failed).toEqual([{ id: 'b', name: 'B', reason: 'down' }]);
    expect(answer.requestIds).toEqual(['1', '3']);

    const offline = new Error('offline');
    await expect(
      sendCartCalls(
        calls,
        async () => Promise.reject(offline),
        () => 'offline',
      ),
    ).rejects.toBe(offline);
  });

  it('sends a group given the role itself with isGroupAssignment, members of other groups without', async () => {
    const { core, server } = await apiCore({
      'requests/permissions': () => json({ success: true, OperationNodes: [] }, 201),
    });
    await submitCart(
      core,
      cart({
        entries: [{ item: role('A'), formValues: [] }],
        reason: '',
        recipients: [
          { dn: 'cn=Support,ou=groups,o=data', name: 'Support', type: 'group', isGroupAssignment: true },
          { dn: 'cn=Sales,ou=groups,o=data', name: 'Sales', type: 'group' },
          { dn: 'cn=ann,ou=users,o=data', name: 'Ann', type: 'user' },
        ],
      }),
    );
    expect(JSON.parse(server.callsTo('requests/permissions')[0]!.body ?? '{}').recipients).toEqual([
      { dn: 'cn=Support,ou=groups,o=data', type: 'group', isGroupAssignment: true },
      { dn: 'cn=Sales,ou=groups,o=data', type: 'group', isGroupAssignment: false },
      { dn: 'cn=ann,ou=users,o=data', type: 'user', isGroupAssignment: false },
    ]);
  });

  it('robInit: no on-behalf without authorization; teams and groups from the lookups', async () => {
    const denied = await apiCore({ 'access/rob': () => json({ authorized: false }) });
    expect(await onBehalfRules(denied.core)).toEqual({
      allowed: false,
      users: false,
      groups: false,
      groupAssignment: false,
      teams: false,
      teamList: [],
    });

    const allowed = await apiCore({
      'access/rob': () => json({ authorized: true, isAdmin: false, isRoleAdmin: false }),
      'teams/managelist': () => json({ teams: [{ dn: 'cn=Sales', name: 'Sales' }] }),
      'recipients/userlist/v2': () =>
        json({ recipients: [{ dn: 'cn=ann', name: 'Ann', type: 'user' }], nextIndex: -1, total: 1 }),
    });
    expect(await onBehalfRules(allowed.core)).toEqual({
      allowed: true,
      users: true,
      groups: true,
      groupAssignment: false,
      teams: true,
      teamList: [{ dn: 'cn=Sales', name: 'Sales' }],
    });
    const roleAdmin = await apiCore({
      'access/rob': () => json({ authorized: true, isAdmin: false, isRoleAdmin: true }),
      'teams/managelist': () => json({ teams: [] }),
    });
    expect(await onBehalfRules(roleAdmin.core)).toMatchObject({ groups: true, groupAssignment: true, teams: false });
    expect(await fetchRobUsers(allowed.core, { q: 'a', nextIndex: 1, size: 5, teamDn: 'cn=Sales' })).toEqual({
      items: [{ dn: 'cn=ann', name: 'Ann', type: 'user' }],
      nextIndex: -1,
      total: 1,
    });
    expect(query(allowed.server.callsTo('recipients/userlist/v2')[0]!.url)).toEqual(
      expect.arrayContaining([
        ['size', '5'],
        ['teamDn', 'cn=Sales'],
        ['q', 'a'],
        ['nextIndex', '1'],
      ]),
    );
  });

  it('links a request definition to the server-side form, never other kinds', async () => {
    const { core } = await apiCore({});
    expect(requestFormUrl(core, { dn: prd('Laptop').id, entityType: 'prd' })).toBe(
      `https://idm.example.com/IDMProv/requestForm.do?id=${encodeURIComponent(prd('Laptop').id)}`,
    );
    expect(requestFormUrl(core, { dn: role('Laptop').id, entityType: 'role' })).toBeNull();
  });
});
