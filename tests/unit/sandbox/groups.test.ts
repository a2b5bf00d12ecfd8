import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../demo/server/db/open.js';
import { accessSandbox, DN, type AccessSandbox } from './access-helpers.js';

interface GroupNode {
  dn: string;
  name: string;
  description: string;
  container: string;
  memberCount: number;
  dynamic: boolean;
  memberQuery?: string;
}
interface GroupList {
  groups: GroupNode[];
  nextIndex: number;
  arraySize: number;
  totalCount?: number;
}
interface Members {
  recipients: { dn: string; name: string }[];
  total: number;
  nextIndex: number;
}
interface Fault {
  Fault: { Code: { Subcode: { Value: string } }; Reason: { Text: string } };
}
type Held = { assignments: { name: string; cause: { type: string; sourcesDetails: { name: string } } }[] };

describe('sandbox: group administration', () => {
  let ctx: AccessSandbox;
  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(() => ctx.close());

  it('seeds several hundred groups: projects, distribution lists with everyone, dynamic groups with their query', async () => {
    const all = await ctx.get<GroupList>('euser', '/access/groups?size=5&searchCount=true');
    expect(all.totalCount).toBeGreaterThan(290);
    const staff = await ctx.get<GroupList>('uaadmin', '/access/groups?q=every%20employee');
    const people = ctx.app.store.db.prepare('SELECT COUNT(*) AS n FROM users').pluck().get() as number;
    expect(staff.groups[0]).toMatchObject({ name: 'All Staff', container: 'ou=lists,ou=groups,o=data' });
    expect(staff.groups[0]!.memberCount).toBe(people - 6);
    const dynamic = await ctx.get<GroupList>('uaadmin', '/access/groups?q=(dynamic)&sortBy=description&sortOrder=desc');
    expect(dynamic.groups.map((g) => g.name)).toEqual([
      'Software Engineers (dynamic)',
      'Accountants (dynamic)',
      'Sales Department (dynamic)',
      'Finance Department (dynamic)',
      'Engineering Department (dynamic)',
    ]);
    expect(dynamic.groups[2]).toMatchObject({
      dynamic: true,
      memberQuery: '(&(objectClass=inetOrgPerson)(ou=Sales))',
    });
  });

  it('lists page with nextIndex = first row + 1 and search the description; members take "*" for everyone', async () => {
    const first = await ctx.get<GroupList>('uaadmin', '/access/groups?q=project&size=10&searchCount=true');
    expect([first.arraySize, first.nextIndex, first.totalCount]).toEqual([10, 11, 260]);
    const second = await ctx.get<GroupList>('uaadmin', '/access/groups?q=project&size=10&nextIndex=11');
    expect(second.groups[0]!.name > first.groups[9]!.name).toBe(true);
    const members = await ctx.send<Members>('uaadmin', 'POST', '/access/groups/members?q=*&size=3&nextIndex=4', {
      dn: 'cn=All Staff,ou=lists,ou=groups,o=data',
    });
    expect(members.recipients).toHaveLength(3);
    expect(members.nextIndex).toBe(7);
  });

  it('an administrator creates a group, adds and removes members; the members gain and lose its roles at once', async () => {
    const [a, b, c] = ctx.people(3, 10);
    const created = await ctx.send<GroupNode & { members: string[] }>(
      'uaadmin',
      'POST',
      '/access/groups',
      { name: 'Night Shift', description: 'Works at night', container: 'ou=groups,o=data', members: [a!.dn] },
      200,
    );
    expect(created).toMatchObject({ dn: 'cn=Night Shift,ou=groups,o=data', memberCount: 1, dynamic: false });
    const added = await ctx.send<GroupNode>('uaadmin', 'PUT', '/access/groups', {
      dn: created.dn,
      members: [b!.dn, c!.dn],
      membersAction: 'add',
      description: 'Works nights',
    });
    expect(added).toMatchObject({ memberCount: 3, description: 'Works nights' });

    // A role without approval assigned to the group: provisioned, then every member holds it.
    const role = ctx.dnOf('roles', 'Email Account');
    const answer = await ctx.send<{ succeeded: { requestId?: string }[] }>(
      'uaadmin',
      'POST',
      '/catalog/roles/role/assignments/assign',
      {
        reason: 'Night shift mail',
        assignments: [{ id: role, assignmentToList: [{ assignedToDn: created.dn, type: 'group' }] }],
      },
      200,
    );
    const requestId = answer.succeeded[0]!.requestId!;
    while (ctx.scheduler.runNext((job) => job.label.endsWith(`#${requestId}`)));
    const holds = async (dn: string) =>
      (await ctx.send<Held>('uaadmin', 'POST', '/access/assignments/list?size=300', { dn })).assignments.some(
        (x) => x.name === 'Email Account' && x.cause.sourcesDetails.name === 'Night Shift',
      );
    expect(await holds(b!.dn)).toBe(true);
    await ctx.send('uaadmin', 'PUT', '/access/groups', { dn: created.dn, members: [b!.dn], membersAction: 'remove' });
    expect(await holds(b!.dn)).toBe(false);
    expect(await holds(c!.dn)).toBe(true);
    const info = await ctx.get<{ groupMemberof: string[] }>(
      'uaadmin',
      `/access/groups/membershipInfo?userDn=${encodeURIComponent(c!.dn)}`,
    );
    expect(info.groupMemberof).toContain(created.dn);

    const read = await ctx.send<GroupNode>('euser', 'POST', '/access/groups/group', { dn: created.dn });
    expect(read).toMatchObject({ name: 'Night Shift', memberCount: 2 });
    await ctx.send('uaadmin', 'DELETE', '/access/groups', { dn: created.dn });
    expect(await holds(c!.dn)).toBe(false);
    await ctx.send('uaadmin', 'POST', '/access/groups/group', { dn: created.dn }, 404);
  });

  it('refuses bad names, unknown containers and users, taken names, member changes of dynamic groups: 400 Faults', async () => {
    const reason = (answer: Fault) => [answer.Fault.Code.Subcode.Value, answer.Fault.Reason.Text];
    const post = (body: unknown) => ctx.send<Fault>('uaadmin', 'POST', '/access/groups', body, 400);
    expect(reason(await post({ name: 'a/b', container: 'ou=groups,o=data' }))).toEqual([
      'INV_INPUT',
      'Invalid input: name has invalid chracter.',
    ]);
    expect(reason(await post({ name: ' ', container: 'ou=groups,o=data' }))[1]).toBe(
      'Invalid input: name is required.',
    );
    expect(reason(await post({ name: 'X', description: 'a|b', container: 'ou=groups,o=data' }))[1]).toBe(
      'Invalid input: description has invalid chracter.',
    );
    expect(reason(await post({ name: '<b>', container: 'ou=groups,o=data' }))[0]).toBe('XSS_VALIDATION_FAILURE');
    expect(reason(await post({ name: 'X', container: 'ou=nowhere,o=data' }))[1]).toContain('not a directory container');
    expect(reason(await post({ name: 'X', container: 'ou=groups,o=data', members: ['cn=nobody,o=data'] }))[1]).toBe(
      'Invalid input: there is no user cn=nobody,o=data.',
    );
    expect(reason(await post({ name: 'Engineering', container: 'ou=groups,o=data' }))[0]).toBe('EXISTING_ENTITY');
    const dynamic = 'cn=Sales Department (dynamic),ou=dynamic,ou=groups,o=data';
    const put = await ctx.send<Fault>(
      'uaadmin',
      'PUT',
      '/access/groups',
      { dn: dynamic, members: [DN.euser], membersAction: 'add' },
      400,
    );
    expect(reason(put)[1]).toContain('is a dynamic group');
    await ctx.send(
      'uaadmin',
      'PUT',
      '/access/groups',
      { dn: dynamic, members: [DN.euser], membersAction: 'move' },
      400,
    );
    await ctx.send('uaadmin', 'DELETE', '/access/groups', { dn: 'cn=nope,o=data' }, 404);
  });

  it('only administrators change groups (403 Fault); everyone may read them', async () => {
    for (const account of ['euser', 'mmanager', 'dadmin'] as const) {
      await ctx.send(account, 'POST', '/access/groups', { name: 'Mine', container: 'ou=groups,o=data' }, 403);
      await ctx.send(
        account,
        'PUT',
        '/access/groups',
        { dn: 'cn=Engineering,ou=groups,o=data', description: 'x' },
        403,
      );
      await ctx.send(account, 'DELETE', '/access/groups', { dn: 'cn=Engineering,ou=groups,o=data' }, 403);
    }
    await ctx.get('euser', '/access/groups?q=engineering');
  });

  it('dynamic groups follow their query as users change department', async () => {
    const [person] = ctx.people(1, 14);
    const db = ctx.app.store.db;
    const inSales = () =>
      db
        .prepare(
          "SELECT COUNT(*) FROM group_members WHERE user_dn = ? AND group_dn = 'cn=Sales Department (dynamic),ou=dynamic,ou=groups,o=data'",
        )
        .pluck()
        .get(person!.dn);
    db.prepare("UPDATE users SET department = 'Sales' WHERE dn = ?").run(person!.dn);
    expect(inSales()).toBe(1);
    db.prepare("UPDATE users SET department = 'Finance' WHERE dn = ?").run(person!.dn);
    expect(inSales()).toBe(0);
  });

  it('the container tree lists the directory containers below ou=groups', async () => {
    const tree = await ctx.send<{ subContainers: { dn: string }[] }>(
      'uaadmin',
      'POST',
      '/access/containers/container',
      {
        dn: 'ou=groups,o=data',
      },
    );
    expect(tree.subContainers.map((c) => c.dn)).toEqual([
      'ou=dynamic,ou=groups,o=data',
      'ou=lists,ou=groups,o=data',
      'ou=projects,ou=groups,o=data',
    ]);
  });
});

describe('sandbox: --groups N', () => {
  it('adds generated workgroups until there are N groups, once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'idm-groups-'));
    try {
      const path = join(dir, 'sandbox.db');
      const first = openDatabase(path, { seed: 1, users: 30, groups: 1000 });
      const count = () => first.db.prepare('SELECT COUNT(*) FROM groups').pluck().get();
      expect(count()).toBe(1000);
      first.db.close();
      const again = openDatabase(path, { seed: 1, users: 30, groups: 1000 });
      expect(again.db.prepare('SELECT COUNT(*) FROM groups').pluck().get()).toBe(1000);
      again.db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
