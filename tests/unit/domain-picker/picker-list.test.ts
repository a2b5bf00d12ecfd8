import { describe, expect, it } from 'vitest';
import type { PickerItem } from '../../../src/domain/picker-item';
import {
  PICKER_PAGE_SIZE,
  PICKER_SEARCH_DEBOUNCE_MS,
  allDriversItem,
  arrangeContainerRoots,
  asRoleLevel,
  capItems,
  filterByRoleLevel,
  filterByText,
  itemRoleLevel,
  pickerHasNextPage,
  pickerStartIndex,
  searchAttributeKeys,
  searchAttributeLabels,
  withAllDrivers,
} from '../../../src/domain/picker-list';

const items = (count: number): PickerItem[] =>
  Array.from({ length: count }, (_, i) => ({ itemType: 'user', dn: `cn=u${i},o=data` }));
const role = (name: string, level: number | string): PickerItem => ({
  itemType: 'role',
  dn: `cn=${name},o=roles`,
  name,
  level,
});

describe('paging', () => {
  it('uses page size 5, start index 5 × page + 1, and a 1000 ms search debounce', () => {
    expect(PICKER_PAGE_SIZE).toBe(5);
    expect(PICKER_SEARCH_DEBOUNCE_MS).toBe(1000);
    expect([0, 1, 2, 7].map(pickerStartIndex)).toEqual([1, 6, 11, 36]);
  });

  it('has a next page by the server nextIndex (0 and -1 mean none)', () => {
    expect(pickerHasNextPage(0, { items: items(5), nextIndex: 6 })).toBe(true);
    expect(pickerHasNextPage(0, { items: items(5), nextIndex: 0 })).toBe(false);
    expect(pickerHasNextPage(0, { items: items(5), nextIndex: -1 })).toBe(false);
  });

  it('without nextIndex, by the total', () => {
    expect(pickerHasNextPage(1, { items: items(5), total: 11 })).toBe(true);
    expect(pickerHasNextPage(1, { items: items(5), total: 10 })).toBe(false);
  });

  it('without either, a full page may have a next one', () => {
    expect(pickerHasNextPage(0, { items: items(5) })).toBe(true);
    expect(pickerHasNextPage(0, { items: items(4) })).toBe(false);
  });
});

describe('the 300 cap', () => {
  it('keeps 300 items as they are', () => {
    const result = capItems(items(300));
    expect(result.items).toHaveLength(300);
    expect(result.tooMany).toBe(false);
  });

  it('cuts 301 items to the first 300 and says there were too many', () => {
    const all = items(301);
    const result = capItems(all);
    expect(result.items).toEqual(all.slice(0, 300));
    expect(result.tooMany).toBe(true);
  });
});

describe('role level filter', () => {
  const roles = [role('perm', 10), role('it', 20), role('biz', 30), role('also-it', '20')];

  it.each([
    [10, ['perm']],
    [20, ['it', 'also-it']],
    [30, ['biz']],
  ])('level %i shows only items at that level', (level, expected) => {
    expect(filterByRoleLevel(roles, level).map((r) => r.name)).toEqual(expected);
  });

  it('any other level shows everything', () => {
    expect(filterByRoleLevel(roles, undefined)).toHaveLength(4);
    expect(filterByRoleLevel(roles, 40)).toHaveLength(4);
    expect(filterByRoleLevel(roles, '20')).toHaveLength(2);
  });

  it('reads the level of Level10/20/30 containers from their name or DN', () => {
    expect(itemRoleLevel({ itemType: 'container', name: 'Level20' })).toBe(20);
    expect(itemRoleLevel({ itemType: 'container', dn: 'cn=Level30,cn=RoleDefs,o=system' })).toBe(30);
    expect(itemRoleLevel({ itemType: 'container', name: 'Level40' })).toBeNull();
    expect(itemRoleLevel({ itemType: 'container', name: 'Sales' })).toBeNull();
    expect(asRoleLevel(' 10 ')).toBe(10);
  });

  it('keeps unleveled items only when asked (a tree root above the levels)', () => {
    const nodes: PickerItem[] = [
      { itemType: 'container', name: 'RoleDefs' },
      { itemType: 'container', name: 'Level10' },
    ];
    expect(filterByRoleLevel(nodes, 10).map((n) => n.name)).toEqual(['Level10']);
    expect(filterByRoleLevel(nodes, 20, { keepUnleveled: true }).map((n) => n.name)).toEqual(['RoleDefs']);
  });
});

describe('All Drivers', () => {
  it("is the driver with id 'ALL DRIVERS', put first once", () => {
    const all = allDriversItem('All Drivers', 'dirxmldriver');
    expect(all).toEqual({ itemType: 'dirxmldriver', id: 'ALL DRIVERS', name: 'All Drivers' });
    const drivers: PickerItem[] = [{ itemType: 'dirxmldriver', dn: 'cn=AD' }];
    expect(withAllDrivers(drivers, all)).toEqual([all, ...drivers]);
    expect(withAllDrivers([all, ...drivers], all)).toEqual([all, ...drivers]);
  });
});

describe('search attributes', () => {
  it('lists labels; definitions only when searchable; groups leave out DN-typed ones', () => {
    const attributes = [
      'First Name',
      { displayLabel: 'Last Name', key: 'LastName', isSearchable: true },
      { displayLabel: 'Manager', key: 'manager', dataType: 'DN' },
      { displayLabel: 'Secret', key: 'secret', isSearchable: false },
      '  ',
    ];
    expect(searchAttributeLabels(attributes)).toEqual(['First Name', 'Last Name', 'Manager']);
    expect(searchAttributeLabels(attributes, { excludeDn: true })).toEqual(['First Name', 'Last Name']);
    expect(searchAttributeLabels(undefined)).toEqual([]);
    expect(searchAttributeKeys(attributes)).toEqual(['LastName', 'manager']);
  });
});

describe('filterByText', () => {
  it('narrows whole lists case-insensitively; blank or * keeps all', () => {
    const drivers: PickerItem[] = [
      { itemType: 'dirxmldriver', name: 'Active Directory' },
      { itemType: 'dirxmldriver', name: 'Notes' },
    ];
    expect(filterByText(drivers, 'DIRECT').map((d) => d.name)).toEqual(['Active Directory']);
    expect(filterByText(drivers, '*')).toHaveLength(2);
    expect(filterByText(drivers, ' ')).toHaveLength(2);
  });
});

describe('container roots', () => {
  const levels: PickerItem[] = [10, 20, 30].map((level) => ({
    itemType: 'container',
    dn: `cn=Level${level},cn=RoleDefs`,
    level,
  }));
  const root: PickerItem = { itemType: 'container', dn: 'cn=RoleDefs', name: 'RoleDefs', subContainers: levels };

  it('with the root not selectable, the levels show without the root', () => {
    const arranged = arrangeContainerRoots([root], { rootSelectable: false, roleContainers: true });
    expect(arranged.nodes).toEqual(levels);
    expect(arranged.allRoleLevels.size).toBe(0);
  });

  it("with the root selectable, the root stays and is marked 'All role levels' for role containers", () => {
    const arranged = arrangeContainerRoots([root], { rootSelectable: true, roleContainers: true });
    expect(arranged.nodes).toEqual([root]);
    expect([...arranged.allRoleLevels]).toEqual(['container:cn=roledefs']);
    expect(arrangeContainerRoots([root], { rootSelectable: true, roleContainers: false }).allRoleLevels.size).toBe(0);
  });

  it('a root whose children are unknown stays, unselectable, when the root is not selectable', () => {
    const bare: PickerItem = { itemType: 'container', dn: 'o=data' };
    const arranged = arrangeContainerRoots([bare], { rootSelectable: false, roleContainers: false });
    expect(arranged.nodes).toEqual([bare]);
    expect([...arranged.unselectable]).toEqual(['container:o=data']);
  });
});
