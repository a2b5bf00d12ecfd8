import { act, type ReactNode } from 'react';
import { vi, type Mocked } from 'vitest';
import { createCore, type IdmCore } from '../../../../src/core';
import { FeedbackBanner } from '../../../../src/ui/banner/FeedbackBanner';
import { TasksNavigationProvider, type TasksNavigation } from '../../../../src/areas/tasks/navigation';
import type { TaskDetailView, TaskView } from '../../../../src/areas/tasks/task-model';
import type { TasksPort } from '../../../../src/areas/tasks/tasks-port';
import { TasksPortProvider } from '../../../../src/areas/tasks/TasksPortProvider';
import { NavigationProvider } from '../../../../src/ui/area';
import { render, type Rendered } from '../../ui/render';

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
  return { ...task(id), comments: [], history: [], dataItems: [], confirmationNumber: 'C-1', ...extra };
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

export interface TasksHarness extends Rendered {
  port: ReturnType<typeof fakePort>;
  navigation: ReturnType<typeof fakeNavigation>;
  navigate: ReturnType<typeof vi.fn>;
}

/** Renders `ui` with a signed-in user, a fake port and navigation, and the feedback banner. */
export function renderTasks(
  ui: ReactNode,
  options: { port?: ReturnType<typeof fakePort>; core?: IdmCore; navigation?: ReturnType<typeof fakeNavigation> } = {},
): TasksHarness {
  const core = options.core ?? createCore({ autoSignIn: false });
  core.stores.$user.set(ME);
  const port = options.port ?? fakePort();
  const navigation = options.navigation ?? fakeNavigation();
  /** Links out of the area (a user's details). */
  const navigate = vi.fn();
  const rendered = render(
    <NavigationProvider navigate={navigate}>
      <TasksNavigationProvider value={navigation}>
        <TasksPortProvider port={port}>
          <FeedbackBanner />
          {ui}
        </TasksPortProvider>
      </TasksNavigationProvider>
    </NavigationProvider>,
    core,
  );
  return { ...rendered, port, navigation, navigate };
}

/** Lets pending promises (port answers, queries) settle inside act. */
export async function settle(rounds = 10): Promise<void> {
  await act(async () => {
    for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** axe without the rules that need real layout (contrast) or a whole page (landmarks). */
export async function axeViolations(container: HTMLElement): Promise<string[]> {
  const { default: axe } = await import('axe-core');
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}
