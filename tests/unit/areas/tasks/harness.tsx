import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { TasksNavigationProvider, type TasksNavigation } from '../../../../src/areas/tasks/navigation';
import type { IdmCore } from '../../../../src/core';
import { json, type RecordedCall, type Route } from '../../core/fakes';
import { areaCore, renderArea, type AreaRendered } from '../list-harness';

export const ME = { dn: 'cn=mmanager,ou=users,o=data', fullName: 'Mia Manager' };
const EVE = 'cn=euser,ou=users,o=data';

type Json = Record<string, unknown>;

/** A task as GET `access/tasks/list` answers it (the contract's field names). */
export function task(id: string, extra: Json = {}): Json {
  return {
    taskId: id,
    processId: `r${id}`,
    processName: `Item ${id}`,
    activityName: 'Manager approval',
    recipient: EVE,
    recipientName: 'Eve User',
    initiator: EVE,
    initiatorName: 'Eve User',
    createTime: Date.UTC(2025, 0, 15, 9, 30),
    priority: '1',
    action: 'grant',
    reason: 'Needs access',
    claimedby: '',
    delegatedTask: false,
    assignedTo: ME.dn,
    assignedToName: 'Mia Manager',
    bulkApprovable: true,
    entityType: 'role',
    ...extra,
  };
}

/** A task as POST `access/tasks/item` answers it. */
export function detail(id: string, extra: Json = {}): Json {
  return {
    ...task(id),
    confirmationNumber: 'C-1',
    comments: [],
    approvalHistory: [],
    timeline: [],
    dataItems: [],
    ...extra,
  };
}

/** A fault the server answers with (its reason is what the user sees). */
export function fault(reason: string, status = 400): Response {
  return json(
    { Fault: { Code: { Value: 'Sender', Subcode: { Value: 'INV_INPUT' } }, Reason: { Text: reason } } },
    status,
  );
}

export interface NamedDn {
  dn: string;
  name: string;
}

export interface TasksServerOptions {
  /** The list's answer besides its tasks. */
  total?: number;
  nextIndex?: number;
  /** POST access/tasks/item: the task's body (or a Response, e.g. a fault) by its id. */
  detail?(taskId: string): Json | Response | Promise<Json | Response>;
  /** POST access/tasks: the answer to the request body. */
  act?(body: Json): Json | Promise<Json>;
  /** The teams the user manages and a team's members. */
  teams?: NamedDn[];
  members?: NamedDn[];
  /** GET access/info/user/rights?proxyUser=…: may the user act for the proxied user? */
  proxyApproved?: boolean;
  /** The saved task list columns (null: none saved). */
  columns?: string[] | null;
  /** GET access/users/list: the reassign picker's users (the contract's user nodes). */
  users?: Json[];
}

const bodyOf = (call: RecordedCall): Json => JSON.parse(call.body ?? '{}') as Json;
const queryOf = (call: RecordedCall): Record<string, string> => Object.fromEntries(new URL(call.url).searchParams);

/**
 * A fake IDM server for the tasks area: it answers the contract's calls with `tasks` (one page) and
 * records what each call asked, in the contract's shape (query parameters, request bodies).
 */
export function tasksServer(tasks: Json[] = [task('1'), task('2')], options: TasksServerOptions = {}) {
  let saved = options.columns ?? null;
  /** Each list call's query and whose list: 'mine' (tasks/list) or 'team' (tasks/list/others/team). */
  const list = vi.fn((_query: Record<string, string>, _scope: 'mine' | 'team') => undefined);
  const detailOf = vi.fn((taskId: string) => (options.detail ? options.detail(taskId) : detail(taskId)));
  const act = vi.fn((body: Json) => {
    if (options.act) return options.act(body);
    const ids = (body.tasks as { taskId: string }[]).map((item) => item.taskId);
    return { success: true, succeeded: ids.map((id) => ({ id, name: `Item ${id}` })), failed: [] };
  });
  const proxyApproved = vi.fn((_proxyDn: string) => options.proxyApproved ?? true);
  const saveColumns = vi.fn((_columns: string[]) => undefined);
  const restoreColumns = vi.fn(() => undefined);
  const page = () => json({ tasks, total: options.total ?? tasks.length, nextIndex: options.nextIndex ?? -1 });

  const routes: Record<string, Route> = {
    'access/tasks/list/others/team': (call) => {
      list(queryOf(call), 'team');
      return page();
    },
    'access/tasks/list': (call) => {
      list(queryOf(call), 'mine');
      return page();
    },
    'access/tasks/item': async (call) => {
      const answer = await detailOf(String(bodyOf(call).taskId));
      return answer instanceof Response ? answer : json(answer);
    },
    'access/tasks': async (call) => json(await act(bodyOf(call)), 201),
    'access/info/user/rights': (call) => json({ proxyFor: proxyApproved(queryOf(call).proxyUser ?? '') }),
    'access/teams/managelist': () => json({ teams: options.teams ?? [], totalCount: (options.teams ?? []).length }),
    'access/teams/team/userlist': () =>
      json({
        recipients: (options.members ?? []).map((member) => ({ ...member, type: 'user' })),
        total: (options.members ?? []).length,
      }),
    'access/preference': (call) => {
      if (call.method === 'POST') {
        saved = (bodyOf(call).columns as string[]) ?? [];
        saveColumns(saved);
      } else if (call.method === 'DELETE') {
        saved = null;
        restoreColumns();
      }
      return json({ isPreferenceAvailable: saved !== null, columns: saved ?? [] });
    },
    'access/users/list': () => json({ usersList: options.users ?? [], totalSize: (options.users ?? []).length }),
    notifyService: () => json({ totalCount: 0 }),
  };
  return { routes, list, detail: detailOf, act, proxyApproved, saveColumns, restoreColumns };
}

export type TasksServer = ReturnType<typeof tasksServer>;

/** The query of the last task list call. */
export const lastListQuery = (server: TasksServer) => server.list.mock.calls.at(-1)?.[0] ?? {};
/** Whose list the last call asked for. */
export const lastListScope = (server: TasksServer) => server.list.mock.calls.at(-1)?.[1];

export function fakeNavigation(): TasksNavigation & { [K in keyof TasksNavigation]-?: ReturnType<typeof vi.fn> } {
  return {
    openTask: vi.fn(),
    taskHref: vi.fn((id: string) => `#/tasks/${id}`),
    backToList: vi.fn(),
    listHref: vi.fn(() => '#/tasks'),
    taskCompleted: vi.fn(),
  } as never;
}

export interface TasksHarness extends AreaRendered {
  server: TasksServer;
  navigation: ReturnType<typeof fakeNavigation>;
}

/** Renders `ui` with a signed-in user, the real api over a fake server, navigation, and the feedback banner. */
export function renderTasks(
  ui: ReactNode,
  options: { server?: TasksServer; core?: IdmCore; navigation?: ReturnType<typeof fakeNavigation> } = {},
): TasksHarness {
  const server = options.server ?? tasksServer();
  const navigation = options.navigation ?? fakeNavigation();
  const rendered = renderArea(ui, {
    user: ME,
    core: options.core ?? areaCore(server.routes),
    providers: (children) => <TasksNavigationProvider value={navigation}>{children}</TasksNavigationProvider>,
  });
  return { ...rendered, server, navigation };
}

export { axeViolations, settle } from '../list-harness';
