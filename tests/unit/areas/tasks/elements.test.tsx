// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, resetCore } from '../../../../src/core';
import { CONSOLE_BASE, CONTEXT_JSON, SESSION_COOKIE, fakeFetch, json, testEnv, type TestEnv } from '../../core/fakes';
import { waitFor } from '@testing-library/react';
import { text } from '../../ui/render-core';

/** `<idm-task-list>` and `<idm-request-history>` against a fake server through the real api and readers. */
const EVE = 'cn=euser,ou=users,o=data';
const taskNode = (id: string) => ({
  taskId: id,
  processName: `Item ${id}`,
  processId: `r${id}`,
  activityName: 'Manager approval',
  createTime: 1736935800000,
  recipient: EVE,
  recipientName: 'Eddie User',
  initiator: EVE,
  initiatorName: 'Eddie User',
  bulkApprovable: true,
  taskClaimed: false,
  claimedby: '',
  assignedTo: 'cn=mmanager,ou=users,o=data',
  priority: '50',
  delegatedTask: false,
  entityType: 'role',
  action: 'grant',
});
const historyNode = {
  id: '40',
  name: 'Ledger Read',
  entityType: 'role',
  requestState: 15,
  status: 'Approval Pending',
  recipient: EVE,
  recipientName: 'Eddie User',
  requestDate: 1736935800000,
  retractable: true,
  action: 'grant',
};

let env: TestEnv;
let server: ReturnType<typeof fakeFetch>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  server = fakeFetch({
    LoadContextConfigServlet: () => json(CONTEXT_JSON),
    'supportedlocales/defaultlocale': () => json('en'),
    'supportedlocales/userlocale': () => json('en'),
    'i18n/': () => json({}),
    'display/settings/general': () => json({ defaultRowsPerPage: 10, optionsRowsPerPage: '5,10,25,50' }),
    'administration/igConfig': () => json({}),
    'config/clients': () => json({ clientId: '1', config: {} }),
    'info/user/rights': () => json({ authorized: true, clientId: '1' }),
    userDefaults: () => json({ dn: 'cn=mmanager,ou=users,o=data', fullName: 'Maria Manager' }),
    'teams/managelist': () => json({ teams: [], totalCount: 0 }),
    'access/preference': () => json({ isPreferenceAvailable: false, columns: [] }),
    'access/tasks/list': () => json({ tasks: [taskNode('1'), taskNode('2')], total: 2, nextIndex: -1 }),
    'access/tasks/item': (call) =>
      json({ ...taskNode((JSON.parse(call.body ?? '{}') as { taskId: string }).taskId), comments: [], dataItems: [] }),
    'access/tasks': (call) => {
      const body = JSON.parse(call.body ?? '{}') as { tasks: { taskId: string }[] };
      return json(
        { success: true, succeeded: body.tasks.map((t) => ({ id: t.taskId, name: `Item ${t.taskId}` })), failed: [] },
        201,
      );
    },
    'requests/historylist': () => json({ requests: [historyNode], total: 1, nextIndex: -1 }),
    'requests/history/item': () => json({ ...historyNode, comments: [], timeline: [], approvals: [] }),
    'entities/quickInfo': () => json({ dn: EVE, fullName: 'Eddie User' }),
    'requests/history': () => json({ success: true, succeeded: [{ id: '40', name: 'Ledger Read' }], failed: [] }),
  });
  env = testEnv(server.fetch, SESSION_COOKIE);
  configure({ consoleBase: CONSOLE_BASE, env });
  await import('../../../../elements/idm-task-list');
  await import('../../../../elements/idm-request-history');
});

afterAll(() => resetCore());

async function mount(tag: string, attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await act(async () => {
    document.body.append(element);
  });
  return element;
}

const shadowButton = (element: HTMLElement, name: string | RegExp) =>
  [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => {
    const label = b.getAttribute('aria-label') ?? text(b);
    return typeof name === 'string' ? label === name : name.test(label);
  });

function recordEvents(...types: string[]) {
  const events: { type: string; detail: unknown }[] = [];
  const record = (event: Event) => events.push({ type: event.type, detail: (event as CustomEvent).detail });
  for (const type of types) document.addEventListener(type, record);
  return { events, stop: () => types.forEach((type) => document.removeEventListener(type, record)) };
}

describe('<idm-task-list>', () => {
  it('lists the tasks with page-size, opens one and emits idm-task-completed after an action', async () => {
    const element = await mount('idm-task-list', { 'page-size': '5' });
    await waitFor(() => expect(shadowButton(element, 'Item 2')).toBeDefined());
    const list = new URL(server.callsTo('access/tasks/list').at(-1)!.url);
    expect(list.searchParams.get('size')).toBe('5');
    expect(list.searchParams.get('fromIndex')).toBe('1');
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(1);

    const { events, stop } = recordEvents('idm-task-completed', 'idm-navigate');
    await act(async () => shadowButton(element, 'Item 2')?.click());
    await waitFor(() => expect(shadowButton(element, 'Claim')).toBeDefined());
    await act(async () => shadowButton(element, 'Claim')?.click());
    await waitFor(() =>
      expect(events).toEqual([
        { type: 'idm-task-completed', detail: { taskId: '2', action: 'claim', result: 'succeeded' } },
      ]),
    );
    expect(JSON.parse(server.calls.filter((c) => c.url.endsWith('access/tasks')).at(-1)!.body ?? '{}')).toMatchObject({
      action: 'claim',
      tasks: [{ taskId: '2' }],
    });
    stop();
    element.remove();
  });

  it('opens the task of task-id', async () => {
    const element = await mount('idm-task-list', { 'task-id': '1' });
    await waitFor(() => expect(text(element.shadowRoot?.querySelector('.task-detail h2'))).toBe('Item 1'));
    element.remove();
  });
});

describe('<idm-request-history>', () => {
  it('starts with the status attribute, retracts after confirmation and emits idm-request-retracted', async () => {
    const element = await mount('idm-request-history', { status: 'running_pending_p0' });
    await waitFor(() => expect(shadowButton(element, 'Ledger Read')).toBeDefined());
    expect(new URL(server.callsTo('requests/historylist').at(-1)!.url).searchParams.get('status')).toBe(
      'running_pending_p0',
    );
    const { events, stop } = recordEvents('idm-request-retracted');
    await act(async () => shadowButton(element, 'Ledger Read')?.click());
    await waitFor(() => expect(shadowButton(element, 'Retract')).toBeDefined());
    await act(async () => shadowButton(element, 'Retract')?.click());
    const confirm = [...(element.shadowRoot?.querySelectorAll('dialog button') ?? [])].find(
      (b) => text(b) === 'Retract',
    ) as HTMLButtonElement;
    await act(async () => confirm.click());
    await waitFor(() =>
      expect(events).toEqual([
        { type: 'idm-request-retracted', detail: { requestId: '40', entityType: 'role', result: 'succeeded' } },
      ]),
    );
    expect(server.calls.some((c) => c.method === 'DELETE' && c.url.includes('requests/history'))).toBe(true);
    stop();
    element.remove();
  });

  it("emits idm-navigate for a user's details and follows it unless the host cancels it", async () => {
    const element = await mount('idm-request-history');
    await waitFor(() => expect(shadowButton(element, 'Eddie User')).toBeDefined());
    const { events, stop } = recordEvents('idm-navigate');
    const viewMore = async () => {
      await act(async () => shadowButton(element, 'Eddie User')?.click());
      await waitFor(() => expect(shadowButton(element, 'View more info')).toBeDefined());
      await act(async () => shadowButton(element, 'View more info')?.click());
    };
    const href = `#/users/${encodeURIComponent(EVE)}`;
    await viewMore();
    expect(events).toEqual([{ type: 'idm-navigate', detail: { href } }]);
    expect(env.location.assigned.at(-1)).toBe(href);

    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('idm-navigate', cancel);
    const before = env.location.assigned.length;
    await viewMore();
    expect(events).toHaveLength(2);
    expect(env.location.assigned).toHaveLength(before);
    document.removeEventListener('idm-navigate', cancel);
    stop();
    element.remove();
  });
});
