// @vitest-environment happy-dom
import '../../setup/act-environment';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { approvalFormHref } from '../../../../src/areas/tasks/ApprovalForm';
import { TaskDetailView } from '../../../../src/areas/tasks/TaskDetailView';
import { formatDate } from '../../../../src/domain/date-format';
import { loadDateLocale } from '../../../../src/ui/dates/date-locale';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { text } from '../../ui/render-core';
import { ME, axeViolations, detail, fault, renderTasks, settle, tasksServer } from './harness';

/** Types the action dialog's comment as a user does. */
async function typeComment(dialog: Element, value: string) {
  await userEvent.type(within(dialog as HTMLElement).getByRole('textbox'), value);
}

const sample = detail('7', {
  processName: 'Accounts Payable Clerk',
  activityName: 'Manager approval',
  comments: [
    {
      user: 'cn=euser',
      commentFullName: 'Eve User',
      comment: 'Please <b>approve</b>',
      date: Date.UTC(2025, 0, 15, 10),
      activity: 'Request',
    },
  ],
  approvalHistory: [
    {
      taskId: 'h1',
      activity: 'Manager approval',
      status: 'open',
      assignedTo: ME.dn,
      assignedToName: 'Mia Manager',
      created: Date.UTC(2025, 0, 15, 11),
    },
  ],
  dataItems: [
    { name: 'itemType', dataType: 'string', values: ['role'], readOnly: true },
    { name: 'recipient', dataType: 'string', values: ['Eve User'], readOnly: true },
  ],
});

describe('task details', () => {
  afterEach(cleanup);

  it('shows the request, recipient, requester, form data, comments and approval history', async () => {
    const server = tasksServer(undefined, { detail: () => sample });
    const { container } = renderTasks(<TaskDetailView taskId="7" />, { server });
    await settle();
    expect(server.detail).toHaveBeenCalledWith('7');
    expect(text(container.querySelector('h2'))).toBe('Accounts Payable Clerk');
    const facts = text(container.querySelector('.tasks-facts'));
    expect(facts).toContain('Recipient');
    expect(facts).toContain('Eve User');
    expect(facts).toContain('Requester');
    expect(facts).toContain('Jan 15, 2025');
    // Form data the summary already shows is not repeated.
    const form = [...container.querySelectorAll('.idm-detail-card')].find(
      (card) => text(card.querySelector('h3')) === 'Approval form',
    )!;
    expect(text(form)).toContain('Item type');
    expect(text(form)).not.toContain('Eve User');
    // Server text is text, never HTML.
    expect(container.querySelector('.idm-comment-text b')).toBeNull();
    expect(text(container.querySelector('.idm-comment-text'))).toBe('Please <b>approve</b>');
    expect(text(container.querySelector('.idm-timeline'))).toContain('Mia Manager');
  });

  it('approves with a comment, reports it and goes back to the list', async () => {
    const { container, server, navigation, core } = renderTasks(<TaskDetailView taskId="7" />);
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = container.querySelector('dialog')!;
    await typeComment(dialog, 'OK');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await settle();
    expect(server.act).toHaveBeenCalledWith({ tasks: [{ taskId: '7' }], action: 'approve', comment: 'OK' });
    expect(navigation.taskCompleted).toHaveBeenCalledWith({ taskId: '7', action: 'approve', result: 'succeeded' });
    expect(navigation.backToList).toHaveBeenCalled();
    expect(core.stores.$feedback.get().at(-1)).toMatchObject({ kind: 'success' });
  });

  it('an approval that fails keeps its dialog open with the typed comment, and says why', async () => {
    let fail = true;
    // A fetch that rejects is a connection that broke: the console's NetworkError.
    const server = tasksServer(undefined, {
      act: () =>
        fail
          ? Promise.reject(new TypeError('Failed to fetch'))
          : { success: true, succeeded: [{ id: '7', name: 'Item 7' }], failed: [] },
    });
    const { container, navigation } = renderTasks(<TaskDetailView taskId="7" />, { server });
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = container.querySelector('dialog')!;
    await typeComment(dialog, 'Fine by me');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await settle();
    expect(text(container.querySelector('.idm-banner'))).toContain('Network Error');
    expect(container.querySelector('dialog')?.open).toBe(true);
    expect(container.querySelector<HTMLTextAreaElement>('dialog textarea')?.value).toBe('Fine by me');
    expect(navigation.backToList).not.toHaveBeenCalled();
    fail = false;
    await userEvent.click(within(container.querySelector('dialog')!).getByRole('button', { name: 'Approve' }));
    await settle();
    expect(server.act).toHaveBeenLastCalledWith({ tasks: [{ taskId: '7' }], action: 'approve', comment: 'Fine by me' });
    expect(navigation.backToList).toHaveBeenCalled();
  });

  it('denies', async () => {
    const { container, server } = renderTasks(<TaskDetailView taskId="7" />);
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    await userEvent.click(within(container.querySelector('dialog')!).getByRole('button', { name: 'Deny' }));
    await settle();
    expect(server.act).toHaveBeenCalledWith({ tasks: [{ taskId: '7' }], action: 'deny', comment: '' });
  });

  it('claims an unclaimed task and releases a claimed one', async () => {
    const { server, navigation } = renderTasks(<TaskDetailView taskId="7" />);
    await settle();
    expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await settle();
    expect(server.act).toHaveBeenCalledWith({ tasks: [{ taskId: '7' }], action: 'claim', comment: '' });
    expect(navigation.backToList).not.toHaveBeenCalled();
    cleanup();

    const claimed = tasksServer(undefined, {
      detail: () => detail('8', { claimedby: ME.dn, claimedByName: ME.fullName }),
    });
    const second = renderTasks(<TaskDetailView taskId="8" />, { server: claimed });
    await settle();
    expect(within(second.container).queryByRole('button', { name: 'Claim' })).toBeNull();
    await userEvent.click(within(second.container).getByRole('button', { name: 'Release' }));
    await settle();
    expect(claimed.act).toHaveBeenCalledWith({ tasks: [{ taskId: '8' }], action: 'release', comment: '' });
  });

  it('reassigns to a picked user', async () => {
    const mark = { dn: 'cn=mark,ou=users,o=data', fullName: 'Mark Approver' };
    const { container, server } = renderTasks(<TaskDetailView taskId="7" />, {
      server: tasksServer(undefined, { users: [mark] }),
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    const dialog = container.querySelector('dialog')!;
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Reassign' }).disabled).toBe(true);
    // The picker's code comes when the dialog first opens.
    await waitFor(() => expect(dialog.querySelector('input[role="combobox"]')).not.toBeNull());
    const combobox = dialog.querySelector<HTMLInputElement>('input[role="combobox"]')!;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(combobox, { target: { value: 'mark' } });
      await act(async () => vi.advanceTimersByTimeAsync(1100));
    } finally {
      vi.useRealTimers();
    }
    await settle();
    fireEvent.click(dialog.querySelector('[role="option"]')!);
    await typeComment(dialog, 'On leave');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await settle();
    expect(server.act).toHaveBeenCalledWith({
      tasks: [{ taskId: '7' }],
      action: 'reassign',
      comment: 'On leave',
      approver: 'cn=mark,ou=users,o=data',
    });
  });

  it('comments (a comment is required)', async () => {
    const { container, server } = renderTasks(<TaskDetailView taskId="7" />);
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    const dialog = container.querySelector('dialog')!;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    expect(server.act).not.toHaveBeenCalled();
    expect(text(dialog.querySelector('.tasks-field-error'))).toBe('Required');
    await typeComment(dialog, 'Checking with HR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    await settle();
    expect(server.act).toHaveBeenCalledWith({
      tasks: [{ taskId: '7' }],
      action: 'comment',
      comment: 'Checking with HR',
    });
  });

  it('reports a failed action in the banner and the event', async () => {
    const server = tasksServer(undefined, {
      act: () => ({
        success: false,
        succeeded: [],
        failed: [{ id: '7', name: 'Item 7', reason: 'Task 7 is already claimed.' }],
      }),
    });
    const { container, navigation, core } = renderTasks(<TaskDetailView taskId="7" />, { server });
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await settle();
    expect(navigation.taskCompleted).toHaveBeenCalledWith({
      taskId: '7',
      action: 'claim',
      result: 'failed',
      reason: 'Task 7 is already claimed.',
    });
    expect(core.stores.$feedback.get().at(-1)).toMatchObject({ kind: 'danger' });
    expect(text(container.querySelector('.idm-banner'))).toContain('Task 7 is already claimed.');
  });

  it('in proxy mode without approval shows the proxy message and blocks approve and deny', async () => {
    const server = tasksServer(undefined, { proxyApproved: false });
    const { container, core } = renderTasks(<TaskDetailView taskId="7" />, { server });
    act(() => core.stores.$proxy.set({ dn: 'cn=boss,ou=users,o=data', fullName: 'Big Boss' }));
    await settle();
    expect(text(container.querySelector('.task-detail [role="alert"]'))).toBe('ProxyMode Approval is required!');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Approve' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Deny' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Claim' }).disabled).toBe(false);
  });

  it('in proxy mode with approval acts normally', async () => {
    const { container, core, server } = renderTasks(<TaskDetailView taskId="7" />);
    act(() => core.stores.$proxy.set({ dn: 'cn=boss,ou=users,o=data', fullName: 'Big Boss' }));
    await settle();
    expect(container.querySelector('.task-detail [role="alert"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(container.querySelector('dialog')!).getByRole('button', { name: 'Approve' }));
    await settle();
    expect(server.act).toHaveBeenCalled();
  });

  it('says who claimed a task claimed by someone else and blocks the decision', async () => {
    const server = tasksServer(undefined, {
      detail: () => detail('9', { claimedby: 'cn=otto,o=data', claimedByName: 'Otto Other' }),
    });
    const { container } = renderTasks(<TaskDetailView taskId="9" />, { server });
    await settle();
    expect(text(container.querySelector('.idm-alert.warning'))).toContain('Otto Other has claimed this task');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Approve' }).disabled).toBe(true);
  });

  it("asks to claim a team member's task before deciding it, and not one's own", async () => {
    const server = tasksServer(undefined, {
      detail: (id) =>
        id === '9' ? detail('9', { assignedTo: 'cn=sam,o=data', assignedToName: 'Sam Support' }) : detail(id),
    });
    const { container } = renderTasks(<TaskDetailView taskId="9" />, { server });
    await settle();
    expect(text(container.querySelector('.idm-alert.warning'))).toBe(
      'This task is assigned to Sam Support. Claim it before you approve or deny it.',
    );
    cleanup();
    const own = renderTasks(<TaskDetailView taskId="7" />, { server });
    await settle();
    expect(own.container.querySelector('.idm-alert.warning')).toBeNull();
  });

  it('shows a task that cannot be loaded as an error', async () => {
    const server = tasksServer(undefined, { detail: () => fault('No task 99.', 404) });
    const { container } = renderTasks(<TaskDetailView taskId="99" />, { server });
    await settle();
    expect(text(container.querySelector('[role="alert"]'))).toBe('No task 99.');
  });

  it('a refresh that fails on the network keeps the task (and an open dialog) on screen, with Try again', async () => {
    let calls = 0;
    const server = tasksServer(undefined, {
      detail: (id: string) => (++calls === 1 ? detail(id) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    const { container, core } = renderTasks(<TaskDetailView taskId="7" />, { server });
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await typeComment(container.querySelector('dialog')!, 'Typed before the refresh');
    core.queryClient.setDefaultOptions({ queries: { ...core.queryClient.getDefaultOptions().queries, retryDelay: 0 } });
    await act(() => core.queryClient.invalidateQueries());
    await settle();
    expect(text(container.querySelector('[role="alert"] .idm-load-failure-text'))).toBe('Network Error');
    expect(container.querySelector('[part=task-detail]')).not.toBeNull();
    expect(container.querySelector<HTMLTextAreaElement>('dialog textarea')?.value).toBe('Typed before the refresh');
  });

  it("sends the approver's values of editable data items with the decision and links the server-side form", async () => {
    const editable = (name: string, extra: Record<string, unknown> = {}) => ({
      name,
      dataType: 'string',
      values: [],
      readOnly: false,
      ...extra,
    });
    const formUrl = 'https://idm.example.com/IDMProv/approvalForm.do?taskId=7';
    const server = tasksServer(undefined, {
      detail: () =>
        detail('7', {
          approvalForm: 'ApprovalForm',
          dataItems: [
            { name: 'itemType', dataType: 'string', values: ['role'], readOnly: true },
            editable('costCenter', { values: ['4711'] }),
            editable('projects', { multiValued: true }),
          ],
        }),
    });
    const { container } = renderTasks(<TaskDetailView taskId="7" />, { server });
    await settle();
    const form = container.querySelector<HTMLElement>('section[aria-labelledby$="-form"]')!;
    expect(text(form.querySelector('dl'))).toContain('role');
    const costCenter = [...form.querySelectorAll('label')].find((label) => text(label) === 'costCenter')!;
    const input = form.querySelector<HTMLInputElement>(`#${CSS.escape(costCenter.htmlFor)}`)!;
    expect(input.value).toBe('4711');
    fireEvent.change(input, { target: { value: '4800' } });
    const projects = form.querySelector('textarea')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(projects, 'Apollo\n\nGemini ');
      projects.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const link = [...form.querySelectorAll('a')].find((a) => text(a) === 'Open the approval form')!;
    expect(link.getAttribute('href')).toBe(formUrl);
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(container.querySelector('dialog')!).getByRole('button', { name: 'Approve' }));
    await settle();
    expect(server.act).toHaveBeenCalledWith({
      tasks: [
        {
          taskId: '7',
          dataItems: [
            { name: 'costCenter', dataType: 'string', values: ['4800'], readOnly: false },
            { name: 'projects', dataType: 'string', values: ['Apollo', 'Gemini'], readOnly: false },
          ],
        },
      ],
      action: 'approve',
      comment: '',
    });
  });

  it('a required item must be filled in to approve (not to deny); nothing typed is lost', async () => {
    const server = tasksServer(undefined, {
      detail: () =>
        detail('8', {
          dataItems: [
            { name: 'Cost center', dataType: 'string', values: [], readOnly: false, valueSet: true },
            { name: 'Note', dataType: 'string', values: [], readOnly: false },
          ],
        }),
    });
    const { container } = renderTasks(<TaskDetailView taskId="8" />, { server });
    await settle();
    const form = container.querySelector<HTMLElement>('section[aria-labelledby$="-form"]')!;
    const fieldOf = (name: string) => {
      const label = [...form.querySelectorAll('label')].find((l) => text(l) === name)!;
      return form.querySelector<HTMLInputElement>(`#${CSS.escape(label.htmlFor)}`)!;
    };
    expect(fieldOf('Cost center (required)').required).toBe(true);
    fireEvent.change(fieldOf('Note'), { target: { value: 'Travel to Lyon' } });

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await settle();
    expect(container.querySelector('dialog[open]')).toBeNull();
    expect(server.act).not.toHaveBeenCalled();
    expect(text(form.querySelector('[role="alert"]'))).toBe('Fill in the required fields to approve.');
    const costCenter = fieldOf('Cost center (required)');
    expect(costCenter.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(costCenter);
    expect(text(form.querySelector(`#${CSS.escape(costCenter.getAttribute('aria-describedby') ?? '')}`))).toBe(
      'Cost center is required to approve.',
    );
    expect(fieldOf('Note').value).toBe('Travel to Lyon');

    fireEvent.change(costCenter, { target: { value: '4711' } });
    expect(form.querySelector('[role="alert"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(container.querySelector('dialog')!).getByRole('button', { name: 'Approve' }));
    await settle();
    expect(server.act).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'approve',
        tasks: [
          {
            taskId: '8',
            dataItems: [
              { name: 'Cost center', dataType: 'string', values: ['4711'], readOnly: false },
              { name: 'Note', dataType: 'string', values: ['Travel to Lyon'], readOnly: false },
            ],
          },
        ],
      }),
    );
  });

  it('links only http and https approval forms', async () => {
    expect(approvalFormHref('https://idm.example.com/IDMProv/approvalForm.do?taskId=7')).toBe(
      'https://idm.example.com/IDMProv/approvalForm.do?taskId=7',
    );
    expect(approvalFormHref('http://idm/approvalForm.do')).toBe('http://idm/approvalForm.do');
    for (const unsafe of ['javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.c', '/approvalForm.do', null])
      expect(approvalFormHref(unsafe)).toBeNull();
    // The link is built beside the REST base from the task's id, whatever the server names the form.
    const server = tasksServer(undefined, {
      detail: () => detail('7', { taskId: 'javascript:alert(1)', approvalForm: 'javascript:alert(1)' }),
    });
    const { container } = renderTasks(<TaskDetailView taskId="7" />, { server });
    await settle();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    const link = [...container.querySelectorAll('a')].find((a) => text(a) === 'Open the approval form');
    expect(link?.getAttribute('href')).toBe(
      'https://idm.example.com/IDMProv/approvalForm.do?taskId=javascript%3Aalert(1)',
    );
  });

  it('shows a delegated task as such, with whom it was delegated by', async () => {
    const server = tasksServer(undefined, {
      detail: () =>
        detail('7', { delegatedTask: true, addressee: 'cn=dora,ou=users,o=data', addresseeName: 'Dora Admin' }),
    });
    const { container } = renderTasks(<TaskDetailView taskId="7" />, { server });
    await settle();
    expect(text(container.querySelector('.task-detail-header'))).toContain('Delegated');
    const facts = [...container.querySelectorAll('.idm-fact')].map((fact) => [
      text(fact.querySelector('dt')),
      text(fact.querySelector('dd')),
    ]);
    expect(facts).toContainEqual(['Assigned to', 'Mia Manager Delegated']);
    expect(facts).toContainEqual(['Delegated by', 'Dora Admin']);
  });

  it("gives people's text its own direction and dates in the console's language", async () => {
    const german = await loadDateLocale('de');
    const server = tasksServer(undefined, {
      detail: () =>
        detail('7', {
          reason: 'بحاجة إلى الوصول',
          expirationTime: Date.UTC(2025, 2, 3, 9),
          comments: [{ user: 'cn=d', commentFullName: 'דנה', comment: 'שלום', date: Date.UTC(2025, 0, 16, 8) }],
          timeline: [
            {
              activity: 'Manager approval',
              actor: ME.dn,
              actorName: 'Mia',
              date: Date.UTC(2025, 0, 17, 8),
              detail: 'Sure',
            },
          ],
        }),
    });
    const { container, core } = renderTasks(<TaskDetailView taskId="7" />, { server });
    act(() => core.stores.$locale.set({ ...core.stores.$locale.get(), locale: 'de' }));
    await settle();
    expect(container.querySelector('h2')?.getAttribute('dir')).toBe('auto');
    const reason = [...container.querySelectorAll('.idm-fact')].find(
      (fact) => text(fact.querySelector('dt')) === 'Reason',
    )!;
    expect(reason.querySelector('dd')?.getAttribute('dir')).toBe('auto');
    expect(container.querySelector('.idm-comment-text')?.getAttribute('dir')).toBe('auto');
    expect(container.querySelector('.idm-comment-author')?.getAttribute('dir')).toBe('auto');
    expect(container.querySelector('.idm-timeline-comment')?.getAttribute('dir')).toBe('auto');
    const times = [...container.querySelectorAll('time')].map((time) => text(time));
    expect(times).toContain(formatDate(Date.UTC(2025, 0, 15, 9, 30), undefined, german));
    expect(times).toContain(formatDate(Date.UTC(2025, 0, 16, 8), undefined, german));
    expect(times).toContain(formatDate(Date.UTC(2025, 0, 17, 8), undefined, german));
    expect(times.some((time) => time.startsWith(formatDate(Date.UTC(2025, 2, 3, 9), undefined, german)))).toBe(true);
    expect(formatDate(Date.UTC(2025, 2, 3, 9), undefined, german)).toContain('März');
  });

  it('is axe-clean, also with a dialog open', async () => {
    const server = tasksServer(undefined, { detail: () => sample });
    const { container } = renderTasks(<TaskDetailView taskId="7" />, { server });
    await settle();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
