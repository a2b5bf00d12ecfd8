import { describe, expect, it } from 'vitest';
import { itemIdentity, itemKey, normalizeDn, pickerItemLabel, sameItem } from '../../../src/domain/picker-item';
import { toPickerPage } from '../../../src/domain/picker-source';

describe('picker items', () => {
  it('normalises DNs: case and blanks around , and =', () => {
    expect(normalizeDn(' CN = Ann , OU=Users,  O=Data ')).toBe('cn=ann,ou=users,o=data');
  });

  it('identifies an item by DN, else id, else value', () => {
    expect(itemIdentity({ itemType: 'user', dn: 'CN=Ann,O=Data', id: 'x' })).toBe('cn=ann,o=data');
    expect(itemIdentity({ itemType: 'sodRecipient', recipientdn: 'cn=Bob,o=data' })).toBe('cn=bob,o=data');
    expect(itemIdentity({ itemType: 'category', id: 'finance' })).toBe('finance');
    expect(itemIdentity({ itemType: 'entitlementValues', value: 'v1' })).toBe('v1');
    expect(itemKey({ itemType: 'role', dn: 'cn=R,o=x' })).toBe('role:cn=r,o=x');
    expect(sameItem({ itemType: 'role', dn: 'cn=R,o=x' }, { itemType: 'role', dn: 'cn=r, o=x' })).toBe(true);
  });

  it('labels an item by its display fields, a bare DN by its common name', () => {
    expect(pickerItemLabel({ itemType: 'user', dn: 'cn=ann,o=data', fullName: 'Ann Lee' })).toBe('Ann Lee');
    expect(pickerItemLabel({ itemType: 'entitlementValues', value: 'v1', valueDisplayName: 'Value One' })).toBe(
      'Value One',
    );
    expect(pickerItemLabel({ itemType: 'entity', dn: 'cn=p1', entityDisplayValue: 'Printer 1' })).toBe('Printer 1');
    expect(pickerItemLabel({ itemType: 'sodRecipient', recipientname: 'Bob' })).toBe('Bob');
    expect(pickerItemLabel({ itemType: 'container', dn: 'ou=Sales,o=data' })).toBe('Sales');
    expect(pickerItemLabel({ itemType: 'category', id: 'finance' })).toBe('finance');
  });

  it('takes a source answer as a page or as bare items', () => {
    const items = [{ itemType: 'user' as const, dn: 'cn=a' }];
    expect(toPickerPage(items)).toEqual({ items });
    expect(toPickerPage({ items, total: 1 })).toEqual({ items, total: 1 });
  });
});
