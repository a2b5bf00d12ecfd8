import { describe, expect, it } from 'vitest';
import { administersWholeDomain, parseAdministeredDomains } from '../../../src/domain/admin-scope';

describe('the administration scope read from catalog/uas', () => {
  it('a delegated role administrator does not administer all roles; a domain or Security administrator does', () => {
    const dan = parseAdministeredDomains({ domains: [{ key: 'ROLES', value: 'Delegated Administrator' }] });
    expect(administersWholeDomain(dan, 'ROLES')).toBe(false);
    const roles = parseAdministeredDomains({ domains: [{ key: 'ROLES', value: 'Domain Administrator' }] });
    expect(administersWholeDomain(roles, 'ROLES')).toBe(true);
    expect(administersWholeDomain(roles, 'RESOURCES')).toBe(false);
    const security = parseAdministeredDomains({ domains: [{ key: 'SECURITY', value: 'Domain Administrator' }] });
    expect(administersWholeDomain(security, 'ROLES')).toBe(true);
  });

  it('the stronger grant wins, and malformed answers give no domain', () => {
    const both = parseAdministeredDomains({
      domains: [
        { key: 'ROLES', value: 'Domain Administrator' },
        { key: 'ROLES', value: 'Delegated Administrator' },
      ],
    });
    expect(both.get('ROLES')).toBe('ADMIN');
    expect(parseAdministeredDomains(null).size).toBe(0);
    expect(parseAdministeredDomains({ domains: [{ key: 'ROLES', value: 'Owner' }, 'x', { key: 1 }] }).size).toBe(0);
  });
});
