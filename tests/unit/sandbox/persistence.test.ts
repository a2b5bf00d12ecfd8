import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../demo/server/db/open.js';
import { SCHEMA_VERSION } from '../../../demo/server/db/schema.js';
import { passwordToken, restGet, restSend, startSandbox } from './helpers.js';

const ATTRIBUTE = 'com.novell.idm.dashboard.tasklist-columns.preference';

describe('persistence and seeding', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'idm-sandbox-'));
    dirs.push(dir);
    return dir;
  };

  it('keeps saved data across a restart on the same db file and does not seed again', async () => {
    const dir = tempDir();
    const first = await startSandbox({ users: 30 }, dir);
    expect(first.app.seedReport.seededInMs).not.toBeNull();
    const token = await passwordToken(first.app, 'euser');
    const saved = await restSend(first.app, 'POST', `/access/preference?attribute=${ATTRIBUTE}`, token, {
      columns: ['recipient', 'requestDate'],
      isPreferenceAvailable: true,
    });
    expect(saved.statusCode).toBe(200);
    const countBefore = first.app.store.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
    await first.app.close();

    // Different seed options on restart: the existing db wins.
    const second = await startSandbox({ users: 80, seed: 7 }, dir);
    expect(second.app.seedReport).toMatchObject({ seededInMs: null, seed: 1, users: 30 });
    expect(second.app.store.db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual(countBefore);
    const token2 = await passwordToken(second.app, 'euser');
    const read = await restGet(second.app, `/access/preference?attribute=${ATTRIBUTE}`, token2);
    expect(read.json()).toEqual({
      isPreferenceAvailable: true,
      columns: ['recipient', 'requestDate'],
      settingFor: ATTRIBUTE,
      openFormInPopUp: false,
    });

    const reset = await restSend(second.app, 'DELETE', `/access/preference?attribute=${ATTRIBUTE}`, token2);
    expect(reset.json()).toMatchObject({
      isPreferenceAvailable: false,
      columns: ['requestedItem', 'recipient', 'requestDate', 'expiryDate', 'assignedTo'],
    });
    expect(
      (await restGet(second.app, `/access/preference?attribute=${ATTRIBUTE}`, token2)).json().isPreferenceAvailable,
    ).toBe(false);
    await second.close();
  });

  it('re-seeds when asked to reset', async () => {
    const dir = tempDir();
    const first = await startSandbox({ users: 20 }, dir);
    await first.app.close();
    const again = await startSandbox({ users: 40, reset: true }, dir);
    expect(again.app.seedReport).toMatchObject({ users: 40 });
    expect(again.app.seedReport.seededInMs).not.toBeNull();
    await again.close();
  });

  it('generates the same organisation from the same seed, and another from another seed', () => {
    const firstUsers = (seed: number) => {
      const { db } = openDatabase(':memory:', { seed, users: 60 });
      const rows = db
        .prepare(
          'SELECT dn, full_name, title, department, email, telephone, manager_dn FROM users ORDER BY id LIMIT 10',
        )
        .all();
      const groups = db.prepare('SELECT group_dn, user_dn FROM group_members ORDER BY group_dn, user_dn').all();
      db.close();
      return { rows, groups };
    };
    const a = firstUsers(3);
    expect(a.rows).toHaveLength(10);
    expect(firstUsers(3)).toEqual(a);
    expect(firstUsers(4).rows).not.toEqual(a.rows);
  });

  it('seeds a manager tree several levels deep, unique cns, groups, teams, and a whole catalog', () => {
    const { db } = openDatabase(':memory:', { seed: 1, users: 1000 });
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(count('SELECT COUNT(*) AS n FROM users')).toBe(1006);
    expect(count('SELECT COUNT(DISTINCT lower(cn)) AS n FROM users')).toBe(1006);
    const depth = count(`WITH RECURSIVE chain(dn, d) AS (
        SELECT dn, 0 FROM users WHERE manager_dn IS NULL
        UNION ALL SELECT u.dn, chain.d + 1 FROM users u JOIN chain ON u.manager_dn = chain.dn)
      SELECT MAX(d) AS n FROM chain`);
    expect(depth).toBeGreaterThanOrEqual(4);
    expect(
      count("SELECT COUNT(*) AS n FROM users WHERE manager_dn = 'cn=mmanager,ou=users,o=data'"),
    ).toBeGreaterThanOrEqual(4);
    expect(count('SELECT COUNT(*) AS n FROM groups')).toBe(30 + 275); // departments and extras; groups.ts: 275 more
    expect(count('SELECT COUNT(*) AS n FROM teams')).toBe(10);
    expect(db.prepare('SELECT level, COUNT(*) AS n FROM roles GROUP BY level ORDER BY level').all()).toEqual([
      { level: 10, n: 348 },
      { level: 20, n: 38 },
      { level: 30, n: 36 },
    ]);
    expect(count("SELECT COUNT(*) AS n FROM roles WHERE name LIKE '%Access%'")).toBeGreaterThan(300);
    expect(count('SELECT COUNT(DISTINCT owner_type) AS n FROM role_owners')).toBe(4);
    expect(count("SELECT COUNT(*) AS n FROM catalog_containers WHERE type = 'role'")).toBe(18);
    expect(count('SELECT COUNT(*) AS n FROM resources')).toBe(73);
    expect(count('SELECT COUNT(DISTINCT resource_dn) AS n FROM resource_parameters')).toBeGreaterThan(10);
    expect(count('SELECT COUNT(*) AS n FROM drivers WHERE has_entitlements = 1')).toBe(12);
    expect(
      count('SELECT MAX(n) AS n FROM (SELECT COUNT(*) AS n FROM entitlement_values GROUP BY entitlement_dn)'),
    ).toBeGreaterThan(300);
    expect(count('SELECT COUNT(*) AS n FROM prds')).toBe(19);
    expect(count('SELECT COUNT(*) AS n FROM sods')).toBe(30);
    expect(count("SELECT COUNT(*) AS n FROM entity_definitions WHERE key = 'user'")).toBe(1);
    expect(count('SELECT COUNT(*) AS n FROM users WHERE password_hash IS NOT NULL')).toBe(6);
    const role = db.prepare("SELECT dn FROM roles WHERE id = 'EmailAccount'").get();
    expect(role).toEqual({
      dn: 'cn=EmailAccount,cn=Level10,cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system',
    });
    db.close();
  });

  it('gives a db seeded by an older sandbox the new catalog on start, keeping its people', () => {
    const dir = tempDir();
    const path = join(dir, 'old.db');
    const first = openDatabase(path, { seed: 2, users: 40 });
    first.db.exec("DELETE FROM sods; DELETE FROM roles; DELETE FROM meta WHERE key = 'catalogVersion'");
    const people = first.db.prepare('SELECT COUNT(*) AS n FROM users').get();
    first.db.close();
    const again = openDatabase(path, { seed: 9, users: 10 });
    expect(again.seededInMs).toBeNull();
    expect(again.db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual(people);
    expect(again.db.prepare('SELECT COUNT(*) AS n FROM roles').get()).toEqual({ n: 422 });
    expect(again.db.prepare('SELECT COUNT(*) AS n FROM sods').get()).toEqual({ n: 30 });
    again.db.close();
  });

  it('migrates a db of schema 4 whose password-flag table was made at run time, keeping its flags', () => {
    const dir = tempDir();
    const path = join(dir, 'v4.db');
    const first = openDatabase(path, { seed: 1, users: 10 });
    // As an older sandbox left it: schema 4, the flag table created on first use, one flag set.
    first.db.exec('DELETE FROM schema_version WHERE version >= 5');
    first.db
      .prepare("INSERT INTO sspr_password_flags (user_dn, flagged_at) VALUES ('cn=euser,ou=users,o=data', 1)")
      .run();
    first.db.close();
    const again = openDatabase(path, { seed: 1, users: 10 });
    expect(again.db.prepare('SELECT MAX(version) AS v FROM schema_version').get()).toEqual({ v: SCHEMA_VERSION });
    expect(again.db.prepare('SELECT user_dn FROM sspr_password_flags').all()).toEqual([
      { user_dn: 'cn=euser,ou=users,o=data' },
    ]);
    again.db.close();
  });
});
