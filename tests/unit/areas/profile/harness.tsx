import axe from 'axe-core';
import { act, type ReactNode } from 'react';
import { createCore, type IdmCore } from '../../../../src/core';
import {
  CONSOLE_BASE,
  CONTEXT_JSON,
  SESSION_COOKIE,
  fakeFetch,
  json,
  testEnv,
  type Route,
  type TestEnv,
} from '../../core/fakes';
import { type RenderedWithCore, renderWithCore } from '../../ui/render-core';

export const ME_DN = 'cn=euser,ou=users,o=data';

type AttributeSpec = {
  key: string;
  displayLabel: string;
  values?: string[];
  isEditable?: boolean;
  dataType?: string;
  isRequired?: boolean;
  isMultivalued?: boolean;
};

export function attribute({ values = [], ...spec }: AttributeSpec) {
  return {
    dataType: 'String',
    isEditable: false,
    isRequired: false,
    isMultivalued: false,
    isSearchable: true,
    isSortable: true,
    formatType: '',
    ...spec,
    attributeValues: values.map((v) => ({ $: v })),
  };
}

/** The signed-in user's details: FirstName read-only, Title and Email editable, CN editable (never sent), a photo. */
export function person(overrides: Record<string, unknown> = {}) {
  return {
    dn: ME_DN,
    fullName: 'Eddie User',
    image: '',
    imageAttr: attribute({ key: 'UserPhoto', displayLabel: 'Photo', dataType: 'Binary', isEditable: true }),
    primaryAttributes: [
      attribute({ key: 'FirstName', displayLabel: 'First Name', values: ['Eddie'], isRequired: true }),
      attribute({ key: 'Title', displayLabel: 'Title', values: ['Engineer'], isEditable: true }),
      attribute({ key: 'Email', displayLabel: 'Email', values: ['eddie@example.com'], isEditable: true }),
    ],
    secondaryAttributes: [attribute({ key: 'Department', displayLabel: 'Department', values: ['Engineering'] })],
    otherAttributes: [attribute({ key: 'CN', displayLabel: 'User ID', values: ['euser'], isEditable: true })],
    groupMemberof: [],
    ...overrides,
  };
}

export function profileRoutes(overrides: Record<string, Route> = {}): Record<string, Route> {
  return {
    LoadContextConfigServlet: () => json(CONTEXT_JSON),
    'users/details': () => json(person()),
    'access/user': (call) => json({ dn: ME_DN, attributes: JSON.parse(call.body ?? '{}').attributes ?? [] }),
    supportedlocales: () =>
      json({
        supportedLocales: [
          { locale: 'en', localeDisplayName: 'English' },
          { locale: 'de', localeDisplayName: 'Deutsch' },
        ],
      }),
    'supportedlocales/userlocale': () => json('en'),
    'l10n/listLocales': (call) =>
      json({ userDN: ME_DN, localeKey: JSON.parse(call.body ?? '{}').userPreferredLocales?.[0] }, 201),
    'i18n/': () => json({}),
    'groups/membershipInfo': () =>
      json({
        dn: ME_DN,
        groupMemberof: ['cn=VPN Users,ou=groups,o=data'],
        groups: [{ dn: 'cn=VPN Users,ou=groups,o=data', name: 'VPN Users', description: 'Remote access' }],
      }),
    passwordsyncstatus: () =>
      json({
        messages: [
          { status: '0000', message: 'Policy rejected', driverName: 'Active Directory', driverImage: '' },
          { status: '0001', message: 'Account locked', driverName: 'Entra ID', driverImage: '' },
          { status: '0002', message: 'Will retry', driverName: 'Google', driverImage: '' },
          { status: '0003', message: 'Driver stopped', driverName: 'SAP', driverImage: '' },
          { status: '0004', message: 'Synchronized', driverName: 'Linux', driverImage: '' },
        ],
      }),
    'access/assignments': () =>
      json({
        assignments: [
          {
            id: 'cn=Wiki,cn=Level10',
            name: 'Wiki Editor',
            description: 'Edits the wiki',
            entityType: 'role',
            statusDisplay: 'Provisioned',
            bulkRemovable: true,
            isDirectAssignment: true,
            effectiveDate: Date.UTC(2025, 0, 2),
            expiryDate: 0,
          },
          {
            id: 'cn=Group,cn=Level20',
            name: 'Inherited Role',
            description: '',
            entityType: 'role',
            bulkRemovable: false,
            isDirectAssignment: false,
            effectiveDate: Date.UTC(2025, 0, 3),
            expiryDate: Date.UTC(2026, 5, 1),
            cause: { type: 'group', status: '50', sources: ['cn=Engineering,ou=groups,o=data'] },
          },
          {
            id: 'cn=Laptop',
            name: 'Laptop',
            description: 'A laptop',
            entityType: 'resource',
            statusDisplay: 'Provisioned',
            bulkRemovable: true,
            isDirectAssignment: true,
          },
        ],
        nextIndex: -1,
        total: 3,
      }),
    ...overrides,
  };
}

export interface AreaHarness extends RenderedWithCore {
  env: TestEnv;
  server: ReturnType<typeof fakeFetch>;
}

/** Renders `ui` with a started core on a fake server. */
export async function renderArea(ui: ReactNode, routes: Record<string, Route>): Promise<AreaHarness> {
  const server = fakeFetch(routes);
  const env = testEnv(server.fetch, SESSION_COOKIE);
  const core: IdmCore = createCore({ consoleBase: CONSOLE_BASE, env });
  await core.start();
  const rendered = renderWithCore(ui, core);
  return { ...rendered, env, server };
}

export async function settle(): Promise<void> {
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
}

/** axe without the rules that need real layout (contrast) or a whole page (landmarks). */
export async function violations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

/** Chooses a file in a file input the way React notices. */
export function chooseFile(input: Element | null, file: File): void {
  if (!(input instanceof HTMLInputElement)) throw new Error('chooseFile(): no input');
  Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
