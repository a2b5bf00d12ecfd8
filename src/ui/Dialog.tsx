import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { useTranslation } from '../core/react';
import { deepActiveElement, focusFirstField, focusTarget, keepTabInside } from './dialog-focus';

export interface DialogProps {
  /** The dialog is in the DOM (and modal) only while open. */
  open: boolean;
  /** Text of the dialog's heading, which also names it. */
  heading: ReactNode;
  /** Esc, the close button, or the owner's own buttons: the owner sets `open` to false. */
  onClose(): void;
  children?: ReactNode;
  /** Buttons under the content; they stay in view while the content scrolls. */
  footer?: ReactNode;
  className?: string;
  /**
   * What gets the focus when the dialog opens: a ref, or a selector looked up inside the dialog
   * ('.idm-dialog-footer .idm-button'). Left out, or not found: the first field of the content, else
   * the dialog's heading (a confirmation), so the start is the same each time it opens.
   */
  initialFocus?: RefObject<HTMLElement | null> | string;
}

/**
 * A modal around the native `<dialog>` (top layer, the page behind inert, Esc): header, the content
 * (which scrolls) and the footer (which stays). Focus starts on `initialFocus` (else the first field,
 * else the heading), Tab and Shift+Tab go round inside the dialog, and the focus goes back to the
 * element that had it when the dialog opened.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ heading, onClose, children, footer, className, initialFocus }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  // Read once, when the dialog opens: later changes of the option do not move the focus.
  const firstFocus = useRef(initialFocus);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = deepActiveElement(dialog.getRootNode());
    if (!dialog.open) dialog.showModal();
    const target = focusTarget(dialog, firstFocus.current);
    const stopWaiting = target ? undefined : focusFirstField(dialog);
    target?.focus();
    return () => {
      stopWaiting?.();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // The owner decides whether the dialog closes; the browser must not close it behind React's back.
  const requestClose = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      requestClose(event);
    } else if (event.key === 'Tab') {
      keepTabInside(event, event.currentTarget);
    }
  };

  return (
    <dialog
      ref={ref}
      className={['idm-dialog', className].filter(Boolean).join(' ')}
      part="dialog"
      aria-labelledby={headingId}
      onCancel={requestClose}
      onKeyDown={onKeyDown}
    >
      <header className="idm-dialog-header">
        <h2 id={headingId} className="idm-dialog-heading" tabIndex={-1}>
          {heading}
        </h2>
        <button type="button" className="idm-icon-button" aria-label={t('ui.dialog.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className="idm-dialog-body">{children}</div>
      {footer ? <footer className="idm-dialog-footer">{footer}</footer> : null}
    </dialog>
  );
}
