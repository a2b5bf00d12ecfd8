import { describe, expect, it } from 'vitest';
import type { PickerItem } from '../../../src/domain/picker-item';
import {
  ALL_DRIVERS_ID,
  autoSelection,
  dnContains,
  hierarchyRelated,
  isChoosable,
  isExcluded,
  isSelected,
  moveItem,
  removeItem,
  sameSelection,
  selectionAfterEntitlementChange,
  selectItem,
  withoutContainers,
} from '../../../src/domain/picker-selection';

const user = (cn: string): PickerItem => ({ itemType: 'user', dn: `cn=${cn},ou=users,o=data`, fullName: cn });
const group = (cn: string): PickerItem => ({ itemType: 'group', dn: `cn=${cn},ou=groups,o=data`, name: cn });
const container = (dn: string): PickerItem => ({ itemType: 'container', dn, name: dn });
const driver = (cn: string): PickerItem => ({
  itemType: 'driverOrEntitlement',
  subType: 'driver',
  dn: `cn=${cn},cn=driverset1,o=system`,
});
const entitlement = (cn: string, driverCn: string): PickerItem => ({
  itemType: 'driverOrEntitlement',
  subType: 'entitlement',
  dn: `cn=${cn},cn=${driverCn},cn=driverset1,o=system`,
});
const allDrivers: PickerItem = { itemType: 'driverOrEntitlement', id: ALL_DRIVERS_ID, name: 'All Drivers' };
const names = (items: readonly PickerItem[]) => items.map((item) => item.dn ?? item.id);

describe('selectItem', () => {
  it('single mode replaces the previous choice', () => {
    expect(selectItem([user('ann')], user('bob'), { mode: 'single' })).toEqual([user('bob')]);
  });

  it('dropdown mode replaces the previous choice too', () => {
    expect(selectItem([group('a'), group('b')], group('c'), { mode: 'dropdown' })).toEqual([group('c')]);
  });

  it('multi mode appends in order of choice', () => {
    const once = selectItem([], user('ann'), { mode: 'multi' });
    expect(selectItem(once, group('staff'), { mode: 'multi' })).toEqual([user('ann'), group('staff')]);
  });

  it('multi mode does not add an item twice', () => {
    const selected = [user('ann'), user('bob')];
    expect(selectItem(selected, { ...user('ann'), dn: 'CN=Ann, OU=Users, O=Data' }, { mode: 'multi' })).toEqual(
      selected,
    );
  });

  it('a tab with single selection removes earlier items of the same type first, keeping other types', () => {
    const selected = [user('ann'), group('staff'), user('bob')];
    expect(selectItem(selected, user('cid'), { mode: 'multi', tabSelection: 'single' })).toEqual([
      group('staff'),
      user('cid'),
    ]);
  });

  it('a tab with multi selection keeps earlier items of the same type', () => {
    expect(selectItem([user('ann')], user('bob'), { mode: 'multi', tabSelection: 'multi' })).toEqual([
      user('ann'),
      user('bob'),
    ]);
  });

  it('choosing a container removes selected containers inside it', () => {
    const selected = [container('ou=east,ou=sales,o=data'), container('ou=hr,o=data')];
    expect(names(selectItem(selected, container('ou=sales,o=data'), { mode: 'multi' }))).toEqual([
      'ou=hr,o=data',
      'ou=sales,o=data',
    ]);
  });

  it('choosing a container removes selected containers that contain it', () => {
    const selected = [container('o=data'), container('ou=it,o=other')];
    expect(names(selectItem(selected, container('ou=sales,o=data'), { mode: 'multi' }))).toEqual([
      'ou=it,o=other',
      'ou=sales,o=data',
    ]);
  });

  it('containment ignores case and blanks but not look-alike names', () => {
    const presales = container('ou=presales,o=data');
    const east = container('OU=East, OU=Sales, O=Data');
    expect(names(selectItem([presales, east], container('ou=sales,o=data'), { mode: 'multi' }))).toEqual([
      'ou=presales,o=data',
      'ou=sales,o=data',
    ]);
  });

  it('choosing a container leaves users and groups inside it alone', () => {
    const ann = user('ann');
    expect(selectItem([ann], container('ou=users,o=data'), { mode: 'multi' })).toEqual([
      ann,
      container('ou=users,o=data'),
    ]);
  });

  it('choosing a driver removes its selected entitlements, and an entitlement removes its driver', () => {
    const ad = driver('AD');
    const adGroup = entitlement('Group', 'AD');
    const notesGroup = entitlement('Group', 'Notes');
    expect(selectItem([adGroup, notesGroup], ad, { mode: 'multi' })).toEqual([notesGroup, ad]);
    expect(selectItem([ad, driver('Notes')], adGroup, { mode: 'multi' })).toEqual([driver('Notes'), adGroup]);
  });

  it("'All Drivers' and any driver or entitlement replace each other", () => {
    expect(selectItem([driver('AD'), entitlement('Group', 'AD')], allDrivers, { mode: 'multi' })).toEqual([allDrivers]);
    expect(selectItem([allDrivers], driver('AD'), { mode: 'multi' })).toEqual([driver('AD')]);
  });
});

describe('containment', () => {
  it('dnContains: the same name or a suffix after a comma', () => {
    expect(dnContains('ou=sales,o=data', 'ou=sales,o=data')).toBe(true);
    expect(dnContains('ou=sales,o=data', 'cn=x,ou=sales,o=data')).toBe(true);
    expect(dnContains('ou=sales,o=data', 'cn=x,ou=presales,o=data')).toBe(false);
    expect(dnContains('cn=x,ou=sales,o=data', 'ou=sales,o=data')).toBe(false);
    expect(dnContains('', 'o=data')).toBe(false);
  });

  it('hierarchyRelated only relates containers to containers and drivers to drivers', () => {
    expect(hierarchyRelated(container('o=data'), container('ou=a,o=data'))).toBe(true);
    expect(hierarchyRelated(container('o=data'), user('ann'))).toBe(false);
    expect(hierarchyRelated(driver('AD'), { itemType: 'dirxmldriver', dn: 'cn=AD,cn=driverset1,o=system' })).toBe(true);
    expect(hierarchyRelated(container('cn=driverset1,o=system'), driver('AD'))).toBe(false);
    expect(hierarchyRelated(container('o=data'), { itemType: 'container', id: 'no-dn' })).toBe(false);
  });
});

describe('what can be chosen', () => {
  it('already selected items cannot be chosen', () => {
    expect(isSelected([user('ann')], user('ann'))).toBe(true);
    expect(isChoosable(user('ann'), [user('ann')], [])).toBe(false);
    expect(isChoosable(user('bob'), [user('ann')], [])).toBe(true);
  });

  it('excluded DNs (any case or spacing) and ids cannot be chosen', () => {
    expect(isExcluded(['CN=Ann, OU=Users, O=Data'], user('ann'))).toBe(true);
    expect(isExcluded(['role-7'], { itemType: 'role', id: 'role-7' })).toBe(true);
    expect(isExcluded(['cn=bob,ou=users,o=data'], user('ann'))).toBe(false);
    expect(isExcluded([], user('ann'))).toBe(false);
    expect(isChoosable(user('ann'), [], ['cn=ann,ou=users,o=data'])).toBe(false);
  });

  it('an item of another type with the same DN is not the same selection', () => {
    expect(isSelected([{ itemType: 'group', dn: 'cn=x,o=data' }], { itemType: 'role', dn: 'cn=x,o=data' })).toBe(false);
  });
});

describe('changing the selection', () => {
  it('removeItem takes one item out', () => {
    expect(removeItem([user('ann'), user('bob')], user('ann'))).toEqual([user('bob')]);
  });

  it('moveItem moves forward and backward, clamps, and ignores a bad start', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(list, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(list, 2, -5)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(list, 7, 0)).toEqual(list);
    expect(moveItem(list, 1, 1)).toEqual(list);
  });

  it('a new role level or team drops containers only', () => {
    expect(withoutContainers([user('ann'), container('o=data'), group('g')])).toEqual([user('ann'), group('g')]);
  });

  it('a new entitlement clears the selection unless it came from the entitlement component', () => {
    const selected = [{ itemType: 'entitlementValues', value: 'v1' } as PickerItem];
    expect(selectionAfterEntitlementChange(selected, false)).toEqual([]);
    expect(selectionAfterEntitlementChange(selected, true)).toEqual(selected);
  });

  it('auto-select-first offers the first item only when nothing is selected', () => {
    expect(autoSelection([], [driver('AD'), driver('Notes')])).toEqual(driver('AD'));
    expect(autoSelection([driver('Notes')], [driver('AD')])).toBeNull();
    expect(autoSelection([], [])).toBeNull();
  });

  it('sameSelection compares items and order', () => {
    expect(sameSelection([user('a'), user('b')], [user('a'), user('b')])).toBe(true);
    expect(sameSelection([user('a'), user('b')], [user('b'), user('a')])).toBe(false);
    expect(sameSelection([user('a')], [])).toBe(false);
  });
});
