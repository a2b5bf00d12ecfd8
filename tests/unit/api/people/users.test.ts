import { describe, expect, it } from 'vitest';
import {
  fetchEditableAttributes,
  fetchGroupMembership,
  fetchPasswordSync,
  fetchUserCount,
  fetchUserDetails,
  fetchUserList,
  fetchUserSchema,
  passwordSyncKind,
  personAttributes,
} from '../../../../src/api/people';
import { fetchUsers } from '../../../../src/api/lookups';
import { json } from '../../core/fakes';
import { expectCall } from '../lookups/call';
import { apiCore } from '../setup';

const PERSON = {
  dn: 'cn=alee,ou=users,o=data',
  fullName: 'Ann Lee',
  image: 'data:image/png;base64,AA',
  imageAttr: { key: 'UserPhoto', displayLabel: 'Photo', dataType: 'Binary', isEditable: true, attributeValues: [] },
  primaryAttributes: [
    {
      key: 'Email',
      displayLabel: 'Email',
      dataType: 'String',
      isEditable: 'true',
      isSortable: true,
      attributeValues: [{ $: 'ann@example.com' }, { $: '' }, 'x@y.z'],
    },
  ],
  secondaryAttributes: [
    {
      key: 'manager',
      displayLabel: 'Manager',
      dataType: 'DN',
      lookupEntity: 'user-lookup',
      isClickable: true,
      attributeValues: [{ $: 'cn=boss,o=data', value: 'The Boss' }],
    },
    { displayLabel: 'no key' },
  ],
  otherAttributes: [{ key: 'HireDate', dataType: 'Time', attributeValues: [{ $: '1700000000000' }] }],
  groupMemberof: ['cn=g1,ou=groups,o=data', 7],
  disabledLogin: true,
  disabledLoginSupported: 'true',
  teamManger: true,
  helpdeskDetails: { helpdeskName: 'Desk', emailAddress: 'desk@example.com', contactNumber: '+1 555' },
};

const ANN = {
  dn: 'cn=alee,ou=users,o=data',
  fullName: 'Ann Lee',
  image: 'data:image/png;base64,AA',
  hasPhoto: false,
  imageAttribute: {
    key: 'UserPhoto',
    label: 'Photo',
    dataType: 'Binary',
    editable: true,
    required: false,
    multivalued: false,
    searchable: false,
    sortable: false,
    clickable: false,
    formatType: '',
    lookupEntity: null,
    values: [],
    choices: [],
  },
  primary: [
    {
      key: 'Email',
      label: 'Email',
      dataType: 'String',
      editable: true,
      required: false,
      multivalued: false,
      searchable: false,
      sortable: true,
      clickable: false,
      formatType: '',
      lookupEntity: null,
      choices: [],
      values: [
        { value: 'ann@example.com', display: 'ann@example.com' },
        { value: 'x@y.z', display: 'x@y.z' },
      ],
    },
  ],
  secondary: [
    {
      key: 'manager',
      label: 'Manager',
      dataType: 'DN',
      editable: false,
      required: false,
      multivalued: false,
      searchable: false,
      sortable: false,
      clickable: true,
      formatType: '',
      lookupEntity: 'user-lookup',
      choices: [],
      values: [{ value: 'cn=boss,o=data', display: 'The Boss' }],
    },
  ],
  other: [
    expect.objectContaining({
      key: 'HireDate',
      label: 'HireDate',
      dataType: 'Time',
      values: [{ value: '1700000000000', display: '1700000000000' }],
    }),
  ],
  groupDns: ['cn=g1,ou=groups,o=data', '7'],
  loginDisabled: true,
  loginDisableSupported: true,
  teamManager: true,
  helpdesk: { name: 'Desk', email: 'desk@example.com', phone: '+1 555' },
  hidePhoto: false,
};

describe('people api: users', () => {
  it('fetchUserList: GET access/users/list with paging, sort, searchAttr, advSearch, the column filter and the client id', async () => {
    const { core, server } = await apiCore(
      { 'users/list': () => json({ usersList: [PERSON, null], nextIndex: 26, totalSize: 812, maxUserSearch: 1000 }) },
      '3',
    );
    const page = await fetchUserList(core, {
      q: ' lee ',
      size: 25,
      nextIndex: 1,
      sortOrder: 'desc',
      sortBy: 'HireDate',
      searchAttr: ['LastName', 'Mobile'],
      advSearch: { Department: 'Sales', Title: ' ' },
      columns: ['FirstName', 'HireDate'],
    });
    expectCall(server.callsTo('users/list')[0], {
      path: 'access/users/list',
      query: [
        ['q', 'lee'],
        ['size', '25'],
        ['nextIndex', '1'],
        ['sortOrder', 'desc'],
        ['sortBy', 'HireDate'],
        ['searchAttr', 'LastName,Mobile'],
        ['advSearch', 'Department:Sales'],
        ['columnCustomization', 'true'],
        ['filter', 'FirstName,HireDate'],
        ['clientId', '3'],
      ],
    });
    expect(page).toMatchObject({ nextIndex: 26, total: 812, maxUserSearch: 1000 });
    expect(page.items[0]).toEqual(ANN);
    expect(page.items[1]).toMatchObject({
      dn: '',
      fullName: '',
      image: null,
      hasPhoto: false,
      imageAttribute: null,
      primary: [],
      groupDns: [],
    });
  });

  it('fetchUserList: a schema sent once (attributeSchema) is laid under the rows, which carry only values', async () => {
    const strip = (node: Record<string, unknown>) => ({ key: node.key, attributeValues: node.attributeValues });
    const trimmed = {
      dn: PERSON.dn,
      fullName: PERSON.fullName,
      image: PERSON.image,
      primaryAttributes: PERSON.primaryAttributes.map(strip),
      secondaryAttributes: [strip(PERSON.secondaryAttributes[0]!)],
      otherAttributes: PERSON.otherAttributes.map(strip),
      groupMemberof: PERSON.groupMemberof,
      disabledLogin: true,
      disabledLoginSupported: true,
      teamManger: true,
      helpdeskDetails: PERSON.helpdeskDetails,
    };
    const schema = {
      imageAttr: PERSON.imageAttr,
      primaryAttributes: [
        { ...PERSON.primaryAttributes[0], attributeValues: [] },
        { key: 'Title', displayLabel: 'Title', dataType: 'String', isEditable: true },
      ],
      secondaryAttributes: [{ ...PERSON.secondaryAttributes[0], attributeValues: [] }],
      otherAttributes: [{ key: 'HireDate', dataType: 'Time' }],
    };
    // Eddie's own row: his Title is editable although the schema's is not, and he has no title.
    const own = {
      dn: 'cn=euser,o=data',
      fullName: 'Eddie User',
      primaryAttributes: [{ key: 'title', attributeValues: [], isEditable: false }],
    };
    const { core } = await apiCore({
      'users/list': () => json({ usersList: [trimmed, own, 'junk'], attributeSchema: schema, nextIndex: -1 }),
    });
    const [ann, eddie, junk] = (await fetchUserList(core)).items;
    expect(ann).toEqual({
      ...ANN,
      primary: [...ANN.primary, expect.objectContaining({ key: 'Title', label: 'Title', editable: true, values: [] })],
    });
    expect(eddie!.primary.map((a) => [a.key, a.label, a.editable, a.values])).toEqual([
      ['Email', 'Email', true, []],
      ['Title', 'Title', false, []],
    ]);
    expect(eddie!.imageAttribute).toMatchObject({ key: 'UserPhoto', label: 'Photo', values: [] });
    expect(junk).toMatchObject({ dn: '', primary: [] });
  });

  it('hasPhoto: only an image the image attribute carries is an uploaded photo (a generated one is not)', async () => {
    const photo = {
      ...PERSON,
      imageAttr: { ...PERSON.imageAttr, attributeValues: [{ $: 'data:image/png;base64,AA' }] },
    };
    const { core } = await apiCore({
      'users/list': () => json({ usersList: [photo, PERSON, { ...photo, image: '' }] }),
    });
    expect((await fetchUserList(core)).items.map((p) => p.hasPhoto)).toEqual([true, false, false]);
  });

  it("fetchUserList and fetchUsers: an image named by a path on the server's origin is made absolute against the REST URL", async () => {
    const avatar = { ...PERSON, image: '/IDMProv/avatars/3-AB.svg' };
    const rows = [avatar, PERSON, { ...PERSON, image: '//elsewhere.example/x.png' }, { ...PERSON, image: '' }];
    const { core } = await apiCore({ 'users/list': () => json({ usersList: rows, attributeSchema: {} }) });
    const expected = [
      'https://idm.example.com/IDMProv/avatars/3-AB.svg',
      PERSON.image,
      '//elsewhere.example/x.png',
      null,
    ];
    expect((await fetchUserList(core)).items.map((p) => p.image)).toEqual(expected);
    expect((await fetchUsers(core)).items.map((p) => p.image)).toEqual(expected);
    // Whole rows (no schema) too.
    const { core: whole } = await apiCore({ 'users/list': () => json({ usersList: [avatar] }) });
    expect((await fetchUserList(whole)).items[0]!.image).toBe(expected[0]);
  });

  it('fetchUserList: defaults (q *, size 10, start 1); an answer without paging fields has no next page and no total', async () => {
    const { core, server } = await apiCore({ 'users/list': () => json({ usersList: [] }) });
    await expect(fetchUserList(core)).resolves.toEqual({ items: [], nextIndex: -1 });
    expectCall(server.callsTo('users/list')[0], {
      path: 'access/users/list',
      query: [
        ['q', '*'],
        ['size', '10'],
        ['nextIndex', '1'],
        ['clientId', '1'],
      ],
    });
  });

  it('fetchUserCount: GET access/counts?users=true', async () => {
    const { core, server } = await apiCore({ 'access/counts': () => json({ users: 1006 }) });
    await expect(fetchUserCount(core)).resolves.toBe(1006);
    expectCall(server.callsTo('access/counts')[0], {
      path: 'access/counts',
      query: [
        ['users', 'true'],
        ['clientId', '1'],
      ],
    });
  });

  it("fetchUserDetails: a DN (isProfile=false) or the caller's profile (isProfile=true, no DN)", async () => {
    const { core, server } = await apiCore({ 'users/details': () => json(PERSON) }, '2');
    await expect(fetchUserDetails(core, { dn: 'cn=alee,ou=users,o=data' })).resolves.toEqual(ANN);
    await fetchUserDetails(core);
    const [byDn, own] = server.callsTo('users/details');
    expectCall(byDn, {
      path: 'access/users/details',
      query: [
        ['userDn', 'cn=alee,ou=users,o=data'],
        ['isProfile', 'false'],
        ['clientId', '2'],
      ],
    });
    expectCall(own, {
      path: 'access/users/details',
      query: [
        ['isProfile', 'true'],
        ['clientId', '2'],
      ],
    });
    const person = await fetchUserDetails(core, { dn: 'x' });
    expect([...personAttributes(person).keys()]).toEqual(['Email', 'manager', 'HireDate', 'UserPhoto']);
  });

  it('fetchUserSchema and fetchEditableAttributes: GET access/entities/schema', async () => {
    const schema = {
      entityName: 'createUser',
      namingAttr: 'CN',
      container: 'ou=users,o=data',
      attributesList: [
        {
          key: 'container',
          displayLabel: 'Container',
          dataType: 'DN',
          isRequired: true,
          choiceList: [
            { key: 'ou=users,o=data', value: 'users' },
            { key: 'ou=Sales,ou=users,o=data' },
            { value: 'no key' },
          ],
        },
      ],
    };
    const { core, server } = await apiCore({ 'entities/schema': () => json(schema) });
    const answer = await fetchUserSchema(core, { entityName: 'createUser' });
    expect(answer).toMatchObject({ entityName: 'createUser', namingAttribute: 'CN', container: 'ou=users,o=data' });
    expect(answer.attributes[0]).toMatchObject({
      key: 'container',
      required: true,
      choices: [
        { key: 'ou=users,o=data', label: 'users' },
        { key: 'ou=Sales,ou=users,o=data', label: 'ou=Sales,ou=users,o=data' },
      ],
    });
    await fetchEditableAttributes(core);
    const [create, editable] = server.callsTo('entities/schema');
    expectCall(create, {
      path: 'access/entities/schema',
      query: [
        ['entityName', 'createUser'],
        ['clientId', '1'],
      ],
    });
    expectCall(editable, {
      path: 'access/entities/schema',
      query: [
        ['entityName', 'user'],
        ['editable', 'true'],
        ['binaryAttr', 'true'],
        ['clientId', '1'],
      ],
    });
  });

  it('fetchGroupMembership: GET access/groups/membershipInfo; names from the answer or the DN', async () => {
    const { core, server } = await apiCore({
      membershipInfo: () =>
        json({
          dn: 'cn=alee,o=data',
          groupMemberof: ['cn=VPN Users,ou=groups,o=data', 'cn=Wiki,ou=groups,o=data'],
          groups: [{ dn: 'CN=VPN USERS,ou=groups,o=data', name: 'VPN Users', description: 'Remote' }],
        }),
    });
    await expect(fetchGroupMembership(core, { dn: 'cn=alee,o=data' })).resolves.toEqual({
      dn: 'cn=alee,o=data',
      groupDns: ['cn=VPN Users,ou=groups,o=data', 'cn=Wiki,ou=groups,o=data'],
      groups: [
        { dn: 'cn=VPN Users,ou=groups,o=data', name: 'VPN Users', description: 'Remote' },
        { dn: 'cn=Wiki,ou=groups,o=data', name: 'Wiki', description: '' },
      ],
    });
    await fetchGroupMembership(core);
    const [other, own] = server.callsTo('membershipInfo');
    expectCall(other, { path: 'access/groups/membershipInfo', query: [['userDn', 'cn=alee,o=data']] });
    expectCall(own, { path: 'access/groups/membershipInfo' });
  });

  it('fetchPasswordSync: GET for the caller, POST {dn} for another user; codes become kinds', async () => {
    const messages = [
      { message: 'ok', status: '0004', driverName: 'AD', driverImage: 'data:image/svg+xml;base64,AA' },
      { message: 'no', status: '0000', driverName: 'SAP' },
      { status: '0003' },
      { status: '0001' },
      { status: '0002' },
      { status: '9' },
    ];
    const { core, server } = await apiCore({ passwordsyncstatus: () => json({ messages }) });
    const mine = await fetchPasswordSync(core);
    expect(mine[0]).toEqual({
      status: '0004',
      kind: 'success',
      message: 'ok',
      driverName: 'AD',
      driverImage: 'data:image/svg+xml;base64,AA',
    });
    expect(mine[1]).toEqual({ status: '0000', kind: 'error', message: 'no', driverName: 'SAP', driverImage: null });
    expect(mine.map((m) => m.kind)).toEqual(['success', 'error', 'fatal', 'warning', 'retry', 'unknown']);
    await fetchPasswordSync(core, { dn: 'cn=alee,o=data' });
    const [get, post] = server.callsTo('passwordsyncstatus');
    expectCall(get, { path: 'access/info/user/passwordsyncstatus' });
    expectCall(post, { method: 'POST', path: 'access/info/user/passwordsyncstatus', body: { dn: 'cn=alee,o=data' } });
    expect(passwordSyncKind(' 0002 ')).toBe('retry');
  });
});
