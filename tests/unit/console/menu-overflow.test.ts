import { describe, expect, it } from 'vitest';
import { moreItem } from '../../../src/console/header/more-item';
import { itemsThatFit } from '../../../src/console/header/use-menu-overflow';
import type { MenuItem } from '../../../src/domain/navigation';

const item = (name: string, children: MenuItem[] = []): MenuItem => ({
  mapName: name,
  menuName: name,
  menuOrder: 0,
  context: `#/${name}`,
  subMenuList: children,
});

describe('the header menu on one row', () => {
  it('keeps every item when all fit, without More', () => {
    expect(itemsThatFit([100, 100, 100], 60, 2, 304)).toBe(3);
  });

  it('keeps the leading items that fit beside More', () => {
    // 100 + 2 + 100 + 2 + 60 = 264 fits in 300; a third item would not.
    expect(itemsThatFit([100, 100, 100], 60, 2, 300)).toBe(2);
    expect(itemsThatFit([100, 100, 100], 60, 2, 50)).toBe(0);
  });

  it('More lists the folded items; a folded sub-menu shows its name (not a link) and its links', () => {
    expect(moreItem([], 'More')).toBeNull();
    const more = moreItem([item('settings'), item('people', [item('users'), item('orgchart')])], 'More');
    expect(more?.menuName).toBe('More');
    expect(more?.subMenuList.map((entry) => [entry.menuName, entry.context])).toEqual([
      ['settings', '#/settings'],
      ['people', ''],
      ['users', '#/users'],
      ['orgchart', '#/orgchart'],
    ]);
  });
});
