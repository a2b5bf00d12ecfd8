import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../src/domain/navigation';
import { availableMenu } from '../../../src/console/shell/available-menu';

const item = (menuName: string, context: string, subMenuList: MenuItem[] = []): MenuItem => ({ mapName: menuName.toLowerCase(), menuName, menuOrder: 0, context, subMenuList });

describe('availableMenu', () => {
  const menu = [
    item('Dashboard', '#/default'),
    item('People', '', [item('Users', '#/users'), item('Groups', '#/groups')]),
    item('Administration', '', [item('Roles', '#/role'), item('SoD', '#/sod')]),
    item('Vendor site', 'https://www.example.com/help'),
  ];

  it('keeps in-app links whose section exists, the home page and outside links', () => {
    const names = availableMenu(menu, new Set(['users'])).map((i) => [i.menuName, i.subMenuList.map((s) => s.menuName)]);
    expect(names).toEqual([
      ['Dashboard', []],
      ['People', ['Users']],
      ['Vendor site', []],
    ]);
  });

  it('drops a group whose entries all lead nowhere', () => {
    expect(availableMenu(menu, new Set()).map((i) => i.menuName)).toEqual(['Dashboard', 'Vendor site']);
  });
});
