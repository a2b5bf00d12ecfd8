import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { HistoryNavigationProvider, type HistoryNavigation } from '../../../../src/areas/history/navigation';
import type { IdmCore } from '../../../../src/core';
import { json, type RecordedCall, type Route } from '../../core/fakes';
import { areaCore, renderArea, type AreaRendered } from '../list-harness';

export const ME = { dn: 'cn=euser,ou=users,o=data', fullName: 'Eve User' };

type Json = Record<string, unknown>;

/** A request as GET `access/requests/historylist` answers it (the contract's field names). */
export function request(id: string, extra: Json = {}): Json {
  return {
    id,
    name: `Role ${id}`,
    entityType: 'role',
    requestState: 15,
    status: 'Approval Pending',
    processState: 0,
    action: 'grant',
    requestOper: 10,
    recipient: ME.dn,
    recipientName: 'Eve User',
    requester: ME.dn,
    requesterName: 'Eve User',
    requestDate: Date.UTC(2025, 1, 3, 8, 0),
    confirmationNumber: 'abc-1',
    reason: 'Project work',
    retractable: true,
    ...extra,
  };
}

/** A request as POST `access/requests/history/item` answers it. */
export function historyDetail(id: string, extra: Json = {}): Json {
  return { ...request(id), comments: [], timeline: [], approvals: [], ...extra };
}

export interface NamedDn {
  dn: string;
  name: string;
}

export interface HistoryServerOptions {
  total?: number;
  nextIndex?: number;
  /** POST access/requests/history/item: the request's body by its id. */
  detail?(id: string): Json;
  /** DELETE access/requests/history: the answer to the request body. */
  retract?(body: Json): Json;
  teams?: NamedDn[];
  members?: NamedDn[];
}

const bodyOf = (call: RecordedCall): Json => JSON.parse(call.body ?? '{}') as Json;
const queryOf = (call: RecordedCall): Record<string, string> => Object.fromEntries(new URL(call.url).searchParams);

/**
 * A fake IDM server for the request history: it answers the contract's calls with `requests` (one page)
 * and records what each call asked, in the contract's shape.
 */
export function historyServer(
  requests: Json[] = [request('1'), request('2', { entityType: 'resource', requestState: 50 })],
  options: HistoryServerOptions = {},
) {
  /** Each list call's query, whose list ('mine': historylist, 'team': team/user/history) and its body. */
  const list = vi.fn((_query: Record<string, string>, _scope: 'mine' | 'team', _body?: Json) => undefined);
  const detail = vi.fn((id: string) => (options.detail ? options.detail(id) : historyDetail(id)));
  const retract = vi.fn((body: Json) => {
    if (options.retract) return options.retract(body);
    const ids = (body.requests as { id: string }[]).map((item) => item.id);
    return { success: true, succeeded: ids.map((id) => ({ id, name: `Role ${id}` })), failed: [] };
  });
  const page = () => json({ requests, total: options.total ?? requests.length, nextIndex: options.nextIndex ?? -1 });

  const routes: Record<string, Route> = {
    'access/requests/historylist': (call) => {
      list(queryOf(call), 'mine');
      return page();
    },
    'access/requests/team/user/history': (call) => {
      list(queryOf(call), 'team', bodyOf(call));
      return page();
    },
    'access/requests/history/item': (call) => json(detail(String(bodyOf(call).id))),
    'access/requests/history': (call) => json(retract(bodyOf(call))),
    'access/teams/managelist': () => json({ teams: options.teams ?? [], totalCount: (options.teams ?? []).length }),
    'access/teams/team/userlist': () =>
      json({
        recipients: (options.members ?? []).map((member) => ({ ...member, type: 'user' })),
        total: (options.members ?? []).length,
      }),
    notifyService: () => json({ totalCount: 0 }),
  };
  return { routes, list, detail, retract };
}

export type HistoryServer = ReturnType<typeof historyServer>;

/** The query of the last history list call. */
export const lastListQuery = (server: HistoryServer) => server.list.mock.calls.at(-1)?.[0] ?? {};

export function fakeHistoryNavigation() {
  return {
    openRequest: vi.fn(),
    requestHref: vi.fn((entityType: string, id: string) => `#/history/${entityType}/${id}`),
    backToList: vi.fn(),
    listHref: vi.fn(() => '#/history'),
    requestRetracted: vi.fn(),
  } satisfies HistoryNavigation;
}

export interface HistoryHarness extends AreaRendered {
  server: HistoryServer;
  navigation: ReturnType<typeof fakeHistoryNavigation>;
}

/** Renders `ui` with a signed-in user, the real api over a fake server, navigation, and the feedback banner. */
export function renderHistory(ui: ReactNode, options: { server?: HistoryServer; core?: IdmCore } = {}): HistoryHarness {
  const server = options.server ?? historyServer();
  const navigation = fakeHistoryNavigation();
  const rendered = renderArea(ui, {
    user: ME,
    core: options.core ?? areaCore(server.routes),
    providers: (children) => <HistoryNavigationProvider value={navigation}>{children}</HistoryNavigationProvider>,
  });
  return { ...rendered, server, navigation };
}

export { axeViolations, settle } from '../list-harness';
