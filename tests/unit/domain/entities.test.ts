import { describe, expect, it } from 'vitest';
import {
  ENTITY_DELETED_MESSAGE,
  entityRouteSegments,
  hasEntityProblems,
  newEntityDn,
  validateEntityValues,
  validateTicket,
  type EntityAttributeRule,
} from '../../../src/domain/entities';
import { entityAdvSearch, toggleStaged } from '../../../src/domain/entity-list';

const rule = (key: string, dataType: EntityAttributeRule['dataType'], extra: Partial<EntityAttributeRule> = {}) => ({
  key,
  dataType,
  isRequired: false,
  isMultivalued: false,
  ...extra,
});
const DEVICE: EntityAttributeRule[] = [
  rule('cn', 'String'),
  rule('deviceType', 'String', { isRequired: true, choices: ['laptop', 'server'] }),
  rule('budget', 'Integer', { rangeStart: 0, rangeEnd: 100 }),
  rule('owner', 'DN'),
  rule('servers', 'DN', { isMultivalued: true }),
  rule('managed', 'Boolean'),
];

describe('entity rules', () => {
  it('the naming attribute is required and takes the cn validator; required attributes too', () => {
    const problems = validateEntityValues(DEVICE, {}, 'cn');
    expect(problems.cn?.message).toBe('Required');
    expect(problems.deviceType?.message).toBe('Required');
    expect(validateEntityValues(DEVICE, { cn: ['a/b'], deviceType: ['laptop'] }, 'cn').cn?.message).toBe(
      'has invalid chracter',
    );
    expect(hasEntityProblems(validateEntityValues(DEVICE, { cn: ['LT-1'], deviceType: ['laptop'] }, 'cn'))).toBe(false);
  });

  it('checks types: choices, whole numbers in range, DNs, yes/no, one value unless multi-valued', () => {
    const base = { cn: ['LT-1'], deviceType: ['laptop'] };
    const check = (values: Record<string, string[]>) => validateEntityValues(DEVICE, { ...base, ...values }, 'cn');
    expect(check({ deviceType: ['toaster'] }).deviceType?.message).toBe('Choose a value from the list');
    expect(check({ budget: ['12.5'] }).budget?.message).toBe('Enter a whole number');
    expect(check({ budget: ['101'] }).budget?.code).toBe('range');
    expect(check({ owner: ['not a dn'] }).owner?.message).toBe('Choose an entry from the list');
    expect(check({ owner: ['cn=a,o=data', 'cn=b,o=data'] }).owner?.message).toBe('Only one value is allowed');
    expect(check({ servers: ['cn=a,o=data', 'cn=b,o=data'] }).servers).toBeNull();
    expect(check({ managed: ['maybe'] }).managed?.message).toBe('Enter true or false');
  });

  it('builds DNs, links (users to the user catalog, others to the entities catalog) and advSearch', () => {
    expect(newEntityDn('A, B', 'ou=devices,o=data')).toBe('cn=A\\, B,ou=devices,o=data');
    expect(entityRouteSegments('user-lookup', 'cn=u,o=data')).toEqual(['users', 'cn=u,o=data']);
    expect(entityRouteSegments('location', 'cn=l,o=data')).toEqual(['entities', 'location', 'cn=l,o=data']);
    expect(entityRouteSegments('', 'cn=l,o=data')).toBeNull();
    expect(entityAdvSearch({ city: 'Berlin', description: ' ', cn: 'a,b' })).toBe('city:Berlin,cn:a b');
    expect(entityAdvSearch({})).toBeUndefined();
  });

  it('marks items for deletion and unmarks them; the spec message says Save persists it', () => {
    const marked = toggleStaged(new Set(), ['a', 'b']);
    expect([...marked]).toEqual(['a', 'b']);
    expect([...toggleStaged(marked, ['a', 'b'])]).toEqual([]);
    expect([...toggleStaged(marked, ['b', 'c'])]).toEqual(['a', 'b', 'c']);
    expect(ENTITY_DELETED_MESSAGE).toBe('Entity deleted. Click Save to persist the changes.');
  });

  it('a ticket needs a known category, a subject and a description', () => {
    expect(validateTicket({ category: '', subject: '', description: '' }, ['device'])).toMatchObject({
      category: { code: 'required' },
      subject: { code: 'required' },
      description: { code: 'required' },
    });
    expect(validateTicket({ category: 'x', subject: 's', description: 'd' }, ['device']).category?.code).toBe('range');
    expect(
      validateTicket({ category: 'device', subject: 's'.repeat(121), description: 'd' }, ['device']).subject?.code,
    ).toBe('maxLength');
  });
});
