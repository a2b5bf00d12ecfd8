import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessSandbox, DN, type AccessSandbox } from './access-helpers.js';
import { restSend } from './helpers.js';

/**
 * Issue 30, resource assignments (docs/security.md "The approval rule"): each recipient of an assign or revoke
 * passes the rule as what it really is. dadmin is made a delegated administrator of one resource: he assigns it
 * to users only, each through its approval; a group or a container is for the domain's administrators.
 */
interface Fault {
  Fault: { Reason: { Text: string } };
}
interface Outcome {
  success: boolean;
  succeeded: { id: string; requestId?: string }[];
  failed: { id: string; reason: string }[];
}

const USERS = 'ou=users,o=data';
const ASSIGN = '/catalog/resources/resource/assignments/assign';
const REVOKE = '/catalog/resources/resource/assignments/revoke';

describe('sandbox: resource assign and revoke check each recipient', () => {
  let ctx: AccessSandbox;
  /** dadmin's resource: no request-time parameter. */
  let mine: string;
  /** A resource outside his permissions. */
  let other: string;
  let group: string;

  const count = (sql: string, ...args: string[]): number =>
    (ctx.app.store.db.prepare(sql).get(...args) as { n: number }).n;
  const requestsFor = (itemDn: string) => count('SELECT COUNT(*) AS n FROM access_requests WHERE item_dn = ?', itemDn);
  const asDadmin = (path: string, body: unknown) => restSend(ctx.app, 'POST', path, ctx.token.dadmin, body);

  beforeAll(async () => {
    ctx = await accessSandbox();
    const db = ctx.app.store.db;
    const free = db
      .prepare(
        `SELECT dn FROM resources r WHERE NOT EXISTS (SELECT 1 FROM resource_parameters p WHERE p.resource_dn = r.dn)
         ORDER BY dn LIMIT 2`,
      )
      .all() as { dn: string }[];
    [mine, other] = [free[0]!.dn, free[1]!.dn];
    group = (db.prepare('SELECT dn FROM groups ORDER BY dn LIMIT 1').get() as { dn: string }).dn;
    const now = Date.now();
    db.prepare(
      `INSERT INTO admin_assignments (assignee_dn, assignee_type, assignee_name, domain, admin_type, created_at)
       VALUES (?, 'USER', 'dadmin', 'RESOURCES', 'MANAGER', ?)`,
    ).run(DN.dadmin, now);
    db.prepare(
      `INSERT INTO admin_permissions (assignee_dn, domain, object_dn, object_type, object_name, created_at)
       VALUES (?, 'RESOURCES', ?, 'RESOURCE', ?, ?)`,
    ).run(DN.dadmin, mine, mine, now);
  });
  afterAll(async () => ctx.close());

  it('refuses his resource to a group or a container, whatever recipientType says: it would skip the approval', async () => {
    const before = requestsFor(mine);
    for (const [dn, recipientType] of [
      [group, 'group'],
      [group, 'user'],
      [USERS, 'container'],
      [USERS, 'user'],
    ] as const) {
      const res = await asDadmin(ASSIGN, { dn: mine, recipientDns: [DN.dadmin, dn], recipientType });
      expect(res.statusCode, `${dn} as ${recipientType}: ${res.body.slice(0, 200)}`).toBe(403);
      expect((res.json() as Fault).Fault.Reason.Text).toContain('users only');
    }
    expect(requestsFor(mine)).toBe(before);
  });

  it('refuses a resource outside his permissions, for any recipient', async () => {
    const res = await asDadmin(ASSIGN, { dn: other, recipientDns: [DN.dadmin], recipientType: 'user' });
    expect(res.statusCode).toBe(403);
    expect(requestsFor(other)).toBe(0);
    expect((await asDadmin(REVOKE, { dn: other, recipientDns: [DN.dadmin] })).statusCode).toBe(403);
  });

  it("refuses revoking a group's assignment of his resource: groups are the domain administrators'", async () => {
    ctx.app.store.db
      .prepare(
        `INSERT INTO assignments (kind, item_dn, recipient_dn, recipient_type, assigned_at)
         VALUES ('resource', ?, ?, 'group', ?)`,
      )
      .run(mine, group, Date.now());
    const res = await asDadmin(REVOKE, { dn: mine, recipientDns: [group], description: 'Mine now' });
    expect(res.statusCode).toBe(403);
    expect((res.json() as Fault).Fault.Reason.Text).toContain(group);
    expect(count('SELECT COUNT(*) AS n FROM assignments WHERE item_dn = ? AND status = ?', mine, 'active')).toBe(1);
  });

  it('assigns his resource to a user through the approval engine', async () => {
    const before = requestsFor(mine);
    const res = await asDadmin(ASSIGN, { dn: mine, recipientDns: [DN.dadmin], recipientType: 'user' });
    expect(res.statusCode).toBe(200);
    const outcome = res.json() as Outcome;
    expect(outcome.failed).toEqual([]);
    expect(requestsFor(mine)).toBe(before + 1);
  });

  it("lets the domain's administrator revoke a group's assignment, and still refuses him a group as a user", async () => {
    const refused = await ctx.send<Fault>(
      'uaadmin',
      'POST',
      ASSIGN,
      { dn: mine, recipientDns: [group], recipientType: 'user' },
      400,
    );
    expect(refused.Fault.Reason.Text).toContain('users only');
    const revoked = await ctx.send<Outcome>('uaadmin', 'POST', REVOKE, { dn: mine, recipientDns: [group] }, 200);
    expect(revoked.failed).toEqual([]);
  });
});
