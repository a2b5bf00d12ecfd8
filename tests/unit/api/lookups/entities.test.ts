import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fetchEntities, fetchRoles, fetchUserQuickInfo, lookupKeys, lookupQuery } from '../../../../src/api/lookups';
import { json } from '../../core/fakes';
import { apiCore } from '../setup';
import { expectCall } from './call';

const EUSER = 'cn=euser,ou=users,o=data';

describe('lookups api: entities, quick info, query options', () => {
  it('fetchEntities: GET access/entities/list with entityKey, searchKeys, advSearch; display value from the search keys', async () => {
    const entity = {
      dn: EUSER,
      attributes: [
        { key: 'FirstName', attributeValues: [{ $: 'Eddie' }] },
        { key: 'LastName', attributeValues: [{ $: 'User' }] },
        { key: 'manager', attributeValues: [{ $: 'cn=m,o=data', value: 'Maria' }] },
      ],
    };
    const { core, server } = await apiCore({
      'entities/list': () =>
        json({ entityList: [entity, { dn: 'cn=empty' }], nextIndex: 3, totalCount: 9, hasMore: true }),
    });
    const page = await fetchEntities(core, {
      entityKey: 'user',
      q: 'ed',
      searchKeys: ['FirstName', 'LastName'],
      advSearch: { Title: 'Engineer' },
      sortBy: 'LastName',
      size: 2,
    });
    expectCall(server.callsTo('entities/list')[0], {
      path: 'access/entities/list',
      query: [
        ['q', 'ed'],
        ['size', '2'],
        ['nextIndex', '1'],
        ['entityKey', 'user'],
        ['sortBy', 'LastName'],
        ['clientId', '1'],
        ['searchKeys', 'FirstName,LastName'],
        ['advSearch', 'Title:Engineer'],
      ],
    });
    expect(page).toEqual({
      items: [
        {
          dn: EUSER,
          displayValue: 'Eddie User',
          attributes: { FirstName: 'Eddie', LastName: 'User', manager: 'Maria' },
        },
        { dn: 'cn=empty', displayValue: 'cn=empty', attributes: {} },
      ],
      nextIndex: 3,
      total: 9,
    });
  });

  it('fetchUserQuickInfo: GET access/entities/quickInfo?entityType=USER; photo, primary and labelled secondary fields', async () => {
    const details = [
      {
        key: 'UserPhoto',
        displayLabel: 'Photo',
        value: 'data:image/svg+xml;base64,AA',
        dataType: 'Binary',
        primary: true,
      },
      { key: 'Title', displayLabel: 'Title', value: 'Engineer', dataType: 'String', primary: true },
      { key: 'Email', displayLabel: 'Email', value: '', primary: true },
      { key: 'Department', displayLabel: 'Department', value: 'Engineering', primary: false },
    ];
    const { core, server } = await apiCore(
      { quickInfo: () => json({ entityType: 'USER', entityName: 'Eddie User', details }) },
      '2',
    );
    await expect(fetchUserQuickInfo(core, { dn: EUSER })).resolves.toEqual({
      entityType: 'USER',
      displayName: 'Eddie User',
      image: 'data:image/svg+xml;base64,AA',
      primary: [{ key: 'Title', label: 'Title', value: 'Engineer', dataType: 'String' }],
      secondary: [{ key: 'Department', label: 'Department', value: 'Engineering', dataType: 'String' }],
    });
    expectCall(server.callsTo('quickInfo')[0], {
      path: 'access/entities/quickInfo',
      query: [
        ['entityType', 'USER'],
        ['entityId', EUSER],
        ['clientId', '2'],
      ],
    });
  });

  it('quick info without primary flags: the first two fields are primary; no photo → null', async () => {
    const details = [
      { key: 'Title', value: 'Engineer' },
      { key: 'Email', value: 'e@x' },
      { key: 'Department', displayLabel: 'Dept', value: 'Eng' },
    ];
    const { core } = await apiCore({ quickInfo: () => json({ entityName: 'Eddie', details }) });
    const info = await fetchUserQuickInfo(core, { dn: EUSER, clientId: '3' });
    expect(info.image).toBeNull();
    expect(info.primary.map((f) => f.key)).toEqual(['Title', 'Email']);
    expect(info.secondary).toEqual([{ key: 'Department', label: 'Dept', value: 'Eng', dataType: 'String' }]);
  });

  it('lookupQuery: keys under idm/lookup/<kind> with the params; the fetcher gets core, params and the signal', async () => {
    const { core, server } = await apiCore({ 'roles/list': () => json({ roles: [], nextIndex: -1, total: 0 }) });
    const options = lookupQuery(core, 'roles', { q: 'x', roleLevel: 20 }, fetchRoles);
    expect(options.queryKey).toEqual(['idm', 'lookup', 'roles', { q: 'x', roleLevel: 20 }]);
    expect(lookupKeys.kind('roles')).toEqual(options.queryKey.slice(0, 3));
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual({ items: [], nextIndex: -1, total: 0 });
    expect(server.callsTo('roles/list')[0]!.url).toContain('roleLevel=20');
  });
});
