// @vitest-environment happy-dom
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectSections } from '../../../src/console/routes/area-registry';
import { defineAreaRoutes, resetCore, routeSegments, sectionHref, sectionOfHref, sectionPath } from '../../../src/core';
import { json } from '../core/fakes';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { text } from '../ui/render-core';
import { navigationRights, renderConsole, settle, waitFor } from './harness';

afterEach(() => {
  cleanup();
  resetCore();
});

function page(label: string) {
  return async () => ({ default: () => <p className="area-page">{label}</p> });
}

const adminArea = defineAreaRoutes({
  area: 'admin',
  sections: [
    {
      section: 'sod',
      routes: [
        { path: '', load: page('SoD list') },
        { path: 'create', load: page('New SoD') },
        { path: 'detail/:id', load: page('SoD details') },
      ],
    },
  ],
});

describe('route registry', () => {
  it('collects every section the areas declare, loading no page before its first visit', () => {
    const load = vi.fn(page('never'));
    const sections = collectSections({
      '../../areas/b/routes.ts': {
        default: defineAreaRoutes({
          area: 'b',
          sections: [{ section: 'users', pageKeys: ['users'], routes: [{ path: ':dn', load }] }],
        }),
      },
      '../../areas/a/routes.ts': { default: adminArea },
    });
    expect(sections.map((s) => [s.area, s.section])).toEqual([
      ['admin', 'sod'],
      ['b', 'users'],
    ]);
    expect(sections[1]?.pageKeys).toEqual(['users']);
    expect(sections[0]?.routes.map((r) => r.path)).toEqual(['', 'create', 'detail/:id']);
    expect(load).not.toHaveBeenCalled();
  });

  it('lets two areas share a section with other paths; refuses a path declared twice, other page keys, and the console’s own default', () => {
    const catalog = defineAreaRoutes({
      area: 'users',
      sections: [{ section: 'users', routes: [{ path: '', load: page('Catalog') }] }],
    });
    const details = defineAreaRoutes({
      area: 'user-details',
      sections: [{ section: 'users', routes: [{ path: ':dn', load: page('Details') }] }],
    });
    const shared = collectSections({ a: { default: catalog }, b: { default: details } });
    expect(shared.map((s) => [s.section, s.routes.map((r) => r.path)])).toEqual([['users', ['', ':dn']]]);
    const twice = { area: 'c', sections: [{ section: 'sod', routes: [{ path: '', load: page('Sod') }] }] };
    expect(() => collectSections({ a: { default: adminArea }, b: { default: twice } })).toThrow(/already declared/);
    const otherKeys = {
      area: 'c',
      sections: [{ section: 'users', pageKeys: ['user'], routes: [{ path: 'x', load: page('X') }] }],
    };
    expect(() => collectSections({ a: { default: catalog }, b: { default: otherKeys } })).toThrow(/other page keys/);
    expect(() =>
      collectSections({ a: { default: { area: 'd', sections: [{ section: 'default', routes: [] }] } } }),
    ).toThrow(/default/);
  });

  it('builds links with every segment URL-encoded, and reads them back', () => {
    const dn = 'cn=Doe\\, John,ou=users,o=data';
    expect(sectionHref('users', dn)).toBe('#/users/cn%3DDoe%5C%2C%20John%2Cou%3Dusers%2Co%3Ddata');
    expect(sectionPath('detailInfo', 'cn=a/b')).toBe('/detailInfo/cn%3Da%2Fb');
    expect(routeSegments(sectionHref('users', dn))).toEqual(['users', dn]);
    expect(routeSegments('#/a//b?x=1')).toEqual(['a', 'b']);
    expect(routeSegments('/bad/%E0%A4%A')).toEqual(['bad', '%E0%A4%A']);
    expect(sectionOfHref('#/role/create')).toBe('role');
    expect(sectionOfHref('https://example.com/#/role')).toBeNull();
  });
});

describe('guarded routes', () => {
  it('a registered section loads its page lazily once the rights allow it', async () => {
    const view = await renderConsole({
      path: '/sod/detail/42',
      sections: collectSections({ a: { default: adminArea } }),
    });
    await waitFor(() => expect(text(view.rendered.container.querySelector('.area-page'))).toBe('SoD details'));
    const asked = JSON.parse(view.server.callsTo('navigationrights').at(-1)?.body ?? '{}') as {
      navPageRights: { key: string }[];
    };
    expect(asked.navPageRights.map((r) => r.key)).toEqual(['sod']);
  });

  it("a key marked false blocks the page: 'Unauthorized access to … page', Close goes to the area default", async () => {
    const view = await renderConsole({
      path: '/sod',
      sections: collectSections({ a: { default: adminArea } }),
      routes: { navigationrights: navigationRights({ sod: 'false' }, 'dashboard', 'Dashboard') },
    });
    const { container } = view.rendered;
    await waitFor(() => expect(container.querySelector('dialog')).not.toBeNull());
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    expect(text(dialog)).toContain('Unauthorized access to Separation of Duties page');
    expect(text(dialog)).toContain('Close will redirect to Dashboard page');
    expect(container.querySelector('.area-page')).toBeNull();
    // Focus starts on the main action (Close), not on the × button.
    expect(document.activeElement).toBe(dialog.querySelector('.idm-dialog-footer button'));

    await userEvent.click(dialog.querySelector('.idm-dialog-footer button')!);
    expect(view.path()).toBe('/dashboard');
  });

  it('names a refused page the menu does not list by its section display name, never by its key', async () => {
    const manageUsers = defineAreaRoutes({
      area: 'manage-users',
      sections: [{ section: 'manageusers', routes: [{ path: '', load: page('Manage') }] }],
    });
    const view = await renderConsole({
      path: '/manageusers',
      sections: collectSections({ a: { default: manageUsers } }),
      routes: { navigationrights: navigationRights({ manageusers: 'false' }, '', '') },
    });
    const { container } = view.rendered;
    await waitFor(() => expect(container.querySelector('dialog')).not.toBeNull());
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    expect(text(dialog)).toContain('Unauthorized access to Manage Users page');
    expect(text(dialog)).toContain('Close will redirect to Home page');
    expect(text(dialog)).not.toContain('manageusers');
  });

  it('a refused sub-page names the area default the server gives', async () => {
    const view = await renderConsole({
      path: '/sod/create',
      sections: collectSections({ a: { default: adminArea } }),
      routes: { navigationrights: navigationRights({ 'create Sod': 'false' }, 'sod', 'Separation of Duties') },
    });
    const { container } = view.rendered;
    await waitFor(() =>
      expect(text(container.querySelector('dialog'))).toContain('Close will redirect to Separation of Duties page'),
    );
    // The footer's Close (the × in the header is named Close too).
    await userEvent.click(
      within(container.querySelector('dialog footer') as HTMLElement).getByRole('button', { name: 'Close' }),
    );
    // The list's route is lazy: the move completes once its module is in.
    await waitFor(() => expect(view.path()).toBe('/sod'));
    await waitFor(() => expect(text(container.querySelector('.area-page'))).toBe('SoD list'));
  });

  it("starts a page's queries and the guard's rights while the page's module is still downloading", async () => {
    let deliverModule: () => void = () => {};
    const moduleArrives = new Promise<void>((resolve) => (deliverModule = resolve));
    const prefetched: [string, Record<string, string | undefined>][] = [];
    const area = defineAreaRoutes({
      area: 'admin',
      sections: [
        {
          section: 'sod',
          routes: [
            {
              path: 'detail/:id',
              load: async () => {
                await moduleArrives;
                return { default: () => <p className="area-page">SoD details</p> };
              },
              prefetch: (core, params) => {
                prefetched.push([core.options.consoleBase, { ...params }]);
                void core.http.request({ url: core.http.rest('access/sod/42') });
              },
            },
          ],
        },
      ],
    });
    // The console opens on its first page once that page's module is in: nothing to wait for before.
    const view = await renderConsole({
      path: '/sod/detail/42',
      sections: collectSections({ a: { default: area } }),
      routes: { 'access/sod/42': () => json({}) },
      waitForShell: false,
    });
    await waitFor(() => expect(view.server.callsTo('access/sod/42')).toHaveLength(1));
    expect(prefetched).toEqual([[view.core.options.consoleBase, { id: '42' }]]);
    expect(view.server.callsTo('navigationrights')).toHaveLength(1);
    // The page's reads leave before the start-up reads (on HTTP/1.1's six connections they are not the last).
    const order = view.server.calls.map((call) => call.url);
    const firstOf = (path: string) => order.findIndex((url) => url.includes(path));
    expect(firstOf('access/sod/42')).toBeLessThan(firstOf('access/users/userDefaults'));
    expect(firstOf('access/sod/42')).toBeLessThan(firstOf('access/info/user/rights'));
    expect(view.rendered.container.querySelector('.area-page')).toBeNull();
    await settle(); // the start-up reads are in
    expect(view.rendered.container.querySelector('.shell')).toBeNull();
    deliverModule();
    await waitFor(() => expect(text(view.rendered.container.querySelector('.area-page'))).toBe('SoD details'));
    // The page's guard read the rights the loader asked for: no second request.
    expect(view.server.callsTo('navigationrights')).toHaveLength(1);
  });

  it('says a page is coming while its module downloads, keeping the page being left until then', async () => {
    let deliverModule: () => void = () => {};
    const moduleArrives = new Promise<void>((resolve) => (deliverModule = resolve));
    const area = defineAreaRoutes({
      area: 'admin',
      sections: [
        {
          section: 'sod',
          routes: [
            { path: '', load: async () => ({ default: () => <Link to="/sod/detail/42">Open rule 42</Link> }) },
            {
              path: 'detail/:id',
              load: async () => {
                await moduleArrives;
                return { default: () => <p className="area-page">SoD details</p> };
              },
            },
          ],
        },
      ],
    });
    const view = await renderConsole({ path: '/sod', sections: collectSections({ a: { default: area } }) });
    const { container } = view.rendered;
    await waitFor(() => expect(container.querySelector('main a')).not.toBeNull());
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
    await userEvent.click(container.querySelector('main a') as HTMLElement);
    await waitFor(() =>
      expect(container.querySelector('main [role="progressbar"]')?.getAttribute('aria-label')).toBe('Loading...'),
    );
    expect(container.querySelector('main')?.getAttribute('aria-busy')).toBe('true');
    expect(text(container.querySelector('main a'))).toBe('Open rule 42');
    deliverModule();
    await waitFor(() => expect(text(container.querySelector('.area-page'))).toBe('SoD details'));
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
    expect(container.querySelector('main')?.hasAttribute('aria-busy')).toBe(false);
  });

  it('shows the full-screen loading overlay until the navigation rights arrive', async () => {
    let answer: () => void = () => {};
    const view = await renderConsole({
      path: '/sod',
      sections: collectSections({ a: { default: adminArea } }),
      routes: {
        navigationrights: () =>
          new Promise((resolve) => {
            answer = () =>
              resolve(
                json({ navPageRights: [{ key: 'sod', value: 'true' }], areaDefault: '', areaDefaultDisplayName: '' }),
              );
          }),
      },
    });
    const { container } = view.rendered;
    await waitFor(() => expect(container.querySelector('.idm-loading-overlay')).not.toBeNull());
    expect(container.querySelector('.area-page')).toBeNull();
    answer();
    await waitFor(() => expect(text(container.querySelector('.area-page'))).toBe('SoD list'));
    expect(container.querySelector('.idm-loading-overlay')).toBeNull();
  });

  it('a page whose module fails to download says so inside the console, with Reload and the header kept', async () => {
    const broken = defineAreaRoutes({
      area: 'broken',
      sections: [
        {
          section: 'sod',
          routes: [
            {
              path: '',
              load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
            },
          ],
        },
      ],
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = await renderConsole({ path: '/sod', sections: collectSections({ a: { default: broken } }) });
    const { container } = view.rendered;
    await waitFor(() => expect(text(container.querySelector('[role=alert] h1'))).toBe('This page could not be loaded'));
    expect(text(container.querySelector('[role=alert]'))).toContain('Check your connection, then reload the page.');
    expect(screen.getByRole('button', { name: 'Reload' })).not.toBeNull();
    expect(container.querySelector('header')).not.toBeNull();
    quiet.mockRestore();
  });

  it('the home page is not guarded, and an unknown section says it is not available', async () => {
    const view = await renderConsole({ path: '/nowhere' });
    await waitFor(() => expect(text(view.rendered.container.querySelector('h1'))).toBe('Page not available'));
    expect(view.server.callsTo('navigationrights')).toHaveLength(0);
  });
});
