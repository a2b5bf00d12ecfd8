// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNotifications } from '../../../../src/api';
import { taskListQuery, useTaskAction, type TaskListQuery } from '../../../../src/api/access';
import { useCore, useCoreStore } from '../../../../src/core/react';
import { resetCore } from '../../../../src/core';
import { json } from '../../core/fakes';
import { renderHookWithCore } from '../../ui/render-core';
import { apiCore } from '../setup';

afterEach(() => resetCore());

const MARIA = 'cn=mmanager,ou=users,o=data';
/** A task list as a screen reads it: the query follows proxy mode. */
function useTasks(query: TaskListQuery = {}) {
  useCoreStore('$proxy');
  return useQuery(taskListQuery(useCore(), query));
}

const task = (id: string) => ({ taskId: id, processId: '1', processName: 'CRM', bulkApprovable: true });

describe('access hooks', () => {
  it('the task list query follows proxy mode: a new key, and the proxied user in the call', async () => {
    const { core, server } = await apiCore({
      'tasks/list': (call) =>
        json({ tasks: [task(call.url.includes('proxyUser') ? 'p' : 'o')], total: 1, nextIndex: -1 }),
    });
    const view = await renderHookWithCore(core, () => useTasks({ size: 5 }));
    await waitFor(() => expect(view.result.current?.data?.items[0]?.taskId).toBe('o'));
    await act(async () => core.stores.$proxy.set({ dn: MARIA, fullName: 'Maria' }));
    await waitFor(() => expect(view.result.current?.data?.items[0]?.taskId).toBe('p'));
    expect(server.callsTo('tasks/list').map((c) => new URL(c.url).searchParams.get('proxyUser'))).toEqual([
      null,
      MARIA,
    ]);
    await view.unmount();
  });

  it('useTaskAction reports the answer through core.feedback and refreshes tasks and notification counts', async () => {
    const { core, server } = await apiCore({
      'access/tasks/list': () => json({ tasks: [task('1')], total: 1, nextIndex: -1 }),
      notifyService: () => json({ totalCount: 1, newTasksCount: 1 }),
      'access/tasks': () =>
        json({ success: true, succeeded: [{ id: '1', name: 'CRM', requestId: '1' }], failed: [] }, 201),
    });
    const view = await renderHookWithCore(core, () => ({
      tasks: useTasks(),
      notes: useNotifications(),
      act: useTaskAction(),
    }));
    await waitFor(() => expect(view.result.current?.tasks.data?.items.map((t) => t.taskId)).toEqual(['1']));
    await waitFor(() => expect(view.result.current?.notes.data?.newTasksCount).toBe(1));
    const listCalls = server.callsTo('tasks/list').length;
    const notifyCalls = server.callsTo('notifyService').length;
    await act(async () => {
      await view.result.current!.act.mutateAsync({ action: 'approve', taskIds: ['1'], comment: 'ok' });
    });
    await waitFor(() => expect(server.callsTo('tasks/list').length).toBe(listCalls + 1));
    await waitFor(() => expect(server.callsTo('notifyService').length).toBe(notifyCalls + 1));
    expect(core.stores.$feedback.get()).toEqual([
      expect.objectContaining({
        kind: 'success',
        structured: { success: true, succeeded: [{ id: '1', name: 'CRM' }], failed: [], sods: [] },
      }),
    ]);
    await view.unmount();
  });

  it('a failed mutation shows the fault reason as danger', async () => {
    const fault = {
      Fault: {
        Code: { Value: 'Sender', Subcode: { Value: 'SECURITY_EXCEPTION' } },
        Reason: { Text: 'You may not act for Maria.' },
      },
    };
    const { core } = await apiCore({ 'access/tasks': () => json(fault, 403) });
    const view = await renderHookWithCore(core, () => useTaskAction());
    await act(async () => {
      await view.result.current!.mutateAsync({ action: 'claim', taskIds: ['1'] }).catch(() => undefined);
    });
    expect(core.stores.$feedback.get()).toEqual([
      expect.objectContaining({ kind: 'danger', text: 'You may not act for Maria.' }),
    ]);
    await view.unmount();
  });
});
