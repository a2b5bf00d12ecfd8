// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistoryWidget } from '../../../../src/areas/history/HistoryWidget';
import { json } from '../../core/fakes';
import { apiCore } from '../../api/setup';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { text } from '../../ui/render-core';
import userEvent from '@testing-library/user-event';
import { renderWithCore } from '../../ui/render-core';
import { historyServer, settle } from './harness';

describe('<idm-request-history> content', () => {
  afterEach(cleanup);

  it('starts with the status and action attributes, opens a request in place and reports a retraction', async () => {
    const server = historyServer();
    const { core } = await apiCore({
      ...server.routes,
      userDefaults: () => json({ dn: 'cn=euser,ou=users,o=data', fullName: 'Eve User' }),
      'info/user/rights': () => json({}),
    });
    const user = userEvent.setup();
    const onRequestRetracted = vi.fn();
    const { container } = renderWithCore(
      <HistoryWidget
        status="running_pending_p0"
        action="grant"
        onNavigate={vi.fn()}
        onRequestRetracted={onRequestRetracted}
      />,
      core,
    );
    await settle(20);
    expect(server.list.mock.calls.at(-1)?.[0]).toMatchObject({ status: 'running_pending_p0', action: 'grant' });
    await user.click(screen.getByRole('button', { name: 'Role 1' }));
    // The details are their own chunk: they show once it is in.
    await waitFor(() => expect(text(container.querySelector('.history-detail h2'))).toBe('Role 1'));
    await user.click(screen.getByRole('button', { name: 'Retract' }));
    await user.click(within(container.querySelector('dialog')!).getByRole('button', { name: 'Retract' }));
    await settle();
    expect(onRequestRetracted).toHaveBeenCalledWith({ requestId: '1', entityType: 'role', result: 'succeeded' });
    await user.click(screen.getByRole('button', { name: /Back to request history/ }));
    expect(container.querySelector('.history-detail')).toBeNull();
  });
});
