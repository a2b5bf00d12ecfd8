// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCore } from '../../../src/core';
import { json } from '../core/fakes';
import { cleanup, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { text } from '../ui/render-core';
import { renderConsole, settle, waitFor } from './harness';

afterEach(() => {
  cleanup();
  resetCore();
});

const WARNING =
  'Your session is about to expire. Do you want to extend the session or sign out of the application? Signing out will terminate the session and any unsaved changes will be lost.';

describe('session-expiry warning', () => {
  it('opens while $sessionWarning is true, with the text of the spec', async () => {
    const view = await renderConsole();
    const { container } = view.rendered;
    expect(container.querySelector('dialog')).toBeNull();
    await waitFor(() => {
      view.core.stores.$sessionWarning.set(true);
      expect(container.querySelector('dialog')).not.toBeNull();
    });
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    expect(text(dialog.querySelector('h2'))).toBe('Session Timeout');
    expect(text(dialog.querySelector('.idm-dialog-body'))).toBe(WARNING);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Extend Session' }));
  });

  it('Extend calls core.session.extend(); the dialog closes when the core clears the warning', async () => {
    const view = await renderConsole();
    const extend = vi.spyOn(view.core.session, 'extend').mockImplementation(async () => {
      view.core.stores.$sessionWarning.set(false);
      return true;
    });
    await waitFor(() => {
      view.core.stores.$sessionWarning.set(true);
      expect(view.rendered.container.querySelector('dialog')).not.toBeNull();
    });
    await userEvent.click(
      within(view.rendered.container.querySelector('dialog') as HTMLElement).getByRole('button', {
        name: 'Extend Session',
      }),
    );
    await settle();
    expect(extend).toHaveBeenCalledTimes(1);
    expect(view.rendered.container.querySelector('dialog')).toBeNull();
  });

  it('Sign Out ends the session through the core (logout at the server)', async () => {
    const view = await renderConsole();
    const signOut = vi.spyOn(view.core, 'signOut');
    await waitFor(() => {
      view.core.stores.$sessionWarning.set(true);
      expect(view.rendered.container.querySelector('dialog')).not.toBeNull();
    });
    await userEvent.click(
      within(view.rendered.container.querySelector('dialog') as HTMLElement).getByRole('button', { name: 'Sign Out' }),
    );
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(view.env.location.assigned.at(-1)).toMatch(
      /^https:\/\/idm\.example\.com\/osp\/a\/idm\/auth\/app\/logout\?target=/,
    );
  });

  it("a successful extension shows 'Successfully extended session' in the banner", async () => {
    const view = await renderConsole();
    view.core.feedback.show('success', view.core.i18n.t('session.extended'));
    await waitFor(() =>
      expect(text(view.rendered.container.querySelector('.idm-banner'))).toContain('Successfully extended session'),
    );
  });

  it('the idle timer runs once signed in', async () => {
    const view = await renderConsole();
    const start = vi.spyOn(view.core.session, 'startIdleTimer');
    view.core.stores.$session.set({ status: 'starting' });
    await settle();
    expect(start).not.toHaveBeenCalled();
    view.core.stores.$session.set({ status: 'ready' });
    await settle();
    expect(start).toHaveBeenCalled();
  });
});

describe('change-password frame (498)', () => {
  it('a 498 answer opens the self-service password page in a frame; closing it replays the call', async () => {
    let calls = 0;
    const view = await renderConsole({
      routes: { 'access/thing': () => (++calls === 1 ? json({}, 498) : json({ ok: true })) },
    });
    const answer = view.core.http.request({ url: view.core.http.rest('access/thing') });
    const { container } = view.rendered;
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://idm.example.com/sspr/private/changepassword',
    );
    expect(text(container.querySelector('dialog h2'))).toBe('Change Password');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(container.querySelector('dialog') as HTMLElement).getByRole('button', { name: 'Done' }),
      ),
    );
    await userEvent.click(
      within(container.querySelector('dialog') as HTMLElement).getByRole('button', { name: 'Done' }),
    );
    await expect(answer).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
    expect(container.querySelector('iframe')).toBeNull();
  });
});
