import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_KINDS, NOT_USER_COLUMNS } from '../../../demo/server/db/identity.js';
import { accessSandbox, DN, type AccessSandbox, type HistoryItem } from './access-helpers.js';
import { passwordToken, restGet, restSend } from './helpers.js';

/**
 * DELETE access/user ends everything that hangs on the user (demo/server/db/identity.ts): one test per
 * kind gives a new user that kind, deletes the user, checks it is gone, creates a user with the same CN
 * and checks they start clean. A new kind of thing that hangs on a user adds its test here.
 */
describe('sandbox: deleting a user ends everything that hangs on it', () => {
  let ctx: AccessSandbox;
  let counter = 0;
  const db = () => ctx.app.store.db;
  const rows = (sql: string, ...params: unknown[]) =>
    db()
      .prepare(sql)
      .all(...params);
  const count = (table: string, column: string, dn: string) =>
    (db().prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`).get(dn) as { n: number }).n;

  /** Creates a user who can sign in (password Secret1); answers cn and dn. */
  const createUser = async (cn = `casc${++counter}`) => {
    const answer = await ctx.send<{ dn: string }>(
      'uaadmin',
      'POST',
      '/access/user',
      {
        container: 'ou=users,o=data',
        password: 'Secret1',
        attributes: [
          { key: 'CN', values: [cn] },
          { key: 'FirstName', values: ['Cas'] },
          { key: 'LastName', values: [cn] },
        ],
      },
      200,
    );
    return { cn, dn: answer.dn };
  };
  const deleteUser = async (dn: string) => {
    const answer = await ctx.send<{ success: boolean }>('uaadmin', 'DELETE', '/access/user', { members: [{ dn }] });
    expect(answer.success).toBe(true);
  };
  /** Deletes the user and creates one with the same CN: answers the new user's DN (the same DN). */
  const deleteAndRecreate = async (user: { cn: string; dn: string }) => {
    await deleteUser(user.dn);
    const again = await createUser(user.cn);
    expect(again.dn.toLowerCase()).toBe(user.dn.toLowerCase());
    return again.dn;
  };
  const assignmentsOf = async (dn: string) =>
    (
      await ctx.send<{ assignments: { name: string }[] }>('uaadmin', 'POST', '/access/assignments/list?size=100', {
        dn,
      })
    ).assignments;
  const historyOf = async (token: string) =>
    (await restGet(ctx.app, '/access/requests/historylist?size=100', token)).json() as { requests: HistoryItem[] };

  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(async () => ctx.close());

  it('administrator assignments, permissions and approved SoD exceptions go; container role assignments forget the requester', async () => {
    const user = await createUser();
    const sod = (db().prepare('SELECT dn FROM sods ORDER BY dn LIMIT 1').get() as { dn: string }).dn;
    const role = (db().prepare('SELECT dn FROM roles ORDER BY dn LIMIT 1').get() as { dn: string }).dn;
    await ctx.send(
      'uaadmin',
      'POST',
      '/admin/administrator/assignments/create',
      { assigneeDn: user.dn, domain: 'ROLES', adminTypeKey: 'MANAGER' },
      200,
    );
    const container = (
      db().prepare("SELECT dn FROM catalog_containers WHERE type = 'role' LIMIT 1").get() as { dn: string }
    ).dn;
    await ctx.send('uaadmin', 'PUT', '/admin/assignment/permissions', {
      assignedToDN: user.dn,
      permissions: [{ dn: container }],
    });
    expect(count('admin_permissions', 'assignee_dn', user.dn)).toBe(1);
    db()
      .prepare('INSERT INTO sod_exceptions (sod_dn, user_dn, justification, approved_at) VALUES (?, ?, ?, 1)')
      .run(sod, user.dn, 'test');
    db()
      .prepare(
        'INSERT INTO role_container_assignments (role_dn, container_dn, requester_dn, assigned_at) VALUES (?, ?, ?, 1)',
      )
      .run(role, 'ou=sa,o=data', user.dn);
    await deleteAndRecreate(user);
    expect(count('admin_assignments', 'assignee_dn', user.dn)).toBe(0);
    expect(count('admin_permissions', 'assignee_dn', user.dn)).toBe(0);
    expect(count('sod_exceptions', 'user_dn', user.dn)).toBe(0);
    expect(count('role_container_assignments', 'requester_dn', user.dn)).toBe(0);
    expect(rows('SELECT requester_dn FROM role_container_assignments WHERE role_dn = ?', role)).toEqual([
      { requester_dn: expect.stringContaining('(deleted ') },
    ]);
  });

  it('role and resource assignments are removed; a new user with the same CN holds none', async () => {
    const user = await createUser();
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('resources', 'Exchange Mailbox'), user.dn);
    await ctx.steps(id, 2);
    expect((await assignmentsOf(user.dn)).map((a) => a.name)).toContain('Exchange Mailbox');
    await deleteAndRecreate(user);
    expect(await assignmentsOf(user.dn)).toEqual([]);
    expect(count('assignments', 'recipient_dn', user.dn)).toBe(0);
  });

  it('requests in flight for the user end terminated with the reason; their tasks leave every list and cannot be approved', async () => {
    const user = await createUser();
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'HR Generalist'), user.dn);
    const [task] = await ctx.tasksOf('mmanager', id);
    expect(task).toBeDefined();
    await deleteUser(user.dn);
    expect(await ctx.tasksOf('mmanager', id)).toEqual([]);
    expect(await ctx.tasksOf('uaadmin', id)).toEqual([]);
    const refused = await ctx.act('mmanager', 'approve', [task!.taskId]);
    expect(refused.success).toBe(false);
    const item = await ctx.item(id);
    expect(item).toMatchObject({ requestState: 75, requestStatus: 'terminated', processState: 2 });
    expect(item.timeline.at(-1)).toMatchObject({ activity: 'Terminated', toState: 75 });
    await createUser(user.cn);
    expect(await assignmentsOf(user.dn)).toEqual([]);
    expect(await ctx.state(id)).toBe(75);
  });

  it('requests in flight made by the user end terminated; the approver no longer sees them', async () => {
    const user = await createUser();
    const token = await passwordToken(ctx.app, user.cn, 'Secret1');
    const answer = (
      await restSend(ctx.app, 'POST', '/access/requests/permissions', token, {
        reqPermissions: [{ id: ctx.dnOf('roles', 'CRM Read') }],
        reason: 'mine',
      })
    ).json() as { OperationNodes: { succeeded: { requestId: string }[] }[] };
    const id = answer.OperationNodes[0]!.succeeded[0]!.requestId;
    expect(await ctx.tasksOf('mmanager', id)).toHaveLength(1);
    await deleteUser(user.dn);
    expect(await ctx.tasksOf('mmanager', id)).toEqual([]);
    expect(await ctx.state(id)).toBe(75);
  });

  it('request history stays for others but the new user with the same CN sees none of it', async () => {
    const user = await createUser();
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('resources', 'Exchange Mailbox'), user.dn);
    await ctx.steps(id, 2);
    await deleteAndRecreate(user);
    const token = await passwordToken(ctx.app, user.cn, 'Secret1');
    expect((await historyOf(token)).requests).toEqual([]);
    expect((await ctx.item(id)).recipient.toLowerCase()).not.toBe(user.dn.toLowerCase());
  });

  it('approval tasks the user held go back to the approver they were delegated from; the new user holds none', async () => {
    const user = await createUser();
    const now = ctx.sb.clock.now;
    db()
      .prepare('INSERT INTO delegations (delegator_dn, delegate_dn, starts_at, ends_at) VALUES (?, ?, ?, ?)')
      .run(DN.mmanager, user.dn, now - 1000, now + 86_400_000);
    const recipient = ctx.people(1, 40)[0]!;
    const id = await ctx.requestFor('uaadmin', ctx.dnOf('roles', 'CRM Read'), recipient.dn);
    const token = await passwordToken(ctx.app, user.cn, 'Secret1');
    const held = (await restGet(ctx.app, '/access/tasks/list?size=100', token)).json() as {
      tasks: { processId: string }[];
    };
    expect(held.tasks.map((t) => t.processId)).toContain(id);
    await deleteAndRecreate(user);
    expect(count('delegations', 'delegate_dn', user.dn)).toBe(0);
    const fresh = await passwordToken(ctx.app, user.cn, 'Secret1');
    expect(
      ((await restGet(ctx.app, '/access/tasks/list?size=100', fresh)).json() as { tasks: unknown[] }).tasks,
    ).toEqual([]);
    expect(await ctx.tasksOf('mmanager', id)).toHaveLength(1);
    await ctx.decide('mmanager', id);
  });

  it('group memberships are removed', async () => {
    const user = await createUser();
    const group = (rows('SELECT dn FROM groups LIMIT 1')[0] as { dn: string }).dn;
    db().prepare('INSERT INTO group_members (group_dn, user_dn) VALUES (?, ?)').run(group, user.dn);
    await deleteAndRecreate(user);
    const info = await ctx.get<{ groups: unknown[] }>(
      'uaadmin',
      `/access/groups/membershipInfo?userDn=${encodeURIComponent(user.dn)}`,
    );
    expect(info.groups).toEqual([]);
  });

  it('team memberships and team management are removed', async () => {
    const user = await createUser();
    const team = (rows('SELECT dn FROM teams LIMIT 1')[0] as { dn: string }).dn;
    db()
      .prepare("INSERT INTO team_recipients (team_dn, recipient_dn, recipient_type) VALUES (?, ?, 'user')")
      .run(team, user.dn);
    db().prepare('INSERT INTO team_managers (team_dn, user_dn) VALUES (?, ?)').run(team, user.dn);
    await deleteAndRecreate(user);
    expect(count('team_members', 'user_dn', user.dn) + count('team_managers', 'user_dn', user.dn)).toBe(0);
  });

  it('delegations from the user are removed', async () => {
    const user = await createUser();
    db()
      .prepare('INSERT INTO delegations (delegator_dn, delegate_dn, starts_at, ends_at) VALUES (?, ?, ?, ?)')
      .run(user.dn, DN.mmanager, 0, 1);
    await deleteAndRecreate(user);
    expect(count('delegations', 'delegator_dn', user.dn)).toBe(0);
  });

  it('availability is removed', async () => {
    const user = await createUser();
    db()
      .prepare(`INSERT INTO availability (user_dn, status, starts_at, ends_at) VALUES (?, 'unavailable', 0, 1)`)
      .run(user.dn);
    await deleteAndRecreate(user);
    expect(count('availability', 'user_dn', user.dn)).toBe(0);
  });

  it('proxy assignments both ways are removed', async () => {
    const user = await createUser();
    db().prepare('INSERT INTO proxies (proxy_dn, for_dn) VALUES (?, ?)').run(user.dn, DN.euser);
    db().prepare('INSERT INTO proxies (proxy_dn, for_dn) VALUES (?, ?)').run(DN.pproxy, user.dn);
    await deleteAndRecreate(user);
    expect(count('proxies', 'proxy_dn', user.dn) + count('proxies', 'for_dn', user.dn)).toBe(0);
  });

  it('saved preferences and navigation rights are removed', async () => {
    const user = await createUser();
    db().prepare(`INSERT INTO preferences (user_dn, attribute, value) VALUES (?, 'tasks', '{}')`).run(user.dn);
    db().prepare(`INSERT INTO nav_rights (user_dn, key, value) VALUES (?, 'role', 'true')`).run(user.dn);
    await deleteAndRecreate(user);
    expect(count('preferences', 'user_dn', user.dn) + count('nav_rights', 'user_dn', user.dn)).toBe(0);
  });

  it('the photo and password synchronisation status are removed', async () => {
    const user = await createUser();
    db()
      .prepare(`INSERT INTO user_photos (user_dn, mime, data, updated_at) VALUES (?, 'image/png', x'89', 0)`)
      .run(user.dn);
    await deleteAndRecreate(user);
    expect(count('user_photos', 'user_dn', user.dn)).toBe(0);
    expect(count('password_sync', 'user_dn', user.dn)).toBe(0);
  });

  it('notification marks are removed', async () => {
    const user = await createUser();
    db()
      .prepare('INSERT INTO notification_marks (user_dn, tasks_seen_at, results_seen_at) VALUES (?, ?, ?)')
      .run(user.dn, 1, 1);
    await deleteAndRecreate(user);
    expect(count('notification_marks', 'user_dn', user.dn)).toBe(0);
  });

  it('tokens and sessions stop working', async () => {
    const user = await createUser();
    const token = await passwordToken(ctx.app, user.cn, 'Secret1');
    await deleteAndRecreate(user);
    expect((await restGet(ctx.app, '/access/info/user/rights', token)).statusCode).toBe(401);
  });

  it('ownership of roles and resources is removed', async () => {
    const user = await createUser();
    const role = ctx.dnOf('roles', 'CRM Read');
    const resource = ctx.dnOf('resources', 'Exchange Mailbox');
    db().prepare(`INSERT INTO role_owners (role_dn, owner_dn, owner_type) VALUES (?, ?, 'user')`).run(role, user.dn);
    db()
      .prepare(`INSERT INTO resource_owners (resource_dn, owner_dn, owner_type) VALUES (?, ?, 'user')`)
      .run(resource, user.dn);
    await deleteAndRecreate(user);
    expect(count('role_owners', 'owner_dn', user.dn) + count('resource_owners', 'owner_dn', user.dn)).toBe(0);
  });

  it('every column that can hold a user DN is taken care of by a kind (new tables must add theirs)', () => {
    const tables = rows(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`) as {
      name: string;
    }[];
    const userish =
      /(^|_)(user|recipient|requester|proxy|actor|approver|owner|delegator|delegate|manager|assistant|assignee|addressee|for)_dn$|^(claimed|completed)_by$/;
    const found: string[] = [];
    for (const { name } of tables) {
      const fks = rows(`PRAGMA foreign_key_list(${name})`) as { table: string; from: string }[];
      for (const column of rows(`PRAGMA table_info(${name})`) as { name: string }[]) {
        const referencesUsers = fks.some((fk) => fk.table === 'users' && fk.from === column.name);
        if (referencesUsers || userish.test(column.name)) found.push(`${name}.${column.name}`);
      }
    }
    const covered = new Set([...IDENTITY_KINDS.flatMap((k) => k.columns), ...NOT_USER_COLUMNS]);
    expect(found.filter((c) => !covered.has(c))).toEqual([]);
  });
});
