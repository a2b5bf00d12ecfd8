import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultOf, passwordToken, restGet, restSend, startSandbox, type TestSandbox } from './helpers.js';
import { getJson, q } from './lookup-helpers.js';

interface Attr {
  key: string;
  displayLabel: string;
  dataType: string;
  isEditable: boolean;
  isMultivalued: boolean;
  isRequired: boolean;
  isSortable: boolean;
  lookupEntity?: string;
  attributeValues: { $: string; value?: string }[];
  choiceList?: { key: string; value: string }[];
}
interface Person {
  dn: string;
  fullName: string;
  image: string;
  imageAttr: Attr;
  primaryAttributes: Attr[];
  secondaryAttributes: Attr[];
  otherAttributes: Attr[];
  groupMemberof: string[];
  disabledLogin: boolean;
  disabledLoginSupported: boolean;
  helpdeskDetails: { helpdeskName: string };
}
interface SyncAnswer {
  messages: { message: string; status: string; driverName: string; driverImage: string }[];
}

const EDDIE = 'cn=euser,ou=users,o=data';
const MARIA = 'cn=mmanager,ou=users,o=data';
const PAULA = 'cn=pproxy,ou=users,o=data';
const ADMIN = 'cn=uaadmin,ou=sa,o=data';

const attrs = (p: Person): Map<string, Attr> =>
  new Map([...p.primaryAttributes, ...p.secondaryAttributes, ...p.otherAttributes, p.imageAttr].map((a) => [a.key, a]));
const editable = (p: Person): string[] => [...attrs(p).values()].filter((a) => a.isEditable).map((a) => a.key);

describe('sandbox people: details, schema, group membership, password sync', () => {
  let sb: TestSandbox;
  let admin: string;
  let eddie: string;
  const details = (dn: string | undefined, token: string, extra: Record<string, string> = {}) =>
    getJson<Person>(sb.app, `/access/users/details?${q({ userDn: dn, ...extra })}`, token);
  const all = (sql: string, ...params: unknown[]) =>
    sb.app.store.db.prepare(sql).all(...params) as Record<string, unknown>[];

  beforeAll(async () => {
    sb = await startSandbox();
    [admin, eddie] = await Promise.all([passwordToken(sb.app, 'uaadmin'), passwordToken(sb.app, 'euser')]);
  });
  afterAll(async () => sb.close());

  it('details: a PersonNode whose attributes carry every data type, with DN values and their names', async () => {
    const maria = await details(MARIA, admin);
    expect(maria).toMatchObject({
      dn: MARIA,
      fullName: 'Maria Manager',
      helpdeskDetails: { helpdeskName: 'IT Help Desk' },
    });
    expect(maria.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const a = attrs(maria);
    expect(maria.primaryAttributes.map((x) => x.key)).toEqual([
      'FirstName',
      'LastName',
      'Title',
      'Email',
      'TelephoneNumber',
    ]);
    expect(maria.secondaryAttributes.map((x) => x.key)).toEqual([
      'Department',
      'Location',
      'manager',
      'directReports',
      'Assistant',
      'Mobile',
    ]);
    expect(maria.otherAttributes.map((x) => x.key)).toEqual([
      'CN',
      'Initials',
      'WorkforceID',
      'CostCenter',
      'HireDate',
      'LoginDisabled',
      'Group',
    ]);
    expect(Object.fromEntries([...a].map(([k, x]) => [k, x.dataType]))).toMatchObject({
      FirstName: 'String',
      manager: 'DN',
      directReports: 'DN',
      Assistant: 'DN',
      Group: 'DN',
      HireDate: 'Time',
      CostCenter: 'Integer',
      LoginDisabled: 'Boolean',
      UserPhoto: 'Binary',
    });
    expect(a.get('Assistant')?.attributeValues).toEqual([{ $: PAULA, value: 'Paula Proxy' }]);
    expect(a.get('Assistant')?.lookupEntity).toBe('user-lookup');
    expect(a.get('directReports')).toMatchObject({ isMultivalued: true, lookupEntity: 'user-lookup' });
    expect(a.get('directReports')?.attributeValues).toContainEqual({ $: EDDIE, value: 'Eddie User' });
    expect(a.get('Group')).toMatchObject({ lookupEntity: 'group', isMultivalued: true });
    expect(a.get('Group')?.attributeValues).toContainEqual({
      $: 'cn=Engineering,ou=groups,o=data',
      value: 'Engineering',
    });
    expect(a.get('HireDate')?.attributeValues[0]?.$).toMatch(/^\d{12,13}$/);
    expect(a.get('CostCenter')?.attributeValues[0]?.$).toMatch(/^\d{4}$/);
    expect(a.get('LoginDisabled')?.attributeValues).toEqual([{ $: 'false' }]);
    expect(a.get('CN')?.attributeValues).toEqual([{ $: 'mmanager' }]);
    expect(maria.groupMemberof).toEqual(
      expect.arrayContaining(['cn=Engineering,ou=groups,o=data', 'cn=Expense Approvers,ou=groups,o=data']),
    );
  });

  it("details: editability follows the viewer — own editable attributes, anyone's for administrators, LoginDisabled only for them", async () => {
    const own = await details(EDDIE, eddie);
    expect(editable(own).sort()).toEqual([
      'Assistant',
      'Email',
      'Initials',
      'Location',
      'Mobile',
      'TelephoneNumber',
      'Title',
      'UserPhoto',
    ]);
    expect(own.disabledLoginSupported).toBe(false);
    expect(editable(await details(MARIA, eddie))).toEqual([]);
    const byAdmin = await details(EDDIE, admin);
    expect(editable(byAdmin)).toContain('LoginDisabled');
    expect(byAdmin.disabledLoginSupported).toBe(true);
    expect(editable(await details(ADMIN, admin))).not.toContain('LoginDisabled');
  });

  it('details: isProfile without a DN is the caller; otherwise userDn is required; unknown users 404', async () => {
    expect((await details(undefined, eddie, { isProfile: 'true' })).dn).toBe(EDDIE);
    const missing = await restGet(sb.app, '/access/users/details', eddie);
    expect(missing.statusCode).toBe(400);
    expect(faultOf(missing).Fault.Reason.Text).toBe('Invalid input: userDn is required.');
    const ghost = await restGet(sb.app, `/access/users/details?${q({ userDn: 'cn=ghost,o=data' })}`, eddie);
    expect(ghost.statusCode).toBe(404);
    expect(faultOf(ghost).Fault.Code.Subcode.Value).toBe('NOT_FOUND_JSON');
  });

  it('schema user: attributes with types and flags; binary only with binaryAttr; editable=true per caller', async () => {
    type Schema = { entityName: string; namingAttr: string; container: string; attributesList: Attr[] };
    const user = await getJson<Schema>(sb.app, '/access/entities/schema?entityName=user', eddie);
    expect(user.namingAttr).toBe('CN');
    expect(user.attributesList.map((x) => x.key)).not.toContain('UserPhoto');
    expect(user.attributesList.find((x) => x.key === 'FirstName')).toMatchObject({
      dataType: 'String',
      isRequired: true,
      isSortable: true,
      attributeValues: [],
    });
    expect((await getJson<Schema>(sb.app, '/access/entities/schema', eddie)).attributesList).toEqual(
      user.attributesList,
    );
    const withPhoto = await getJson<Schema>(sb.app, '/access/entities/schema?entityName=user&binaryAttr=true', eddie);
    expect(withPhoto.attributesList.find((x) => x.key === 'UserPhoto')).toMatchObject({ dataType: 'Binary' });
    const mine = await getJson<Schema>(sb.app, '/access/entities/schema?editable=true&binaryAttr=true', eddie);
    expect(mine.attributesList.map((x) => x.key)).toEqual([
      'Title',
      'Email',
      'TelephoneNumber',
      'Location',
      'Assistant',
      'Mobile',
      'Initials',
      'UserPhoto',
    ]);
    const admins = await getJson<Schema>(sb.app, '/access/entities/schema?editable=true', admin);
    expect(admins.attributesList.map((x) => x.key)).toContain('LoginDisabled');
    const searchable = await getJson<Schema>(sb.app, '/access/entities/schema?searchable=true', eddie);
    expect(searchable.attributesList.map((x) => x.key)).toEqual([
      'FirstName',
      'LastName',
      'Title',
      'Email',
      'TelephoneNumber',
      'Department',
      'Location',
      'Mobile',
      'CN',
      'Initials',
      'WorkforceID',
    ]);
  });

  it('schema createUser: the creatable attributes plus container (with the containers to choose) and password', async () => {
    type Schema = { entityName: string; container: string; attributesList: Attr[] };
    const schema = await getJson<Schema>(sb.app, '/access/entities/schema?entityName=createUser', admin);
    expect(schema.container).toBe('ou=users,o=data');
    const keys = schema.attributesList.map((x) => x.key);
    expect(keys).toEqual([
      'FirstName',
      'LastName',
      'Title',
      'Email',
      'TelephoneNumber',
      'Department',
      'Location',
      'manager',
      'Assistant',
      'Mobile',
      'CN',
      'Initials',
      'WorkforceID',
      'CostCenter',
      'HireDate',
      'container',
      'password',
    ]);
    const required = schema.attributesList.filter((x) => x.isRequired).map((x) => x.key);
    expect(required).toEqual(['FirstName', 'LastName', 'CN', 'container', 'password']);
    const container = schema.attributesList.find((x) => x.key === 'container');
    const expected = all("SELECT dn FROM containers WHERE dn = 'ou=users,o=data' OR parent_dn = 'ou=users,o=data'").map(
      (r) => r.dn,
    );
    expect(container?.choiceList?.map((c) => c.key).sort()).toEqual([...expected].sort());
    expect(container?.choiceList?.[0]).toEqual({ key: 'ou=users,o=data', value: 'users' });
    const res = await restGet(sb.app, '/access/entities/schema?entityName=printer', admin);
    expect(res.statusCode).toBe(404);
    expect(faultOf(res).Fault.Reason.Text).toBe('No schema for the entity "printer".');
  });

  it("answers the labels in the caller's preferred locale, English otherwise", async () => {
    type Schema = { attributesList: Attr[] };
    const label = (list: Attr[], key: string) => list.find((a) => a.key === key)?.displayLabel;
    const setLocale = (locale: string) =>
      sb.app.store.db.prepare("UPDATE users SET locale = ? WHERE cn = 'uaadmin'").run(locale);
    try {
      setLocale('de');
      const create = await getJson<Schema>(sb.app, '/access/entities/schema?entityName=createUser', admin);
      expect(
        ['FirstName', 'TelephoneNumber', 'container', 'password'].map((key) => label(create.attributesList, key)),
      ).toEqual(['Vorname', 'Telefonnummer', 'Container', 'Passwort']);
      setLocale('ar');
      const maria = await details(MARIA, admin);
      expect(label(maria.primaryAttributes, 'LastName')).toBe('اسم العائلة');
      expect(label(maria.secondaryAttributes, 'manager')).toBe('المدير');
      setLocale('pt');
      expect(label((await details(MARIA, admin)).primaryAttributes, 'LastName')).toBe('Last Name');
    } finally {
      setLocale('en');
    }
  });

  it('groups/membershipInfo: the groups of a user (the caller by default), with names', async () => {
    type Membership = { dn: string; groupMemberof: string[]; groups: { dn: string; name: string }[] };
    const expected = all('SELECT group_dn FROM group_members WHERE user_dn = ? ORDER BY group_dn', EDDIE).map((r) =>
      String(r.group_dn),
    );
    const mine = await getJson<Membership>(sb.app, '/access/groups/membershipInfo', eddie);
    expect(mine.dn).toBe(EDDIE);
    expect([...mine.groupMemberof].sort()).toEqual(expected);
    expect(mine.groups.map((g) => g.name)).toEqual(expect.arrayContaining(['VPN Users', 'Wiki Editors']));
    const maria = await getJson<Membership>(sb.app, `/access/groups/membershipInfo?${q({ userDn: MARIA })}`, eddie);
    expect(maria.groupMemberof).toContain('cn=Expense Approvers,ou=groups,o=data');
  });

  it("password sync: one message per connected system with the spec's codes, the caller's, or any user's for administrators", async () => {
    const mine = await getJson<SyncAnswer>(sb.app, '/access/info/user/passwordsyncstatus', eddie);
    expect(mine.messages.map((m) => [m.driverName, m.status])).toEqual([
      ['Active Directory', '0004'],
      ['Google Workspace', '0002'],
      ['Microsoft Entra ID', '0001'],
      ['SAP ERP', '0000'],
    ]);
    expect(mine.messages[0]?.message).toBe('The password was synchronized.');
    expect(mine.messages[3]?.message).toBe(
      'The connected system rejected the password: it does not meet its password policy.',
    );
    for (const m of mine.messages) expect(m.driverImage).toMatch(/^data:image\/svg\+xml;base64,/);
    const res = await restSend(sb.app, 'POST', '/access/info/user/passwordsyncstatus', admin, {
      dn: MARIA,
      name: 'Maria Manager',
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as SyncAnswer).messages.find((m) => m.status === '0003')).toMatchObject({
      driverName: 'Microsoft Entra ID',
      message: 'The driver stopped while synchronizing the password.',
    });
    const codes = all('SELECT DISTINCT status FROM password_sync ORDER BY status').map((r) => r.status);
    expect(codes).toEqual(['0000', '0001', '0002', '0003', '0004']);
    expect(
      (await restSend(sb.app, 'POST', '/access/info/user/passwordsyncstatus', admin, { dn: 'cn=ghost,o=data' }))
        .statusCode,
    ).toBe(404);
    expect((await restSend(sb.app, 'POST', '/access/info/user/passwordsyncstatus', eddie, {})).statusCode).toBe(400);
    const own = await restSend(sb.app, 'POST', '/access/info/user/passwordsyncstatus', eddie, {
      dn: EDDIE.toUpperCase(),
    });
    expect((own.json() as SyncAnswer).messages).toEqual(mine.messages);
  });

  it('password sync of another user: refused to end users (403 Fault), whether the user exists or not', async () => {
    for (const dn of [MARIA, 'cn=ghost,o=data']) {
      const res = await restSend(sb.app, 'POST', '/access/info/user/passwordsyncstatus', eddie, { dn });
      expect(res.statusCode).toBe(403);
      expect(faultOf(res).Fault).toEqual({
        Code: { Value: 'Sender', Subcode: { Value: 'SECURITY_EXCEPTION' } },
        Reason: { Text: 'You may only read your own password synchronisation status.' },
      });
    }
  });

  it('password sync of generated people: 1–3 systems each, derived from the seed and DN, the same on every call', async () => {
    const people = all('SELECT dn FROM users WHERE password_hash IS NULL ORDER BY id LIMIT 40').map((r) =>
      String(r.dn),
    );
    const statuses = async (dn: string) =>
      ((await restSend(sb.app, 'POST', '/access/info/user/passwordsyncstatus', admin, { dn })).json() as SyncAnswer)
        .messages;
    const codes = new Set<string>();
    for (const dn of people) {
      const messages = await statuses(dn);
      expect(messages.length).toBeGreaterThanOrEqual(1);
      expect(messages.length).toBeLessThanOrEqual(3);
      expect(new Set(messages.map((m) => m.driverName)).size).toBe(messages.length);
      messages.forEach((m) => codes.add(m.status));
      expect(await statuses(dn)).toEqual(messages);
    }
    expect(codes.has('0004')).toBe(true);
    expect([...codes].filter((c) => c !== '0004').length).toBeGreaterThanOrEqual(2);
  });
});
