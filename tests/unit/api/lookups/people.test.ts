import { describe, expect, it } from 'vitest';
import {
  fetchGroupMembers,
  fetchGroups,
  fetchTeamMembers,
  fetchTeamRecipients,
  fetchTeams,
  fetchUsers,
  filterRecipients,
} from '../../../../src/api/lookups';
import { json } from '../../core/fakes';
import { apiCore } from '../setup';
import { expectCall } from './call';

const TEAM = 'cn=HelpDesk,cn=TeamDefs,cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const recipients = {
  recipients: [{ name: 'Ann Lee', dn: 'cn=alee,ou=users,o=data', type: 'user' }, { dn: 'cn=x,o=data' }],
  nextIndex: 3,
  total: 12,
};

describe('lookups api: people', () => {
  it('fetchUsers: GET access/users/list with normalised paging, searchAttr, advSearch and the client id', async () => {
    const person = {
      dn: 'cn=alee,ou=users,o=data',
      fullName: 'Ann Lee',
      image: 'data:image/svg+xml;base64,AA',
      primaryAttributes: [{ key: 'Email', displayLabel: 'Email', attributeValues: [{ $: 'ann@example.com' }] }],
      secondaryAttributes: [
        { key: 'manager', displayLabel: 'Manager', attributeValues: [{ $: 'cn=boss,o=data', value: 'The Boss' }] },
        { displayLabel: 'no key' },
      ],
    };
    const { core, server } = await apiCore(
      { 'users/list': () => json({ usersList: [person, 'junk'], nextIndex: 6, totalSize: 57 }) },
      '4',
    );
    const page = await fetchUsers(core, {
      q: ' ann ',
      size: 5,
      nextIndex: 1,
      sortOrder: 'desc',
      sortBy: 'LastName',
      searchAttr: ['FirstName', 'Email'],
      advSearch: { Department: 'Sales', Title: ' ' },
    });
    expectCall(server.callsTo('users/list')[0], {
      path: 'access/users/list',
      query: [
        ['q', 'ann'],
        ['size', '5'],
        ['nextIndex', '1'],
        ['sortOrder', 'desc'],
        ['sortBy', 'LastName'],
        ['searchAttr', 'FirstName,Email'],
        ['advSearch', 'Department:Sales'],
        ['clientId', '4'],
      ],
    });
    expect(page).toEqual({
      items: [
        {
          dn: 'cn=alee,ou=users,o=data',
          fullName: 'Ann Lee',
          image: 'data:image/svg+xml;base64,AA',
          attributes: { Email: 'ann@example.com', manager: 'The Boss' },
          labels: { Email: 'Email', manager: 'Manager' },
        },
        { dn: '', fullName: '', image: null, attributes: {}, labels: {} },
      ],
      nextIndex: 6,
      total: 57,
    });
  });

  it('fetchUsers: labels come from the schema an answer sends once (attributeSchema)', async () => {
    const body = {
      usersList: [
        {
          dn: 'cn=alee,o=data',
          fullName: 'Ann Lee',
          primaryAttributes: [{ key: 'TelephoneNumber', attributeValues: [{ $: '+1 555' }] }],
        },
      ],
      attributeSchema: {
        primaryAttributes: [
          { key: 'Email', displayLabel: 'Email' },
          { key: 'TelephoneNumber', displayLabel: 'Telephone Number' },
        ],
      },
    };
    const { core } = await apiCore({ 'users/list': () => json(body) });
    expect((await fetchUsers(core)).items[0]).toMatchObject({
      attributes: { Email: '', TelephoneNumber: '+1 555' },
      labels: { Email: 'Email', TelephoneNumber: 'Telephone Number' },
    });
  });

  it('fetchUsers: blank query → *, size above 300 or missing → 10, start 1; no nextIndex in the answer → -1', async () => {
    const { core, server } = await apiCore({ 'users/list': () => json({ usersList: [], totalCount: 0 }) });
    await expect(fetchUsers(core, { q: '  ', size: 301, nextIndex: 0 })).resolves.toEqual({
      items: [],
      nextIndex: -1,
      total: 0,
    });
    await fetchUsers(core);
    for (const call of server.callsTo('users/list')) {
      expectCall(call, {
        path: 'access/users/list',
        query: [
          ['q', '*'],
          ['size', '10'],
          ['nextIndex', '1'],
          ['clientId', '1'],
        ],
      });
    }
  });

  it('fetchGroups: GET access/groups with searchCount=true (unless count is false)', async () => {
    const answer = {
      groups: [
        { dn: 'cn=vpn,ou=groups,o=data', name: 'VPN Users', description: 'Remote', container: 'ou=groups,o=data' },
      ],
      nextIndex: -1,
      totalCount: 1,
    };
    const { core, server } = await apiCore({ 'access/groups': () => json(answer) });
    await expect(fetchGroups(core, { q: 'vpn', size: 5, sortOrder: 'asc' })).resolves.toEqual({
      items: [
        { dn: 'cn=vpn,ou=groups,o=data', name: 'VPN Users', description: 'Remote', container: 'ou=groups,o=data' },
      ],
      nextIndex: -1,
      total: 1,
    });
    await fetchGroups(core, { count: false });
    const [first, second] = server.callsTo('access/groups');
    expectCall(first, {
      path: 'access/groups',
      query: [
        ['q', 'vpn'],
        ['size', '5'],
        ['nextIndex', '1'],
        ['sortOrder', 'asc'],
        ['searchCount', 'true'],
      ],
    });
    expectCall(second, {
      path: 'access/groups',
      query: [
        ['q', '*'],
        ['size', '10'],
        ['nextIndex', '1'],
      ],
    });
  });

  it('fetchGroupMembers: POST access/groups/members, empty search sent as *, body {dn}', async () => {
    const { core, server } = await apiCore({ 'groups/members': () => json(recipients, 201) });
    const page = await fetchGroupMembers(core, {
      groupDn: 'cn=vpn,ou=groups,o=data',
      q: '',
      size: 25,
      nextIndex: 26,
      sortOrder: 'desc',
    });
    expectCall(server.callsTo('groups/members')[0], {
      method: 'POST',
      path: 'access/groups/members',
      query: [
        ['q', '*'],
        ['size', '25'],
        ['nextIndex', '26'],
        ['sortOrder', 'desc'],
      ],
      body: { dn: 'cn=vpn,ou=groups,o=data' },
    });
    expect(page).toEqual({
      items: [
        { dn: 'cn=alee,ou=users,o=data', name: 'Ann Lee', type: 'user', isGroupAssignment: false },
        { dn: 'cn=x,o=data', name: 'cn=x,o=data', type: 'user', isGroupAssignment: false },
      ],
      nextIndex: 3,
      total: 12,
    });
  });

  it('fetchTeamMembers: GET access/teams/team/userlist with teamDn and client', async () => {
    const { core, server } = await apiCore({ 'team/userlist': () => json(recipients) });
    await expect(fetchTeamMembers(core, { teamDn: TEAM, q: 'ann', size: 10, nextIndex: 11 })).resolves.toMatchObject({
      nextIndex: 3,
      total: 12,
    });
    expectCall(server.callsTo('team/userlist')[0], {
      path: 'access/teams/team/userlist',
      query: [
        ['q', 'ann'],
        ['size', '10'],
        ['nextIndex', '11'],
        ['teamDn', TEAM],
        ['client', '1'],
      ],
    });
  });

  it('fetchTeams: GET access/teams/managelist with type and pType', async () => {
    const { core, server } = await apiCore({
      managelist: () =>
        json({ teams: [{ dn: TEAM, name: 'Help Desk', description: 'd' }], nextIndex: 0, totalCount: 1 }),
    });
    await expect(fetchTeams(core, { q: 'help', type: 'A', pType: 'ROLE' })).resolves.toEqual({
      items: [{ dn: TEAM, name: 'Help Desk', description: 'd' }],
      nextIndex: 0,
      total: 1,
    });
    expectCall(server.callsTo('managelist')[0], {
      path: 'access/teams/managelist',
      query: [
        ['q', 'help'],
        ['size', '10'],
        ['nextIndex', '1'],
        ['type', 'A'],
        ['pType', 'ROLE'],
      ],
    });
  });

  it('fetchTeamRecipients: POST access/teams/recipients/list with {dn}; filterRecipients is local and case-insensitive', async () => {
    const { core, server } = await apiCore({ 'recipients/list': () => json(recipients, 201) });
    const all = await fetchTeamRecipients(core, { teamDn: TEAM });
    expectCall(server.callsTo('recipients/list')[0], {
      method: 'POST',
      path: 'access/teams/recipients/list',
      body: { dn: TEAM },
    });
    expect(all.map((r) => r.name)).toEqual(['Ann Lee', 'cn=x,o=data']);
    expect(filterRecipients(all, 'ANN').map((r) => r.name)).toEqual(['Ann Lee']);
    expect(filterRecipients(all, '*')).toHaveLength(2);
    expect(filterRecipients(all, ' ')).toHaveLength(2);
  });
});
