import { describe, expect, it } from 'vitest';
import {
  fetchAssignments,
  fetchFeaturedItems,
  fetchItemDetails,
  fetchLandingItems,
  fetchRobAccess,
  fetchRobUsers,
  fetchUserAssignments,
  revokeAssignments,
  searchCatalog,
  submitRequest,
} from '../../../../src/api/access';
import { json } from '../../core/fakes';
import { expectCall } from '../lookups/call';
import { apiCore } from '../setup';

const MARIA = 'cn=mmanager,ou=users,o=data';

describe('access api: request access, on behalf, assignments', () => {
  it('submitRequest: POST access/requests/permissions (RequestNode); answers nodes, request ids and flattened feedback', async () => {
    const { core, server } = await apiCore({
      'requests/permissions': () =>
        json(
          {
            success: false,
            OperationNodes: [
              {
                success: true,
                userDn: 'cn=ann,o=data',
                succeeded: [{ id: 'cn=r1', name: 'R1', entityType: 'role', requestId: '5' }],
                failed: [],
                sods: [],
              },
              {
                success: false,
                userDn: 'cn=bob,o=data',
                succeeded: [],
                failed: [{ id: 'cn=r1', name: 'R1', reason: 'conflict' }],
                sods: [{ sodName: 'S', perm1Name: 'R1', perm2Name: 'R2', recipientdn: 'cn=bob,o=data' }],
              },
            ],
          },
          201,
        ),
    });
    core.stores.$proxy.set({ dn: MARIA, fullName: 'Maria' });
    const result = await submitRequest(core, {
      items: [
        { dn: 'cn=r1', entityType: 'role' },
        { dn: 'cn=res', params: [{ key: 'Size', value: '27' }] },
      ],
      recipients: [
        { dn: 'cn=ann,o=data', type: 'user' },
        { dn: 'cn=g', type: 'group', isGroupAssignment: true },
      ],
      reason: 'Project',
      sodJustification: 'Interim',
      effectiveDate: 10,
      expiryDate: 20,
    });
    expectCall(server.callsTo('requests/permissions')[0], {
      method: 'POST',
      path: 'access/requests/permissions',
      query: [['proxyUser', MARIA]],
      body: {
        reqPermissions: [
          { id: 'cn=r1', entityType: 'role' },
          { id: 'cn=res', permParams: [{ key: 'Size', value: '27' }] },
        ],
        recipients: [
          { dn: 'cn=ann,o=data', type: 'user', isGroupAssignment: false },
          { dn: 'cn=g', type: 'group', isGroupAssignment: true },
        ],
        reason: 'Project',
        sodJustification: 'Interim',
        effDate: 10,
        expDate: 20,
        proxyUser: MARIA,
      },
    });
    expect(result.requestIds).toEqual(['5']);
    expect(result.nodes.map((n) => [n.userDn, n.success])).toEqual([
      ['cn=ann,o=data', true],
      ['cn=bob,o=data', false],
    ]);
    expect(result.feedback).toEqual({
      success: false,
      succeeded: [{ id: 'r1', name: 'R1' }],
      failed: [{ id: 'r1', name: 'R1', reason: 'conflict' }],
      sods: [{ sodName: 'S', perm1Name: 'R1', perm2Name: 'R2' }],
    });
  });

  it('searchCatalog: GET access/permissions for oneself, POST access/teams/permissions for a target set', async () => {
    const item = {
      id: 'cn=r',
      dn: 'cn=r',
      name: 'R',
      desc: 'd',
      entityType: 'role',
      categories: ['IT'],
      bulkRequestable: true,
      isExpirationRequired: true,
      expiresAfter: '30D',
    };
    const { core, server } = await apiCore({
      'access/permissions': () => json({ permissions: [item], nextIndex: -1, total: 1, arraySize: 1 }),
      'teams/permissions': () => json({ permissions: [item], nextIndex: 11, arraySize: 10, total: 40 }),
    });
    const own = await searchCatalog(core, { q: 'r', types: ['ROLE', 'PRD'] });
    expectCall(server.callsTo('access/permissions')[0], {
      path: 'access/permissions',
      query: [
        ['q', 'r'],
        ['size', '10'],
        ['nextIndex', '1'],
        ['sortByName', 'false'],
        ['type', 'ROLE'],
        ['type', 'PRD'],
      ],
    });
    expect(own.items[0]).toEqual({
      dn: 'cn=r',
      name: 'R',
      description: 'd',
      entityType: 'ROLE',
      categories: ['IT'],
      bulkRequestable: true,
      multiAssignable: false,
      isExpirationRequired: true,
      expiresAfter: '30D',
    });
    const forTeam = await searchCatalog(core, { targetDns: ['cn=team'], q: '' });
    expectCall(server.callsTo('teams/permissions')[0], {
      method: 'POST',
      path: 'access/teams/permissions',
      query: [
        ['q', '*'],
        ['size', '10'],
        ['nextIndex', '1'],
        ['sortByName', 'false'],
        ['column', 'name'],
        ['column', 'description'],
        ['column', 'categories'],
      ],
      body: { targetSetDnList: ['cn=team'] },
    });
    expect([forTeam.nextIndex, forTeam.total]).toEqual([11, 40]);
  });

  it('fetchItemDetails, featured and landing items', async () => {
    const { core, server } = await apiCore({
      'permissions/item': () =>
        json({
          id: 'cn=r',
          name: 'R',
          entityType: 'ROLE',
          owners: [{ id: 'cn=o', name: 'O', type: 'user' }],
          bulkApprovable: true,
          isExisted: true,
          permParams: [{ key: 'Size', dataType: 'Integer', value: '27', static: true, displayLabel: 'Size (inches)' }],
          approval: {
            type: 'quorum',
            quorum: '50%',
            approvers: [{ id: 'cn=a', name: 'A', sequence: 1 }],
            templateName: 'QuorumApproval',
            revokeType: 'same-as-grant',
          },
        }),
      featuredItems: () =>
        json({
          itemCategories: [
            { itemCategoryId: 2, categoryName: 'B', itemCategoryOrder: 2, items: [] },
            {
              itemCategoryId: 1,
              categoryName: 'A',
              itemCategoryOrder: 1,
              items: [{ itemId: 3, name: 'Laptop', entityType: 'resource', id: 'cn=l', itemOrder: 1 }],
            },
          ],
          uncategorizedItems: [],
          editable: true,
        }),
      landingItems: () =>
        json({
          itemCategories: [],
          uncategorizedItems: [{ itemId: 1, name: 'App', entityType: 'application', appUrl: '/app' }],
        }),
    });
    const details = await fetchItemDetails(core, { dn: 'cn=r', entityType: 'role' });
    expectCall(server.callsTo('permissions/item')[0], {
      method: 'POST',
      path: 'access/permissions/item',
      body: { id: 'cn=r', entityType: 'role' },
    });
    expect(details).toMatchObject({
      owners: [{ dn: 'cn=o', name: 'O', type: 'user' }],
      bulkApprovable: true,
      isExisted: true,
      parameters: [
        { key: 'Size', dataType: 'Integer', value: '27', static: true, hidden: false, displayLabel: 'Size (inches)' },
      ],
      approval: {
        type: 'quorum',
        quorum: '50%',
        approvers: [{ dn: 'cn=a', name: 'A', sequence: 1 }],
        templateName: 'QuorumApproval',
        revokeType: 'same-as-grant',
      },
    });
    const featured = await fetchFeaturedItems(core);
    expect(featured.categories.map((c) => c.name)).toEqual(['A', 'B']);
    expect(featured.categories[0]!.items[0]).toMatchObject({
      itemId: '3',
      name: 'Laptop',
      dn: 'cn=l',
      entityType: 'resource',
    });
    const landing = await fetchLandingItems(core);
    expectCall(server.callsTo('landingItems')[0], {
      path: 'access/ulp/landingItems/v2',
      query: [
        ['clientId', '1'],
        ['images', 'true'],
      ],
    });
    expect(landing.uncategorized[0]).toMatchObject({ name: 'App', appUrl: '/app' });
  });

  it('request on behalf: robInit and the user list (team members 5 a page)', async () => {
    const { core, server } = await apiCore({
      'access/rob': () => json({ authorized: true, isAdmin: false, isRoleAdmin: true }),
      'userlist/v2': () =>
        json({
          recipients: [{ dn: 'cn=ann,o=data', name: 'Ann', type: 'user' }],
          nextIndex: 6,
          arraySize: 5,
          total: 9,
        }),
    });
    await expect(fetchRobAccess(core)).resolves.toEqual({
      authorized: true,
      isAdmin: false,
      isRoleAdmin: true,
      isDelegationTeamMgr: false,
    });
    const team = await fetchRobUsers(core, { teamDn: 'cn=team', q: 'an' });
    expectCall(server.callsTo('userlist/v2')[0], {
      path: 'access/teams/recipients/userlist/v2',
      query: [
        ['client', '1'],
        ['q', 'an'],
        ['size', '5'],
        ['nextIndex', '1'],
        ['teamDn', 'cn=team'],
      ],
    });
    expect(team).toEqual({ items: [{ dn: 'cn=ann,o=data', name: 'Ann', type: 'user' }], nextIndex: 6, total: 9 });
    await fetchRobUsers(core, {});
    expectCall(server.callsTo('userlist/v2')[1], {
      path: 'access/teams/recipients/userlist/v2',
      query: [
        ['client', '1'],
        ['q', '*'],
        ['size', '10'],
        ['nextIndex', '1'],
      ],
    });
  });

  it("assignments: own (GET), another user's (POST list), revocation split into own and others'", async () => {
    const node = {
      id: 'cn=r',
      name: 'R',
      entityType: 'role',
      instanceId: '4',
      isDirectAssignment: false,
      bulkRemovable: false,
      statusDisplay: 'Provisioned',
      assignmentTo: 'cn=ann,o=data',
      recipientFullName: 'Ann',
      categories: [{ categoryId: 'it', categoryName: 'IT' }],
      cause: { sources: ['cn=g'], requesterName: 'Bob', reqDesc: 'why', requestDate: 3 },
      effectiveDate: 3,
      expiryDate: 0,
    };
    const { core, server } = await apiCore({
      'access/assignments/list': (call) =>
        call.method === 'DELETE'
          ? json({ success: true, succeeded: [{ id: 'cn=x', name: 'X', requestId: '8' }], failed: [] })
          : json({ assignments: [node], total: 1, nextIndex: -1 }, 201),
      'access/assignments': (call) =>
        call.method === 'DELETE'
          ? json({ success: false, succeeded: [], failed: [{ id: 'cn=r', name: 'R', reason: 'No assignment' }] })
          : json({ assignments: [node], total: 1, nextIndex: -1 }),
    });
    core.stores.$proxy.set({ dn: MARIA, fullName: 'Maria' });
    const own = await fetchAssignments(core, { sortBy: 'name' });
    expectCall(
      server.calls.find((c) => c.url.includes('/access/assignments?')),
      {
        path: 'access/assignments',
        query: [
          ['q', '*'],
          ['size', '10'],
          ['nextIndex', '1'],
          ['sortBy', 'name'],
          ['proxyUser', MARIA],
        ],
      },
    );
    expect(own.items[0]).toEqual({
      instanceId: '4',
      itemDn: 'cn=r',
      name: 'R',
      description: '',
      entityType: 'role',
      categories: [{ key: 'it', name: 'IT' }],
      statusDisplay: 'Provisioned',
      recipientDn: 'cn=ann,o=data',
      recipientName: 'Ann',
      recipientType: 'user',
      direct: false,
      removable: false,
      causeType: 'group',
      sourceDn: 'cn=g',
      sourceName: '',
      parameters: [],
      requesterName: 'Bob',
      reason: 'why',
      requestDate: 3,
      effectiveDate: 3,
      expiryDate: null,
    });
    await fetchUserAssignments(core, 'cn=ann,o=data');
    expect(JSON.parse(server.callsTo('assignments/list')[0]!.body!)).toEqual({ dn: 'cn=ann,o=data' });
    const result = await revokeAssignments(
      core,
      [
        { itemDn: 'cn=r', entityType: 'role' },
        { itemDn: 'cn=x', recipientDn: 'cn=ann,o=data' },
      ],
      'Left',
    );
    const deletes = server.calls.filter((c) => c.method === 'DELETE');
    expectCall(deletes[0], {
      method: 'DELETE',
      path: 'access/assignments',
      query: [['proxyUser', MARIA]],
      body: { assignments: [{ id: 'cn=r', entityType: 'role' }], reason: 'Left' },
    });
    expectCall(deletes[1], {
      method: 'DELETE',
      path: 'access/assignments/list',
      query: [['proxyUser', MARIA]],
      body: { assignments: [{ id: 'cn=x', assignmentToList: [{ assignedToDn: 'cn=ann,o=data' }] }], reason: 'Left' },
    });
    expect(result).toEqual({
      feedback: {
        success: false,
        succeeded: [{ id: 'x', name: 'X' }],
        failed: [{ id: 'r', name: 'R', reason: 'No assignment' }],
        sods: [],
      },
      requestIds: ['8'],
    });
  });
});
