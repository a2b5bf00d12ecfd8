// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CLOSED, proxyDialogReducer } from '../../../src/console/proxy/proxy-dialog-state';
import { proxyMenu } from '../../../src/console/proxy/proxy-menu';
import { PROXY_STORAGE_KEY, readProxyUser, saveProxyUser } from '../../../src/console/proxy/proxy-storage';
import { memoryStorage, resetCore } from '../../../src/core';
import { parseMenuItems } from '../../../src/domain/navigation';
import { json, type RecordedCall } from '../core/fakes';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { text } from '../ui/render-core';
import { MENU, USER, renderConsole, waitFor } from './harness';

afterEach(() => {
  cleanup();
  resetCore();
});

const MARY = { dn: 'cn=mary,ou=users,o=data', fullName: 'Mary Manager' };

/** Rights of the signed-in user; with proxyUser, proxyFor says whether that user may be proxied. */
function rightsRoute(allowed: boolean) {
  return (call: RecordedCall) =>
    json({ proxyFor: call.url.includes('proxyUser=') ? allowed : true, clientId: '1', isAdmin: true });
}

function blur(element: Element) {
  act(() => {
    element.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
  });
}

async function openProxyAs(allowed = true) {
  const view = await renderConsole({
    routes: {
      'info/user/rights': rightsRoute(allowed),
      'proxy/for': () => json({ proxyForUsers: [MARY], nextUserIndex: -1, userArraySize: 1 }),
    },
  });
  const { container } = view.rendered;
  await waitFor(() => expect(container.querySelector('#idm-main-menu')?.textContent).toContain('Roles'));
  await userEvent.click(screen.getByRole('button', { name: 'Ann Admin' }));
  await userEvent.click(screen.getByRole('button', { name: 'Proxy As' }));
  // The dialog (and the picker with it) is its own chunk, loaded the first time it opens.
  await waitFor(() => expect(container.querySelector('dialog input[role="combobox"]')).not.toBeNull());
  const dialog = container.querySelector('dialog');
  expect(text(dialog?.querySelector('h2'))).toBe('PROXY AS');
  return { view, container, dialog: dialog as HTMLDialogElement };
}

/** Types into the picker and chooses Mary once the search (debounced by 1000 ms) answers. */
async function chooseMary(dialog: HTMLDialogElement) {
  const input = dialog.querySelector('input[role="combobox"]');
  await userEvent.clear(input!);
  await userEvent.type(input!, 'mar');
  await waitFor(() => expect(text(dialog.querySelector('[role="option"]'))).toContain('Mary Manager'));
  await userEvent.click(dialog.querySelector('[role="option"]')!);
}

describe('PROXY AS validation', () => {
  it("Continue is disabled while no user is chosen; 'Proxy User is required' shows after touch and focus-out", async () => {
    const { view, dialog } = await openProxyAs();
    const input = dialog.querySelector('input[role="combobox"]') as HTMLInputElement;
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(true);
    expect(text(dialog)).not.toContain('Proxy User is required');
    blur(input);
    expect(text(dialog.querySelector('.idm-picker-error'))).toBe('Proxy User is required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(dialog.querySelector('.idm-picker-error')?.id);

    await chooseMary(dialog);
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(false);
    expect(dialog.querySelector('.idm-picker-error')).toBeNull();
    expect(view.server.callsTo('access/proxy/for')[0]?.url).toContain('q=mar');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Mary Manager' }));
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(true);
    expect(text(dialog.querySelector('.idm-picker-error'))).toBe('Proxy User is required');
  });

  it('Cancel closes the dialog without proxy mode', async () => {
    const { view, container, dialog } = await openProxyAs();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(container.querySelector('dialog')).toBeNull();
    expect(view.core.stores.$proxy.get()).toBeNull();
  });
});

describe('proxy mode', () => {
  it('Continue with an allowed user: tasks page, menu cut to tasks and access, banner; Exit restores it all', async () => {
    const { view, container, dialog } = await openProxyAs(true);
    await chooseMary(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.core.stores.$proxy.get()).toEqual(MARY));

    expect(view.server.callsTo('proxyUser=cn%3Dmary')).toHaveLength(1);
    expect(container.querySelector('dialog')).toBeNull();
    await waitFor(() => expect(view.path()).toBe('/tasks'));
    const menuLinks = () => [...container.querySelectorAll('#idm-main-menu a')].map((a) => a.getAttribute('href'));
    expect(menuLinks()).toEqual(['#/requests', '#/history', '#/tasks']);
    expect(text(container.querySelector('.proxy-banner'))).toContain('You are acting as proxy for Mary Manager.');
    expect(JSON.parse(view.env.sessionStorage.getItem(PROXY_STORAGE_KEY) ?? '{}')).toMatchObject({
      dn: MARY.dn,
      ownerDn: USER.dn,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Ann Admin' }));
    expect(screen.queryByRole('button', { name: 'Proxy As' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Exit Proxy : Mary Manager' }));
    expect(view.core.stores.$proxy.get()).toBeNull();
    expect(view.path()).toBe('/tasks');
    expect(menuLinks()).toEqual(['#/dashboard', '#/requests', '#/history', '#/tasks', '#/role', '#/sod']);
    expect(container.querySelector('.proxy-banner')).toBeNull();
    expect(view.env.sessionStorage.getItem(PROXY_STORAGE_KEY)).toBeNull();
  });

  it("a user the server does not allow stays out of proxy mode: 'ProxyMode Approval is required!'", async () => {
    const { view, dialog } = await openProxyAs(false);
    await chooseMary(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(text(dialog.querySelector('[role="alert"].idm-alert'))).toBe('ProxyMode Approval is required!'),
    );
    expect(view.core.stores.$proxy.get()).toBeNull();
    expect(view.path()).toBe('/default');
  });

  it('Proxy As is offered only to users who may proxy', async () => {
    const view = await renderConsole({ routes: { 'info/user/rights': () => json({ proxyFor: false }) } });
    await userEvent.click(within(view.rendered.container).getByRole('button', { name: 'Ann Admin' }));
    expect(within(view.rendered.container).queryByRole('button', { name: 'Proxy As' })).toBeNull();
  });

  it('a reload in the same tab keeps proxy mode for the user who chose it', async () => {
    const storage = memoryStorage();
    saveProxyUser(storage, USER.dn, MARY);
    const view = await renderConsole({ env: { sessionStorage: storage } });
    expect(view.core.stores.$proxy.get()).toEqual(MARY);
    expect(text(view.rendered.container.querySelector('.proxy-banner'))).toContain('Mary Manager');
  });
});

describe('proxy state machine (PROXY AS dialog)', () => {
  it('off → choosing → checking → closed when allowed', () => {
    const choosing = proxyDialogReducer(CLOSED, { type: 'open' });
    expect(choosing).toEqual({ phase: 'choosing', refusal: null });
    const checking = proxyDialogReducer(choosing, { type: 'continue', candidate: MARY });
    expect(checking).toEqual({ phase: 'checking', candidate: MARY });
    expect(proxyDialogReducer(checking, { type: 'allowed' })).toEqual(CLOSED);
  });

  it('refused and failed checks go back to choosing with the reason', () => {
    const checking = { phase: 'checking' as const, candidate: MARY };
    expect(proxyDialogReducer(checking, { type: 'refused' })).toEqual({
      phase: 'choosing',
      refusal: { kind: 'approvalRequired' },
    });
    expect(proxyDialogReducer(checking, { type: 'failed', message: 'Network Error' })).toEqual({
      phase: 'choosing',
      refusal: { kind: 'error', message: 'Network Error' },
    });
  });

  it('ignores events that do not fit the phase', () => {
    expect(proxyDialogReducer(CLOSED, { type: 'allowed' })).toBe(CLOSED);
    expect(proxyDialogReducer(CLOSED, { type: 'continue', candidate: MARY })).toBe(CLOSED);
    const choosing = proxyDialogReducer(CLOSED, { type: 'open' });
    expect(proxyDialogReducer(choosing, { type: 'continue', candidate: { dn: '', fullName: '' } })).toBe(choosing);
    expect(proxyDialogReducer(choosing, { type: 'refused' })).toBe(choosing);
    expect(proxyDialogReducer({ phase: 'checking', candidate: MARY }, { type: 'cancel' })).toEqual(CLOSED);
  });

  it('the menu keeps tasks, and of access only requests and history', () => {
    const items = parseMenuItems([
      ...MENU.menuItems,
      { mapName: 'tasks', menuName: 'Tasks', context: '#/tasks' },
      { mapName: 'x', menuName: 'Dashboard tasks', context: '#/dashboard' },
    ]);
    const cut = proxyMenu(items);
    expect(cut.map((item) => item.mapName)).toEqual(['access', 'tasks']);
    expect(cut[0]?.subMenuList.map((item) => item.mapName)).toEqual(['requests', 'history', 'tasks']);
  });

  it('the stored proxy user is read back only for the user who chose it', () => {
    const storage = memoryStorage();
    saveProxyUser(storage, USER.dn, MARY);
    expect(readProxyUser(storage, USER.dn)).toEqual(MARY);
    expect(readProxyUser(storage, 'cn=someone-else')).toBeNull();
    storage.setItem(PROXY_STORAGE_KEY, '{not json');
    expect(readProxyUser(storage, USER.dn)).toBeNull();
  });
});
