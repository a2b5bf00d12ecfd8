import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_ATTRIBUTES,
  labelSearchAttributes,
  parseView,
  searchAttributes,
} from '../../../../src/areas/users/catalog-model';
import { availableColumns, chosenColumns } from '../../../../src/areas/users/table-model';
import { readPerson } from '../../../../src/api/people';
import { isTooManyUsers as isTooMany } from '../../../../src/domain/too-many-users';
import type { SettingValue } from '../../../../src/domain/settings';
import { personNode } from './helpers';

const labels = { name: 'Name', userId: 'User ID' };

describe('user catalog model', () => {
  it('has the card view by default and the users list on request', () => {
    expect(parseView(null)).toBe('card');
    expect(parseView('users')).toBe('users');
    expect(parseView('table')).toBe('card');
  });

  it('searches on FirstName, LastName, Email and TelephoneNumber unless the client names others', () => {
    expect(searchAttributes(null).map((a) => a.key)).toEqual(['FirstName', 'LastName', 'Email', 'TelephoneNumber']);
    expect(DEFAULT_SEARCH_ATTRIBUTES).toHaveLength(4);
    const settings = {
      clientId: '1',
      config: {
        access: [],
        branding: [],
        helpdesk: [],
        dashboardAccess: [],
        customization: [
          {
            key: 'searchLookup',
            sectionKey: 'customization',
            value: [{ key: 'Title', displayLabel: 'Job' }, { bad: 1 }] as SettingValue,
          },
        ],
      },
    };
    expect(searchAttributes(settings)).toEqual([{ key: 'Title', displayLabel: 'Job' }]);
  });

  it("labels search attributes: the schema's label, else the client's, else the default, else the key", () => {
    const attributes = [
      { key: 'Title', displayLabel: 'Job' },
      { key: 'Department', displayLabel: 'Unit' },
      { key: 'FirstName', displayLabel: '' },
      { key: 'Email', displayLabel: '' },
      { key: 'Pager', displayLabel: '' },
    ];
    const schema = (key: string): string | undefined =>
      (({ Title: 'Titel', FirstName: 'Given name' }) as Record<string, string>)[key];
    const defaults = (key: string): string | undefined =>
      (({ FirstName: 'Vorname', Email: 'E-Mail' }) as Record<string, string>)[key];
    expect(labelSearchAttributes(attributes, schema, defaults).map((a) => a.displayLabel)).toEqual([
      'Titel',
      'Unit',
      'Given name',
      'E-Mail',
      'Pager',
    ]);
  });

  it("shows the name and the user ID ('User ID' for cn) by default, the preference's columns otherwise", () => {
    const people = [readPerson(personNode('cn=ann,o=data', 'Ann Smith'))];
    const available = availableColumns(people, DEFAULT_SEARCH_ATTRIBUTES, labels);
    expect(available.slice(0, 2)).toEqual([
      { column: 'name', displayLabel: 'Name', isSortable: true, enableCustomization: false },
      { column: 'CN', displayLabel: 'User ID', isSortable: true, enableCustomization: true },
    ]);
    expect(available.map((c) => c.column)).toContain('TelephoneNumber');
    expect(chosenColumns(available, null).map((c) => c.column)).toEqual(['name', 'CN']);
    expect(chosenColumns(available, ['email', 'cn']).map((c) => c.column)).toEqual(['name', 'Email', 'CN']);
    expect(chosenColumns(available, ['unknown']).map((c) => c.column)).toEqual(['name']);
  });

  it('is "too many" only above a positive max user search', () => {
    expect(isTooMany(1001, 1000)).toBe(true);
    expect(isTooMany(1000, 1000)).toBe(false);
    expect(isTooMany(5000, undefined)).toBe(false);
    expect(isTooMany(undefined, 10)).toBe(false);
  });
});
