// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError } from '../../../src/core';
import { LoadFailure } from '../../../src/ui';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithCore, text } from './render-core';

afterEach(cleanup);

const shown = (container: HTMLElement) => text(container.querySelector('[role="alert"] .idm-load-failure-text'));

describe('LoadFailure', () => {
  it("shows the spec's text for the failure where the data would have been, with Try again", async () => {
    const onRetry = vi.fn();
    const { container } = renderWithCore(
      <LoadFailure error={new NetworkError()} onRetry={onRetry} what="The menu could not be loaded." />,
    );
    expect(shown(container)).toBe('The menu could not be loaded. Network Error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("shows a Fault's reason, or the load's fixed message, and no button without a retry", () => {
    const fault = new HttpError(500, '', {
      Fault: { Code: { Value: 'Receiver' }, Reason: { Text: 'Directory down' } },
    });
    const first = renderWithCore(<LoadFailure error={fault} />);
    expect(shown(first.container)).toBe('Directory down');
    expect(within(first.container).queryByRole('button', { name: 'Try again' })).toBeNull();
    cleanup();
    const second = renderWithCore(<LoadFailure error={fault} message="Failed to fetch users list." />);
    expect(shown(second.container)).toBe('Failed to fetch users list.');
  });
});
