// @vitest-environment happy-dom
import { act, useRef, useState, type RefObject } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '../../../src/ui/Dialog';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithCore } from './render-core';

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

  it('opens modally, labelled by its heading', async () => {
    const { container } = renderWithCore(<Harness />);
    expect(container.querySelector('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = container.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Details' })).toBe(dialog);
  });

  it('closes with its close button and gives focus back to the opener', async () => {
    const { container } = renderWithCore(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    opener.focus();
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(container.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on the cancel request (Esc) without the browser closing it behind React', async () => {
    const { container } = renderWithCore(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
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
    const byRef = renderWithCore(<WithRef />);
    expect(document.activeElement).toBe(within(byRef.container).getByRole('button', { name: 'Save' }));
    byRef.unmount();

    const bySelector = renderWithCore(<Focusing initialFocus=".idm-dialog-footer .primary" />);
    expect(document.activeElement).toBe(within(bySelector.container).getByRole('button', { name: 'Save' }));
    bySelector.unmount();

    // Nothing found: the browser's choice stands.
    const missing = renderWithCore(<Focusing initialFocus=".nowhere" />);
    expect(document.activeElement).not.toBe(within(missing.container).getByRole('button', { name: 'Save' }));
  });

  it('keeps the footer outside the scrolling content', () => {
    const { container } = renderWithCore(<Focusing initialFocus=".primary" />);
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
