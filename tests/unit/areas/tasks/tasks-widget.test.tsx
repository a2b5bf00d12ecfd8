// @vitest-environment happy-dom
import '../../setup/act-environment';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TasksWidget } from '../../../../src/areas/tasks/TasksWidget';
import { json } from '../../core/fakes';
import { apiCore } from '../../api/setup';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { text } from '../../ui/render-core';
import userEvent from '@testing-library/user-event';
import { renderWithCore } from '../../ui/render-core';
import { detail, settle, task, tasksServer, type TasksServer } from './harness';

async function startedCore(server: TasksServer) {
  const { core } = await apiCore({
    ...server.routes,
    userDefaults: () => json({ dn: 'cn=mmanager,ou=users,o=data', fullName: 'Mia Manager' }),
    'info/user/rights': () => json({}),
    'settings/general': () => json({ defaultRowsPerPage: 10, optionsRowsPerPage: '5,10,25,50' }),
  });
  return core;
}

describe('<idm-task-list> content', () => {
  afterEach(cleanup);

  it('shows the list, opens a task in place, goes back to the list as it was, and reports completed tasks', async () => {
    const server = tasksServer([task('1'), task('2')], { detail: (id) => detail(id, { processName: `Item ${id}` }) });
    const core = await startedCore(server);
    const user = userEvent.setup();
    const onTaskCompleted = vi.fn();
    const onNavigate = vi.fn();
    const { container } = renderWithCore(
      <TasksWidget pageSize={5} onNavigate={onNavigate} onTaskCompleted={onTaskCompleted} />,
      core,
    );
    await settle(20);
    expect(server.list.mock.calls.at(-1)?.[0]).toMatchObject({ size: '5', fromIndex: '1' });
    // No links in an embedded widget: the task opens from a button.
    await user.click(screen.getByRole('button', { name: 'Item 2' }));
    // The details are their own chunk: they show once it is in.
    await waitFor(() => expect(text(container.querySelector('.task-detail h2'))).toBe('Item 2'));
    expect(container.querySelector<HTMLElement>('.tasks-page')?.closest('[hidden]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    await settle();
    expect(onTaskCompleted).toHaveBeenCalledWith({ taskId: '2', action: 'claim', result: 'succeeded' });
    // Its own banner shows the result.
    expect(text(container.querySelector('.idm-banner'))).toContain('Item 2');
    await user.click(screen.getByRole('button', { name: /Back to tasks/ }));
    expect(container.querySelector('.task-detail')).toBeNull();
    expect(container.querySelector<HTMLElement>('.tasks-page')?.closest('[hidden]')).toBeNull();
  });

  it('puts the focus on the title of what it shows: the task once opened, the list once back', async () => {
    const server = tasksServer([task('1'), task('2')], { detail: (id) => detail(id, { processName: `Item ${id}` }) });
    const core = await startedCore(server);
    const user = userEvent.setup();
    const { container } = renderWithCore(<TasksWidget onNavigate={vi.fn()} onTaskCompleted={vi.fn()} />, core);
    await settle(20);
    await user.click(screen.getByRole('button', { name: 'Item 2' }));
    await waitFor(() => expect(document.activeElement).toBe(container.querySelector('.task-detail h2')));
    expect(text(document.activeElement)).toBe('Item 2');
    await user.click(screen.getByRole('button', { name: /Back to tasks/ }));
    await waitFor(() => expect(document.activeElement?.localName).toBe('h2'));
    expect(document.activeElement?.closest('.tasks-page')).not.toBeNull();
  });

  it('opens the task named by task-id', async () => {
    const server = tasksServer();
    const core = await startedCore(server);
    const { container } = renderWithCore(
      <TasksWidget taskId="2" onNavigate={vi.fn()} onTaskCompleted={vi.fn()} />,
      core,
    );
    await settle(20);
    expect(server.detail).toHaveBeenCalledWith('2');
    expect(container.querySelector('.task-detail')).not.toBeNull();
  });
});
