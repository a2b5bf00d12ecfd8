import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restSend } from './helpers.js';
import { accessSandbox, DN, type AccessSandbox } from './access-helpers.js';

/**
 * docs/security.md "Oracles": a caller without the right gets the same answer whether or not the object exists,
 * and a failure reason never names another user's item.
 */
describe('sandbox: no existence oracles', () => {
  let ctx: AccessSandbox;
  const db = () => ctx.app.store.db;
  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(async () => ctx.close());

  /** Status and body of a call, the asked id written as ID so two answers compare. */
  const answerOf = async (res: Promise<{ statusCode: number; body: string }>, id: string) => {
    const { statusCode, body } = await res;
    return { statusCode, body: body.split(id).join('ID') };
  };

  it('DELETE and PUT admin/assignment/permissions: 403 to an end user, whether or not the permission exists', async () => {
    const held = db().prepare('SELECT assignee_dn, object_dn FROM admin_permissions LIMIT 1').get() as {
      assignee_dn: string;
      object_dn: string;
    };
    const missing = 'cn=NoSuchRole,cn=RoleDefs,o=system';
    for (const method of ['DELETE', 'PUT'] as const) {
      const call = (dn: string) =>
        restSend(ctx.app, method, '/admin/assignment/permissions', ctx.token.euser, {
          assignedToDN: held.assignee_dn,
          permissions: [{ dn }],
        });
      const existing = await answerOf(call(held.object_dn), held.object_dn);
      const absent = await answerOf(call(missing), missing);
      expect(existing.statusCode).toBe(403);
      expect(absent).toEqual(existing);
    }
    expect(db().prepare('SELECT COUNT(*) FROM admin_permissions WHERE object_dn = ?').pluck().get(held.object_dn)).toBe(
      1,
    );
  });

  it("DELETE access/requests/history: another user's request is refused exactly like one that does not exist", async () => {
    const theirs = db()
      .prepare('SELECT id, item_name FROM access_requests WHERE requester_dn <> ? COLLATE NOCASE LIMIT 1')
      .get(DN.euser) as { id: number; item_name: string };
    const retract = (id: string) =>
      ctx.send<{ success: boolean; failed: { id: string; name: string; entityType: string; reason: string }[] }>(
        'euser',
        'DELETE',
        '/access/requests/history',
        { requests: [{ id }] },
      );
    const other = await retract(String(theirs.id));
    const none = await retract('999999999');
    expect(JSON.stringify(other)).not.toContain(theirs.item_name);
    expect(other.failed).toEqual([
      {
        id: String(theirs.id),
        name: String(theirs.id),
        entityType: '',
        reason: `No retractable request ${theirs.id} of yours.`,
      },
    ]);
    expect(JSON.stringify(none).split('999999999').join('ID')).toBe(
      JSON.stringify(other).split(String(theirs.id)).join('ID'),
    );
  });

  it("a delegation and a task that are someone else's answer as if they did not exist", async () => {
    const now = ctx.app.sandbox.now();
    const delegator = ctx.people(1, 3)[0]!.dn;
    db()
      .prepare('INSERT INTO delegations (delegator_dn, delegate_dn, starts_at, ends_at) VALUES (?, ?, ?, ?)')
      .run(delegator, DN.mmanager, now, now + 86_400_000);
    const delegation = String(db().prepare('SELECT MAX(id) FROM delegations').pluck().get());
    const deleteDelegation = (id: string) =>
      restSend(ctx.app, 'DELETE', '/access/delegation', ctx.token.euser, { delegations: [{ assignmentId: id }] });
    const existing = await answerOf(deleteDelegation(delegation), delegation);
    expect(existing.statusCode).toBe(403);
    expect(await answerOf(deleteDelegation('88888888'), '88888888')).toEqual(existing);

    const task = db()
      .prepare('SELECT t.id FROM tasks t WHERE t.assignee_dn <> ? COLLATE NOCASE LIMIT 1')
      .pluck()
      .get(DN.euser) as number;
    const item = (id: string) => restSend(ctx.app, 'POST', '/access/tasks/item', ctx.token.euser, { taskId: id });
    const theirs = await answerOf(item(String(task)), String(task));
    expect(theirs.statusCode).toBe(403);
    expect(await answerOf(item('77777777'), '77777777')).toEqual(theirs);
  });
});
