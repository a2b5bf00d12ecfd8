import { describe, expect, it } from 'vitest';
import { memberQuery, newGroupDn, nextIndexOfFirstRow } from '../../../src/domain/group-admin';
import { validateGroupDescription, validateGroupName } from '../../../src/domain/group-form';

describe('group administration rules', () => {
  it('names: required, and no character a cn must not contain', () => {
    expect(validateGroupName('  ')?.message).toBe('Required');
    expect(validateGroupName('Night Shift')).toBeNull();
    for (const bad of ['a/b', 'a,b', 'a@b', "o'brien", 'a!b', 'a~b'])
      expect(validateGroupName(bad)?.message).toBe('has invalid chracter');
  });

  it('descriptions may be empty and must not contain | or ~', () => {
    expect(validateGroupDescription('')).toBeNull();
    expect(validateGroupDescription('a|b')?.message).toBe('has invalid chracter');
  });

  it('a new DN is cn=<name>,<container>; the member search sends * for nothing; nextIndex is first row + 1', () => {
    expect(newGroupDn(' Night Shift ', 'ou=groups,o=data')).toBe('cn=Night Shift,ou=groups,o=data');
    expect(memberQuery('  ')).toBe('*');
    expect(memberQuery(' ann ')).toBe('ann');
    expect(nextIndexOfFirstRow(0)).toBe(1);
    expect(nextIndexOfFirstRow(20)).toBe(21);
  });
});
