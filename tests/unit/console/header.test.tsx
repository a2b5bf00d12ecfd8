// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { brandingFrom, brandTarget, safeImageSrc } from '../../../src/console/header/branding';
import { footerContentFrom, localizedLinks } from '../../../src/console/footer/footer-content';
import { helpDeskContactFrom, mailtoHref, telHref } from '../../../src/console/modals/help-desk-contact';
import { THEME_STORAGE_KEY } from '../../../src/console/profile/theme';
import { resetCore } from '../../../src/core';
import { parseClientSettings } from '../../../src/domain/settings';
import { json } from '../core/fakes';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { text } from '../ui/render-core';
import { CLIENT_SETTINGS, MENU, renderConsole, waitFor } from './harness';

afterEach(() => {
  cleanup();
  resetCore();
});

const settings = parseClientSettings(CLIENT_SETTINGS);

describe('branding, footer and help desk from client settings', () => {
  it('takes the title of the locale, its link, and a safe logo', () => {
    expect(brandingFrom(settings, 'de')).toEqual({ title: 'Acme Identität', href: '#/dashboard', logoSrc: null });
    expect(brandingFrom(settings, 'fr').title).toBe('Acme Identity');
    const unsafe = parseClientSettings({
      config: {
        branding: [
          { key: 'title', value: 'X', link: 'javascript:alert(1)' },
          { key: 'image', value: 'javascript:x' },
        ],
      },
    });
    expect(brandingFrom(unsafe, 'en')).toEqual({ title: 'X', href: null, logoSrc: null });
    expect(safeImageSrc('data:image/svg+xml;base64,AAA')).toBe('data:image/svg+xml;base64,AAA');
    expect(safeImageSrc('data:text/html,<b>')).toBeNull();
    expect(safeImageSrc('/logo.png')).toBe('/logo.png');
  });

  it("lists the footer links of the user's locale, else English", () => {
    const value = [
      { locale: 'en', value: 'Privacy', link: 'https://e.com/p' },
      { locale: 'en', value: 'Terms', link: 'https://e.com/t' },
      { locale: 'de', value: 'Datenschutz', link: 'https://e.com/d' },
      { locale: 'de', value: 'Böse', link: 'javascript:x' },
    ];
    expect(localizedLinks(value, 'de_DE')).toEqual([{ text: 'Datenschutz', href: 'https://e.com/d' }]);
    expect(localizedLinks(value, 'fr').map((link) => link.text)).toEqual(['Privacy', 'Terms']);
    expect(footerContentFrom(settings, 'en')).toMatchObject({ enabled: true, showHelpDesk: false });
    expect(footerContentFrom(null, 'en').enabled).toBe(false);
  });

  it('reads the help desk contact with mailto and tel links', () => {
    expect(helpDeskContactFrom(settings, 'en')).toEqual({
      name: 'IT Help Desk',
      email: 'helpdesk@example.com',
      phoneNumbers: ['+1 555-010-0100'],
      showInMenu: true,
    });
    expect(telHref('+1 (555) 010-0100')).toBe('tel:+15550100100');
    expect(mailtoHref('helpdesk@example.com')).toBe('mailto:helpdesk@example.com');
    expect(mailtoHref('not an address')).toBeNull();
  });
});

describe('header, footer and profile menu', () => {
  it('leads the brand to the home page when its link names a section this console has no page for', () => {
    const sections = new Set(['users', 'tasks']);
    expect(brandTarget('#/dashboard', sections)).toBe('#/default');
    expect(brandTarget('#/tasks', sections)).toBe('#/tasks');
    expect(brandTarget('#/default', sections)).toBe('#/default');
    expect(brandTarget('https://intranet.example.com/', sections)).toBe('https://intranet.example.com/');
    expect(brandTarget(null, sections)).toBeNull();
  });

  it('a menu that cannot be loaded says so in the header and on the home page; Try again loads it', async () => {
    let down = true;
    const view = await renderConsole({
      routes: { navigationmenu: () => (down ? json({ error: 'down' }, 500) : json(MENU)) },
    });
    const { container } = view.rendered;
    await waitFor(() =>
      expect(text(container.querySelector('.header [role="alert"] .idm-load-failure-text'))).toBe(
        'The menu could not be loaded. 500 {"error":"down"}',
      ),
    );
    expect(view.server.callsTo('navigationmenu')).toHaveLength(4); // the first call and 3 retries
    expect(text(container.querySelector('.home [role="alert"]'))).toContain('The menu could not be loaded.');
    down = false;
    await userEvent.click(
      within(container.querySelector('.header') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    await waitFor(() => expect(container.querySelector('#idm-main-menu a')).not.toBeNull());
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.querySelector('.home-card')).not.toBeNull();
  });

  it('shows the brand title as a link, and the footer links when enabled', async () => {
    const view = await renderConsole();
    const { container } = view.rendered;
    const brand = container.querySelector('a.brand');
    expect(text(brand)).toBe('Acme Identity');
    expect(document.title).toBe('Acme Identity');
    // The harness declares a dashboard section, so the settings' link stays.
    expect(brand?.getAttribute('href')).toBe('#/dashboard');
    expect(container.querySelector('.footer a')?.getAttribute('href')).toBe('https://example.com/privacy');
  });

  it('the profile menu holds Help Desk, the server profile entries, Help, About and Sign Out', async () => {
    const view = await renderConsole();
    const { container } = view.rendered;
    // The server's entries come with the navigation menu, asked for once the shell shows.
    await waitFor(() => expect(container.querySelector('#idm-main-menu a')).not.toBeNull());
    const profile = screen.getByRole('button', { name: 'Ann Admin' });
    expect(profile.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(profile);
    expect(profile.getAttribute('aria-expanded')).toBe('true');
    const panel = container.querySelector('.profile-panel') as HTMLElement;
    const entries = [...panel.querySelectorAll('.dropdown-item')].map((item) => text(item));
    expect(entries).toEqual(['Proxy As', 'Help Desk', 'My Profile', 'Help', 'About', 'Sign Out']);
    expect(panel.querySelector('a[href="#/myProfile"]')).not.toBeNull();
  });

  it('Help Desk shows name, e-mail (mailto) and phone numbers (tel)', async () => {
    await renderConsole();
    await userEvent.click(screen.getByRole('button', { name: 'Ann Admin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Help Desk' }));
    // The dialog's code loads when it is first opened.
    const dialog = (await screen.findByText('IT Help Desk')).closest('dialog') as HTMLDialogElement;
    expect(text(dialog)).toContain('IT Help Desk');
    expect(dialog.querySelector('a[href="mailto:helpdesk@example.com"]')).not.toBeNull();
    expect(dialog.querySelector('a[href="tel:+15550100100"]')?.textContent).toBe('+1 555-010-0100');
  });

  it('Help opens the route’s help page for the locale in a 900 by 600 popup', async () => {
    const view = await renderConsole({ path: '/dashboard' });
    await userEvent.click(
      within(view.rendered.container.querySelector('.main-tools') as HTMLElement).getByRole('button', { name: 'Help' }),
    );
    expect(view.opened).toEqual([
      {
        url: 'https://idm.example.com/idmdash/help/en/dashboard_intro.html',
        name: 'idmHelp',
        features: 'width=900,height=600,noopener',
      },
    ]);
  });

  it('the help button is hidden by the client setting customization.hideHelp', async () => {
    const hidden = {
      ...CLIENT_SETTINGS,
      config: {
        ...CLIENT_SETTINGS.config,
        customization: [{ key: 'hideHelp', sectionKey: 'customization', value: true }],
      },
    };
    const view = await renderConsole({ routes: { 'config/clients/1': () => json(hidden) } });
    expect(view.rendered.container.querySelector('.help-button')).toBeNull();
  });

  it('the theme choice sets the host’s theme attribute and is remembered', async () => {
    const view = await renderConsole();
    const { container } = view.rendered;
    await userEvent.click(screen.getByRole('button', { name: 'Ann Admin' }));
    const select = [...container.querySelectorAll('select')].find((s) => s.querySelector('option[value="dark"]'));
    await userEvent.selectOptions(select!, 'dark');
    expect(view.host.getAttribute('theme')).toBe('dark');
    expect(view.env.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.selectOptions(select!, 'system');
    expect(view.host.hasAttribute('theme')).toBe(false);
  });

  it('a remembered theme is applied to the host at start', async () => {
    const view = await renderConsole({ env: { localStorage: storageWith(THEME_STORAGE_KEY, 'high-contrast') } });
    expect(view.host.getAttribute('theme')).toBe('high-contrast');
  });

  it('choosing a language re-renders in it without a reload and saves it as the user’s locale', async () => {
    const view = await renderConsole({
      routes: {
        'i18n/de/': () => json({ common: { signOut: 'Abmelden' }, console: { welcome: 'Willkommen, {{name}}' } }),
        'ulp/l10n/listLocales': () => json({}, 201),
      },
    });
    const { container } = view.rendered;
    await userEvent.click(screen.getByRole('button', { name: 'Ann Admin' }));
    await waitFor(() => expect(container.querySelector('option[value="de"]')).not.toBeNull());
    const select = [...container.querySelectorAll('select')].find((s) => s.querySelector('option[value="de"]'));
    await userEvent.selectOptions(select!, 'de');
    await waitFor(() => expect(text(container.querySelector('h1'))).toBe('Willkommen, Ann Admin'));
    expect(view.env.location.reloads).toBe(0);
    expect(view.core.stores.$locale.get().locale).toBe('de');
    await waitFor(() => expect(view.server.callsTo('ulp/l10n/listLocales')).toHaveLength(1));
    expect(JSON.parse(view.server.callsTo('ulp/l10n/listLocales')[0]?.body ?? '{}')).toEqual({
      userDN: 'cn=ann,ou=users,o=data',
      userPreferredLocales: ['de'],
    });
  });

  it('the menu marks the current section', async () => {
    const view = await renderConsole({ path: '/role' });
    await waitFor(() =>
      expect(view.rendered.container.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe('#/role'),
    );
  });
});

function storageWith(key: string, value: string) {
  const data = new Map([[key, value]]);
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}
