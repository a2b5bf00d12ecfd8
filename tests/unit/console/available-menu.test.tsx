// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { collectSections } from '../../../src/console/routes/area-registry';
import { activeAliases, openableSections } from '../../../src/console/routes/section-aliases';
import { availableMenu } from '../../../src/console/shell/available-menu';
import { defineAreaRoutes, resetCore } from '../../../src/core';
import type { MenuItem } from '../../../src/domain/navigation';
import { json } from '../core/fakes';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { text } from '../ui/render-core';
import { MENU, TEST_SECTIONS, renderConsole, waitFor } from './harness';

afterEach(() => {
  cleanup();
  resetCore();
});

const item = (menuName: string, context: string, subMenuList: MenuItem[] = []): MenuItem => ({
  mapName: menuName.toLowerCase(),
  menuName,
  menuOrder: 0,
  context,
  subMenuList,
});

function sectionsOf(...names: string[]) {
  return collectSections({
    t: {
      default: defineAreaRoutes({
        area: 't',
        sections: names.map((section) => ({
          section,
          routes: [{ path: '', load: async () => ({ default: () => <p className="area-page">{section}</p> }) }],
        })),
      }),
    },
  });
}

describe('availableMenu', () => {
  const menu = [
    item('Home', '#/default'),
    item('People', '', [item('Users', '#/users/'), item('Groups', '#/groups')]),
    item('Administration', '', [item('Roles', '#/role'), item('SoD', '#/sod')]),
    item('Vendor site', 'https://www.example.com/help'),
  ];

  it('keeps in-app links whose section the console has, the home page and links elsewhere', () => {
    const names = availableMenu(menu, new Set(['users'])).map((i) => [
      i.menuName,
      i.subMenuList.map((s) => s.menuName),
    ]);
    expect(names).toEqual([
      ['Home', []],
      ['People', ['Users']],
      ['Vendor site', []],
    ]);
  });

  it('drops a group whose entries all lead nowhere', () => {
    expect(availableMenu(menu, new Set()).map((i) => i.menuName)).toEqual(['Home', 'Vendor site']);
  });

  it("counts an alias as openable when its target is there ('profile' is 'myProfile')", () => {
    expect(activeAliases(sectionsOf('myProfile'))).toEqual([['profile', 'myProfile']]);
    expect([...openableSections(sectionsOf('myProfile', 'tasks'))].sort()).toEqual(['myProfile', 'profile', 'tasks']);
    expect([...openableSections(sectionsOf('tasks'))]).toEqual(['tasks']);
    // An area that declares 'profile' itself keeps it.
    expect(activeAliases(sectionsOf('myProfile', 'profile'))).toEqual([]);
  });
});

describe('menu and home cards of a console without every section', () => {
  const withOutsideLink = {
    menuItems: [
      ...MENU.menuItems,
      { mapName: 'vendor', menuName: 'Vendor site', menuOrder: 4, context: 'https://www.example.com/help' },
    ],
  };

  it('show only the entries whose section the console has, links elsewhere, and no empty group', async () => {
    const view = await renderConsole({
      sections: sectionsOf('tasks', 'history', 'myProfile'),
      routes: { navigationmenu: () => json(withOutsideLink) },
    });
    const { container } = view.rendered;
    await waitFor(() => expect(container.querySelector('.home-card')).not.toBeNull());
    const menuLinks = [...container.querySelectorAll('#idm-main-menu a')].map((a) => a.getAttribute('href'));
    expect(menuLinks).toEqual(['#/history', '#/tasks', 'https://www.example.com/help']);
    const cards = [...container.querySelectorAll('.home-card')].map((card) => text(card.querySelector('h2')));
    expect(cards).toEqual(['Access', 'Vendor site', 'My account']);
    expect(container.querySelector('.home-card a[href="#/requests"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ann Admin' }));
    expect(container.querySelector('.profile-panel a[href="#/myProfile"]')).not.toBeNull();
  });

  it('without the profile area the profile entries go too', async () => {
    const view = await renderConsole({ sections: sectionsOf('tasks') });
    const { container } = view.rendered;
    await waitFor(() => expect(container.querySelector('.home-card')).not.toBeNull()); // the menu comes after the shell
    await userEvent.click(screen.getByRole('button', { name: 'Ann Admin' }));
    expect(container.querySelector('.profile-panel a[href="#/myProfile"]')).toBeNull();
    // The home cards come with the navigation menu, which may still be on its way when the shell shows.
    await waitFor(() =>
      expect([...container.querySelectorAll('.home-card')].map((card) => text(card.querySelector('h2')))).toEqual([
        'Access',
      ]),
    );
  });
});

describe('#/profile', () => {
  it('redirects to #/myProfile, keeping the rest of the path', async () => {
    const view = await renderConsole({ path: '/profile/profileRoles' });
    await waitFor(() => expect(view.path()).toBe('/myProfile/profileRoles'));
  });

  it('redirects to the profile page the test console has', async () => {
    const view = await renderConsole({ path: '/profile', sections: TEST_SECTIONS });
    await waitFor(() => expect(text(view.rendered.container.querySelector('.area-page'))).toBe('myProfile page'));
    expect(view.path()).toBe('/myProfile');
  });

  it('is not available where no area has the profile', async () => {
    const view = await renderConsole({ path: '/profile', sections: sectionsOf('tasks') });
    await waitFor(() => expect(text(view.rendered.container.querySelector('h1'))).toBe('Page not available'));
  });
});
