// @vitest-environment happy-dom
import '../../setup/act-environment';
import { afterEach, describe, expect, it } from 'vitest';
import { HistoryDetailView } from '../../../../src/areas/history/HistoryDetailView';
import { timelineOrder, type TimelineEntry } from '../../../../src/areas/history/history-model';
import { act } from 'react';
import { formatDate } from '../../../../src/domain/date-format';
import { loadDateLocale } from '../../../../src/ui/dates/date-locale';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { text } from '../../ui/render-core';
import { axeViolations, historyDetail, historyServer, renderHistory, settle } from './harness';

const step = (key: string, at: number | null, title: string, actorName = ''): TimelineEntry => ({
  key,
  at,
  title,
  detail: '',
  actorName,
  stateLabel: '',
  outcome: '',
  kind: 'state',
});

const steps = [
  step('b', Date.UTC(2025, 1, 3, 10), 'Manager approval: approved by Mark Approver', 'Mark Approver'),
  step('a', Date.UTC(2025, 1, 3, 8), 'Request submitted', 'Mia Manager'),
  step('c', Date.UTC(2025, 1, 3, 10), 'Provisioning'),
];

const sample = historyDetail('5', {
  name: 'Accounts Payable Clerk',
  requesterName: 'Mia Manager',
  requester: 'cn=mmanager,ou=users,o=data',
  proxyUser: 'cn=pproxy,ou=users,o=data',
  proxyUserFullName: 'Pat Proxy',
  effectiveDate: Date.UTC(2025, 1, 4),
  comments: [
    {
      user: 'cn=mmanager,ou=users,o=data',
      commentFullName: 'Mia Manager',
      comment: '<img src=x onerror=alert(1)>',
      date: Date.UTC(2025, 1, 3, 9),
    },
  ],
  // The timeline as the server sends it: not in order.
  timeline: steps.map((entry) => ({ date: entry.at, activity: entry.title, actorName: entry.actorName })),
});

describe('request details', () => {
  afterEach(cleanup);

  it('orders the timeline oldest first, keeping the order of equal times, undated last', () => {
    const ordered = timelineOrder([step('x', null, 'x'), ...steps]);
    expect(ordered.map((e) => e.key)).toEqual(['a', 'b', 'c', 'x']);
  });

  it('shows what, for whom, by whom, dates, state, comments and the timeline', async () => {
    const server = historyServer(undefined, { detail: () => sample });
    const { container } = renderHistory(<HistoryDetailView entityType="role" requestId="5" />, { server });
    await settle();
    expect(server.detail).toHaveBeenCalledWith('5');
    expect(text(container.querySelector('h2'))).toBe('Accounts Payable Clerk');
    const facts = text(container.querySelector('.history-facts'));
    for (const expected of [
      'Role',
      'Grant',
      'add to user',
      'Eve User',
      'Mia Manager',
      'Pat Proxy',
      'Approval Pending',
      'Feb 3, 2025',
      'abc-1',
      'Project work',
    ]) {
      expect(facts).toContain(expected);
    }
    const titles = [...container.querySelectorAll('.idm-timeline-title')].map((el) => text(el));
    expect(titles).toEqual(['Request submitted', 'Manager approval: approved by Mark Approver', 'Provisioning']);
    expect(text(container.querySelectorAll('.idm-timeline-meta')[1])).toContain('By Mark Approver');
    // Server text is never HTML.
    expect(container.querySelector('.idm-comments img')).toBeNull();
    expect(text(container.querySelector('.idm-comment-text'))).toBe('<img src=x onerror=alert(1)>');
  });

  it('isolates a timeline actor name carrying bidi controls, so it cannot reorder "By"', async () => {
    const disguised = '\u202Eevil\u202C Admin';
    const timeline = [{ date: Date.UTC(2025, 1, 3, 10), activity: 'Approved', actorName: disguised }];
    const server = historyServer(undefined, { detail: () => historyDetail('6', { timeline }) });
    const { container } = renderHistory(<HistoryDetailView entityType="role" requestId="6" />, { server });
    await settle();
    const meta = container.querySelector('.idm-timeline-meta');
    expect(text(meta)).toContain(`By ${disguised}`);
    expect(meta?.querySelector('bdi')?.textContent).toBe(disguised);
  });

  it("gives people's text its own direction and dates in the console's language", async () => {
    const arabic = await loadDateLocale('ar');
    const server = historyServer(undefined, { detail: () => ({ ...sample, reason: 'مشروع' }) });
    const { container, core } = renderHistory(<HistoryDetailView entityType="role" requestId="5" />, { server });
    act(() => core.stores.$locale.set({ ...core.stores.$locale.get(), locale: 'ar' }));
    await settle();
    expect(container.querySelector('h2')?.getAttribute('dir')).toBe('auto');
    const reason = [...container.querySelectorAll('.idm-fact')].find(
      (fact) => text(fact.querySelector('dt')) === 'Reason',
    )!;
    expect(reason.querySelector('dd')?.getAttribute('dir')).toBe('auto');
    expect(container.querySelector('.idm-comment-text')?.getAttribute('dir')).toBe('auto');
    expect(container.querySelector('.idm-timeline-title')?.getAttribute('dir')).toBe('auto');
    const times = [...container.querySelectorAll('time')].map((time) => text(time));
    expect(times).toContain(formatDate(Date.UTC(2025, 1, 3, 8), undefined, arabic));
    expect(times).toContain(formatDate(Date.UTC(2025, 1, 4), undefined, arabic));
    expect(times).not.toContain(formatDate(Date.UTC(2025, 1, 3, 8)));
  });

  it('retracts after confirmation (70 → 75 happens on the server) and reports the result', async () => {
    const { container, server, navigation, core } = renderHistory(
      <HistoryDetailView entityType="role" requestId="5" />,
    );
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Retract' }));
    const dialog = container.querySelector('dialog')!;
    expect(text(dialog.querySelector('h2'))).toBe('Retract request');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.retract).not.toHaveBeenCalled();
    expect(container.querySelector('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Retract' }));
    await userEvent.click(within(container.querySelector('dialog')!).getByRole('button', { name: 'Retract' }));
    await settle();
    expect(server.retract).toHaveBeenCalledWith({ requests: [{ id: '5' }] });
    expect(navigation.requestRetracted).toHaveBeenCalledWith({
      requestId: '5',
      entityType: 'role',
      result: 'succeeded',
    });
    expect(core.stores.$feedback.get().at(-1)).toMatchObject({ kind: 'success' });
    // The details are asked for again (now Retracting).
    expect(server.detail.mock.calls.length).toBeGreaterThan(1);
  });

  it('offers no Retract once a request can no longer be retracted', async () => {
    const server = historyServer(undefined, {
      detail: () => historyDetail('6', { retractable: false, requestState: 70, status: 'Retracting' }),
    });
    const { container } = renderHistory(<HistoryDetailView entityType="role" requestId="6" />, { server });
    await settle();
    expect(screen.queryByRole('button', { name: 'Retract' })).toBeNull();
    expect(text(container.querySelector('.history-detail-state'))).toBe('Retracting');
  });

  it('reports a refused retraction', async () => {
    const server = historyServer(undefined, {
      retract: () => ({
        success: false,
        succeeded: [],
        failed: [{ id: '5', name: 'Role 5', reason: 'Role 5 can no longer be retracted.' }],
      }),
    });
    const { container, navigation } = renderHistory(<HistoryDetailView entityType="role" requestId="5" />, { server });
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Retract' }));
    await userEvent.click(within(container.querySelector('dialog')!).getByRole('button', { name: 'Retract' }));
    await settle();
    expect(navigation.requestRetracted).toHaveBeenCalledWith({
      requestId: '5',
      entityType: 'role',
      result: 'failed',
      reason: 'Role 5 can no longer be retracted.',
    });
    expect(text(container.querySelector('.idm-banner'))).toContain('can no longer be retracted');
  });

  it('is axe-clean, also with the confirmation open', async () => {
    const server = historyServer(undefined, { detail: () => sample });
    const { container } = renderHistory(<HistoryDetailView entityType="role" requestId="5" />, { server });
    await settle();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Retract' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
