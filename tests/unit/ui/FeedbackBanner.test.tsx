// @vitest-environment happy-dom
import '../setup/act-environment';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCore } from '../../../src/core';
import { parseClientSettings } from '../../../src/domain/settings';
import { parseStructuredFeedback } from '../../../src/domain/feedback';
import { FeedbackBanner } from '../../../src/ui/banner/FeedbackBanner';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithCore, text } from './render-core';
import { queryKeys } from '../../../src/api/keys';

const alerts = (container: HTMLElement) => [...container.querySelectorAll('.idm-alert')];

describe('FeedbackBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('renders nothing while there is no message', () => {
    const { container } = renderWithCore(<FeedbackBanner />);
    expect(container.innerHTML).toBe('');
  });

  it('colours messages by kind: success, warning, danger; errors are alerts, the rest status', () => {
    const { container, core } = renderWithCore(<FeedbackBanner />);
    act(() => {
      core.feedback.show('success', 'Saved');
      core.feedback.show('warning', 'Careful');
      core.feedback.show('danger', 'Broken');
    });
    const [success, warning, danger] = alerts(container);
    expect(success?.className).toContain('alert-success');
    expect(warning?.className).toContain('alert-warning');
    expect(danger?.className).toContain('alert-danger');
    expect(success?.querySelector('[role="status"]')?.textContent).toBe('Saved');
    expect(danger?.querySelector('[role="alert"]')?.textContent).toBe('Broken');
  });

  it('shows succeeded names, failures with reasons and SoD conflicts, DNs by common name', () => {
    const { container, core } = renderWithCore(<FeedbackBanner />);
    const answer = parseStructuredFeedback({
      success: 'false',
      succeeded: { name: 'cn=Accountant,cn=Level20,cn=RoleDefs,o=data' },
      failed: [{ id: 'cn=Auditor,o=data', reason: 'Role is in use' }],
      sods: { sodName: 'Pay vs Approve', perm1Name: 'cn=Payer,o=data', perm2Name: 'cn=Approver,o=data' },
    });
    act(() => {
      core.feedback.show('success', answer);
    });
    const [alert] = alerts(container);
    expect(alert?.className).toContain('alert-danger');
    const items = [...(alert?.querySelectorAll('li') ?? [])].map((li) => text(li));
    expect(items).toEqual(['Accountant', 'Auditor: Role is in use', 'Pay vs Approve: Payer conflicts with Approver']);
    expect(text(alert)).not.toContain('cn=');
  });

  it("counts the success flag 'true' as success", () => {
    const { container, core } = renderWithCore(<FeedbackBanner />);
    act(() => {
      core.feedback.show('danger', parseStructuredFeedback({ success: 'true', succeeded: [{ name: 'Role A' }] }));
    });
    expect(alerts(container)[0]?.className).toContain('alert-success');
  });

  it('never renders message text as HTML', () => {
    const { container, core } = renderWithCore(<FeedbackBanner />);
    act(() => {
      core.feedback.show('danger', '<img src=x onerror=alert(1)>');
    });
    expect(container.querySelector('img')).toBeNull();
    expect(text(container)).toContain('<img src=x onerror=alert(1)>');
  });

  it('hides after 10 seconds by default', () => {
    const { container, core } = renderWithCore(<FeedbackBanner />);
    act(() => {
      core.feedback.show('success', 'Saved');
    });
    act(() => vi.advanceTimersByTime(9_999));
    expect(alerts(container)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(alerts(container)).toHaveLength(0);
  });

  it('hides after the client setting messageTime', () => {
    const core = createCore({ autoSignIn: false });
    core.queryClient.setQueryData(
      queryKeys.clientSettings('1'),
      parseClientSettings({ clientId: '1', config: { customization: [{ key: 'messageTime', value: 3000 }] } }),
    );
    const { container } = renderWithCore(<FeedbackBanner />, core);
    act(() => {
      core.feedback.show('warning', 'Soon gone');
    });
    act(() => vi.advanceTimersByTime(2_999));
    expect(alerts(container)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(alerts(container)).toHaveLength(0);
  });

  it('keeps a failure until it is closed, and does not stack the same message twice', () => {
    const { container, core } = renderWithCore(<FeedbackBanner />);
    act(() => {
      core.feedback.show('danger', 'The role could not be saved.');
      core.feedback.show('success', 'Saved');
      core.feedback.show('success', 'Saved');
      core.feedback.show('danger', 'The role could not be saved.');
    });
    expect(alerts(container).map((alert) => text(alert.querySelector('.idm-alert-text')))).toEqual([
      'The role could not be saved.',
      'Saved',
    ]);
    act(() => vi.advanceTimersByTime(60_000));
    expect(alerts(container).map((alert) => text(alert.querySelector('.idm-alert-text')))).toEqual([
      'The role could not be saved.',
    ]);
  });

  it('a failure belongs to its page: leaving the page closes it, a success message stays', () => {
    const { container, core } = renderWithCore(<FeedbackBanner />);
    const page = core.env.location.href;
    act(() => {
      core.feedback.show('danger', 'The role could not be saved.');
      core.feedback.show('success', 'The group was created.', { pinned: true });
    });
    act(() => core.feedback.leavePage(page));
    expect(alerts(container)).toHaveLength(2);
    act(() => core.feedback.leavePage(`${page}#/elsewhere`));
    expect(alerts(container).map((alert) => text(alert.querySelector('.idm-alert-text')))).toEqual([
      'The group was created.',
    ]);
  });

  it('keeps pinned messages and pinned banners until closed', () => {
    const first = renderWithCore(<FeedbackBanner />);
    act(() => {
      first.core.feedback.show('danger', 'Stays', { pinned: true });
    });
    const second = renderWithCore(<FeedbackBanner pinned />);
    act(() => {
      second.core.feedback.show('success', 'Stays too');
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(alerts(first.container)).toHaveLength(1);
    expect(alerts(second.container)).toHaveLength(1);
  });

  it('closes with the dismiss button, and a pinned one navigates and calls onClose', () => {
    const assign = vi.fn();
    const core = createCore({
      autoSignIn: false,
      env: { location: { href: 'http://localhost/', assign, reload: () => {} } },
    });
    const onClose = vi.fn();
    const { container } = renderWithCore(<FeedbackBanner pinned navigateTo="#/role" onClose={onClose} />, core);
    act(() => {
      core.feedback.show('success', 'Role created');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(alerts(container)).toHaveLength(0);
    expect(core.stores.$feedback.get()).toEqual([]);
    expect(onClose).toHaveBeenCalledWith(expect.objectContaining({ text: 'Role created' }));
    expect(assign).toHaveBeenCalledWith('#/role');
  });

  it('does not navigate to an unsafe target', () => {
    const assign = vi.fn();
    const core = createCore({
      autoSignIn: false,
      env: { location: { href: 'http://localhost/', assign, reload: () => {} } },
    });
    renderWithCore(<FeedbackBanner pinned navigateTo="javascript:alert(1)" />, core);
    act(() => {
      core.feedback.show('success', 'Done');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(assign).not.toHaveBeenCalled();
  });
});
