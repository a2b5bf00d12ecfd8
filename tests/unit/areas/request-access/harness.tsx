import { act } from 'react';
import { vi } from 'vitest';
import { createCore, memoryStorage, type IdmCore, type KeyValueStorage } from '../../../../src/core';
import type { AccessPort, LandingData, SubmitAnswer } from '../../../../src/areas/request-access/access-port';
import { AccessPortProvider } from '../../../../src/areas/request-access/AccessPortProvider';
import { NO_ON_BEHALF, type CatalogItem, type ItemDetails, type OnBehalfRules } from '../../../../src/areas/request-access/model';
import { RequestAccess, type RequestAccessProps } from '../../../../src/areas/request-access/RequestAccess';
import { FeedbackBanner } from '../../../../src/ui/banner/FeedbackBanner';
import { NavigationProvider } from '../../../../src/ui/area';
import { render } from '../../ui/render';

export const SELF_DN = 'cn=euser,ou=users,o=data';

export const role = (name: string, extra: Partial<CatalogItem> = {}): CatalogItem => ({
  id: `cn=${name.toLowerCase().replace(/\s+/g, '')},cn=Level20,cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system`,
  kind: 'role',
  name,
  description: `${name} description`,
  categories: [{ key: 'finance', name: 'Finance' }],
  bulkRequestable: true,
  ...extra,
});

export const resource = (name: string, extra: Partial<CatalogItem> = {}): CatalogItem => ({
  id: `cn=${name.toLowerCase().replace(/\s+/g, '')},cn=ResourceDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system`,
  kind: 'resource',
  name,
  description: `${name} description`,
  categories: [],
  bulkRequestable: true,
  ...extra,
});

export const prd = (name: string, extra: Partial<CatalogItem> = {}): CatalogItem => ({
  id: `cn=${name.toLowerCase().replace(/\s+/g, '')},cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system`,
  kind: 'prd',
  name,
  description: `${name} description`,
  categories: [],
  bulkRequestable: false,
  ...extra,
});

export function detailsOf(item: CatalogItem, extra: Partial<ItemDetails> = {}): ItemDetails {
  return {
    ...item,
    owners: [{ dn: 'cn=mmanager,ou=users,o=data', name: 'Maria Manager', type: 'user' }],
    approval: { required: false },
    parameters: [],
    allowsDates: item.kind !== 'prd',
    expiration: { required: false, maxDuration: null },
    needsServerForm: false,
    ...extra,
  };
}

export const ALL_RULES: OnBehalfRules = { allowed: true, users: true, groups: true, groupAssignment: true, teams: true, teamList: [{ dn: 'cn=Sales,ou=teams,o=data', name: 'Sales' }] };

export const success = (names: string[]): SubmitAnswer => ({
  feedback: { success: true, succeeded: names.map((name) => ({ name })), failed: [], sods: [] },
  requestIds: ['41'],
  raw: { success: true },
});

export interface FakePort extends AccessPort {
  landing: ReturnType<typeof vi.fn<AccessPort['landing']>>;
  categories: ReturnType<typeof vi.fn<AccessPort['categories']>>;
  search: ReturnType<typeof vi.fn<AccessPort['search']>>;
  details: ReturnType<typeof vi.fn<AccessPort['details']>>;
  onBehalfRules: ReturnType<typeof vi.fn<AccessPort['onBehalfRules']>>;
  users: ReturnType<typeof vi.fn<AccessPort['users']>>;
  groups: ReturnType<typeof vi.fn<AccessPort['groups']>>;
  submit: ReturnType<typeof vi.fn<AccessPort['submit']>>;
}

export const LANDING: LandingData = {
  categories: [
    { key: 'finance', name: 'Finance', items: [role('Accountant'), role('Auditor')] },
    { key: 'it', name: 'IT', items: [resource('Laptop')] },
  ],
  uncategorized: [prd('Parking Permit')],
};

export function fakePort(overrides: Partial<AccessPort> = {}): FakePort {
  const port = {
    landing: vi.fn<AccessPort['landing']>(async () => LANDING),
    categories: vi.fn<AccessPort['categories']>(async () => [
      { key: 'finance', name: 'Finance' },
      { key: 'it', name: 'IT' },
    ]),
    search: vi.fn<AccessPort['search']>(async (query) => ({
      items: [role('Accountant'), resource('Laptop'), prd('Parking Permit')].filter((item) => query.kinds.includes(item.kind)),
      nextIndex: -1,
      total: 3,
    })),
    details: vi.fn<AccessPort['details']>(async (item) => detailsOf(item)),
    onBehalfRules: vi.fn<AccessPort['onBehalfRules']>(async () => NO_ON_BEHALF),
    users: vi.fn<AccessPort['users']>(async () => ({ items: [{ dn: 'cn=ann,ou=users,o=data', name: 'Ann Archer', type: 'user' as const }], nextIndex: -1, total: 1 })),
    groups: vi.fn<AccessPort['groups']>(async () => ({ items: [{ dn: 'cn=Sales,ou=groups,o=data', name: 'Sales', type: 'group' as const }], nextIndex: -1, total: 1 })),
    submit: vi.fn<AccessPort['submit']>(async (request) => success(request.entries.map((e) => e.item.name))),
    serverFormUrl: (item: CatalogItem) => `/IDMProv/requestForm.do?prd=${encodeURIComponent(item.id)}`,
    ...overrides,
  };
  return port as FakePort;
}

export function testCore(storage: KeyValueStorage = memoryStorage()): IdmCore {
  const core = createCore({ autoSignIn: false, env: { sessionStorage: storage } });
  core.stores.$user.set({ dn: SELF_DN, fullName: 'Eve User' });
  return core;
}

/** `onNavigate`: what an element does with links out of the area (its `NavigationProvider`). */
export function renderRequestAccess(
  port: AccessPort,
  { onNavigate, ...props }: RequestAccessProps & { onNavigate?(href: string): void } = {},
  core: IdmCore = testCore(),
) {
  return render(
    <NavigationProvider navigate={onNavigate}>
      <FeedbackBanner />
      <AccessPortProvider port={port}>
        <RequestAccess {...props} />
      </AccessPortProvider>
    </NavigationProvider>,
    core,
  );
}

/** Lets pending promises (queries, submits) settle, with React flushed. */
export async function settle(times = 5): Promise<void> {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      // React Query notifies through setTimeout(0): move fake clocks along too.
      if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
      else await Promise.resolve();
    });
  }
}


/** Clicks and lets what the click started (a submit) settle inside act(). */
export async function press(element: Element | null | undefined): Promise<void> {
  if (!(element instanceof HTMLElement)) throw new Error('press(): no element');
  await act(async () => {
    element.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

export { waitFor } from '../../ui/render';
