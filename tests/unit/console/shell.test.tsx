// @vitest-environment happy-dom
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { queryKeys } from '../../../src/api/keys';
import { resetCore } from '../../../src/core';
import { CONTEXT_JSON, json } from '../core/fakes';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { text } from '../ui/render-core';
import { USER, renderConsole, waitFor } from './harness';

afterEach(() => {
  cleanup();
  resetCore();
});

/** axe without the rules that need real layout (contrast). */
async function violations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('console shell', () => {
  it('goes from the empty path to the home page with the user name and cards from the menu', async () => {
    const view = await renderConsole();
    await waitFor(() => expect(text(view.rendered.container.querySelector('h1'))).toBe('Welcome, Ann Admin'));
    expect(view.path()).toBe('/default');
    await waitFor(() => expect(view.rendered.container.querySelector('.home-card')).not.toBeNull());
    const cards = [...view.rendered.container.querySelectorAll('.home-card')].map((card) =>
      text(card.querySelector('h2')),
    );
    expect(cards).toEqual(['Dashboard', 'Access', 'Administration', 'My account']);
    expect(view.rendered.container.querySelector('.home-card a[href="#/role"]')?.textContent).toBe('Roles');
  });

  it('keeps the loading overlay until the user rights are in', async () => {
    let answer: () => void = () => {};
    const view = await renderConsole({
      waitForShell: false,
      routes: {
        'info/user/rights': () =>
          new Promise((resolve) => {
            answer = () => resolve(json({ proxyFor: false }));
          }),
      },
    });
    const { container } = view.rendered;
    await waitFor(() => expect(view.server.callsTo('info/user/rights')).not.toHaveLength(0));
    await waitFor(() => expect(view.server.callsTo('userDefaults')).not.toHaveLength(0));
    expect(container.querySelector('.idm-loading-overlay')).not.toBeNull();
    expect(container.querySelector('.shell')).toBeNull();
    answer();
    await waitFor(() => expect(container.querySelector('.shell')).not.toBeNull());
    expect(container.querySelector('.idm-loading-overlay')).toBeNull();
  });

  it.each([
    ['a page other than home', '/tasks'],
    ['the home page', '/'],
  ])(
    "on %s, asks for the start-up reads, the page's reads and the header's reads together while loading",
    async (_name, path) => {
      let answer: () => void = () => {};
      const view = await renderConsole({
        waitForShell: false,
        path,
        routes: {
          'info/user/rights': () =>
            new Promise((resolve) => (answer = () => resolve(json({ proxyFor: false, clientId: '1' })))),
        },
      });
      await waitFor(() => expect(view.server.callsTo('info/user/rights')).toHaveLength(1));
      for (const read of [
        'userDefaults',
        'display/settings/general',
        'config/clients/1',
        'userlocale',
        'navigationmenu',
        'notifyService',
      ])
        expect(view.server.callsTo(read)).toHaveLength(1);
      // On HTTP/1.1's six connections the menu waits for the reads the shell waits for, unless it is the page's data.
      const menuPriority = view.server.callsTo('navigationmenu')[0]?.priority;
      expect(menuPriority).toBe(path === '/' ? undefined : 'low');
      for (const read of ['userlocale', 'defaultlocale', 'info/user/rights', 'config/clients/1'])
        expect(view.server.callsTo(read)[0]?.priority).toBeUndefined();
      answer();
      await waitFor(() => expect(view.rendered.container.querySelector('.shell')).not.toBeNull());
      // The header takes what was read: it does not ask again.
      for (const read of ['navigationmenu', 'notifyService']) expect(view.server.callsTo(read)).toHaveLength(1);
    },
  );

  it('starts when the user details, the rights and the locale answer 500 once (reads are retried)', async () => {
    const failOnce = (path: string, body: unknown) => {
      let calls = 0;
      return { [path]: () => (++calls === 1 ? json({ error: 'busy' }, 500) : json(body)) };
    };
    const view = await renderConsole({
      routes: {
        ...failOnce('userDefaults', USER),
        ...failOnce('info/user/rights', { authorized: true, proxyFor: true, clientId: '1', isAdmin: true }),
        ...failOnce('supportedlocales/userlocale', 'en'),
        ...failOnce('LoadContextConfigServlet', CONTEXT_JSON),
      },
    });
    await waitFor(() => expect(text(view.rendered.container.querySelector('h1'))).toBe('Welcome, Ann Admin'));
    expect(view.rendered.container.querySelector('.startup-error')).toBeNull();
    expect(view.server.callsTo('userDefaults')).toHaveLength(2);
    expect(view.server.callsTo('LoadContextConfigServlet')).toHaveLength(2);
  });

  it('links the stylesheets of the site and of the client inside the console', async () => {
    const view = await renderConsole();
    const links = [...view.rendered.container.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute('href'),
    );
    // Asked once, by its plain URL: no second request for a versioned one once the page has settled.
    expect(links).toEqual([
      'https://idm.example.com/custom/css/idmdashcustom1.css',
      'https://idm.example.com/custom/css/client-1.css',
    ]);
  });

  it("gives the client's sheet a new URL after an upload, so the new rules apply at once", async () => {
    const view = await renderConsole();
    const clientSheet = () =>
      view.rendered.container.querySelector('link[href*="client-1.css"]')?.getAttribute('href') ?? '';
    await act(() => view.core.queryClient.invalidateQueries({ queryKey: queryKeys.clientStyleVersion('1') }));
    await waitFor(() =>
      expect(clientSheet()).toMatch(/^https:\/\/idm\.example\.com\/custom\/css\/client-1\.css\?v=\d+$/),
    );
  });

  it('has no axe violations with the menus open', async () => {
    const view = await renderConsole({
      routes: { notifyService: () => json({ totalCount: 2, newTasksCount: 2, notificationsList: [] }) },
    });
    const { container } = view.rendered;
    await waitFor(() => expect(container.querySelector('.home-card')).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Ann Admin' }));
    expect(await violations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 2 new' }));
    expect(await violations(container)).toEqual([]);
  });
});
