// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError } from '../../../src/core';
import { LoadFailure } from '../../../src/ui';
import { button, cleanup, click, queryButton, render, text } from './render';

afterEach(cleanup);

const shown = (container: HTMLElement) => text(container.querySelector('[role="alert"] .idm-load-failure-text'));

describe('LoadFailure', () => {
  it("shows the spec's text for the failure where the data would have been, with Try again", () => {
    const onRetry = vi.fn();
    const { container } = render(
      <LoadFailure error={new NetworkError()} onRetry={onRetry} what="The menu could not be loaded." />,
    );
    expect(shown(container)).toBe('The menu could not be loaded. Network Error');
    click(button(container, 'Try again'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("shows a Fault's reason, or the load's fixed message, and no button without a retry", () => {
    const fault = new HttpError(500, '', {
      Fault: { Code: { Value: 'Receiver' }, Reason: { Text: 'Directory down' } },
    });
    const first = render(<LoadFailure error={fault} />);
    expect(shown(first.container)).toBe('Directory down');
    expect(queryButton(first.container, 'Try again')).toBeNull();
    cleanup();
    const second = render(<LoadFailure error={fault} message="Failed to fetch users list." />);
    expect(shown(second.container)).toBe('Failed to fetch users list.');
  });
});
