import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultOf, passwordToken, restGet, restSend, startSandbox, type TestSandbox } from './helpers.js';
import { getJson, q } from './lookup-helpers.js';
import { userImage } from '../../../demo/server/people/user-image.js';

interface Attr {
  key: string;
  attributeValues: { $: string; value?: string }[];
}
interface Person {
  image: string;
  imageAttr: Attr;
  disabledLogin: boolean;
  primaryAttributes: Attr[];
  secondaryAttributes: Attr[];
  otherAttributes: Attr[];
}
type Change = { key: string; values: string[]; action?: string; name?: string };

const EDDIE = 'cn=euser,ou=users,o=data';
const MARIA = 'cn=mmanager,ou=users,o=data';
const PAULA = 'cn=pproxy,ou=users,o=data';
const ADMIN = 'cn=uaadmin,ou=sa,o=data';
const bytes = (signature: number[], size: number): Buffer =>
  Buffer.concat([Buffer.from(signature), Buffer.alloc(size - signature.length, 1)]);
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 2048);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 2048);
const GIF = bytes([0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 512);

describe('sandbox people: PUT access/user (update, login, photo)', () => {
  let sb: TestSandbox;
  let admin: string;
  let eddie: string;
  const update = (dn: string, attributes: Change[], token = eddie) =>
    restSend(sb.app, 'PUT', '/access/user?clientId=1&isProfile=true', token, { dn, attributes });
  const details = (dn: string) => getJson<Person>(sb.app, `/access/users/details?${q({ userDn: dn })}`, admin);
  const values = async (dn: string, key: string) => {
    const p = await details(dn);
    return [...p.primaryAttributes, ...p.secondaryAttributes, ...p.otherAttributes]
      .find((a) => a.key === key)
      ?.attributeValues.map((v) => v.$);
  };
  const refused = async (dn: string, attributes: Change[], status: number, text: string, token = eddie) => {
    const res = await update(dn, attributes, token);
    expect(res.statusCode, res.body).toBe(status);
    expect(faultOf(res).Fault.Reason.Text).toBe(text);
  };

  beforeAll(async () => {
    sb = await startSandbox();
    [admin, eddie] = await Promise.all([passwordToken(sb.app, 'uaadmin'), passwordToken(sb.app, 'euser')]);
  });
  afterAll(async () => sb.close());

  it('a user changes their own editable attributes; the answer echoes what was saved', async () => {
    const before = (await values(EDDIE, 'Mobile')) ?? [];
    const res = await update(EDDIE, [
      { key: 'Title', values: ['Staff Engineer'] },
      { key: 'Location', values: ['  Paris '] },
      { key: 'Mobile', values: ['+1 555-300-0001'], action: 'add' },
      { key: 'Assistant', values: [PAULA] },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      dn: EDDIE,
      attributes: [
        { key: 'Title', values: ['Staff Engineer'], action: 'update' },
        { key: 'Location', values: ['Paris'], action: 'update' },
        { key: 'Mobile', values: [...before, '+1 555-300-0001'], action: 'add' },
        { key: 'Assistant', values: [PAULA], action: 'update' },
      ],
    });
    expect(await values(EDDIE, 'Title')).toEqual(['Staff Engineer']);
    expect(await values(EDDIE, 'Location')).toEqual(['Paris']);
    expect(await values(EDDIE, 'Mobile')).toEqual([...before, '+1 555-300-0001']);
    await update(EDDIE, [
      { key: 'Mobile', values: ['+1 555-300-0001'], action: 'remove' },
      { key: 'Assistant', values: [] },
    ]);
    expect(await values(EDDIE, 'Mobile')).toEqual(before);
    expect(await values(EDDIE, 'Assistant')).toEqual([]);
  });

  it('refuses cn and every attribute that is not editable, naming it, and saves nothing then', async () => {
    await refused(
      EDDIE,
      [
        { key: 'Title', values: ['Changed'] },
        { key: 'CN', values: ['eddie2'] },
      ],
      400,
      'Invalid input: User ID is not editable.',
    );
    await refused(EDDIE, [{ key: 'FirstName', values: ['Ed'] }], 400, 'Invalid input: First Name is not editable.');
    await refused(EDDIE, [{ key: 'Department', values: ['Sales'] }], 400, 'Invalid input: Department is not editable.');
    await refused(EDDIE, [{ key: 'manager', values: [ADMIN] }], 400, 'Invalid input: Manager is not editable.');
    await refused(EDDIE, [{ key: 'Salary', values: ['1'] }], 400, 'Invalid input: "Salary" is not a user attribute.');
    await refused(
      EDDIE,
      [{ key: 'Title', values: ['A'], action: 'replace' }],
      400,
      'Invalid input: action "replace" is not add, update or remove.',
    );
    await refused(EDDIE, [{ key: 'Email', values: ['nope'] }], 400, 'Invalid input: "nope" is not an email address.');
    await refused(
      EDDIE,
      [{ key: 'Assistant', values: ['cn=ghost,o=data'] }],
      400,
      'Invalid input: Assistant "cn=ghost,o=data" is not a user.',
    );
    expect(await values(EDDIE, 'Title')).toEqual(['Staff Engineer']);
  });

  it('a user may not change someone else; administrators may change anyone', async () => {
    await refused(MARIA, [{ key: 'Title', values: ['Boss'] }], 403, 'You may only change your own details.');
    const res = await update(MARIA, [{ key: 'Title', values: ['Director of Engineering'] }], admin);
    expect(res.statusCode).toBe(200);
    expect(await values(MARIA, 'Title')).toEqual(['Director of Engineering']);
    expect((await update('cn=ghost,o=data', [{ key: 'Title', values: ['x'] }], admin)).statusCode).toBe(404);
  });

  it("LoginDisabled: administrators disable and enable others' logins; a disabled user is signed out and cannot sign in", async () => {
    const paula = await passwordToken(sb.app, 'pproxy');
    await refused(PAULA, [{ key: 'LoginDisabled', values: ['true'] }], 403, 'You may only change your own details.');
    await refused(
      EDDIE,
      [{ key: 'LoginDisabled', values: ['true'] }],
      403,
      'Only administrators may disable or enable logins.',
    );
    await refused(
      ADMIN,
      [{ key: 'LoginDisabled', values: ['true'] }],
      400,
      'Invalid input: you cannot disable or enable your own login.',
      admin,
    );
    await refused(
      PAULA,
      [{ key: 'LoginDisabled', values: ['yes'] }],
      400,
      'Invalid input: Login Disabled must be true or false.',
      admin,
    );
    expect((await update(PAULA, [{ key: 'LoginDisabled', values: ['true'] }], admin)).statusCode).toBe(200);
    expect((await details(PAULA)).disabledLogin).toBe(true);
    expect((await restGet(sb.app, '/access/info/user/rights', paula)).statusCode).toBe(401);
    await expect(passwordToken(sb.app, 'pproxy')).rejects.toThrow(/400/);
    expect((await update(PAULA, [{ key: 'LoginDisabled', values: ['false'] }], admin)).statusCode).toBe(200);
    expect((await details(PAULA)).disabledLogin).toBe(false);
    await expect(passwordToken(sb.app, 'pproxy')).resolves.toMatch(/.+/);
  });

  it('photos: raster images under 59 kb with one valid extension are stored and served as data URLs of their real type', async () => {
    const photo = (data: string, name?: string): Change => ({
      key: 'UserPhoto',
      values: [data],
      ...(name ? { name } : {}),
    });
    const saved = await update(EDDIE, [photo(`data:image/png;base64,${PNG.toString('base64')}`, 'me.png')]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      dn: EDDIE,
      attributes: [{ key: 'UserPhoto', values: [`data:image/png;base64,${PNG.toString('base64')}`], action: 'update' }],
    });
    expect((await details(EDDIE)).image).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    // The image attribute carries the uploaded photo (a generated avatar has no value there).
    expect((await details(EDDIE)).imageAttr.attributeValues).toEqual([
      { $: `data:image/png;base64,${PNG.toString('base64')}` },
    ]);
    // What the other answers (quick info) show as the image: the same photo.
    const eddie = { dn: EDDIE, given_name: 'Eddie', surname: 'User' };
    expect(userImage(sb.app.store.db, eddie)).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    await update(EDDIE, [photo(GIF.toString('base64'))]);
    expect((await details(EDDIE)).image).toBe(`data:image/gif;base64,${GIF.toString('base64')}`);
    const row = sb.app.store.db
      .prepare('SELECT mime, length(data) AS size FROM user_photos WHERE user_dn = ?')
      .get(EDDIE);
    expect(row).toEqual({ mime: 'image/gif', size: GIF.length });
    await update(EDDIE, [{ key: 'UserPhoto', values: [], action: 'remove' }]);
    expect((await details(EDDIE)).image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await details(EDDIE)).imageAttr.attributeValues).toEqual([]);
    expect(userImage(sb.app.store.db, { dn: EDDIE, given_name: 'Eddie', surname: 'User' })).toBe(
      (await details(EDDIE)).image,
    );
  });

  it('photos: refuses SVG (even disguised), wrong or multiple extensions, mismatched types and 59 kb or more', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString(
      'base64',
    );
    const invalid = 'Invalid input: File extension type is not valid.';
    await refused(EDDIE, [{ key: 'UserPhoto', values: [`data:image/svg+xml;base64,${svg}`] }], 400, invalid);
    await refused(EDDIE, [{ key: 'UserPhoto', values: [svg], name: 'me.png' }], 400, invalid);
    await refused(EDDIE, [{ key: 'UserPhoto', values: [svg] }], 400, invalid);
    await refused(
      EDDIE,
      [{ key: 'UserPhoto', values: [Buffer.from('<html><script>x</script>').toString('base64')] }],
      400,
      invalid,
    );
    await refused(EDDIE, [{ key: 'UserPhoto', values: [PNG.toString('base64')], name: 'me.svg' }], 400, invalid);
    await refused(EDDIE, [{ key: 'UserPhoto', values: [JPEG.toString('base64')], name: 'me.png' }], 400, invalid);
    await refused(
      EDDIE,
      [{ key: 'UserPhoto', values: [`data:image/png;base64,${JPEG.toString('base64')}`] }],
      400,
      invalid,
    );
    await refused(
      EDDIE,
      [{ key: 'UserPhoto', values: [PNG.toString('base64')], name: 'me.jpg.png' }],
      400,
      'Invalid input: File with multiple extension is not supported.',
    );
    await refused(EDDIE, [{ key: 'UserPhoto', values: [PNG.toString('base64')], name: 'photo' }], 400, invalid);
    await refused(
      EDDIE,
      [{ key: 'UserPhoto', values: ['not base64!'] }],
      400,
      'Invalid input: the photo is not base64 data.',
    );
    const big = Buffer.concat([PNG, Buffer.alloc(59 * 1024 - PNG.length)]);
    await refused(
      EDDIE,
      [{ key: 'UserPhoto', values: [big.toString('base64')], name: 'big.png' }],
      400,
      'Invalid input: Image Size should be less Than 59 kb.',
    );
    const justUnder = Buffer.concat([PNG, Buffer.alloc(59 * 1024 - PNG.length - 1)]);
    expect(
      (await update(EDDIE, [{ key: 'UserPhoto', values: [justUnder.toString('base64')], name: 'ok.png' }])).statusCode,
    ).toBe(200);
    expect(sb.app.store.db.prepare('SELECT COUNT(*) AS n FROM user_photos').get()).toEqual({ n: 1 });
  });
});

describe('sandbox people: DELETE access/user', () => {
  let sb: TestSandbox;
  let admin: string;
  const remove = (members: { dn: string; name?: string }[], token = admin) =>
    restSend(sb.app, 'DELETE', '/access/user', token, { members });
  const make = async (cn: string, extra: { key: string; values: string[] }[] = []) => {
    const res = await restSend(sb.app, 'POST', '/access/user', admin, {
      container: 'ou=users,o=data',
      password: 'Secret1',
      attributes: [
        { key: 'CN', values: [cn] },
        { key: 'FirstName', values: [cn] },
        { key: 'LastName', values: ['Temp'] },
        ...extra,
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    return `cn=${cn},ou=users,o=data`;
  };

  beforeAll(async () => {
    sb = await startSandbox();
    admin = await passwordToken(sb.app, 'uaadmin');
  });
  afterAll(async () => sb.close());

  it('deletes one user: their reports lose the manager, their tokens stop working', async () => {
    const boss = await make('boss1');
    const report = await make('report1', [{ key: 'manager', values: [boss] }]);
    const bossToken = await passwordToken(sb.app, 'boss1', 'Secret1');
    const res = await remove([{ dn: boss, name: 'boss1 Temp' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, succeeded: [{ id: boss, dn: boss, name: 'boss1 Temp' }], failed: [] });
    expect(sb.app.store.db.prepare('SELECT manager_dn FROM users WHERE dn = ?').get(report)).toEqual({
      manager_dn: null,
    });
    expect((await restGet(sb.app, '/access/info/user/rights', bossToken)).statusCode).toBe(401);
    expect(sb.app.store.db.prepare('SELECT COUNT(*) AS n FROM password_sync WHERE user_dn = ?').get(boss)).toEqual({
      n: 0,
    });
  });

  it('deletes many: answers succeeded and failed lists; demo accounts and unknown DNs are refused with a reason', async () => {
    const a = await make('many1');
    const b = await make('many2');
    const res = await remove([
      { dn: a },
      { dn: b.toUpperCase() },
      { dn: a },
      { dn: EDDIE },
      { dn: 'cn=ghost,o=data', name: 'Ghost' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      succeeded: [
        { id: a, dn: a, name: 'many1 Temp' },
        { id: b.toUpperCase(), dn: b, name: 'many2 Temp' },
      ],
      failed: [
        { id: EDDIE, dn: EDDIE, name: 'Eddie User', reason: 'Demo accounts cannot be deleted.' },
        { id: 'cn=ghost,o=data', dn: 'cn=ghost,o=data', name: 'Ghost', reason: 'There is no user with this DN.' },
      ],
    });
    expect(sb.app.store.db.prepare('SELECT COUNT(*) AS n FROM users WHERE dn IN (?, ?)').get(a, b)).toEqual({ n: 0 });
  });

  it('only administrators delete; the body needs members', async () => {
    const eddie = await passwordToken(sb.app, 'euser');
    const victim = await make('victim1');
    const res = await remove([{ dn: victim }], eddie);
    expect(res.statusCode).toBe(403);
    expect(faultOf(res).Fault.Code.Subcode.Value).toBe('SECURITY_EXCEPTION');
    expect((await remove([])).statusCode).toBe(400);
    expect((await restSend(sb.app, 'DELETE', '/access/user', admin, {})).statusCode).toBe(400);
    expect(sb.app.store.db.prepare('SELECT COUNT(*) AS n FROM users WHERE dn = ?').get(victim)).toEqual({ n: 1 });
  });
});
