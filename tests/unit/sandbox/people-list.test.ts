import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, REST, faultOf, passwordToken, restGet, startSandbox, type TestSandbox } from './helpers.js';
import { usersListNodes } from '../../../src/api/people/list-schema.js';
import { readPerson } from '../../../src/api/people/read.js';
import { byNocase, getJson, q } from './lookup-helpers.js';

interface Attr {
  key: string;
  attributeValues: { $: string; value?: string }[];
}
interface Person {
  dn: string;
  fullName: string;
  primaryAttributes: Attr[];
  secondaryAttributes: Attr[];
  otherAttributes: Attr[];
}
interface UsersAnswer {
  usersList: Person[];
  nextIndex: number;
  hasMore: boolean;
  arraySize: number;
  totalCount: number;
  totalSize: number;
  maxUserSearch: number;
}

interface PersonColumns {
  dn: string;
  cn: string;
  given_name: string;
  surname: string;
  location: string;
  title: string;
}

const DEMO = new Set(['uaadmin', 'mmanager', 'euser', 'tmanager', 'dadmin', 'pproxy']);

/** The search rule, written plainly: some word of text (split at non-letters/digits, accents folded) starts with prefix. */
const hasWordStarting = (text: string, prefix: string): boolean => {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = fold(prefix)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
  const words = fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
  return words.some((_, i) =>
    wanted.every((w, j) => (j === wanted.length - 1 ? words[i + j]?.startsWith(w) : words[i + j] === w)),
  );
};

const valueOf = (p: Person, key: string): string | undefined =>
  [...p.primaryAttributes, ...p.secondaryAttributes, ...p.otherAttributes].find((a) => a.key === key)
    ?.attributeValues[0]?.$;

describe('sandbox people: users list, search, sort, paging, counts', () => {
  let sb: TestSandbox;
  let token: string;
  const list = (query: Record<string, string | number>) =>
    getJson<UsersAnswer>(sb.app, `/access/users/list?${q(query)}`, token);
  const fault = async (query: Record<string, string>) => {
    const res = await restGet(sb.app, `/access/users/list?${q(query)}`, token);
    expect(res.statusCode).toBe(400);
    return faultOf(res).Fault.Reason.Text;
  };
  const count = (sql: string, ...params: unknown[]) => (sb.app.store.db.prepare(sql).get(...params) as { n: number }).n;
  const people = () =>
    sb.app.store.db.prepare('SELECT dn, cn, given_name, surname, location, title FROM users').all() as PersonColumns[];

  beforeAll(async () => {
    sb = await startSandbox({ users: 400 });
    token = await passwordToken(sb.app, 'euser');
  });
  afterAll(async () => sb.close());

  it('needs a signed-in user', async () => {
    const res = await sb.app.inject({ method: 'GET', url: `${REST}/access/users/list`, headers: { host: HOST } });
    expect(res.statusCode).toBe(401);
  });

  it('answers PersonNodes with every section, the total and the max user search', async () => {
    const page = await list({ q: 'eddie' });
    expect(page).toMatchObject({
      totalCount: 1,
      totalSize: 1,
      arraySize: 1,
      nextIndex: -1,
      hasMore: false,
      maxUserSearch: 10000,
    });
    const eddie = page.usersList[0]!;
    expect(valueOf(eddie, 'Email')).toBe('eddie.user@example.com');
    expect(valueOf(eddie, 'manager')).toBe('cn=mmanager,ou=users,o=data');
    expect(valueOf(eddie, 'CN')).toBe('euser');
  });

  it("sends the attributes' labels, types and flags once; rows carry values, and laid over the schema equal the details", async () => {
    const res = await restGet(sb.app, `/access/users/list?${q({ q: 'manager', size: 25 })}`, token);
    const body = res.json() as UsersAnswer & { attributeSchema: Record<string, Attr[]> };
    expect(body.attributeSchema).toMatchObject({
      imageAttr: { key: 'UserPhoto', displayLabel: 'Photo', dataType: 'Binary' },
      primaryAttributes: expect.arrayContaining([
        expect.objectContaining({ key: 'Email', displayLabel: 'Email', isSearchable: true }),
      ]),
    });
    // False flags and empty texts are left out of the schema: a missing flag reads as false.
    const schemaNodes = Object.values(body.attributeSchema).flat();
    for (const node of schemaNodes) expect(Object.values(node)).not.toContain(false);
    expect(schemaNodes.find((n) => n.key === 'Email')).not.toHaveProperty('isEditable');
    for (const row of body.usersList) {
      for (const node of [...row.primaryAttributes, ...row.secondaryAttributes, ...row.otherAttributes]) {
        expect(Object.keys(node).filter((k) => k !== 'isEditable')).toEqual(['key', 'attributeValues']);
      }
    }
    const eddie = (await list({ q: 'eddie' })).usersList[0]!;
    expect(eddie.primaryAttributes.find((a) => a.key === 'Email')).toMatchObject({ isEditable: true });
    // The console's reader lays each row over the schema: what it reads equals access/users/details, but
    // for the relations the managed listing leaves out (group membership, direct reports).
    const relations = new Set(['Group', 'directReports']);
    for (const raw of usersListNodes(body as unknown as Record<string, unknown>).slice(0, 5)) {
      const person = readPerson(raw);
      const details = readPerson(await getJson(sb.app, `/access/users/details?${q({ userDn: person.dn })}`, token));
      for (const section of ['primary', 'secondary', 'other'] as const)
        expect(person[section]).toEqual(details[section].filter((a) => !relations.has(a.key)));
      expect(person.imageAttribute).toEqual(details.imageAttribute);
      expect(person.groupDns).toEqual([]);
    }
    expect(res.body.length).toBeLessThan(1200 * body.usersList.length + 3000);
  });

  it('names generated avatars by a cacheable path on its origin; uploaded photos stay inline', async () => {
    const page = await list({ q: 'manager', size: 25 });
    const avatars = page.usersList.map((p) => (p as Person & { image: string }).image);
    for (const image of avatars) expect(image).toMatch(/^\/IDMProv\/avatars\/\d-[^/]+\.svg$/);
    const maria = page.usersList.find((p) => p.fullName === 'Maria Manager') as Person & { image: string };
    expect(maria.image).toBe('/IDMProv/avatars/' + maria.image.split('/').pop());
    const svg = await sb.app.inject({ method: 'GET', url: maria.image, headers: { host: HOST } });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(svg.body).toContain('>MM</text>');
    // Not an avatar's name: 404; the initials are escaped in the image.
    for (const file of ['x.svg', '12-AB.svg', '3-ABCDE.svg', '3-%0A.svg'])
      expect((await sb.app.inject({ method: 'GET', url: `/IDMProv/avatars/${file}` })).statusCode, file).toBe(404);
    const escaped = await sb.app.inject({ method: 'GET', url: '/IDMProv/avatars/3-%3C%26.svg' });
    expect(escaped.body).toContain('&lt;&amp;</text>');
    // The list's avatar is the one details inline as a data URL.
    const details = await getJson<{ image: string }>(sb.app, `/access/users/details?${q({ userDn: maria.dn })}`, token);
    expect(Buffer.from(details.image.split(',')[1]!, 'base64').toString()).toBe(svg.body);
  });

  it('leaves group membership and direct reports to details, and lists them when the filter asks', async () => {
    const maria = (await list({ q: 'Maria Manager' })).usersList[0] as Person & { groupMemberof?: string[] };
    const keys = [...maria.primaryAttributes, ...maria.secondaryAttributes, ...maria.otherAttributes].map((a) => a.key);
    expect(keys).not.toContain('Group');
    expect(keys).not.toContain('directReports');
    expect(maria).not.toHaveProperty('groupMemberof');
    const asked = (await list({ q: 'Maria Manager', columnCustomization: 'true', filter: 'Group,directReports' }))
      .usersList[0] as Person & { groupMemberof: string[] };
    const details = await getJson<Person & { groupMemberof: string[] }>(
      sb.app,
      `/access/users/details?${q({ userDn: maria.dn })}`,
      token,
    );
    expect(asked.groupMemberof).toEqual(details.groupMemberof);
    expect(asked.groupMemberof.length).toBeGreaterThan(0);
    expect(valueOf(asked, 'directReports')).toBe(valueOf(details, 'directReports'));
    expect(valueOf(asked, 'Group')).toBe(valueOf(details, 'Group'));
  });

  it('searches the attributes named in searchAttr, multi-valued ones too', async () => {
    const mobile = sb.app.store.db
      .prepare("SELECT user_dn, value FROM user_values WHERE key = 'Mobile' ORDER BY user_dn LIMIT 1")
      .get() as { user_dn: string; value: string };
    const found = await list({ q: mobile.value, searchAttr: 'Mobile', size: 300 });
    expect(found.usersList.map((u) => u.dn)).toContain(mobile.user_dn);
    const mobiles = sb.app.store.db
      .prepare(
        "SELECT user_dn, group_concat(value, ' ') AS text FROM user_values WHERE key = 'Mobile' GROUP BY user_dn",
      )
      .all() as { text: string }[];
    const words = mobile.value.split(/\s+/);
    expect(found.totalCount).toBe(mobiles.filter((m) => words.every((w) => hasWordStarting(m.text, w))).length);
    const byLocation = await list({ q: 'berlin', searchAttr: 'Location,Title', size: 300 });
    expect(byLocation.totalCount).toBe(
      people().filter((p) => hasWordStarting(p.location, 'berlin') || hasWordStarting(p.title, 'berlin')).length,
    );
    expect(byLocation.totalCount).toBeGreaterThan(0);
    expect(await fault({ q: 'x', searchAttr: 'HireDate' })).toBe(
      'Invalid input: "HireDate" is not a searchable user attribute.',
    );
    expect(await fault({ q: 'x', searchAttr: 'Password' })).toBe(
      'Invalid input: "Password" is not a searchable user attribute.',
    );
  });

  it('a query of several words finds people whose search attributes hold every word', async () => {
    const catalogSearch = 'FirstName,LastName,Email,TelephoneNumber';
    expect((await list({ q: 'Maria Manager', searchAttr: catalogSearch })).usersList.map((u) => u.fullName)).toEqual([
      'Maria Manager',
    ]);
    expect(
      (await list({ q: '  manager   MARIA ', searchAttr: catalogSearch })).usersList.map((u) => u.fullName),
    ).toEqual(['Maria Manager']);
    expect((await list({ q: 'Maria Manager' })).usersList.map((u) => u.fullName)).toEqual(['Maria Manager']);
    expect(
      (await list({ q: 'eddie example.com', searchAttr: catalogSearch })).usersList.map((u) => u.fullName),
    ).toEqual(['Eddie User']);
    expect((await list({ q: 'Maria Nobody', searchAttr: catalogSearch })).totalCount).toBe(0);
    const [first, last] = ['an', 'r'];
    const either = (p: PersonColumns, word: string) =>
      hasWordStarting(p.given_name, word) || hasWordStarting(p.surname, word);
    const expected = people().filter((p) => either(p, first) && either(p, last)).length;
    expect(expected).toBeGreaterThan(0);
    expect((await list({ q: `${first} ${last}`, searchAttr: 'FirstName,LastName', size: 300 })).totalCount).toBe(
      expected,
    );
  });

  it('matches the start of a word, as a directory does, ignoring case and accents', async () => {
    const inside = people().find(
      (p) => /.an/i.test(p.given_name) && !hasWordStarting(`${p.given_name} ${p.surname}`, 'an'),
    )!;
    const starting = people().filter((p) => hasWordStarting(p.given_name, 'an'));
    expect(inside).toBeDefined();
    const found = await list({ q: 'an', searchAttr: 'FirstName', size: 300 });
    expect(found.totalCount).toBe(starting.length);
    expect(found.usersList.map((u) => u.dn)).not.toContain(inside.dn);
    expect(
      (await list({ q: inside.given_name.slice(0, 3), searchAttr: 'FirstName', size: 300 })).usersList.map((u) => u.dn),
    ).toContain(inside.dn);
    // Prefixes of any word of an e-mail address or a full name; '*' is "anything".
    expect((await list({ q: 'user@example', searchAttr: 'Email' })).usersList.map((u) => u.fullName)).toContain(
      'Eddie User',
    );
    expect((await list({ q: 'Mana*', searchAttr: 'LastName' })).usersList.map((u) => u.fullName)).toEqual([
      'Maria Manager',
    ]);
    expect((await list({ q: '*' })).totalCount).toBe(count('SELECT COUNT(*) AS n FROM users'));
    const db = sb.app.store.db;
    const before = db.prepare("SELECT surname, full_name FROM users WHERE cn = 'euser'").get() as {
      surname: string;
      full_name: string;
    };
    try {
      db.prepare("UPDATE users SET surname = 'Ångström', full_name = 'Eddie Ångström' WHERE cn = 'euser'").run();
      expect((await list({ q: 'ANGSTR', searchAttr: 'LastName' })).usersList.map((u) => u.fullName)).toEqual([
        'Eddie Ångström',
      ]);
      expect((await list({ q: 'ångs' })).usersList.map((u) => u.fullName)).toEqual(['Eddie Ångström']);
      expect((await list({ q: 'Eddie User', searchAttr: 'FirstName,LastName' })).totalCount).toBe(0);
    } finally {
      db.prepare("UPDATE users SET surname = ?, full_name = ? WHERE cn = 'euser'").run(
        before.surname,
        before.full_name,
      );
    }
    expect((await list({ q: 'Eddie User' })).usersList.map((u) => u.fullName)).toEqual(['Eddie User']);
  });

  it('request-on-behalf recipients and the user entity lookup search people the same way (word prefixes)', async () => {
    const admin = await passwordToken(sb.app, 'uaadmin');
    const inside = people().find(
      (p) => /.an/i.test(p.given_name) && !hasWordStarting(`${p.given_name} ${p.surname}`, 'an'),
    )!;
    const expected = people().filter(
      (p) => hasWordStarting(p.given_name, 'an') || hasWordStarting(p.surname, 'an'),
    ).length;
    const entities = await getJson<{ entityList: { dn: string }[]; totalCount: number }>(
      sb.app,
      `/access/entities/list?${q({ entityKey: 'user', q: 'an', searchKeys: 'FirstName,LastName', size: 300 })}`,
      admin,
    );
    expect(entities.totalCount).toBe(expected);
    expect(entities.entityList.map((e) => e.dn)).not.toContain(inside.dn);
    const recipients = await getJson<{ recipients: { dn: string }[]; total: number }>(
      sb.app,
      `/access/teams/recipients/userlist/v2?${q({ q: 'Maria Mana', size: 25 })}`,
      admin,
    );
    expect(recipients.recipients.map((r) => r.dn)).toEqual(['cn=mmanager,ou=users,o=data']);
    const mine = await getJson<{ recipients: { dn: string }[] }>(
      sb.app,
      `/access/teams/recipients/userlist/v2?${q({ q: 'user', size: 25 })}`,
      await passwordToken(sb.app, 'mmanager'),
    );
    expect(mine.recipients.map((r) => r.dn)).toContain('cn=euser,ou=users,o=data');
  });

  it('finds a changed mobile number and no longer finds a deleted person', async () => {
    const db = sb.app.store.db;
    const someone = people().find((p) => p.cn !== 'euser' && !DEMO.has(p.cn))!;
    db.prepare(
      "INSERT INTO user_values (user_dn, key, position, value) VALUES (?, 'Mobile', 9, '+49 170 5550199')",
    ).run(someone.dn);
    expect((await list({ q: '170 5550199', searchAttr: 'Mobile' })).usersList.map((u) => u.dn)).toEqual([someone.dn]);
    db.prepare('DELETE FROM user_values WHERE user_dn = ? AND position = 9').run(someone.dn);
    expect((await list({ q: '170 5550199', searchAttr: 'Mobile' })).totalCount).toBe(0);
    const total = (await list({ q: someone.surname, searchAttr: 'LastName' })).totalCount;
    db.prepare('DELETE FROM users WHERE dn = ?').run(someone.dn);
    const after = await list({ q: someone.surname, searchAttr: 'LastName', size: 300 });
    expect(after.totalCount).toBe(total - 1);
    expect(after.usersList.map((u) => u.dn)).not.toContain(someone.dn);
  });

  it('advanced search: every pair must match', async () => {
    const both = await list({ advSearch: 'Department:support,Location:Tokyo', size: 300 });
    expect(both.totalCount).toBe(
      count("SELECT COUNT(*) AS n FROM users WHERE department = 'Support' AND location = 'Tokyo'"),
    );
    expect(both.totalCount).toBeGreaterThan(0);
    for (const person of both.usersList) {
      expect(valueOf(person, 'Department')).toBe('Support');
      expect(valueOf(person, 'Location')).toBe('Tokyo');
    }
    expect((await list({ advSearch: 'FirstName:eddie,Email:*' })).usersList.map((u) => u.fullName)).toEqual([
      'Eddie User',
    ]);
    expect(await fault({ advSearch: 'Salary:100' })).toBe(
      'Invalid input: advSearch "Salary:100" is not <attribute>:<value> with a searchable attribute.',
    );
  });

  it('sorts on any sortable attribute, both ways; refuses the others', async () => {
    for (const [key, column] of [
      ['HireDate', 'hire_date'],
      ['CostCenter', 'cost_center'],
      ['WorkforceID', 'workforce_id'],
      ['Location', 'location'],
    ] as const) {
      const asc = (await list({ sortBy: key, size: 300 })).usersList;
      const desc = (await list({ sortBy: key, sortOrder: 'desc', size: 300 })).usersList;
      const expected = sb.app.store.db
        .prepare(`SELECT dn FROM users ORDER BY ${column} COLLATE NOCASE, dn LIMIT 300`)
        .all() as { dn: string }[];
      expect(asc.map((u) => u.dn)).toEqual(expected.map((r) => r.dn));
      const expectedDesc = sb.app.store.db
        .prepare(`SELECT dn FROM users ORDER BY ${column} COLLATE NOCASE DESC, dn DESC LIMIT 300`)
        .all() as { dn: string }[];
      expect(desc.map((u) => u.dn)).toEqual(expectedDesc.map((r) => r.dn));
    }
    const hired = (await list({ sortBy: 'HireDate', size: 50 })).usersList.map((u) => Number(valueOf(u, 'HireDate')));
    expect(hired).toEqual([...hired].sort((a, b) => a - b));
    const names = (await list({ size: 300 })).usersList.map((u) => u.fullName);
    expect(names).toEqual([...names].sort(byNocase));
    expect(await fault({ sortBy: 'Mobile' })).toBe('Invalid input: "Mobile" is not a sortable user attribute.');
    expect(await fault({ sortBy: 'manager' })).toBe('Invalid input: "manager" is not a sortable user attribute.');
  });

  it('pages a search without gaps or repeats; nextIndex -1 after the last page', async () => {
    const total = count("SELECT COUNT(*) AS n FROM users WHERE department = 'Engineering'");
    const seen: string[] = [];
    let next = 1;
    while (next > 0) {
      const page = await list({ advSearch: 'Department:Engineering', size: 7, nextIndex: next, sortBy: 'LastName' });
      expect(page.totalCount).toBe(total);
      seen.push(...page.usersList.map((u) => u.dn));
      expect(page.hasMore).toBe(page.nextIndex > 0);
      next = page.nextIndex;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('answers a search matching more users than the max user search with the real count and no users', async () => {
    // The client's own setting (client settings, customization) decides.
    const { clients } = sb.app.store;
    const customization = clients.config('1')!.customization;
    const setMax = (value: number) =>
      clients.saveSection('1', 'customization', [
        ...customization.filter((s) => s.key !== 'maxUserSearch'),
        { key: 'maxUserSearch', sectionKey: 'customization', value },
      ]);
    setMax(30);
    try {
      const all = count('SELECT COUNT(*) AS n FROM users');
      const tooBroad = await list({ size: 25 });
      expect(tooBroad).toMatchObject({
        usersList: [],
        arraySize: 0,
        nextIndex: -1,
        hasMore: false,
        totalCount: all,
        totalSize: all,
        maxUserSearch: 30,
      });
      expect((await list({ size: 25, nextIndex: 26 })).usersList).toEqual([]);
      // A search narrow enough is listed and paged to its end.
      const narrow = await list({ q: 'eddie', size: 25 });
      expect(narrow.totalCount).toBeLessThanOrEqual(30);
      expect(narrow.usersList.length).toBe(narrow.totalCount);
    } finally {
      setMax(10000);
    }
  });

  it('columnCustomization=true answers only the filter attributes', async () => {
    const page = await list({ q: 'eddie', columnCustomization: 'true', filter: 'FirstName,HireDate,manager' });
    const eddie = page.usersList[0]!;
    expect(eddie.primaryAttributes.map((a) => a.key)).toEqual(['FirstName', 'HireDate', 'manager']);
    expect(eddie.secondaryAttributes).toEqual([]);
    expect(eddie.otherAttributes).toEqual([]);
    expect(eddie.primaryAttributes[2]?.attributeValues).toEqual([
      { $: 'cn=mmanager,ou=users,o=data', value: 'Maria Manager' },
    ]);
    expect(await fault({ columnCustomization: 'true', filter: 'FirstName,Salary' })).toBe(
      'Invalid input: "Salary" is not a user attribute.',
    );
  });

  it('counts users (and roles or resources when asked)', async () => {
    expect(await getJson(sb.app, '/access/counts?users=true', token)).toEqual({
      users: count('SELECT COUNT(*) AS n FROM users'),
    });
    expect(await getJson(sb.app, '/access/counts?roles=true&resources=true', token)).toEqual({
      roles: count('SELECT COUNT(*) AS n FROM roles'),
      resources: count('SELECT COUNT(*) AS n FROM resources'),
    });
  });
});

describe('sandbox people: a db seeded before the people data', () => {
  it('gets attributes, statuses and the setting on its next start, keeping its people', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'idm-people-old-'));
    const first = await startSandbox({ users: 30 }, dir);
    first.app.store.db
      .exec(`DELETE FROM user_values; DELETE FROM password_sync; DELETE FROM meta WHERE key = 'peopleVersion';
      DELETE FROM settings WHERE key = 'users.maxSearch'; UPDATE users SET location = ''`);
    const people = first.app.store.db.prepare('SELECT COUNT(*) AS n FROM users').get();
    await first.app.close();
    const again = await startSandbox({ users: 5 }, dir);
    try {
      const db = again.app.store.db;
      expect(db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual(people);
      expect(db.prepare("SELECT COUNT(*) AS n FROM users WHERE location = ''").get()).toEqual({ n: 0 });
      expect((db.prepare('SELECT COUNT(*) AS n FROM password_sync').get() as { n: number }).n).toBeGreaterThan(0);
      expect(db.prepare("SELECT value FROM meta WHERE key = 'peopleVersion'").get()).toEqual({ value: '1' });
      expect(again.app.store.settings.get('users.maxSearch', 0)).toBe(10000);
    } finally {
      await again.close();
    }
  });
});

describe('sandbox people: a db from before the search index (schema 5)', () => {
  it('is upgraded on its next start: its people are found and sorted through the new index', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'idm-people-v5-'));
    const first = await startSandbox({ users: 30 }, dir);
    const db = first.app.store.db;
    const triggers = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'people_search%'")
      .all() as { name: string }[];
    const indexes = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'users%sort'")
      .all() as { name: string }[];
    for (const { name } of triggers) db.exec(`DROP TRIGGER ${name}`);
    for (const { name } of indexes) db.exec(`DROP INDEX ${name}`);
    db.exec('DROP TABLE people_search; DROP TABLE people_search_state; DELETE FROM schema_version WHERE version >= 6');
    db.prepare("UPDATE users SET given_name = 'Zoë', full_name = 'Zoë Manager' WHERE cn = 'mmanager'").run();
    await first.app.close();
    const again = await startSandbox({ users: 5 }, dir);
    try {
      const token = await passwordToken(again.app, 'euser');
      const found = await getJson<UsersAnswer>(
        again.app,
        `/access/users/list?${q({ q: 'zoe man', sortBy: 'LastName' })}`,
        token,
      );
      expect(found.usersList.map((u) => u.fullName)).toEqual(['Zoë Manager']);
      const plan = again.app.store.db
        .prepare('EXPLAIN QUERY PLAN SELECT id FROM users ORDER BY surname COLLATE NOCASE, dn LIMIT 25')
        .all() as { detail: string }[];
      expect(plan.map((p) => p.detail).join()).toContain('users_surname_sort');
    } finally {
      await again.close();
    }
  });
});
