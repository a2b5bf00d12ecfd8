import { describe, expect, it } from 'vitest';
import {
  fetchCategories,
  fetchPermissions,
  fetchPrds,
  fetchResources,
  fetchRoleLevels,
  fetchRoles,
  fetchRootContainer,
  fetchSods,
  fetchSubContainers,
} from '../../../../src/api/lookups';
import { json } from '../../core/fakes';
import { apiCore } from '../setup';
import { expectCall } from './call';

const LEVEL10 = 'cn=Level10,cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const ROLE = `cn=CRMRead,${LEVEL10}`;

describe('lookups api: catalog', () => {
  it('fetchRoles: GET catalog/roles/list with roleLevel, categoryKeys and sort; reads RoleNodes', async () => {
    const role = {
      id: ROLE,
      name: 'CRM Read',
      description: 'Read the CRM',
      level: 10,
      categories: [{ id: 'sales', name: 'Sales' }],
      owners: [
        { id: 'cn=boss,o=data', name: 'The Boss', type: 'user' },
        { id: 'cn=g,o=data', type: 'group' },
      ],
      subContainer: '',
      status: 50,
    };
    const { core, server } = await apiCore({
      'roles/list': () =>
        json({ roles: [role, { roleLevel: { level: 20 } }], nextIndex: 301, total: 320, arraySize: 300 }),
    });
    const page = await fetchRoles(core, {
      q: 'crm',
      size: 300,
      roleLevel: 10,
      categoryKeys: ['sales', 'it'],
      sortBy: 'description',
      sortOrder: 'asc',
    });
    expectCall(server.callsTo('roles/list')[0], {
      path: 'catalog/roles/list',
      query: [
        ['q', 'crm'],
        ['size', '300'],
        ['nextIndex', '1'],
        ['sortOrder', 'asc'],
        ['sortBy', 'description'],
        ['roleLevel', '10'],
        ['categoryKeys', 'sales,it'],
      ],
    });
    expect(page.total).toBe(320);
    expect(page.nextIndex).toBe(301);
    expect(page.items[0]).toEqual({
      dn: ROLE,
      name: 'CRM Read',
      description: 'Read the CRM',
      level: 10,
      categories: [{ key: 'sales', name: 'Sales' }],
      owners: [
        { dn: 'cn=boss,o=data', name: 'The Boss', type: 'user' },
        { dn: 'cn=g,o=data', name: 'cn=g,o=data', type: 'group' },
      ],
      subContainer: '',
      status: 50,
    });
    expect(page.items[1]).toMatchObject({ dn: '', level: 20, categories: [], owners: [] });
  });

  it('fetchRoleLevels: GET catalog/roles/levels, sorted by level, bare lists read too', async () => {
    const levels = [
      { level: 30, name: 'Business Role', cn: 'Level30' },
      { level: 10, name: 'Permission Role', description: 'one' },
    ];
    const { core, server } = await apiCore({ 'roles/levels': () => json({ roleLevels: levels }) });
    await expect(fetchRoleLevels(core)).resolves.toEqual([
      { level: 10, name: 'Permission Role', description: 'one', cn: 'Level10' },
      { level: 30, name: 'Business Role', description: '', cn: 'Level30' },
    ]);
    expectCall(server.callsTo('roles/levels')[0], { path: 'catalog/roles/levels' });
    const bare = await apiCore({ 'roles/levels': () => json(levels) });
    await expect(fetchRoleLevels(bare.core, {})).resolves.toHaveLength(2);
  });

  it('fetchCategories: GET catalog/roleCategories or catalog/resourceCategories sorted by name', async () => {
    const { core, server } = await apiCore({
      Categories: () => json({ categories: [{ id: 'it', name: 'IT' }], nextIndex: -1, arraySize: 1 }),
    });
    await expect(fetchCategories(core, { kind: 'role', q: 'i' })).resolves.toEqual({
      items: [{ key: 'it', name: 'IT' }],
      nextIndex: -1,
    });
    await fetchCategories(core, { kind: 'resource', sortOrder: 'desc' });
    const [role, resource] = server.callsTo('Categories');
    expectCall(role, {
      path: 'catalog/roleCategories',
      query: [
        ['q', 'i'],
        ['size', '10'],
        ['nextIndex', '1'],
        ['sortBy', 'name'],
      ],
    });
    expectCall(resource, {
      path: 'catalog/resourceCategories',
      query: [
        ['q', '*'],
        ['size', '10'],
        ['nextIndex', '1'],
        ['sortOrder', 'desc'],
        ['sortBy', 'name'],
      ],
    });
  });

  it('containers: GET access/containers/role for the root, POST access/containers/container for sub-containers', async () => {
    const root = { dn: 'cn=RoleDefs,o=system', name: 'RoleDefs', level: 0, type: 'role', searchScope: 'subtree' };
    const { core, server } = await apiCore({
      'containers/role': () => json(root),
      'containers/container': () =>
        json(
          {
            dn: root.dn,
            subContainers: [{ dn: LEVEL10, name: 'Level10', level: 10, type: 'role', searchScope: 'one' }],
            arraySize: 1,
          },
          201,
        ),
    });
    const rootItem = await fetchRootContainer(core, 'role');
    expect(rootItem).toEqual({ dn: root.dn, name: 'RoleDefs', level: null, type: 'role', searchScope: 'subtree' });
    expectCall(server.callsTo('containers/role')[0], { path: 'access/containers/role' });
    const children = await fetchSubContainers(core, rootItem);
    expect(children).toEqual([{ dn: LEVEL10, name: 'Level10', level: 10, type: 'role', searchScope: 'one' }]);
    expectCall(server.callsTo('containers/container')[0], {
      method: 'POST',
      path: 'access/containers/container',
      body: { dn: root.dn, name: 'RoleDefs', type: 'role', searchScope: 'subtree' },
    });
    await fetchSubContainers(core, children[0]!);
    expect(JSON.parse(server.callsTo('containers/container')[1]!.body!)).toMatchObject({ dn: LEVEL10, level: 10 });
  });

  it('fetchPrds: GET catalog/prds with the processType of the PRD type; all sends none', async () => {
    const { core, server } = await apiCore({
      'catalog/prds': () =>
        json({ requestDefs: [{ id: 'cn=p,o=system', name: 'Manager Approval' }], nextIndex: -1, total: 1 }),
    });
    await expect(fetchPrds(core, { prdType: 'role', q: 'manager' })).resolves.toEqual({
      items: [{ dn: 'cn=p,o=system', name: 'Manager Approval', description: '' }],
      nextIndex: -1,
      total: 1,
    });
    await fetchPrds(core);
    const [role, all] = server.callsTo('catalog/prds');
    expectCall(role, {
      path: 'catalog/prds',
      query: [
        ['q', 'manager'],
        ['size', '10'],
        ['nextIndex', '1'],
        ['sortBy', 'name'],
        ['processType', 'Role Approval'],
      ],
    });
    expectCall(all, {
      path: 'catalog/prds',
      query: [
        ['q', '*'],
        ['size', '10'],
        ['nextIndex', '1'],
        ['sortBy', 'name'],
      ],
    });
  });

  it('fetchResources: GET catalog/resources/list; reads driver, entitlement, categories and the status (a string in ResourceNode)', async () => {
    const resource = {
      id: 'cn=r,o=system',
      name: 'Laptop',
      description: 'A laptop',
      driver: 'cn=AD,o=system',
      entitlements: [{ id: 'cn=Group,cn=AD,o=system' }],
      categories: [{ id: 'hardware', name: 'Hardware' }],
      status: '50',
    };
    const { core, server } = await apiCore({
      'resources/list': () => json({ resources: [resource], nextIndex: -1, totalSize: 1 }),
    });
    await expect(
      fetchResources(core, {
        q: 'lap',
        categoryKeys: ['hardware'],
        sortBy: 'name',
        sortOrder: 'desc',
        size: 50,
        nextIndex: 51,
      }),
    ).resolves.toEqual({
      items: [
        {
          dn: 'cn=r,o=system',
          name: 'Laptop',
          description: 'A laptop',
          categories: [{ key: 'hardware', name: 'Hardware' }],
          owners: [],
          driverDn: 'cn=AD,o=system',
          entitlementDn: 'cn=Group,cn=AD,o=system',
          status: 50,
        },
      ],
      nextIndex: -1,
      total: 1,
    });
    expectCall(server.callsTo('resources/list')[0], {
      path: 'catalog/resources/list',
      query: [
        ['q', 'lap'],
        ['size', '50'],
        ['nextIndex', '51'],
        ['sortOrder', 'desc'],
        ['sortBy', 'name'],
        ['categoryKeys', 'hardware'],
      ],
    });
  });

  it('fetchSods: GET catalog/sods; reads the two roles', async () => {
    const sod = { id: 'cn=s,o=system', name: 'A versus B', roles: [{ id: 'cn=a', name: 'A' }, { id: 'cn=b' }] };
    const { core, server } = await apiCore({ 'catalog/sods': () => json({ sods: [sod], nextIndex: -1, total: 1 }) });
    await expect(fetchSods(core, { q: 'versus', sortBy: 'name' })).resolves.toEqual({
      items: [
        {
          dn: 'cn=s,o=system',
          name: 'A versus B',
          description: '',
          roles: [
            { dn: 'cn=a', name: 'A' },
            { dn: 'cn=b', name: 'cn=b' },
          ],
        },
      ],
      nextIndex: -1,
      total: 1,
    });
    expectCall(server.callsTo('catalog/sods')[0], {
      path: 'catalog/sods',
      query: [
        ['q', 'versus'],
        ['size', '10'],
        ['nextIndex', '1'],
        ['sortBy', 'name'],
      ],
    });
  });

  it('fetchPermissions: GET access/permissions with repeated type and column, sortByName, proxyUser in proxy mode', async () => {
    const permission = {
      id: ROLE,
      dn: ROLE,
      name: 'CRM Read',
      desc: 'Read the CRM',
      entityType: 'role',
      categories: ['Sales', 3],
      bulkRequestable: 'true',
    };
    const { core, server } = await apiCore({
      'access/permissions': () => json({ permissions: [permission], nextIndex: 11, arraySize: 10 }),
    });
    await expect(
      fetchPermissions(core, { q: 'crm', types: ['ROLE', 'PRD'], columns: ['name', 'description'], sortByName: true }),
    ).resolves.toEqual({
      items: [
        {
          dn: ROLE,
          id: ROLE,
          name: 'CRM Read',
          description: 'Read the CRM',
          entityType: 'ROLE',
          categories: ['Sales', '3'],
          bulkRequestable: true,
          multiAssignable: false,
        },
      ],
      nextIndex: 11,
    });
    expectCall(server.callsTo('access/permissions')[0], {
      path: 'access/permissions',
      query: [
        ['q', 'crm'],
        ['size', '10'],
        ['nextIndex', '1'],
        ['sortByName', 'true'],
        ['type', 'ROLE'],
        ['type', 'PRD'],
        ['column', 'name'],
        ['column', 'description'],
      ],
    });
    core.stores.$proxy.set({ dn: 'cn=mmanager,ou=users,o=data', fullName: 'Maria Manager' });
    await fetchPermissions(core);
    expectCall(server.callsTo('access/permissions')[1], {
      path: 'access/permissions',
      query: [
        ['q', '*'],
        ['size', '10'],
        ['nextIndex', '1'],
        ['sortByName', 'false'],
        ['proxyUser', 'cn=mmanager,ou=users,o=data'],
      ],
    });
  });
});
