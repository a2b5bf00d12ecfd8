// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '../../../src/ui/Dialog';
import { accessibleName, button, cleanup, click, render } from './render';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Dialog open={open} heading="Details" onClose={() => setOpen(false)}>
        <p>Body</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  afterEach(cleanup);

  it('opens modally, labelled by its heading', () => {
    const { container } = render(<Harness />);
    expect(container.querySelector('dialog')).toBeNull();
    click(button(container, 'Open details'));
    const dialog = container.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    expect(accessibleName(dialog as Element)).toBe('Details');
  });

  it('closes with its close button and gives focus back to the opener', () => {
    const { container } = render(<Harness />);
    const opener = button(container, 'Open details');
    opener.focus();
    click(opener);
    click(button(container, 'Close'));
    expect(container.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on the cancel request (Esc) without the browser closing it behind React', () => {
    const { container } = render(<Harness />);
    click(button(container, 'Open details'));
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      container.querySelector('dialog')?.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(container.querySelector('dialog')).toBeNull();
  });
});
