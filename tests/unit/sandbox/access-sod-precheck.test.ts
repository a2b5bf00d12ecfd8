import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSodConflicts, type SodRule } from '../../../src/domain/sod-conflicts.js';
import { accessSandbox, type AccessSandbox, type Account } from './access-helpers.js';

interface SodsAnswer {
  sods: { id: string; name: string; roles: { id: string; name: string }[] }[];
  total: number;
}

/*
 * The cart's SoD pre-check (src/api/access/sod-check.ts) reads the rules (GET catalog/sods),
 * the recipient's roles (assignments) and running role requests (historyForUser), and derives the
 * conflicts with src/domain/sod-conflicts.ts. These tests check that, over the sandbox's answers, it
 * names exactly what the approval engine names when the request is submitted.
 */
describe('sandbox: the SoD rules an end user reads agree with the approval engine', () => {
  let ctx: AccessSandbox;
  let rules: SodRule[];
  beforeAll(async () => {
    ctx = await accessSandbox({ users: 100 });
    const answer = await ctx.get<SodsAnswer>('euser', '/catalog/sods?size=300');
    rules = answer.sods.map((s) => ({
      id: s.id,
      name: s.name,
      roles: s.roles.map((r) => ({ dn: r.id, name: r.name })),
    }));
  });
  afterAll(async () => ctx.close());

  /** What the pre-check sees of a user, read as `as` (the requester). */
  const rolesOf = async (as: Account, dn: string) => {
    const held = await ctx.send<{ assignments: { id: string; entityType: string }[] }>(
      as,
      'POST',
      '/access/assignments/list?size=300',
      { dn },
    );
    const pending = await ctx.send<{ requests: { itemDn: string; recipient: string }[] }>(
      as,
      'POST',
      '/access/requests/historyForUser?size=300&status=running_pending_p0&type=role&action=grant',
      { dn },
    );
    return {
      dn,
      name: dn,
      roleDns: [
        ...held.assignments.filter((a) => a.entityType.toLowerCase() === 'role').map((a) => a.id),
        ...pending.requests.filter((r) => r.recipient.toLowerCase() === dn.toLowerCase()).map((r) => r.itemDn),
      ],
    };
  };

  it('every signed-in user may read every rule, each with its two roles', async () => {
    expect(rules).toHaveLength(30);
    expect(rules.every((r) => r.roles.length === 2)).toBe(true);
  });

  it('for every rule: a held or pending role and its partner in the cart conflict before and at submission', async () => {
    const people = ctx.people(rules.length, 30);
    for (const [index, rule] of rules.entries()) {
      const person = people[index]!;
      const [first, second] = rule.roles;
      await ctx.requestFor('uaadmin', first!.dn, person.dn);
      const before = findSodConflicts(rules, [second!.dn], [await rolesOf('uaadmin', person.dn)]);
      const answer = await ctx.submit('uaadmin', [{ id: second!.dn }], {
        recipients: [{ dn: person.dn, type: 'user' }],
      });
      const atSubmission = answer.OperationNodes.flatMap((n) => n.sods);
      expect(
        before.map((c) => [c.sodName, c.perm1Name, c.perm2Name]),
        rule.name,
      ).toEqual(atSubmission.map((s) => [s.sodName, s.perm1Name, s.perm2Name]));
      expect(before.map((c) => c.sodName)).toEqual([rule.name]);
    }
  });

  it('both roles of a rule in one cart conflict before and at submission; unrelated roles do not', async () => {
    const [person, other] = ctx.people(2, 50);
    const pair = rules.find((r) => r.name === 'Contractor versus Department Manager')!;
    const cart = pair.roles.map((r) => r.dn);
    expect(findSodConflicts(rules, cart, [await rolesOf('uaadmin', person!.dn)]).map((c) => c.sodName)).toEqual([
      pair.name,
    ]);
    const answer = await ctx.submit(
      'uaadmin',
      cart.map((id) => ({ id })),
      { recipients: [{ dn: person!.dn, type: 'user' }] },
    );
    expect(answer.OperationNodes.flatMap((n) => n.sods).map((s) => s.sodName)).toEqual([pair.name]);

    const wiki = ctx.dnOf('roles', 'Wiki Editor');
    expect(findSodConflicts(rules, [wiki], [await rolesOf('uaadmin', other!.dn)])).toEqual([]);
  });

  it('an end user sees their own held and pending roles (seeded: Payroll Viewer held, Ledger Post pending)', async () => {
    const eddie = 'cn=euser,ou=users,o=data';
    const mine = await rolesOf('euser', eddie);
    const [ledger, payroll] = [ctx.dnOf('roles', 'Ledger Post'), ctx.dnOf('roles', 'Payroll Viewer')].map((dn) =>
      dn.toLowerCase(),
    );
    expect(mine.roleDns.map((dn) => dn.toLowerCase())).toEqual(expect.arrayContaining([ledger, payroll]));
  });
});
