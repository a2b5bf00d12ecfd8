import { act } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import type { ConsoleHistory } from '../../../src/console/routes/ConsoleRouter';
import { ConsoleApp } from '../../../src/console/ConsoleApp';
import { collectSections, type RegisteredSection } from '../../../src/console/routes/area-registry';
import { createCore, defineAreaRoutes, type IdmCore } from '../../../src/core';
import {
  CONSOLE_BASE,
  CONTEXT_JSON,
  SESSION_COOKIE,
  fakeFetch,
  json,
  testEnv,
  type RecordedCall,
  type Route,
  type TestEnv,
} from '../core/fakes';
import { waitFor } from '@testing-library/react';
import { type RenderedWithCore, renderWithCore, text } from '../ui/render-core';

export const USER = { dn: 'cn=ann,ou=users,o=data', fullName: 'Ann Admin' };

export const MENU = {
  menuItems: [
    { mapName: 'dashboard', menuName: 'Dashboard', menuOrder: 1, context: '#/dashboard' },
    {
      mapName: 'access',
      menuName: 'Access',
      menuOrder: 2,
      context: '',
      subMenuList: [
        { mapName: 'requests', menuName: 'Request', menuOrder: 1, context: '#/requests' },
        { mapName: 'history', menuName: 'Request History', menuOrder: 2, context: '#/history' },
        { mapName: 'tasks', menuName: 'Tasks', menuOrder: 3, context: '#/tasks' },
      ],
    },
    {
      mapName: 'administration',
      menuName: 'Administration',
      menuOrder: 3,
      context: '',
      subMenuList: [
        { mapName: 'role', menuName: 'Roles', menuOrder: 1, context: '#/role' },
        { mapName: 'sod', menuName: 'Separation of Duties', menuOrder: 2, context: '#/sod' },
      ],
    },
    {
      mapName: 'profileMenu',
      menuName: 'Profile',
      menuOrder: 100,
      context: '',
      subMenuList: [{ mapName: 'profile', menuName: 'My Profile', menuOrder: 1, context: '#/myProfile' }],
    },
  ],
};

/**
 * The test console's areas: a section for every in-app entry of MENU (the menu shows only sections the
 * console has), each page saying which it is. Tests of the route table pass their own `sections`.
 */
export const TEST_SECTIONS: RegisteredSection[] = collectSections({
  test: {
    default: defineAreaRoutes({
      area: 'test',
      sections: ['dashboard', 'requests', 'history', 'tasks', 'role', 'sod', 'myProfile'].map((section) => ({
        section,
        routes: [{ path: '', load: async () => ({ default: () => <p className="area-page">{`${section} page`}</p> }) }],
      })),
    }),
  },
});

export const CLIENT_SETTINGS = {
  clientId: '1',
  config: {
    branding: [
      {
        key: 'title',
        sectionKey: 'branding',
        value: [
          { locale: 'en', value: 'Acme Identity' },
          { locale: 'de', value: 'Acme Identität' },
        ],
        link: '#/dashboard',
      },
      { key: 'enableFooter', sectionKey: 'branding', value: true },
      {
        key: 'footerLink',
        sectionKey: 'branding',
        value: [{ locale: 'en', value: 'Privacy', link: 'https://example.com/privacy' }],
      },
    ],
    helpdesk: [
      { key: 'showInMenu', sectionKey: 'helpdesk', value: true },
      { key: 'helpdeskName', sectionKey: 'helpdesk', value: 'IT Help Desk' },
      { key: 'emailAddress', sectionKey: 'helpdesk', value: 'helpdesk@example.com' },
      { key: 'contactNumber', sectionKey: 'helpdesk', value: [{ $: '+1 555-010-0100' }] },
    ],
    customization: [],
    access: [],
    dashboardAccess: [],
  },
};

/** Navigation rights: every key 'true' unless `denied` names it (then 'false'). */
export function navigationRights(
  denied: Record<string, string> = {},
  areaDefault = 'dashboard',
  areaDefaultDisplayName = 'Dashboard',
): Route {
  return (call: RecordedCall) => {
    const body = JSON.parse(call.body ?? '{}') as { navPageRights?: { key: string }[] };
    return json({
      navPageRights: (body.navPageRights ?? []).map(({ key }) => ({ key, value: denied[key] ?? 'true' })),
      areaDefault,
      areaDefaultDisplayName,
    });
  };
}

export function defaultRoutes(overrides: Record<string, Route> = {}): Record<string, Route> {
  return {
    LoadContextConfigServlet: () => json(CONTEXT_JSON),
    'supportedlocales/defaultlocale': () => json('en'),
    'supportedlocales/userlocale': () => json('en'),
    supportedlocales: () =>
      json({
        supportedLocales: [
          { locale: 'en', localeDisplayName: 'English' },
          { locale: 'de', localeDisplayName: 'Deutsch' },
        ],
      }),
    'display/settings/general': () => json({ defaultRowsPerPage: 10, optionsRowsPerPage: '5,10,25,50' }),
    'administration/igConfig': () => json({}),
    'config/clients/1': () => json(CLIENT_SETTINGS),
    'info/user/rights': () => json({ authorized: true, proxyFor: true, clientId: '1', isAdmin: true }),
    userDefaults: () => json(USER),
    navigationmenu: () => json(MENU),
    navigationrights: navigationRights(),
    notifyService: () => json({ totalCount: 0, notificationsList: [] }),
    'build-info.json': () => json({ version: '4.9.0', date: 1_700_000_000_000, revision: { number: 'abc123' } }),
    ...overrides,
  };
}

export interface ConsoleView {
  core: IdmCore;
  env: TestEnv;
  host: HTMLElement;
  rendered: RenderedWithCore;
  server: ReturnType<typeof fakeFetch>;
  /** The memory router's current path. */
  path(): string;
  opened: { url: string; name: string; features: string }[];
}

export interface ConsoleOptions {
  routes?: Record<string, Route>;
  path?: string;
  /** The console's areas (default: TEST_SECTIONS). */
  sections?: RegisteredSection[];
  env?: Partial<TestEnv>;
  /** Resolve before the shell shows (default: wait for it). */
  waitForShell?: boolean;
}

type HappyDomSettings = {
  disableCSSFileLoading: boolean;
  handleDisabledFileLoadingAsSuccess: boolean;
  disableIframePageLoading: boolean;
};
type HappyDomWindow = { happyDOM?: { settings: HappyDomSettings } };

/** happy-dom would fetch the custom stylesheets and frames from the fake origin; they are not under test. */
function skipStylesheetLoading(): void {
  const settings = (globalThis as HappyDomWindow).happyDOM?.settings;
  if (settings) {
    settings.disableCSSFileLoading = true;
    settings.handleDisabledFileLoadingAsSuccess = true;
    settings.disableIframePageLoading = true;
  }
}

/** The whole console (ConsoleApp) on a fake server, at `path` of a memory router. */
export async function renderConsole(options: ConsoleOptions = {}): Promise<ConsoleView> {
  skipStylesheetLoading();
  const server = fakeFetch(defaultRoutes(options.routes));
  const env = { ...testEnv(server.fetch, SESSION_COOKIE), ...options.env } as TestEnv;
  const core = createCore({ consoleBase: CONSOLE_BASE, env });
  await core.start();
  const host = document.createElement('div');
  document.body.append(host);
  let history: ConsoleHistory | null = null;
  const opened: ConsoleView['opened'] = [];
  const rendered = renderWithCore(
    <ConsoleApp
      host={host}
      sections={options.sections ?? TEST_SECTIONS}
      createHistory={() => (history = createMemoryHistory({ initialEntries: [options.path ?? '/'], v5Compat: true }))}
      openWindow={(url, name, features) => opened.push({ url, name, features })}
    />,
    core,
  );
  const view: ConsoleView = {
    core,
    env,
    host,
    rendered,
    server,
    opened,
    path: () => (history as ConsoleHistory | null)?.location.pathname ?? '',
  };
  if (options.waitForShell !== false) {
    await waitFor(() => {
      if (!rendered.container.querySelector('.shell')) throw new Error('the shell did not render');
    });
  }
  return view;
}

/** Lets pending promises and React updates settle. */
export async function settle(): Promise<void> {
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
}

export function textOf(element: Element | null | undefined): string {
  return text(element);
}

export { waitFor };
