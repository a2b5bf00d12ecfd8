import { describe, expect, it } from 'vitest';
import { findSodConflicts, rulesAbout, type SodRule } from '../../../src/domain/sod-conflicts';

const role = (name: string) => ({ dn: `cn=${name.replace(/ /g, '')},cn=Level20,cn=RoleDefs,o=system`, name });
const CONTRACTOR = role('Contractor');
const MANAGER = role('Department Manager');
const LEDGER = role('Ledger Post');
const PAYROLL = role('Payroll Viewer');
const WIKI = role('Wiki Editor');

const rule = (name: string, first: { dn: string; name: string }, second: { dn: string; name: string }): SodRule => ({
  id: `cn=${name.replace(/ /g, '')},cn=SoDDefs,o=system`,
  name,
  roles: [first, second],
});
const CONTRACTOR_RULE = rule('Contractor versus Department Manager', CONTRACTOR, MANAGER);
const LEDGER_RULE = rule('Ledger Post versus Payroll Viewer', LEDGER, PAYROLL);
const RULES = [LEDGER_RULE, CONTRACTOR_RULE];

const me = (...held: { dn: string }[]) => ({
  dn: 'cn=euser,ou=users,o=data',
  name: '',
  roleDns: held.map((r) => r.dn),
});
const names = (found: { sodName: string; perm1Name: string; perm2Name: string; recipientName: string }[]) =>
  found.map((c) => `${c.recipientName || 'me'}: ${c.sodName} (${c.perm1Name} / ${c.perm2Name})`);

describe('SoD conflicts of a cart', () => {
  it('a cart role against a role the recipient holds or has pending, named as the rule names its roles', () => {
    // The rule's own order (perm1, perm2), whichever side is in the cart.
    expect(names(findSodConflicts(RULES, [MANAGER.dn], [me(CONTRACTOR)]))).toEqual([
      'me: Contractor versus Department Manager (Contractor / Department Manager)',
    ]);
    expect(names(findSodConflicts(RULES, [CONTRACTOR.dn], [me(MANAGER)]))).toEqual([
      'me: Contractor versus Department Manager (Contractor / Department Manager)',
    ]);
  });

  it('two conflicting roles in the same cart conflict, once, even for a recipient who holds neither', () => {
    expect(names(findSodConflicts(RULES, [CONTRACTOR.dn, MANAGER.dn], [me()]))).toEqual([
      'me: Contractor versus Department Manager (Contractor / Department Manager)',
    ]);
  });

  it('nothing when the other role is neither held, pending nor in the cart', () => {
    expect(findSodConflicts(RULES, [MANAGER.dn, WIKI.dn], [me(WIKI, LEDGER)])).toEqual([]);
    expect(findSodConflicts(RULES, [WIKI.dn], [me(CONTRACTOR, MANAGER)])).toEqual([]);
  });

  it('per recipient, recipients in their order and rules by name; DNs compare without case', () => {
    const ann = { dn: 'cn=ann,o=data', name: 'Ann Archer', roleDns: [PAYROLL.dn.toUpperCase()] };
    const bob = { dn: 'cn=bob,o=data', name: 'Bob Baker', roleDns: [] };
    const cleo = { dn: 'cn=cleo,o=data', name: 'Cleo Cole', roleDns: [MANAGER.dn] };
    const found = findSodConflicts(RULES, [LEDGER.dn, CONTRACTOR.dn.toUpperCase()], [ann, bob, cleo]);
    expect(names(found)).toEqual([
      'Ann Archer: Ledger Post versus Payroll Viewer (Ledger Post / Payroll Viewer)',
      'Cleo Cole: Contractor versus Department Manager (Contractor / Department Manager)',
    ]);
    expect(found[0]).toMatchObject({ sodId: LEDGER_RULE.id, recipientDn: 'cn=ann,o=data' });
  });

  it('a rule whose roles are not both known cannot be judged and is left out', () => {
    const half: SodRule = { id: 'cn=half', name: 'Half', roles: [CONTRACTOR] };
    const same: SodRule = { id: 'cn=same', name: 'Same', roles: [CONTRACTOR, CONTRACTOR] };
    expect(findSodConflicts([half, same], [CONTRACTOR.dn], [me(CONTRACTOR, MANAGER)])).toEqual([]);
  });

  it('rulesAbout keeps the rules that involve a cart role', () => {
    expect(rulesAbout(RULES, [PAYROLL.dn.toLowerCase()])).toEqual([LEDGER_RULE]);
    expect(rulesAbout(RULES, [WIKI.dn])).toEqual([]);
  });
});
