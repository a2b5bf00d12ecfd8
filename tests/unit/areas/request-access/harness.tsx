import { configure } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { vi } from 'vitest';
import { createCore, memoryStorage, type IdmCore, type KeyValueStorage } from '../../../../src/core';
import type { CatalogItem, ItemDetails, ItemKind } from '../../../../src/areas/request-access/model';
import { RequestAccess, type RequestAccessProps } from '../../../../src/areas/request-access/RequestAccess';
import { FeedbackBanner } from '../../../../src/ui/banner/FeedbackBanner';
import { NavigationProvider } from '../../../../src/ui/area';
import { renderWithCore as renderCore } from '../../ui/render-core';
import {
  CONSOLE_BASE,
  CONTEXT_JSON,
  SESSION_COOKIE,
  fakeFetch,
  json,
  testEnv,
  type RecordedCall,
  type Route,
} from '../../core/fakes';

export const SELF_DN = 'cn=euser,ou=users,o=data';

type Json = Record<string, unknown>;

/** Every catalog item a test builds, by DN: the fake server answers their details. */
const built = new Map<string, CatalogItem>();

function item(
  kind: ItemKind,
  id: string,
  name: string,
  categories: CatalogItem['categories'],
  bulkRequestable: boolean,
  extra: Partial<CatalogItem>,
): CatalogItem {
  const made: CatalogItem = {
    id,
    kind,
    name,
    description: `${name} description`,
    categories,
    bulkRequestable,
    ...extra,
  };
  built.set(made.id.toLowerCase(), made);
  return made;
}

const cn = (name: string) => name.toLowerCase().replace(/\s+/g, '');

/** A role as the cart keeps it (categories by name, as the permission index gives them). */
export const role = (name: string, extra: Partial<CatalogItem> = {}): CatalogItem =>
  item(
    'role',
    `cn=${cn(name)},cn=Level20,cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system`,
    name,
    [{ key: 'Finance', name: 'Finance' }],
    true,
    extra,
  );

export const resource = (name: string, extra: Partial<CatalogItem> = {}): CatalogItem =>
  item(
    'resource',
    `cn=${cn(name)},cn=ResourceDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system`,
    name,
    [],
    true,
    extra,
  );

export const prd = (name: string, extra: Partial<CatalogItem> = {}): CatalogItem =>
  item(
    'prd',
    `cn=${cn(name)},cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system`,
    name,
    [],
    false,
    extra,
  );

/** An item's details as the screens show them (the view model), for the pure rules' tests. */
export function detailsOf(of: CatalogItem, extra: Partial<ItemDetails> = {}): ItemDetails {
  return {
    ...of,
    owners: [{ dn: 'cn=mmanager,ou=users,o=data', name: 'Maria Manager', type: 'user' }],
    approval: { required: false },
    parameters: [],
    allowsDates: of.kind !== 'prd',
    expiration: { required: false, maxDuration: null },
    needsServerForm: false,
    ...extra,
  };
}

/** An item as GET access/permissions lists it (the contract's field names). */
export function permission(of: CatalogItem, extra: Json = {}): Json {
  return {
    id: of.id,
    name: of.name,
    desc: of.description,
    entityType: of.kind,
    categories: of.categories.map((c) => c.name),
    bulkRequestable: of.bulkRequestable,
    ...extra,
  };
}

/** An item as POST access/permissions/item answers it: an owner, no approval, no parameters unless `extra` says. */
export function detail(of: CatalogItem, extra: Json = {}): Json {
  return {
    ...permission(of),
    owners: [{ id: 'cn=mmanager,ou=users,o=data', name: 'Maria Manager', type: 'user' }],
    approval: { type: 'none', approvers: [] },
    permParams: [],
    ...extra,
  };
}

/** An item as GET access/featuredItems lists it. */
const featured = (of: CatalogItem): Json => ({
  itemId: of.id,
  id: of.id,
  name: of.name,
  desc: of.description,
  entityType: of.kind,
  bulkRequestable: of.bulkRequestable,
});

/** The featured items: Finance (Accountant, Auditor), IT (Laptop), and Parking Permit outside any category. */
export const FEATURED = {
  itemCategories: [
    {
      itemCategoryId: 'finance',
      categoryName: 'Finance',
      itemCategoryOrder: 1,
      items: [featured(role('Accountant')), featured(role('Auditor'))],
    },
    { itemCategoryId: 'it', categoryName: 'IT', itemCategoryOrder: 2, items: [featured(resource('Laptop'))] },
  ],
  uncategorizedItems: [featured(prd('Parking Permit'))],
};

/** What the search finds by default. */
const SEARCHABLE = [role('Accountant'), resource('Laptop'), prd('Parking Permit')];

/** The request-on-behalf answer of a user who may request for others (a role administrator managing the Sales team). */
export const MAY_REQUEST_FOR_OTHERS = { authorized: true, isRoleAdmin: true };
export const SALES_TEAM = { dn: 'cn=Sales,ou=teams,o=data', name: 'Sales' };

/** A fault the server answers with (its reason is what the user sees). */
export function fault(reason: string, status = 400): Response {
  return json(
    { Fault: { Code: { Value: 'Sender', Subcode: { Value: 'INV_INPUT' } }, Reason: { Text: reason } } },
    status,
  );
}

export interface AccessServerOptions {
  /** GET access/rob: `{authorized: false}` unless given. */
  rob?: Json;
  /** The teams one manages (GET access/teams/managelist). */
  teams?: { dn: string; name: string }[];
  /** GET access/permissions and POST access/teams/permissions: the page for the asked query (default: the three searchable items of the asked types). */
  search?(query: URLSearchParams): Json;
  /** POST access/permissions/item: the details of the asked DN (default: `detail` of the item built with that DN). */
  details?(dn: string): Json | Response;
  /** POST access/requests/permissions: the answer to the request body (default: every item succeeds, request id 41). */
  submit?(body: Json): Json | Response;
  /** GET catalog/sods: the SoD rules (default: refused, 403 — no pre-check). */
  sods?: Json;
  /** GET access/assignments: the signed-in user's assignments. */
  assignments?: Json[];
  /** GET access/entities/quickInfo: a user's name by DN. */
  names?: Record<string, string>;
  /** POST access/groups/members: a group's members (the contract's recipients). */
  members?: Json[];
  /** GET access/groups and GET access/teams/recipients/userlist/v2. */
  groups?: Json[];
  users?: Json[];
  /** Further routes (URL fragment → answer). */
  routes?: Record<string, Route>;
}

const bodyOf = (call: RecordedCall): Json => JSON.parse(call.body ?? '{}') as Json;
const paramsOf = (call: RecordedCall): URLSearchParams => new URL(call.url).searchParams;
const nameOf = (dn: string) => built.get(dn.toLowerCase())?.name ?? dn;

/** The default search: the searchable items of the asked types (`type=ROLE&type=PRD`; none: all). */
function defaultSearch(query: URLSearchParams): Json {
  const types = query.getAll('type').map((t) => t.toLowerCase());
  const items = SEARCHABLE.filter((found) => types.length === 0 || types.includes(found.kind));
  return { permissions: items.map((found) => permission(found)), nextIndex: -1, total: SEARCHABLE.length };
}

function defaultSubmit(body: Json): Json {
  const items = body.reqPermissions as { id: string }[];
  return {
    success: true,
    OperationNodes: [
      {
        success: true,
        succeeded: items.map((p) => ({ id: p.id, name: nameOf(p.id), requestId: '41' })),
        failed: [],
        sods: [],
      },
    ],
  };
}

/**
 * A fake IDM server for request access: it answers the contract's calls (featured items, categories,
 * the catalog search, item details, robInit, recipients, the SoD rules, the submit) and records what each
 * call asked, in the contract's shape (query parameters, request bodies).
 */
export function accessServer(options: AccessServerOptions = {}) {
  /** Each catalog search's query parameters, and its body on behalf of others (POST access/teams/permissions). */
  const search = vi.fn((_query: URLSearchParams, _body: Json | null) => undefined);
  const details = vi.fn((dn: string) =>
    options.details ? options.details(dn) : detail(built.get(dn.toLowerCase()) ?? role(dn)),
  );
  const submit = vi.fn((body: Json) => (options.submit ? options.submit(body) : defaultSubmit(body)));
  const rob = vi.fn(() => options.rob ?? { authorized: false });
  /** The recipient searches: users (GET access/teams/recipients/userlist/v2) and groups (GET access/groups). */
  const users = vi.fn((_query: URLSearchParams) => undefined);
  const groups = vi.fn((_query: URLSearchParams) => undefined);
  const members = vi.fn((_query: URLSearchParams, _body: Json) => undefined);
  const categoryList = vi.fn((_kind: 'role' | 'resource', _query: URLSearchParams) => undefined);
  /** GET catalog/sods (the SoD pre-check reads the rules) and GET access/assignments (the signed-in user's roles). */
  const sodRules = vi.fn(() => undefined);
  const ownAssignments = vi.fn(() => undefined);
  const answer = (value: Json | Response, status = 200) => (value instanceof Response ? value : json(value, status));
  const page = (query: URLSearchParams) => (options.search ? options.search(query) : defaultSearch(query));
  const categories = {
    categories: [
      { id: 'finance', name: 'Finance' },
      { id: 'it', name: 'IT' },
    ],
    total: 2,
  };

  const routes: Record<string, Route> = {
    LoadContextConfigServlet: () => json(CONTEXT_JSON),
    'access/featuredItems': () => json(FEATURED),
    'catalog/roleCategories': () => json(categories),
    'catalog/resourceCategories': () => json(categories),
    'catalog/roles/list': (call) => {
      categoryList('role', paramsOf(call));
      return json({ roles: [], nextIndex: -1, total: 0 });
    },
    'catalog/resources/list': (call) => {
      categoryList('resource', paramsOf(call));
      return json({ resources: [], nextIndex: -1, total: 0 });
    },
    'access/permissions': (call) => {
      search(paramsOf(call), null);
      return json(page(paramsOf(call)));
    },
    'access/teams/permissions': (call) => {
      search(paramsOf(call), bodyOf(call));
      return json(page(paramsOf(call)));
    },
    'access/permissions/item': (call) => answer(details(String(bodyOf(call).id))),
    'access/requests/permissions': (call) => answer(submit(bodyOf(call)), 201),
    'access/rob': () => json(rob()),
    'access/teams/managelist': () =>
      json({ teams: options.teams ?? [SALES_TEAM], totalCount: (options.teams ?? [SALES_TEAM]).length }),
    'access/teams/recipients/userlist/v2': (call) => {
      users(paramsOf(call));
      const list = options.users ?? [{ dn: 'cn=ann,ou=users,o=data', name: 'Ann Archer', type: 'user' }];
      return json({ recipients: list, nextIndex: -1, total: list.length });
    },
    'access/groups/members': (call) => {
      members(paramsOf(call), bodyOf(call));
      return json({ recipients: options.members ?? [], nextIndex: -1, total: (options.members ?? []).length });
    },
    'access/groups': (call) => {
      groups(paramsOf(call));
      const list = options.groups ?? [{ dn: 'cn=Sales,ou=groups,o=data', name: 'Sales' }];
      return json({ groups: list, nextIndex: -1, totalCount: list.length });
    },
    'access/entities/quickInfo': (call) => {
      const dn = paramsOf(call).get('entityId') ?? '';
      return json({ entityType: 'USER', entityName: options.names?.[dn] ?? '', details: [] });
    },
    'catalog/sods': () => {
      sodRules();
      return options.sods ? json(options.sods) : fault('Forbidden', 403);
    },
    'access/assignments': (call) => {
      if (call.method === 'GET') ownAssignments();
      return json({ assignments: options.assignments ?? [], nextIndex: -1, total: (options.assignments ?? []).length });
    },
    'access/requests/historyForUser': () => json({ requests: [], nextIndex: -1, total: 0 }, 201),
    notifyService: () => json({ totalCount: 0 }),
    ...options.routes,
  };
  return { routes, search, details, submit, rob, users, groups, members, categoryList, sodRules, ownAssignments };
}

export type AccessServer = ReturnType<typeof accessServer>;

/** The query of the last catalog search. */
export const lastSearch = (server: AccessServer): URLSearchParams =>
  server.search.mock.calls.at(-1)?.[0] ?? new URLSearchParams();
/** The ids of the items of each submit call. */
export const submittedIds = (server: AccessServer): string[][] =>
  server.submit.mock.calls.map(([body]) => (body.reqPermissions as { id: string }[]).map((p) => p.id));

/** The answer of POST access/requests/permissions: one operation node with what succeeded, failed and conflicts. */
export function operation(
  node: { succeeded?: Json[]; failed?: Json[]; sods?: Json[] },
  success = (node.failed ?? []).length === 0 && (node.sods ?? []).length === 0,
): Json {
  return {
    success,
    OperationNodes: [{ success, succeeded: node.succeeded ?? [], failed: node.failed ?? [], sods: node.sods ?? [] }],
  };
}

/** The body of the `n`th submit (POST access/requests/permissions). */
export const submitted = (server: AccessServer, n = 0): Json => server.submit.mock.calls[n]?.[0] ?? {};

/**
 * A core over `server` (default: a fresh one) with Eve signed in; `storage` is the tab's sessionStorage
 * (the cart lives there). Not started: the REST base is the default one.
 */
export function testCore(
  storage: KeyValueStorage = memoryStorage(),
  server: AccessServer = accessServer(),
): IdmCore & { server: AccessServer } {
  const fake = fakeFetch(server.routes);
  const env = { ...testEnv(fake.fetch, SESSION_COOKIE), sessionStorage: storage };
  const core = createCore({ consoleBase: CONSOLE_BASE, clientId: '1', env });
  core.stores.$user.set({ dn: SELF_DN, fullName: 'Eve User' });
  return Object.assign(core, { server });
}

// Queries and submits go through a fake server and React Query's timers: give them time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

/** Renders `ui` (Testing Library) inside the providers of `core` (default: a core over a fresh fake server). */
export const renderWithCore = (ui: ReactNode, core: IdmCore = testCore()) => renderCore(ui, core);

/** `onNavigate`: what an element does with links out of the area (its `NavigationProvider`). */
export function renderRequestAccess(
  server: AccessServer,
  { onNavigate, ...props }: RequestAccessProps & { onNavigate?(href: string): void } = {},
  core: IdmCore = testCore(memoryStorage(), server),
) {
  return renderWithCore(
    <NavigationProvider navigate={onNavigate}>
      <FeedbackBanner />
      <RequestAccess {...props} />
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

export { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
