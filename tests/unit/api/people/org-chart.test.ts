import { describe, expect, it } from 'vitest';
import { fetchLevelUpOptions, fetchOrgChart, fetchRelationships, readOrgChartNode } from '../../../../src/api/people';
import { json } from '../../core/fakes';
import { expectCall } from '../lookups/call';
import { apiCore } from '../setup';

const node = (dn: string, extra: Record<string, unknown> = {}) => ({
  dn,
  entityKey: dn,
  entityDefinitionKey: 'user',
  fullName: `Name of ${dn}`,
  image: 'data:image/png;base64,AA',
  photo: 'data:image/png;base64,BB',
  emailAttribute: `${dn}@example.com`,
  primaryAttrsDisplayValue: 'Engineer, Engineering',
  primaryAttributes: [
    { key: 'Title', displayLabel: 'Title', value: 'Engineer', dataType: 'String' },
    { displayLabel: 'no key' },
  ],
  secondaryAttributes: [{ key: 'Email', value: 'x@example.com' }],
  totalNumberOfReportees: 3,
  ...extra,
});

describe('people api: org chart', () => {
  it("readOrgChartNode: the spec's node fields and the swagger's, tolerant of missing ones", () => {
    expect(readOrgChartNode(node('cn=a', { directReportee: 'cn=b' }))).toEqual({
      dn: 'cn=a',
      entityKey: 'cn=a',
      entityDefinitionKey: 'user',
      fullName: 'Name of cn=a',
      photo: 'data:image/png;base64,BB',
      email: 'cn=a@example.com',
      primaryDisplay: 'Engineer, Engineering',
      primaryAttributes: [{ key: 'Title', label: 'Title', value: 'Engineer', dataType: 'String' }],
      secondaryAttributes: [{ key: 'Email', label: 'Email', value: 'x@example.com', dataType: 'String' }],
      reportCount: 3,
      directReportee: 'cn=b',
    });
    expect(readOrgChartNode({ entityKey: 'cn=c', image: 'i', primaryAttrsDisplayValue: ['A', '', 'B'] })).toMatchObject(
      {
        dn: 'cn=c',
        photo: 'i',
        primaryDisplay: 'A, B',
        reportCount: 0,
        directReportee: null,
        entityDefinitionKey: 'user',
      },
    );
    expect(readOrgChartNode({ primaryAttributes: [{ key: 'Title', value: 'CEO' }], dn: 'cn=d' })?.primaryDisplay).toBe(
      'CEO',
    );
    expect(readOrgChartNode({ fullName: 'no dn' })).toBeNull();
  });

  it('fetchRelationships: GET access/relationships/list with type, paging and the client id', async () => {
    const answer = {
      relationships: [
        {
          key: 'manager',
          displayName: 'Manager',
          relationshipType: 'orgchart',
          sourceEntityKey: 'user',
          sourceAttributeKey: 'directReports',
          targetEntityKey: 'user',
          targetAttributeKey: 'manager',
        },
        { displayName: 'keyless' },
      ],
      nextIndex: -1,
      total: 1,
    };
    const { core, server } = await apiCore({ 'relationships/list': () => json(answer) });
    await expect(fetchRelationships(core, { relationshipType: 'all', size: 50 })).resolves.toEqual({
      items: [
        {
          key: 'manager',
          displayName: 'Manager',
          type: 'orgchart',
          sourceEntityKey: 'user',
          sourceAttributeKey: 'directReports',
          targetEntityKey: 'user',
          targetAttributeKey: 'manager',
        },
      ],
      nextIndex: -1,
      total: 1,
    });
    expectCall(server.callsTo('relationships/list')[0], {
      path: 'access/relationships/list',
      query: [
        ['q', '*'],
        ['size', '50'],
        ['nextIndex', '1'],
        ['relationshipType', 'all'],
        ['clientId', '1'],
      ],
    });
  });

  it('fetchOrgChart: GET access/orgChart/v2 with repeated relationshipKeys and the reportees page', async () => {
    const answer = {
      userQuickInfo: node('cn=boss'),
      reportees: [node('cn=r1'), node('cn=r2'), {}],
      totalNumberOfReportees: 1000,
      managers: [node('cn=top', { directReportee: 'cn=boss' })],
      nextIndex: 51,
      size: 50,
    };
    const { core, server } = await apiCore({ 'orgChart/v2': () => json(answer) }, '5');
    const chart = await fetchOrgChart(core, {
      entityDn: 'cn=boss',
      relationshipKeys: ['manager', 'team'],
      nextIndex: 1,
      size: 50,
    });
    expect(chart.person?.dn).toBe('cn=boss');
    expect(chart.reportees.map((r) => r.dn)).toEqual(['cn=r1', 'cn=r2']);
    expect(chart).toMatchObject({ reportCount: 1000, nextIndex: 51 });
    expect(chart.managers[0]).toMatchObject({ dn: 'cn=top', directReportee: 'cn=boss' });
    expectCall(server.callsTo('orgChart/v2')[0], {
      path: 'access/orgChart/v2',
      query: [
        ['entityDN', 'cn=boss'],
        ['relationshipKeys', 'manager'],
        ['relationshipKeys', 'team'],
        ['entityDefKey', 'user'],
        ['clientId', '5'],
        ['nextIndex', '1'],
        ['size', '50'],
      ],
    });
    await expect(fetchOrgChart(core, { size: 999 })).resolves.toBeDefined();
    expectCall(server.callsTo('orgChart/v2')[1], {
      path: 'access/orgChart/v2',
      query: [
        ['entityDefKey', 'user'],
        ['clientId', '5'],
        ['nextIndex', '1'],
        ['size', '10'],
      ],
    });
  });

  it('fetchOrgChart: an empty answer is an empty chart without a next page', async () => {
    const { core } = await apiCore({ 'orgChart/v2': () => json({}) });
    await expect(fetchOrgChart(core)).resolves.toEqual({
      person: null,
      reportees: [],
      reportCount: 0,
      managers: [],
      nextIndex: -1,
    });
  });

  it('fetchLevelUpOptions: GET access/orgChart/target/list (dn, relationshipkey, clientId, paging)', async () => {
    const answer = {
      userQuickInfo: node('cn=me'),
      managers: [node('cn=m1', { directReportee: 'cn=me' }), node('cn=m2')],
      nextIndex: -1,
      total: 2,
    };
    const { core, server } = await apiCore({ 'target/list': () => json(answer) });
    const options = await fetchLevelUpOptions(core, { dn: 'cn=me', relationshipKey: 'team', size: 20 });
    expect(options).toMatchObject({ nextIndex: -1, total: 2 });
    expect(options.person?.dn).toBe('cn=me');
    expect(options.options.map((o) => o.dn)).toEqual(['cn=m1', 'cn=m2']);
    expectCall(server.callsTo('target/list')[0], {
      path: 'access/orgChart/target/list',
      query: [
        ['dn', 'cn=me'],
        ['relationshipkey', 'team'],
        ['clientId', '1'],
        ['nextIndex', '1'],
        ['size', '20'],
      ],
    });
  });
});
