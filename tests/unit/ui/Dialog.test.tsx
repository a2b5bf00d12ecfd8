// @vitest-environment happy-dom
import { act, useRef, useState, type RefObject } from 'react';
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

  it('focuses what initialFocus names when it opens: a ref, or a selector inside the dialog', () => {
    function WithRef() {
      const primary = useRef<HTMLButtonElement>(null);
      return <Focusing initialFocus={primary} primary={primary} />;
    }
    const byRef = render(<WithRef />);
    expect(document.activeElement).toBe(button(byRef.container, 'Save'));
    byRef.unmount();

    const bySelector = render(<Focusing initialFocus=".idm-dialog-footer .primary" />);
    expect(document.activeElement).toBe(button(bySelector.container, 'Save'));
    bySelector.unmount();

    // Nothing found: the browser's choice stands.
    const missing = render(<Focusing initialFocus=".nowhere" />);
    expect(document.activeElement).not.toBe(button(missing.container, 'Save'));
  });

  it('keeps the footer outside the scrolling content', () => {
    const { container } = render(<Focusing initialFocus=".primary" />);
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    expect([...dialog.children].map((child) => child.className)).toEqual([
      'idm-dialog-header',
      'idm-dialog-body',
      'idm-dialog-footer',
    ]);
    expect(dialog.querySelector('.idm-dialog-body .primary')).toBeNull();
  });
});

function Focusing({
  initialFocus,
  primary,
}: {
  initialFocus: RefObject<HTMLElement | null> | string;
  primary?: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog
      open
      heading="Confirm"
      onClose={() => {}}
      initialFocus={initialFocus}
      footer={
        <>
          <button ref={primary} type="button" className="idm-button primary">
            Save
          </button>
          <button type="button" className="idm-button secondary">
            Cancel
          </button>
        </>
      }
    >
      <p>Body</p>
    </Dialog>
  );
}
