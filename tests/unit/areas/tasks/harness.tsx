import type { ReactNode } from 'react';
import { vi, type Mocked } from 'vitest';
import type { IdmCore } from '../../../../src/core';
import { TasksNavigationProvider, type TasksNavigation } from '../../../../src/areas/tasks/navigation';
import type { TaskDetailView, TaskView } from '../../../../src/areas/tasks/task-model';
import type { TasksPort } from '../../../../src/areas/tasks/tasks-port';
import { TasksPortProvider } from '../../../../src/areas/tasks/TasksPortProvider';
import { renderArea, type AreaRendered } from '../list-harness';

export const ME = { dn: 'cn=mmanager,ou=users,o=data', fullName: 'Mia Manager' };

export function task(id: string, extra: Partial<TaskView> = {}): TaskView {
  return {
    rowId: id,
    taskId: id,
    processName: `Item ${id}`,
    activityName: 'Manager approval',
    recipientName: 'Eve User',
    recipientDn: 'cn=euser,ou=users,o=data',
    requesterName: 'Eve User',
    requesterDn: 'cn=euser,ou=users,o=data',
    requestDate: Date.UTC(2025, 0, 15, 9, 30),
    expirationTime: null,
    priority: '1',
    action: 'grant',
    reason: 'Needs access',
    claimedByDn: null,
    claimedByName: '',
    delegated: false,
    assignedToName: 'Mia Manager',
    assignedToDn: ME.dn,
    bulkApprovable: true,
    requestId: `r${id}`,
    entityType: 'role',
    ...extra,
  };
}

export function detail(id: string, extra: Partial<TaskDetailView> = {}): TaskDetailView {
  return {
    ...task(id),
    comments: [],
    history: [],
    dataItems: [],
    confirmationNumber: 'C-1',
    approvalFormUrl: null,
    delegatedFromName: '',
    ...extra,
  };
}

/** A port answering `tasks` (one page) and recording every call. */
export function fakePort(tasks: TaskView[] = [task('1'), task('2')], overrides: Partial<TasksPort> = {}) {
  const port = {
    list: vi.fn((_params: unknown, _scope: unknown) => Promise.resolve({ tasks, total: tasks.length, nextIndex: -1 })),
    detail: vi.fn((taskId: string) => Promise.resolve(detail(taskId))),
    act: vi.fn((input: { taskIds: readonly string[] }) =>
      Promise.resolve({ success: true, succeeded: input.taskIds.map((id) => ({ id, name: `Item ${id}` })), failed: [] }),
    ),
    managedTeams: vi.fn(() => Promise.resolve([] as { dn: string; name: string }[])),
    teamMembers: vi.fn(() => Promise.resolve([] as { dn: string; name: string }[])),
    proxyApproved: vi.fn(() => Promise.resolve(true)),
    columns: vi.fn(() => Promise.resolve(null as string[] | null)),
    saveColumns: vi.fn(() => Promise.resolve()),
    restoreColumns: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  return port as unknown as Mocked<Required<TasksPort>>;
}

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
  port: ReturnType<typeof fakePort>;
  navigation: ReturnType<typeof fakeNavigation>;
}

/** Renders `ui` with a signed-in user, a fake port and navigation, and the feedback banner. */
export function renderTasks(
  ui: ReactNode,
  options: { port?: ReturnType<typeof fakePort>; core?: IdmCore; navigation?: ReturnType<typeof fakeNavigation> } = {},
): TasksHarness {
  const port = options.port ?? fakePort();
  const navigation = options.navigation ?? fakeNavigation();
  const rendered = renderArea(ui, {
    user: ME,
    ...(options.core ? { core: options.core } : {}),
    providers: (children) => (
      <TasksNavigationProvider value={navigation}>
        <TasksPortProvider port={port}>{children}</TasksPortProvider>
      </TasksNavigationProvider>
    ),
  });
  return { ...rendered, port, navigation };
}

export { axeViolations, settle } from '../list-harness';
