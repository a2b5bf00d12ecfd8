import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../demo/server/db/open.js';
import { faultOf, passwordToken, restGet, startSandbox, type TestSandbox } from './helpers.js';
import { byNocase, getJson, q } from './lookup-helpers.js';

interface OrgNode {
  dn: string;
  entityKey: string;
  entityDefinitionKey: string;
  fullName: string;
  image: string;
  photo: string;
  emailAttribute: string;
  primaryAttrsDisplayValue: string;
  primaryAttributes: { key: string; value: string }[];
  totalNumberOfReportees: number;
  directReportee?: string;
}
interface OrgChart {
  userQuickInfo: OrgNode;
  reportees: OrgNode[];
  totalNumberOfReportees: number;
  managers: OrgNode[];
  nextIndex: number;
  size: number;
  arraySize: number;
}
interface Relationships {
  relationships: { key: string; displayName: string; sourceAttributeKey: string; targetAttributeKey: string }[];
  nextIndex: number;
  total: number;
}

const EDDIE = 'cn=euser,ou=users,o=data';
const TINA = 'cn=tmanager,ou=users,o=data';

describe('sandbox people: relationships, org chart, level-up options', () => {
  let sb: TestSandbox;
  let token: string;
  let bigManager: string;
  const chart = (query: Record<string, string | number | undefined>) =>
    getJson<OrgChart>(sb.app, `/access/orgChart/v2?${q(query)}`, token);
  const rows = (sql: string, ...params: unknown[]) =>
    sb.app.store.db.prepare(sql).all(...params) as { dn: string; [column: string]: string }[];

  beforeAll(async () => {
    sb = await startSandbox({ users: 2500 });
    token = await passwordToken(sb.app, 'euser');
    bigManager = rows('SELECT manager_dn AS dn FROM users GROUP BY manager_dn HAVING COUNT(*) = 1000')[0]?.dn ?? '';
  });
  afterAll(async () => sb.close());

  it('the seed gives one vice president exactly 1,000 direct reports, the same every time', () => {
    expect(rows('SELECT title FROM users WHERE dn = ?', bigManager)).toEqual([{ title: 'Vice President, Support' }]);
    const again = openDatabase(':memory:', { seed: 1, users: 2500 });
    const same = again.db.prepare('SELECT dn FROM users WHERE manager_dn = ? ORDER BY dn').all(bigManager);
    again.db.close();
    expect(same).toEqual(rows('SELECT dn FROM users WHERE manager_dn = ? ORDER BY dn', bigManager));
    const small = openDatabase(':memory:', { seed: 1, users: 50 });
    expect(
      (
        small.db
          .prepare(
            'SELECT MAX(n) AS n FROM (SELECT COUNT(*) AS n FROM users WHERE manager_dn IS NOT NULL GROUP BY manager_dn)',
          )
          .get() as { n: number }
      ).n,
    ).toBeLessThan(20);
    small.db.close();
  });

  it('relationships/list: orgchart by default, team-management, all; searched and paged', async () => {
    const list = (query: Record<string, string | number>) =>
      getJson<Relationships>(sb.app, `/access/relationships/list?${q(query)}`, token);
    expect((await list({})).relationships.map((r) => r.key)).toEqual(['manager']);
    expect((await list({ relationshipType: 'nonsense' })).relationships.map((r) => r.key)).toEqual(['manager']);
    expect((await list({ relationshipType: 'team-management' })).relationships).toEqual([
      expect.objectContaining({
        key: 'team',
        displayName: 'Team',
        sourceAttributeKey: 'teamMembers',
        targetAttributeKey: 'teamManagers',
      }),
    ]);
    const all = await list({ relationshipType: 'all', size: 1 });
    expect(all).toMatchObject({ total: 2, nextIndex: 2 });
    expect((await list({ relationshipType: 'all', size: 1, nextIndex: 2 })).relationships.map((r) => r.key)).toEqual([
      'team',
    ]);
    expect((await list({ relationshipType: 'all', q: 'TEA' })).relationships.map((r) => r.key)).toEqual(['team']);
    expect(
      (await getJson<Relationships>(sb.app, '/access/relationships', token)).relationships.map((r) => r.key),
    ).toEqual(['team']);
  });

  it("names the relationships in the caller's preferred locale (and searches those names)", async () => {
    const setLocale = (locale: string) =>
      sb.app.store.db.prepare("UPDATE users SET locale = ? WHERE cn = 'euser'").run(locale);
    const names = async (query: string) =>
      (
        await getJson<Relationships>(sb.app, `/access/relationships/list?relationshipType=all${query}`, token)
      ).relationships.map((r) => r.displayName);
    try {
      setLocale('fr');
      expect(await names('')).toEqual(['Responsable', 'Équipe']);
      expect(await names('&q=équ')).toEqual(['Équipe']);
      setLocale('he');
      expect(
        (await getJson<Relationships>(sb.app, '/access/relationships', token)).relationships.map((r) => r.displayName),
      ).toEqual(['צוות']);
    } finally {
      setLocale('en');
    }
    expect(await names('')).toEqual(['Manager', 'Team']);
  });

  it('org chart: pages through all 1,000 direct reports by name, without gaps or repeats', async () => {
    const seen: OrgNode[] = [];
    let next = 1;
    let pages = 0;
    while (next > 0) {
      const page = await chart({
        entityDN: bigManager,
        relationshipKeys: 'manager',
        entityDefKey: 'user',
        clientId: '1',
        nextIndex: next,
        size: 75,
      });
      expect(page.totalNumberOfReportees).toBe(1000);
      expect(page.userQuickInfo.totalNumberOfReportees).toBe(1000);
      expect(page.size).toBe(75);
      seen.push(...page.reportees);
      next = page.nextIndex;
      pages += 1;
    }
    expect(pages).toBe(14);
    expect(new Set(seen.map((n) => n.dn)).size).toBe(1000);
    const names = seen.map((n) => n.fullName);
    expect(names).toEqual([...names].sort(byNocase));
    const reportsOf = new Map(
      rows(
        `SELECT r.dn, (SELECT COUNT(*) FROM users x WHERE x.manager_dn = r.dn) AS n FROM users r WHERE r.manager_dn = ?`,
        bigManager,
      ).map((r) => [r.dn, Number(r.n)]),
    );
    expect(seen.map((n) => n.totalNumberOfReportees)).toEqual(seen.map((n) => reportsOf.get(n.dn)));
    expect(seen.filter((n) => n.totalNumberOfReportees > 0).length).toBeGreaterThan(0);
  });

  it('org chart nodes carry entityKey, entityDefinitionKey, emailAttribute, primaryAttrsDisplayValue and a photo', async () => {
    const page = await chart({ entityDN: EDDIE });
    const eddie = page.userQuickInfo;
    expect(eddie).toMatchObject({
      dn: EDDIE,
      entityKey: EDDIE,
      entityDefinitionKey: 'user',
      fullName: 'Eddie User',
      emailAttribute: 'eddie.user@example.com',
      primaryAttrsDisplayValue: 'Software Engineer, Engineering',
      totalNumberOfReportees: 0,
    });
    expect(eddie.photo).toMatch(/^data:image\//);
    expect(eddie.image).toBe(eddie.photo);
    expect(eddie).not.toHaveProperty('directReportee');
    expect(page.reportees).toEqual([]);
    expect(page.nextIndex).toBe(-1);
    // A title that names the department does not get the department again.
    const { managers } = await chart({ entityDN: EDDIE, relationshipKeys: 'manager' });
    for (const node of [eddie, ...managers]) {
      const parts = node.primaryAttrsDisplayValue.split(', ');
      expect(new Set(parts).size, node.primaryAttrsDisplayValue).toBe(parts.length);
    }
  });

  it('org chart managers: the chain to the top, nearest first, each naming the one below it', async () => {
    const { managers } = await chart({ entityDN: EDDIE, relationshipKeys: 'manager' });
    const expected: string[] = [];
    for (let dn = EDDIE; ;) {
      const up = rows('SELECT manager_dn AS dn FROM users WHERE dn = ?', dn)[0]?.dn;
      if (!up) break;
      expected.push(up);
      dn = up;
    }
    expect(managers.map((m) => m.dn)).toEqual(expected);
    expect(managers[0]).toMatchObject({ dn: 'cn=mmanager,ou=users,o=data', directReportee: EDDIE });
    managers.slice(1).forEach((m, i) => expect(m.directReportee).toBe(managers[i]?.dn));
    expect(managers[0]?.totalNumberOfReportees).toBe(
      rows('SELECT dn FROM users WHERE manager_dn = ?', managers[0]?.dn).length,
    );
  });

  it('org chart: the caller by default; size normalised; bad keys, entity definitions and DNs refused', async () => {
    expect((await chart({})).userQuickInfo.dn).toBe(EDDIE);
    expect((await chart({ entityDN: bigManager, size: 301 })).reportees).toHaveLength(10);
    expect((await chart({ entityDN: bigManager })).nextIndex).toBe(11);
    const bad = await restGet(sb.app, `/access/orgChart/v2?${q({ relationshipKeys: 'boss' })}`, token);
    expect(bad.statusCode).toBe(400);
    expect(faultOf(bad).Fault.Reason.Text).toBe('Invalid input: "boss" is not an org chart relationship.');
    const group = await restGet(sb.app, '/access/orgChart/v2?entityDefKey=group', token);
    expect(group.statusCode).toBe(404);
    expect(faultOf(group).Fault.Reason.Text).toBe('No org chart for the entity definition "group".');
    expect((await restGet(sb.app, `/access/orgChart/v2?${q({ entityDN: 'cn=ghost,o=data' })}`, token)).statusCode).toBe(
      404,
    );
    expect((await restGet(sb.app, '/access/orgChart/v2?size=ten', token)).statusCode).toBe(400);
  });

  it("team relationship: a team manager's reportees are the members of the teams they manage", async () => {
    const expected = rows(
      `SELECT DISTINCT tm.user_dn AS dn FROM team_members tm JOIN team_managers mg ON mg.team_dn = tm.team_dn
      WHERE mg.user_dn = ? AND tm.user_dn <> ?`,
      TINA,
      TINA,
    )
      .map((r) => r.dn.toLowerCase())
      .sort();
    const page = await chart({ entityDN: TINA, relationshipKeys: 'team', size: 300 });
    expect(page.reportees.map((n) => n.dn.toLowerCase()).sort()).toEqual(expected);
    expect(page.totalNumberOfReportees).toBe(expected.length);
    const both = await chart({ entityDN: TINA, relationshipKeys: 'manager,team', size: 300 });
    expect(both.totalNumberOfReportees).toBe(
      new Set([...expected, ...rows('SELECT dn FROM users WHERE manager_dn = ?', TINA).map((r) => r.dn.toLowerCase())])
        .size,
    );
  });

  it('level-up options: the one manager, or every manager of the teams someone is in', async () => {
    type LevelUp = { userQuickInfo: OrgNode; managers: OrgNode[]; total: number; nextIndex: number };
    const up = (dn: string, key: string, extra: Record<string, number> = {}) =>
      getJson<LevelUp>(
        sb.app,
        `/access/orgChart/target/list?${q({ dn, relationshipkey: key, clientId: '1', ...extra })}`,
        token,
      );
    const manager = await up(EDDIE, 'manager');
    expect(manager.userQuickInfo.dn).toBe(EDDIE);
    expect(manager.managers.map((m) => [m.dn, m.directReportee])).toEqual([['cn=mmanager,ou=users,o=data', EDDIE]]);
    const member =
      rows(`SELECT tm.user_dn AS dn FROM team_members tm JOIN team_managers mg ON mg.team_dn = tm.team_dn
      GROUP BY tm.user_dn HAVING COUNT(DISTINCT mg.user_dn) >= 2 LIMIT 1`)[0]?.dn ?? '';
    const managers = rows(
      `SELECT DISTINCT mg.user_dn AS dn FROM team_managers mg JOIN team_members tm ON tm.team_dn = mg.team_dn
      WHERE tm.user_dn = ?`,
      member,
    )
      .map((r) => r.dn.toLowerCase())
      .sort();
    const team = await up(member, 'team', { size: 300 });
    expect(team.total).toBe(managers.length);
    expect(team.managers.map((m) => m.dn.toLowerCase()).sort()).toEqual(managers);
    const first = await up(member, 'team', { size: 1 });
    expect(first).toMatchObject({ nextIndex: 2 });
    expect(first.managers).toHaveLength(1);
    expect(
      (await restGet(sb.app, `/access/orgChart/target/list?${q({ dn: EDDIE, relationshipkey: 'nope' })}`, token))
        .statusCode,
    ).toBe(400);
  });
});
