// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  afterNewCounts,
  badgeText,
  countLines,
  markSeen,
  notificationHref,
  notificationText,
  notificationTotal,
} from '../../../src/console/notifications/notification-view';
import { memoryStorage, resetCore } from '../../../src/core';
import { parseNotifications } from '../../../src/domain/notifications';
import { json } from '../core/fakes';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { text } from '../ui/render-core';
import { renderConsole, waitFor } from './harness';

afterEach(() => {
  cleanup();
  resetCore();
});

describe('notification line', () => {
  it('shows the name and the action, the action once even when the name already ends with it', () => {
    expect(notificationText({ name: 'Email Account (grant)', action: 'Provisioned' })).toBe(
      'Email Account (grant) — Provisioned',
    );
    expect(notificationText({ name: 'Email Account (grant): Provisioned', action: 'Provisioned' })).toBe(
      'Email Account (grant): Provisioned',
    );
    expect(notificationText({ name: 'Approve access', action: '' })).toBe('Approve access');
    expect(notificationText({ name: '', action: 'New task' })).toBe('New task');
  });
});

describe('notification badge rules', () => {
  it('shows only when the count is above 0 and the list has not been opened', () => {
    expect(badgeText(3, false)).toBe('3');
    expect(badgeText(0, false)).toBeNull();
    expect(badgeText(-1, false)).toBeNull();
    expect(badgeText(3, true)).toBeNull();
  });

  it('caps the count at the task badge limit of 200', () => {
    expect(badgeText(200, false)).toBe('200');
    expect(badgeText(201, false)).toBe('200+');
    expect(badgeText(5000, false)).toBe('200+');
  });

  it('opening marks the current total seen; only a higher total brings the badge back', () => {
    const seen = markSeen(4);
    expect(seen).toEqual({ seen: true, seenTotal: 4 });
    expect(afterNewCounts(seen, 4).seen).toBe(true);
    expect(afterNewCounts(seen, 2).seen).toBe(true);
    expect(afterNewCounts(seen, 5).seen).toBe(false);
    expect(afterNewCounts({ seen: false, seenTotal: 0 }, 9).seen).toBe(false);
  });

  it('counts the total, or the new items when the server leaves the total at 0', () => {
    expect(notificationTotal(parseNotifications({ totalCount: 7, newTasksCount: 2 }))).toBe(7);
    expect(
      notificationTotal(parseNotifications({ newTasksCount: 2, newRolesCount: 1, newHelpdeskTasksCount: 1 })),
    ).toBe(4);
    expect(notificationTotal(undefined)).toBe(0);
  });

  it('lists the counts above 0 with their routes, tasks capped', () => {
    const lines = countLines(parseNotifications({ newTasksCount: 250, newRolesCount: 0, newResourcesCount: 2 }));
    expect(lines).toEqual([
      { kind: 'tasks', count: '200+', href: '#/tasks' },
      { kind: 'resources', count: '2', href: '#/myProfile/profileResources' },
    ]);
  });

  it('links a notification to its route, never to another scheme', () => {
    expect(notificationHref('tasks')).toBe('#/tasks');
    expect(notificationHref('/tasks/1')).toBe('#/tasks/1');
    expect(notificationHref('#/history')).toBe('#/history');
    expect(notificationHref('javascript:alert(1)')).toBeNull();
    expect(notificationHref('//evil.example')).toBeNull();
    expect(notificationHref('')).toBeNull();
  });
});

describe('notification bell', () => {
  const NOTIFICATIONS = {
    totalCount: 3,
    newTasksCount: 3,
    notificationsList: [{ type: 'task', name: 'Approve access', action: 'New task', navigation: 'tasks' }],
  };

  it('shows the badge, and opening the list hides it and lists each notification with its link', async () => {
    const view = await renderConsole({ routes: { notifyService: () => json(NOTIFICATIONS) } });
    const { container } = view.rendered;
    await waitFor(() => expect(text(container.querySelector('[data-testid="notification-badge"]'))).toBe('3'));
    const bell = screen.getByRole('button', { name: 'Notifications, 3 new' });
    await userEvent.click(bell);
    expect(view.core.stores.$notificationsSeen.get()).toBe(true);
    expect(container.querySelector('[data-testid="notification-badge"]')).toBeNull();
    expect(bell.getAttribute('aria-label')).toBe('Notifications');
    const panel = container.querySelector('.notifications-panel');
    expect(panel?.hasAttribute('hidden')).toBe(false);
    expect(panel?.querySelector('a[href="#/tasks"]')?.textContent).toContain('New tasks');
    expect([...(panel?.querySelectorAll('a') ?? [])].map((a) => text(a))).toContain('Approve access — New task');
    // Server text stands in isolates: a name with bidi controls cannot reorder the separator and the action.
    expect([...(panel?.querySelectorAll('a bdi') ?? [])].map((b) => b.textContent)).toEqual([
      'Approve access',
      'New task',
    ]);
  });

  it('counts seen before a reload stay seen; only a higher total brings the badge back', async () => {
    const localStorage = memoryStorage();
    const badgeOf = (view: Awaited<ReturnType<typeof renderConsole>>) =>
      view.rendered.container.querySelector('[data-testid="notification-badge"]');
    const first = await renderConsole({ routes: { notifyService: () => json(NOTIFICATIONS) }, env: { localStorage } });
    await waitFor(() => expect(text(badgeOf(first))).toBe('3'));
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 3 new' }));
    cleanup();
    resetCore();

    const reloaded = await renderConsole({
      routes: { notifyService: () => json(NOTIFICATIONS) },
      env: { localStorage },
    });
    await waitFor(() => expect(reloaded.server.callsTo('notifyService').length).toBeGreaterThan(0));
    await waitFor(() => expect(reloaded.core.stores.$notificationsSeen.get()).toBe(true));
    expect(badgeOf(reloaded)).toBeNull();
    cleanup();
    resetCore();

    const more = { ...NOTIFICATIONS, totalCount: 4, newTasksCount: 4 };
    const later = await renderConsole({ routes: { notifyService: () => json(more) }, env: { localStorage } });
    await waitFor(() => expect(text(badgeOf(later))).toBe('4'));
  });

  it('shows no badge at 0', async () => {
    const view = await renderConsole();
    await waitFor(() => expect(view.server.callsTo('notifyService').length).toBeGreaterThan(0));
    expect(view.rendered.container.querySelector('[data-testid="notification-badge"]')).toBeNull();
    await userEvent.click(within(view.rendered.container).getByRole('button', { name: 'Notifications' }));
    expect(text(view.rendered.container.querySelector('.notifications-panel'))).toContain('No new notifications');
  });
});
