import { describe, expect, it } from 'vitest';
import { applyMine, changedFields, conflictOf, sameValue } from '../../../src/domain/form-changes';

interface Role {
  name: string;
  description: string;
  owners: { dn: string }[];
}

const base: Role = { name: 'Payroll', description: 'Pays', owners: [{ dn: 'cn=a' }] };

describe('form changes', () => {
  it('compares lists and objects by value', () => {
    expect(sameValue([{ dn: 'cn=a' }], [{ dn: 'cn=a' }])).toBe(true);
    expect(sameValue([{ dn: 'cn=a' }], [{ dn: 'cn=b' }])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });

  it('names the fields a form changed', () => {
    expect(changedFields(base, { ...base })).toEqual([]);
    expect(changedFields(base, { ...base, owners: [{ dn: 'cn=b' }], name: 'Pay' })).toEqual(['name', 'owners']);
  });

  it('tells their changes, mine, and those both made differently', () => {
    const current = { ...base, description: 'Pays people', name: 'Payroll 2' };
    const edited = { ...base, owners: [{ dn: 'cn=b' }], name: 'Payroll 3' };
    expect(conflictOf(base, current, edited)).toEqual({
      theirs: ['name', 'description'],
      mine: ['name', 'owners'],
      both: ['name'],
    });
    expect(conflictOf(base, current, { ...base, name: 'Payroll 2' }).both).toEqual([]);
  });

  it('applies my changes on top of the current object and keeps theirs elsewhere', () => {
    const current = { ...base, description: 'Pays people' };
    const edited = { ...base, owners: [{ dn: 'cn=b' }] };
    expect(applyMine(base, current, edited)).toEqual({
      name: 'Payroll',
      description: 'Pays people',
      owners: [{ dn: 'cn=b' }],
    });
  });
});
