import { describe, expect, it } from 'vitest';
import {
  fetchDirXmlDrivers,
  fetchDriverEntitlements,
  fetchDrivers,
  fetchEntitlementValues,
} from '../../../../src/api/lookups';
import { json } from '../../core/fakes';
import { apiCore } from '../setup';
import { expectCall } from './call';

const AD = 'cn=Active Directory,cn=driverset1,o=system';
const GROUP = `cn=Group,${AD}`;

describe('lookups api: drivers and entitlements', () => {
  it('fetchDrivers: GET catalog/drivers (no sort parameter in the contract)', async () => {
    const { core, server } = await apiCore({
      'catalog/drivers': () =>
        json({ drivers: [{ id: AD, name: 'Active Directory', entitlements: [] }], nextIndex: -1, arraySize: 1 }),
    });
    await expect(fetchDrivers(core, { q: 'active', sortOrder: 'desc' })).resolves.toEqual({
      items: [{ dn: AD, name: 'Active Directory' }],
      nextIndex: -1,
    });
    expectCall(server.callsTo('catalog/drivers')[0], {
      path: 'catalog/drivers',
      query: [
        ['q', 'active'],
        ['size', '10'],
        ['nextIndex', '1'],
      ],
    });
  });

  it('fetchDriverEntitlements: POST catalog/drivers/driver?cprsSupported with {id, name}', async () => {
    const entitlement = {
      id: GROUP,
      displayName: 'Group',
      description: 'AD groups',
      isSingleValued: false,
      paramLogicSystem: 'PRD-100',
      views: [{ viewID: 'v1', displayName: 'Groups', queryKey: 'list' }],
    };
    const { core, server } = await apiCore({
      'drivers/driver': () =>
        json({ id: AD, name: 'Active Directory', entitlements: [entitlement, { id: 'cn=x' }] }, 201),
    });
    const items = await fetchDriverEntitlements(core, { driverDn: AD, cprsSupported: true });
    expectCall(server.callsTo('drivers/driver')[0], {
      method: 'POST',
      path: 'catalog/drivers/driver',
      query: [['cprsSupported', 'true']],
      body: { id: AD, name: '' },
    });
    expect(items).toEqual([
      {
        dn: GROUP,
        name: 'Group',
        description: 'AD groups',
        driverDn: AD,
        driverName: 'Active Directory',
        isSingleValued: false,
        hasLogicalSystem: true,
        views: [{ viewID: 'v1', displayName: 'Groups', queryKey: 'list' }],
      },
      {
        dn: 'cn=x',
        name: 'cn=x',
        description: '',
        driverDn: AD,
        driverName: 'Active Directory',
        isSingleValued: false,
        hasLogicalSystem: false,
        views: [],
      },
    ]);
    await fetchDriverEntitlements(core, { driverDn: AD, driverName: 'AD' });
    expect(server.callsTo('drivers/driver')[1]!.url).toContain('cprsSupported=false');
  });

  it('fetchEntitlementValues: POST catalog/drivers/entitlementValues/listV2 with query, pageSize, nextIndex', async () => {
    const answer = {
      entitlementValues: [
        { value: 'cn=g1,dc=acme', valueDisplayName: 'G1', entitlementName: GROUP },
        { id: 'v2', name: 'Two' },
      ],
      nextIndex: 301,
      total: 420,
    };
    const { core, server } = await apiCore({ 'entitlementValues/listV2': () => json(answer, 201) });
    const page = await fetchEntitlementValues(core, {
      driverDn: AD,
      entitlementDn: GROUP,
      q: '',
      size: 300,
      nextIndex: 1,
    });
    expectCall(server.callsTo('listV2')[0], {
      method: 'POST',
      path: 'catalog/drivers/entitlementValues/listV2',
      query: [
        ['query', '*'],
        ['pageSize', '300'],
        ['nextIndex', '1'],
      ],
      body: { id: AD, entitlements: [{ id: GROUP }] },
    });
    expect(page).toEqual({
      items: [
        { value: 'cn=g1,dc=acme', displayName: 'G1', description: '', entitlementDn: GROUP },
        { value: 'v2', displayName: 'Two', description: '', entitlementDn: GROUP },
      ],
      nextIndex: 301,
      total: 420,
    });
  });

  it('fetchDirXmlDrivers: GET admin/driver', async () => {
    const { core, server } = await apiCore({
      'admin/driver': () => json({ drivers: [{ dn: AD, name: 'Active Directory', guid: 'g' }, {}] }),
    });
    await expect(fetchDirXmlDrivers(core)).resolves.toEqual([
      { dn: AD, name: 'Active Directory', guid: 'g' },
      { dn: '', name: '', guid: '' },
    ]);
    expectCall(server.callsTo('admin/driver')[0], { path: 'admin/driver' });
  });
});
