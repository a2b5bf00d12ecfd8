// @vitest-environment happy-dom
import '../../setup/act-environment';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaskListView } from '../../../../src/areas/tasks/TaskListView';
import { formatDate } from '../../../../src/domain/date-format';
import { loadDateLocale } from '../../../../src/ui/dates/date-locale';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { text } from '../../ui/render-core';
import { axeViolations, lastListQuery, lastListScope, renderTasks, settle, task, tasksServer } from './harness';
const rowCheckbox = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`tbody input[aria-label="Select ${name}"]`);

describe('task list', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('lists the tasks with the default columns, the count and the first page', async () => {
    const { container, server } = renderTasks(<TaskListView pageSize={10} />);
    await settle();
    expect(lastListQuery(server)).toMatchObject({
      fromIndex: '1',
      size: '10',
      q: '*',
      sortBy: 'createTime',
      sortOrder: 'desc',
    });
    expect(lastListScope(server)).toBe('mine');
    const headers = [...container.querySelectorAll('thead th')].map((th) => text(th)).filter(Boolean);
    expect(headers).toEqual(['Request', 'Recipient', 'Requester', 'Status', 'Request Date', 'Action', 'Reason']);
    expect(text(container.querySelector('.idm-list-count'))).toBe('Total: 2');
    expect(text(container.querySelector('tbody tr'))).toContain('Item 1');
    expect(text(container.querySelector('tbody tr'))).toContain('Not claimed');
    expect(text(container.querySelector('tbody tr'))).toContain('Grant');
  });

  it('a saved-columns read that fails says so above the list (defaults shown) and Try again reads it again', async () => {
    let fail = true;
    const server = tasksServer(undefined, { columns: ['processName', 'reason'] });
    const saved = server.routes['access/preference']!;
    server.routes['access/preference'] = (call) =>
      fail && call.method === 'GET' ? new Response('', { status: 403, statusText: 'Forbidden' }) : saved(call);
    const { container } = renderTasks(<TaskListView pageSize={10} />, { server });
    await settle();
    const alert = container.querySelector('[role="alert"]');
    expect(text(alert)).toContain(
      'Your saved columns could not be loaded; the default columns are shown. 403 Forbidden',
    );
    expect(text(container.querySelector('tbody tr'))).toContain('Item 1');
    fail = false;
    await userEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect([...container.querySelectorAll('thead th')].map((th) => text(th)).filter(Boolean)).toEqual([
      'Request',
      'Reason',
    ]);
  });

  it('pages with fromIndex', async () => {
    const tasks = Array.from({ length: 10 }, (_, i) => task(String(i + 1)));
    const server = tasksServer(tasks, { total: 35, nextIndex: 11 });
    renderTasks(<TaskListView pageSize={10} />, { server });
    await settle();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await settle();
    expect(lastListQuery(server)).toMatchObject({ fromIndex: '11', size: '10' });
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await settle();
    expect(lastListQuery(server)).toMatchObject({ fromIndex: '21' });
  });

  it('sorts by a column through its server key', async () => {
    const { server } = renderTasks(<TaskListView pageSize={10} />);
    await settle();
    await userEvent.click(screen.getByRole('button', { name: /Requester/ }));
    await settle();
    expect(lastListQuery(server)).toMatchObject({ sortBy: 'initiatorName', sortOrder: 'asc', fromIndex: '1' });
  });

  it('searches 1000 ms after typing stops', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { container, server } = renderTasks(<TaskListView pageSize={10} />);
    await act(async () => vi.advanceTimersByTimeAsync(10));
    const before = server.list.mock.calls.length;
    fireEvent.change(container.querySelector('input[type="search"]')!, { target: { value: 'payroll' } });
    await act(async () => vi.advanceTimersByTimeAsync(900));
    expect(server.list.mock.calls.length).toBe(before);
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(lastListQuery(server)).toMatchObject({ q: 'payroll', fromIndex: '1' });
  });

  it('applies the filters as the list query', async () => {
    const { container, server } = renderTasks(<TaskListView pageSize={10} />);
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    // The panel's code comes when it is first opened.
    await screen.findByRole('button', { name: 'Apply' });
    const form = container.querySelector('form.tasks-filters')!;
    fireEvent.change(form.querySelector('select')!, { target: { value: 'delegated' } });
    fireEvent.change(form.querySelector('input[type="text"]')!, { target: { value: 'Eve' } });
    fireEvent.change(form.querySelector('input[type="number"]')!, { target: { value: '2' } });
    fireEvent.change(form.querySelectorAll('select')[1]!, { target: { value: 'Weeks' } });
    fireEvent.change(form.querySelectorAll('select')[2]!, { target: { value: 'Unclaimed' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await settle();
    expect(lastListQuery(server)).toMatchObject({
      assignedTo: 'delegated',
      recipient: 'Eve',
      expireWithin: '2',
      expireUnit: 'Weeks',
      status: 'Unclaimed',
      fromIndex: '1',
    });
    expect(screen.queryAllByRole('button', { name: 'Filters (4)' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await settle();
    // Back to the first query (answered from the cache).
    expect(screen.queryAllByRole('button', { name: 'Filters' })).toHaveLength(1);
    expect((container.querySelector('form.tasks-filters input[type="text"]') as HTMLInputElement).value).toBe('');
  });

  it('starts with the status filter of the element', async () => {
    const { server, container } = renderTasks(<TaskListView pageSize={10} status="Claimed" />, {
      server: tasksServer([task('1')]),
    });
    await settle();
    expect(lastListQuery(server)).toMatchObject({ status: 'Claimed' });
    expect(text(container.querySelector('.idm-list-count'))).toBe('Total: 1');
  });

  it('offers bulk approve and deny (with counts) only while every selected task is bulk-approvable', async () => {
    const server = tasksServer([
      task('1'),
      task('2'),
      task('3', { bulkApprovable: false, processName: 'Payroll Admin' }),
    ]);
    const { container } = renderTasks(<TaskListView pageSize={10} />, { server });
    await settle();
    await userEvent.click(rowCheckbox(container, 'Item 1')!);
    await userEvent.click(rowCheckbox(container, 'Item 2')!);
    expect(screen.queryAllByRole('button').map((b) => text(b))).toEqual(
      expect.arrayContaining(['Approve (2)', 'Deny (2)']),
    );
    await userEvent.click(rowCheckbox(container, 'Payroll Admin')!);
    expect(screen.queryByRole('button', { name: /^Approve \(/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Deny \(/ })).toBeNull();
    expect(text(container.querySelector('.task-bulk-note'))).toContain('Payroll Admin');
    // One task alone may always be decided.
    await userEvent.click(rowCheckbox(container, 'Item 1')!);
    await userEvent.click(rowCheckbox(container, 'Item 2')!);
    expect(screen.queryAllByRole('button').map((b) => text(b))).toEqual(
      expect.arrayContaining(['Approve (1)', 'Deny (1)']),
    );
  });

  it('bulk approves the selected tasks with a comment and reports each result', async () => {
    const { container, server, navigation, core } = renderTasks(<TaskListView pageSize={10} />);
    await settle();
    await userEvent.click(rowCheckbox(container, 'Item 1')!);
    await userEvent.click(rowCheckbox(container, 'Item 2')!);
    await userEvent.click(screen.getByRole('button', { name: 'Approve (2)' }));
    // The dialog's code comes when a bulk action is first asked for.
    const dialog = await screen.findByRole('dialog');
    expect(text(dialog.querySelector('h2'))).toBe('Approve 2 tasks');
    const textarea = dialog.querySelector('textarea')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(textarea, 'Fine by me');
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await settle();
    expect(server.act).toHaveBeenCalledWith({
      tasks: [{ taskId: '1' }, { taskId: '2' }],
      action: 'approve',
      comment: 'Fine by me',
    });
    expect(navigation.taskCompleted).toHaveBeenCalledWith({ taskId: '1', action: 'approve', result: 'succeeded' });
    expect(navigation.taskCompleted).toHaveBeenCalledWith({ taskId: '2', action: 'approve', result: 'succeeded' });
    expect(
      core.stores.$feedback
        .get()
        .at(-1)
        ?.structured?.succeeded.map((s) => s.name),
    ).toEqual(['Item 1', 'Item 2']);
    // The banner says what was done to them.
    expect(core.stores.$feedback.get().at(-1)?.succeededTitle).toBe('Approved:');
    expect(screen.queryByRole('button', { name: /^Approve \(/ })).toBeNull();
  });

  it('bulk denies', async () => {
    const { container, server, core } = renderTasks(<TaskListView pageSize={10} />);
    await settle();
    await userEvent.click(rowCheckbox(container, 'Item 2')!);
    await userEvent.click(screen.getByRole('button', { name: 'Deny (1)' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deny' }));
    await settle();
    expect(server.act).toHaveBeenCalledWith({ tasks: [{ taskId: '2' }], action: 'deny', comment: '' });
    expect(core.stores.$feedback.get().at(-1)?.succeededTitle).toBe('Denied:');
  });

  it('shows delegated and claimed tasks as such', async () => {
    const server = tasksServer([
      task('1', { delegatedTask: true }),
      task('2', { claimedby: 'cn=mmanager,ou=users,o=data', claimedByName: 'Mia Manager' }),
      task('3', { claimedby: 'cn=other,o=data', claimedByName: 'Otto Other' }),
    ]);
    const { container } = renderTasks(<TaskListView pageSize={10} />, { server });
    await settle();
    const statuses = [...container.querySelectorAll('td[data-column="status"]')].map((td) => text(td));
    expect(statuses).toEqual(['Not claimed Delegated', 'Claimed by me', 'Claimed by Otto Other']);
  });

  it("shows dates in the console's language and people's text in its own direction", async () => {
    const arabic = await loadDateLocale('ar');
    const server = tasksServer([
      task('1', { reason: 'لمشروع جديد', recipientName: 'رنا', processName: 'دور المحاسب' }),
    ]);
    const { container, core } = renderTasks(<TaskListView pageSize={10} />, { server });
    act(() => core.stores.$locale.set({ ...core.stores.$locale.get(), locale: 'ar' }));
    await settle();
    const cell = (column: string) => container.querySelector(`td[data-column="${column}"]`)!;
    expect(text(cell('requestDate'))).toBe(formatDate(Date.UTC(2025, 0, 15, 9, 30), undefined, arabic));
    expect(text(cell('requestDate'))).not.toBe(formatDate(Date.UTC(2025, 0, 15, 9, 30)));
    expect(cell('reason').querySelector('[dir="auto"]')?.textContent).toBe('لمشروع جديد');
    expect(cell('recipientName').querySelector('[dir="auto"]')?.textContent).toContain('رنا');
    expect(cell('processName').querySelector('[dir="auto"]')?.textContent).toBe('دور المحاسب');
  });

  it('opens a task from its name', async () => {
    const { container, navigation } = renderTasks(<TaskListView pageSize={10} />);
    await settle();
    const link = container.querySelector<HTMLAnchorElement>('td[data-column="processName"] a')!;
    expect(link.getAttribute('href')).toBe('#/tasks/1');
    await userEvent.click(link);
    expect(navigation.openTask).toHaveBeenCalledWith('1');
  });

  it('saves and restores the chosen columns', async () => {
    const server = tasksServer(undefined, { columns: ['recipientName', 'expirationTime'] });
    const { container } = renderTasks(<TaskListView pageSize={10} />, { server });
    await settle();
    const headers = () => [...container.querySelectorAll('thead th')].map((th) => text(th)).filter(Boolean);
    expect(headers()).toEqual(['Request', 'Recipient', 'Expires']);
    // The chooser loads when first opened.
    const openChooser = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Customize Columns' }));
      return waitFor(() => {
        const opened = container.querySelector('dialog');
        if (!opened?.querySelector('label')) throw new Error('the column chooser is not open yet');
        return opened;
      });
    };
    const dialog = await openChooser();
    const priority = [...dialog.querySelectorAll('label')]
      .find((label) => text(label) === 'Priority')!
      .querySelector('input')!;
    await userEvent.click(priority);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await settle();
    expect(server.saveColumns).toHaveBeenCalledWith(['processName', 'recipientName', 'expirationTime', 'priority']);
    expect(headers()).toEqual(['Request', 'Recipient', 'Expires', 'Priority']);
    await userEvent.click(within(await openChooser()).getByRole('button', { name: 'Restore defaults' }));
    await settle();
    expect(server.restoreColumns).toHaveBeenCalled();
    expect(headers()).toEqual(['Request', 'Recipient', 'Requester', 'Status', 'Request Date', 'Action', 'Reason']);
  });

  it("offers My tasks / Team tasks to team managers and lists a team member's tasks", async () => {
    const server = tasksServer(undefined, {
      teams: [{ dn: 'cn=support,ou=teams,o=data', name: 'Support' }],
      members: [{ dn: 'cn=sam,ou=users,o=data', name: 'Sam Support' }],
    });
    const { container } = renderTasks(<TaskListView pageSize={10} />, { server });
    await settle();
    // The chooser's code comes once the managed teams' answer names a team.
    await userEvent.click(await screen.findByRole('button', { name: 'Team tasks' }));
    await settle();
    expect(text(container.querySelector('h2'))).toBe('Team Tasks');
    const [team] = container.querySelectorAll('.idm-team-scope select');
    fireEvent.change(team!, { target: { value: 'cn=support,ou=teams,o=data' } });
    await settle();
    expect(lastListScope(server)).toBe('team');
    expect(lastListQuery(server)).toMatchObject({ teamDN: 'cn=support,ou=teams,o=data' });
    expect(lastListQuery(server).memberDn).toBeUndefined();
    fireEvent.change(container.querySelectorAll('.idm-team-scope select')[1]!, {
      target: { value: 'cn=sam,ou=users,o=data' },
    });
    await settle();
    expect(lastListScope(server)).toBe('team');
    expect(lastListQuery(server)).toMatchObject({
      teamDN: 'cn=support,ou=teams,o=data',
      memberDn: 'cn=sam,ou=users,o=data',
    });
    expect(screen.getByRole('button', { name: 'Team tasks' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('hides the switch from users who manage no team', async () => {
    renderTasks(<TaskListView pageSize={10} />);
    await settle();
    expect(screen.queryByRole('button', { name: 'Team tasks' })).toBeNull();
  });

  it('in proxy mode without the proxy approval says so and does not approve', async () => {
    const server = tasksServer(undefined, { proxyApproved: false, teams: [{ dn: 'cn=t,o=data', name: 'T' }] });
    const { container, core } = renderTasks(<TaskListView pageSize={10} />, { server });
    act(() => core.stores.$proxy.set({ dn: 'cn=mmanager,ou=users,o=data', fullName: 'Mia Manager' }));
    await settle();
    expect(text(container.querySelector('[role="alert"]'))).toBe('ProxyMode Approval is required!');
    await userEvent.click(rowCheckbox(container, 'Item 1')!);
    await userEvent.click(screen.getByRole('button', { name: 'Approve (1)' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await settle();
    expect(server.act).not.toHaveBeenCalled();
    expect(core.stores.$feedback.get().at(-1)?.text).toBe('ProxyMode Approval is required!');
    expect(server.proxyApproved).toHaveBeenCalledWith('cn=mmanager,ou=users,o=data');
    // Team tasks are not offered for a proxied user.
    expect(screen.queryByRole('button', { name: 'Team tasks' })).toBeNull();
  });

  it('comes back as it was left in a widget rendered again (sort, page, filters)', async () => {
    const first = renderTasks(<TaskListView pageSize={10} />);
    await settle();
    await userEvent.click(within(first.container).getByRole('button', { name: /Requester/ }));
    await settle();
    const { core } = first;
    first.unmount();
    const again = renderTasks(<TaskListView pageSize={10} />, { core });
    await settle();
    const requester = [...again.container.querySelectorAll('thead th')].find((th) => text(th) === 'Requester');
    expect(requester?.getAttribute('aria-sort')).toBe('ascending');
  });

  it('is axe-clean with a selection and the filters open', async () => {
    const server = tasksServer([task('1', { delegatedTask: true }), task('2', { bulkApprovable: false })], {
      teams: [{ dn: 'cn=t,o=data', name: 'T' }],
    });
    const { container } = renderTasks(<TaskListView pageSize={10} />, { server });
    await settle();
    await userEvent.click(rowCheckbox(container, 'Item 1')!);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await screen.findByRole('button', { name: 'Apply' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
