import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultOf, passwordToken, restSend, startSandbox, type TestSandbox } from './helpers.js';
import { getJson, q } from './lookup-helpers.js';

interface Attr {
  key: string;
  attributeValues: { $: string; value?: string }[];
}
interface Person {
  image: string;
  primaryAttributes: Attr[];
  secondaryAttributes: Attr[];
  otherAttributes: Attr[];
}

type AttributeInput = { key: string; values: string[] };
const attribute = (key: string, ...values: string[]): AttributeInput => ({ key, values });
const BASE = [attribute('CN', 'alee'), attribute('FirstName', 'Ann'), attribute('LastName', 'Lee')];
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);

describe('sandbox people: POST access/user (create)', () => {
  let sb: TestSandbox;
  let admin: string;
  let eddie: string;
  const create = (body: unknown, token = admin) => restSend(sb.app, 'POST', '/access/user', token, body);
  const count = () => (sb.app.store.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
  /** Creating with this body fails with a 400 Fault of this subcode and text, and creates nobody. */
  const refused = async (body: Record<string, unknown>, text: string, subcode = 'INV_INPUT') => {
    const before = count();
    const res = await create({ container: 'ou=users,o=data', password: 'Secret1', attributes: BASE, ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(faultOf(res).Fault).toEqual({
      Code: { Value: 'Sender', Subcode: { Value: subcode } },
      Reason: { Text: text },
    });
    expect(count()).toBe(before);
  };

  beforeAll(async () => {
    sb = await startSandbox();
    [admin, eddie] = await Promise.all([passwordToken(sb.app, 'uaadmin'), passwordToken(sb.app, 'euser')]);
  });
  afterAll(async () => sb.close());

  it('creates a user with attributes of every type; empty attributes are ignored; the new user can sign in', async () => {
    const res = await create({
      container: 'ou=Engineering,OU=users,o=data',
      password: 'Welcome1!',
      attributes: [
        attribute('CN', 'ann.lee'),
        attribute('FirstName', 'Ann'),
        attribute('LastName', 'Lee'),
        attribute('Title', 'Engineer'),
        attribute('Email', 'ann.lee@example.com'),
        attribute('TelephoneNumber', '+1 555-010-0200'),
        attribute('Department', 'Engineering'),
        attribute('Location', 'Berlin'),
        attribute('manager', 'cn=mmanager,ou=users,o=data'),
        attribute('Assistant', 'cn=pproxy,ou=users,o=data'),
        attribute('Mobile', '+1 555-200-0001', ' +1 555-200-0002 '),
        attribute('Initials', 'AL'),
        attribute('WorkforceID', 'W900001'),
        attribute('CostCenter', '4100'),
        attribute('HireDate', '1700000000000'),
        attribute('Description'),
        attribute('Salary', '', '  '),
        { key: 'Location2', values: [] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      dn: 'cn=ann.lee,ou=Engineering,ou=users,o=data',
      name: 'ann.lee',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    const person = await getJson<Person>(
      sb.app,
      `/access/users/details?${q({ userDn: 'cn=ann.lee,ou=Engineering,ou=users,o=data' })}`,
      admin,
    );
    const values = Object.fromEntries(
      [...person.primaryAttributes, ...person.secondaryAttributes, ...person.otherAttributes].map((a) => [
        a.key,
        a.attributeValues,
      ]),
    );
    expect(values).toMatchObject({
      Title: [{ $: 'Engineer' }],
      manager: [{ $: 'cn=mmanager,ou=users,o=data', value: 'Maria Manager' }],
      Mobile: [{ $: '+1 555-200-0001' }, { $: '+1 555-200-0002' }],
      CostCenter: [{ $: '4100' }],
      HireDate: [{ $: '1700000000000' }],
      LoginDisabled: [{ $: 'false' }],
      CN: [{ $: 'ann.lee' }],
    });
    expect(await passwordToken(sb.app, 'ann.lee', 'Welcome1!')).toMatch(/.+/);
  });

  it('only administrators create users', async () => {
    const res = await create(
      { container: 'ou=users,o=data', password: 'Secret1', attributes: [attribute('CN', 'x1'), ...BASE.slice(1)] },
      eddie,
    );
    expect(res.statusCode).toBe(403);
    expect(faultOf(res).Fault.Reason.Text).toBe('Only administrators may do this.');
  });

  it('names the problem of a bad container or password', async () => {
    await refused({ container: undefined }, 'Invalid input: Container is required.');
    await refused(
      { container: 'ou=nowhere,o=data' },
      'Invalid input: "ou=nowhere,o=data" is not a container users can be created in.',
    );
    await refused(
      { container: 'ou=groups,o=data' },
      'Invalid input: "ou=groups,o=data" is not a container users can be created in.',
    );
    const rule = 'Invalid input: Password must be 6 to 100 letters, digits or !@#$%^&* and contain at least one digit.';
    for (const password of ['', 'ab1', 'NoDigitsHere', 'has space1', 'semi;colon1', 'x'.repeat(100) + '1'])
      await refused({ password }, rule);
  });

  it('refuses a cn with any of the forbidden characters: "has invalid chracter"', async () => {
    for (const c of `<,;\\"+#=/|*'!@$%~`) {
      await refused(
        { attributes: [attribute('CN', `a${c}b`), ...BASE.slice(1)] },
        `Invalid input: User ID "a${c}b" has invalid chracter.`,
      );
    }
    await refused(
      { attributes: [attribute('CN', 'x'.repeat(65)), ...BASE.slice(1)] },
      'Invalid input: User ID is longer than 64 characters.',
    );
  });

  it('names missing, unknown, not creatable, repeated and badly typed attributes', async () => {
    await refused({ attributes: BASE.slice(0, 2) }, 'Invalid input: Last Name is required.');
    await refused(
      { attributes: [...BASE, attribute('Salary', '100')] },
      'Invalid input: "Salary" is not a user attribute.',
    );
    await refused(
      { attributes: [...BASE, attribute('LoginDisabled', 'true')] },
      'Invalid input: Login Disabled cannot be set when creating a user.',
    );
    await refused(
      { attributes: [...BASE, attribute('directReports', 'cn=euser,ou=users,o=data')] },
      'Invalid input: Direct Reports cannot be set when creating a user.',
    );
    await refused(
      { attributes: [...BASE, attribute('Title', 'A'), attribute('title', 'B')] },
      'Invalid input: Title is given more than once.',
    );
    await refused({ attributes: [...BASE, attribute('Title', 'A', 'B')] }, 'Invalid input: Title takes one value.');
    await refused(
      { attributes: [...BASE, attribute('Email', 'not-an-email')] },
      'Invalid input: "not-an-email" is not an email address.',
    );
    await refused(
      { attributes: [...BASE, attribute('Mobile', '555-1', 'call me')] },
      'Invalid input: "call me" is not a telephone number.',
    );
    await refused(
      { attributes: [...BASE, attribute('manager', 'cn=ghost,o=data')] },
      'Invalid input: Manager "cn=ghost,o=data" is not a user.',
    );
    await refused(
      { attributes: [...BASE, attribute('HireDate', 'yesterday')] },
      'Invalid input: Hire Date must be a time in epoch milliseconds.',
    );
    await refused(
      { attributes: [...BASE, attribute('CostCenter', '12.5')] },
      'Invalid input: Cost Center must be a whole number.',
    );
    await refused(
      { attributes: [...BASE, attribute('Title', 'x'.repeat(257))] },
      'Invalid input: Title is longer than 256 characters.',
    );
    await refused(
      { attributes: [...BASE, attribute('Title', '<img src=x onerror=alert(1)>')] },
      'Invalid input: Title must not contain < or >.',
      'XSS_VALIDATION_FAILURE',
    );
  });

  it('a cn in use is EXISTING_ENTITY, whatever its case', async () => {
    await refused(
      { attributes: [attribute('CN', 'euser'), ...BASE.slice(1)] },
      'A user with the User ID "euser" already exists.',
      'EXISTING_ENTITY',
    );
    await refused(
      { attributes: [attribute('CN', 'EUser'), ...BASE.slice(1)] },
      'A user with the User ID "EUser" already exists.',
      'EXISTING_ENTITY',
    );
  });

  it('takes a raster profile photo; refuses SVG and oversized ones', async () => {
    await refused(
      { profilePhoto: `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}` },
      'Invalid input: File extension type is not valid.',
    );
    await refused(
      { profilePhoto: PNG.toString('base64'), profilePhotoName: 'me.png.exe' },
      'Invalid input: File with multiple extension is not supported.',
    );
    await refused(
      { profilePhoto: Buffer.concat([PNG, Buffer.alloc(59 * 1024)]).toString('base64') },
      'Invalid input: Image Size should be less Than 59 kb.',
    );
    const res = await create({
      container: 'ou=users,o=data',
      password: 'Secret1',
      attributes: [attribute('CN', 'pic'), ...BASE.slice(1)],
      profilePhoto: `data:image/png;base64,${PNG.toString('base64')}`,
      profilePhotoName: 'me.PNG',
    });
    expect(res.statusCode, res.body).toBe(200);
    const person = await getJson<Person>(
      sb.app,
      `/access/users/details?${q({ userDn: 'cn=pic,ou=users,o=data' })}`,
      admin,
    );
    expect(person.image).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
  });

  it("checks the body's shape: 400 INV_INPUT", async () => {
    for (const body of [
      {},
      { attributes: 'x' },
      { attributes: [{ values: ['a'] }] },
      { attributes: [{ key: 'CN', values: [1] }] },
    ]) {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(faultOf(res).Fault.Code.Subcode.Value).toBe('INV_INPUT');
    }
  });
});
