import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, REST } from './helpers.js';
import { byNocase, TEAM, getJson, lookupSandbox, postJson, q, subcode, type LookupSandbox } from './lookup-helpers.js';

interface UsersAnswer {
  usersList: { dn: string; fullName: string; primaryAttributes: { key: string }[] }[];
  nextIndex: number;
  totalCount: number;
  hasMore: boolean;
}
interface MembersAnswer {
  recipients: { dn: string; name: string; type: string }[];
  nextIndex: number;
  arraySize: number;
  total: number;
}

describe('sandbox lookups: people, groups, teams, entities, quick info', () => {
  let ctx: LookupSandbox;
  const users = (query: Record<string, string | number>, token = ctx.tokens.user) =>
    getJson<UsersAnswer>(ctx.app, `/access/users/list?${q(query)}`, token);
  const count = (sql: string, ...params: unknown[]) =>
    (ctx.app.store.db.prepare(sql).get(...params) as { n: number }).n;
  beforeAll(async () => {
    ctx = await lookupSandbox();
  });
  afterAll(async () => ctx.sb.close());

  it('users/list: needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${REST}/access/users/list`, headers: { host: HOST } });
    expect(res.statusCode).toBe(401);
  });

  it('users/list: case-insensitive search on name, cn and email; * and blank mean everyone', async () => {
    const all = count('SELECT COUNT(*) AS n FROM users');
    expect((await users({ q: '*' })).totalCount).toBe(all);
    expect((await users({ q: '  ' })).totalCount).toBe(all);
    const eddie = await users({ q: 'EDDIE us' });
    expect(eddie.usersList.map((u) => u.fullName)).toEqual(['Eddie User']);
    expect((await users({ q: 'euser' })).usersList[0]?.dn).toBe('cn=euser,ou=users,o=data');
    expect((await users({ q: 'eddie.user@EXAMPLE' })).totalCount).toBe(1);
    expect((await users({ q: 'no-such-person' })).usersList).toEqual([]);
  });

  it('users/list: folds non-ASCII letters too', async () => {
    ctx.app.store.db
      .prepare(
        `INSERT INTO users (dn, cn, given_name, surname, full_name, container_dn)
      VALUES ('cn=zlefevre,ou=users,o=data', 'zlefevre', 'Zoë', 'Lefèvre', 'Zoë Lefèvre', 'ou=users,o=data')`,
      )
      .run();
    expect((await users({ q: 'ZOË LEFÈ' })).usersList.map((u) => u.fullName)).toEqual(['Zoë Lefèvre']);
    ctx.app.store.db.prepare("DELETE FROM users WHERE cn = 'zlefevre'").run();
  });

  it('users/list: pages with a 1-based nextIndex, -1 after the last page; sorts both ways', async () => {
    const total = count('SELECT COUNT(*) AS n FROM users');
    const first = await users({ size: 5, nextIndex: 1 });
    expect(first).toMatchObject({ nextIndex: 6, totalCount: total, hasMore: true });
    expect(first.usersList).toHaveLength(5);
    const second = await users({ size: 5, nextIndex: 6 });
    expect(second.usersList[0]?.dn).not.toBe(first.usersList[0]?.dn);
    const last = await users({ size: 5, nextIndex: total - 1 });
    expect(last).toMatchObject({ nextIndex: -1, hasMore: false });
    expect(last.usersList).toHaveLength(2);
    const names = (await users({ size: 300 })).usersList.map((u) => u.fullName);
    expect(names).toEqual([...names].sort(byNocase));
    const descending = (await users({ size: 300, sortOrder: 'desc' })).usersList.map((u) => u.fullName);
    expect(descending).toEqual([...names].reverse());
    expect((await users({ size: 3, sortBy: 'LastName' })).usersList).toHaveLength(3);
  });

  it('users/list: size 10 when 0, negative or above 300; start 1 when below 1', async () => {
    for (const size of [0, -4, 301, 5000]) expect((await users({ size })).usersList).toHaveLength(10);
    expect((await users({ nextIndex: 0, size: 2 })).nextIndex).toBe(3);
  });

  it('users/list: searchAttr and advSearch', async () => {
    const byEmail = await users({ q: 'maria.manager', searchAttr: 'Email' });
    expect(byEmail.usersList.map((u) => u.fullName)).toEqual(['Maria Manager']);
    expect((await users({ q: 'maria.manager', searchAttr: 'FirstName,LastName' })).totalCount).toBe(0);
    const advanced = await users({ advSearch: 'FirstName:tina,LastName:*,Email:*' });
    expect(advanced.usersList.map((u) => u.fullName)).toContain('Tina Teammanager');
    expect(advanced.usersList.every((u) => /tina/i.test(u.fullName))).toBe(true);
  });

  it('users/list: bad input is a 400 INV_INPUT Fault', async () => {
    for (const query of [
      { size: 'ten' },
      { nextIndex: '1.5' },
      { sortOrder: 'up' },
      { searchAttr: 'Password' },
      { advSearch: 'nocolon' },
      { advSearch: 'Salary:100' },
      { sortBy: 'Password' },
      { clientId: 'a b' },
    ]) {
      expect(subcode(await getJson(ctx.app, `/access/users/list?${q(query)}`, ctx.tokens.user, 400))).toBe('INV_INPUT');
    }
  });

  it('groups: search on name and description, paging, searchCount', async () => {
    const offices = await getJson<{
      groups: { name: string }[];
      totalCount?: number;
      nextIndex: number;
      arraySize: number;
    }>(ctx.app, '/access/groups?q=BASED%20IN&size=2&searchCount=true', ctx.tokens.user);
    expect(offices).toMatchObject({ totalCount: 4, nextIndex: 3, arraySize: 2 });
    expect(offices.groups.map((g) => g.name)).toEqual(['Office Austin', 'Office Berlin']);
    const noCount = await getJson<Record<string, unknown>>(
      ctx.app,
      '/access/groups?q=based%20in&nextIndex=3&size=2',
      ctx.tokens.user,
    );
    expect(noCount).not.toHaveProperty('totalCount');
    expect(noCount.nextIndex).toBe(-1);
    const desc = await getJson<{ groups: { name: string }[] }>(
      ctx.app,
      '/access/groups?q=based%20in&sortOrder=DESC',
      ctx.tokens.user,
    );
    expect(desc.groups[0]?.name).toBe('Office Tokyo');
    expect(
      (await getJson<{ groups: unknown[] }>(ctx.app, '/access/groups?q=Remote%20access', ctx.tokens.user)).groups,
    ).toHaveLength(1);
  });

  it("groups/members: a group's members by body dn, searched, sorted and paged; unknown group 404; bad body 400", async () => {
    const dn = 'cn=Engineering,ou=groups,o=data';
    const members = count('SELECT COUNT(*) AS n FROM group_members WHERE group_dn = ?', dn);
    const page = await postJson<MembersAnswer>(
      ctx.app,
      `/access/groups/members?${q({ q: '*', size: 3, nextIndex: 1, sortOrder: 'asc' })}`,
      ctx.tokens.admin,
      { dn },
    );
    expect(page).toMatchObject({ total: members, nextIndex: 4, arraySize: 3 });
    expect(page.recipients[0]).toMatchObject({ type: 'user' });
    const eddie = await postJson<MembersAnswer>(ctx.app, '/access/groups/members?q=eddie', ctx.tokens.admin, {
      dn,
      name: 'Engineering',
    });
    expect(eddie.recipients.map((r) => r.name)).toEqual(['Eddie User']);
    expect(
      subcode(
        await postJson(ctx.app, '/access/groups/members', ctx.tokens.admin, { dn: 'cn=nope,ou=groups,o=data' }, 404),
      ),
    ).toBe('NOT_FOUND_JSON');
    expect(subcode(await postJson(ctx.app, '/access/groups/members', ctx.tokens.admin, {}, 400))).toBe('INV_INPUT');
    expect(subcode(await postJson(ctx.app, '/access/groups/members', ctx.tokens.admin, { dn: 42 }, 400))).toBe(
      'INV_INPUT',
    );
  });

  it('team members: team/userlist (q, sort, paging) and the swagger form teams/members', async () => {
    const members = count('SELECT COUNT(*) AS n FROM team_members WHERE team_dn = ?', TEAM);
    const page = await getJson<MembersAnswer>(
      ctx.app,
      `/access/teams/team/userlist?${q({ teamDn: TEAM, size: 2 })}`,
      ctx.tokens.teamManager,
    );
    expect(page).toMatchObject({ total: members, nextIndex: 3 });
    const eddie = await getJson<MembersAnswer>(
      ctx.app,
      `/access/teams/team/userlist?${q({ teamDn: TEAM, q: 'EDDIE' })}`,
      ctx.tokens.teamManager,
    );
    expect(eddie.recipients.map((r) => r.dn)).toEqual(['cn=euser,ou=users,o=data']);
    const swagger = await getJson<MembersAnswer>(
      ctx.app,
      `/access/teams/members?${q({ memberDn: TEAM, size: 300 })}`,
      ctx.tokens.teamManager,
    );
    expect(swagger.recipients).toHaveLength(members);
    expect(subcode(await getJson(ctx.app, '/access/teams/team/userlist?q=a', ctx.tokens.user, 400))).toBe('INV_INPUT');
    expect(
      subcode(await getJson(ctx.app, `/access/teams/team/userlist?${q({ teamDn: 'cn=x' })}`, ctx.tokens.admin, 404)),
    ).toBe('NOT_FOUND_JSON');
  });

  it('teams/managelist: every team for administrators, the managed ones for team managers', async () => {
    const all = await getJson<{ teams: { name: string }[]; totalCount: number }>(
      ctx.app,
      '/access/teams/managelist?size=300',
      ctx.tokens.admin,
    );
    expect(all.totalCount).toBe(10);
    const tina = await getJson<{ teams: { name: string }[]; totalCount: number }>(
      ctx.app,
      '/access/teams/managelist',
      ctx.tokens.teamManager,
    );
    expect(tina.teams.map((t) => t.name)).toEqual(['Engineering Approvers', 'Help Desk Team']);
    expect(
      (await getJson<{ totalCount: number }>(ctx.app, '/access/teams/managelist', ctx.tokens.user)).totalCount,
    ).toBe(0);
    const search = await getJson<{ teams: { name: string }[] }>(
      ctx.app,
      '/access/teams/managelist?q=approv&sortOrder=desc',
      ctx.tokens.admin,
    );
    expect(search.teams.map((t) => t.name)).toEqual(['Finance Approvers', 'Engineering Approvers']);
  });

  it('teams/recipients/list: every recipient of a team', async () => {
    const answer = await postJson<MembersAnswer>(ctx.app, '/access/teams/recipients/list', ctx.tokens.admin, {
      dn: TEAM,
      name: 'Help Desk Team',
    });
    expect(answer.recipients.length).toBe(count('SELECT COUNT(*) AS n FROM team_members WHERE team_dn = ?', TEAM));
    expect(answer.nextIndex).toBe(-1);
    expect(
      subcode(await postJson(ctx.app, '/access/teams/recipients/list', ctx.tokens.admin, { name: 'x' }, 400)),
    ).toBe('INV_INPUT');
  });

  it("entities/quickInfo: a user's photo, name and attributes; roles and resources too", async () => {
    const info = await getJson<{
      entityType: string;
      entityName: string;
      details: { key: string; value: string; dataType: string; primary: boolean }[];
    }>(
      ctx.app,
      `/access/entities/quickInfo?${q({ entityType: 'USER', entityId: 'cn=euser,ou=users,o=data', clientId: '1' })}`,
      ctx.tokens.user,
    );
    expect(info).toMatchObject({ entityType: 'USER', entityName: 'Eddie User' });
    expect(info.details[0]).toMatchObject({ key: 'UserPhoto', dataType: 'Binary', primary: true });
    expect(info.details[0]?.value).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(info.details.find((d) => d.key === 'manager')).toMatchObject({ value: 'Maria Manager', primary: false });
    const role = await getJson<{ entityName: string }>(
      ctx.app,
      `/access/entities/quickInfo?${q({
        entityType: 'role',
        entityId:
          'cn=EmailAccount,cn=Level10,cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system',
      })}`,
      ctx.tokens.user,
    );
    expect(role.entityName).toBe('Email Account');
    expect(
      subcode(
        await getJson(
          ctx.app,
          `/access/entities/quickInfo?${q({ entityType: 'USER', entityId: 'cn=ghost,o=data' })}`,
          ctx.tokens.user,
          404,
        ),
      ),
    ).toBe('NOT_FOUND_JSON');
    expect(
      subcode(
        await getJson(
          ctx.app,
          `/access/entities/quickInfo?${q({ entityType: 'GROUP', entityId: 'x' })}`,
          ctx.tokens.user,
          400,
        ),
      ),
    ).toBe('INV_INPUT');
    expect(subcode(await getJson(ctx.app, '/access/entities/quickInfo?entityType=USER', ctx.tokens.user, 400))).toBe(
      'INV_INPUT',
    );
  });

  it('entities/list: searches an entity definition by its search keys, sorts, pages', async () => {
    type Entities = {
      entityList: { dn: string; attributes: { key: string; attributeValues: { $: string }[] }[] }[];
      totalCount: number;
      nextIndex: number;
    };
    const byLastName = await getJson<Entities>(
      ctx.app,
      `/access/entities/list?${q({ entityKey: 'user', q: 'teamMANAGER', searchKeys: 'LastName,FirstName' })}`,
      ctx.tokens.user,
    );
    expect(byLastName.entityList.map((e) => e.dn)).toEqual(['cn=tmanager,ou=users,o=data']);
    expect(byLastName.entityList[0]?.attributes.find((a) => a.key === 'FirstName')?.attributeValues).toEqual([
      { $: 'Tina' },
    ]);
    const groups = await getJson<Entities>(
      ctx.app,
      `/access/entities/list?${q({ entityKey: 'group', q: 'based in', sortBy: 'CN', sortOrder: 'desc', size: 2 })}`,
      ctx.tokens.user,
    );
    expect(groups).toMatchObject({ totalCount: 4, nextIndex: 3 });
    expect(groups.entityList[0]?.dn).toBe('cn=Office Tokyo,ou=groups,o=data');
    const advanced = await getJson<Entities>(
      ctx.app,
      `/access/entities/list?${q({ entityKey: 'user', advSearch: 'Department:support' })}`,
      ctx.tokens.user,
    );
    expect(advanced.totalCount).toBe(count("SELECT COUNT(*) AS n FROM users WHERE department = 'Support'"));
    expect(subcode(await getJson(ctx.app, '/access/entities/list?entityKey=printer', ctx.tokens.user, 404))).toBe(
      'NOT_FOUND_JSON',
    );
    expect(
      subcode(await getJson(ctx.app, '/access/entities/list?entityKey=user&searchKeys=Salary', ctx.tokens.user, 400)),
    ).toBe('INV_INPUT');
  });
});
