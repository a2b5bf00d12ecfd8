import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { useTranslation } from 'react-i18next';

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

function focusTarget(dialog: HTMLDialogElement, initialFocus: DialogProps['initialFocus']): HTMLElement | null {
  if (!initialFocus) return null;
  const target = typeof initialFocus === 'string' ? dialog.querySelector(initialFocus) : initialFocus.current;
  return target instanceof HTMLElement && dialog.contains(target) ? target : null;
}

const FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
const TABBABLE = `a[href], button:not([disabled]), ${FIELD}, [tabindex]:not([tabindex="-1"])`;

/**
 * Focuses the content's first field, else the heading; a field that comes with content read after the
 * opening takes the focus from the heading, unless the person has moved it meanwhile.
 */
function focusFirstField(dialog: HTMLDialogElement): () => void {
  const body = dialog.querySelector('.idm-dialog-body');
  const heading = dialog.querySelector<HTMLElement>('.idm-dialog-heading');
  const field = () => [...(body?.querySelectorAll<HTMLElement>(FIELD) ?? [])].find(shownIn(dialog));
  const first = field();
  if (first) {
    first.focus();
    return () => undefined;
  }
  heading?.focus();
  if (!body || typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(() => {
    const next = field();
    if (!next) return;
    if (deepActiveElement(dialog.getRootNode()) === heading) next.focus();
    observer.disconnect();
  });
  observer.observe(body, { childList: true, subtree: true });
  const stop = () => {
    observer.disconnect();
    dialog.removeEventListener('keydown', stop);
    dialog.removeEventListener('pointerdown', stop);
  };
  dialog.addEventListener('keydown', stop);
  dialog.addEventListener('pointerdown', stop);
  return stop;
}

/** Tab from the last stop goes to the first, Shift+Tab from the first to the last: never to the page behind. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>, dialog: HTMLDialogElement): void {
  const shown = shownIn(dialog);
  const stops = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => shown(el) && isTabStop(el));
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const active = deepActiveElement(dialog.getRootNode());
  const inside = active !== null && dialog.contains(active);
  const precedes = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  if (event.shiftKey && (!inside || !stops.some((stop) => precedes(stop, active)))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || !stops.some((stop) => precedes(active, stop)))) {
    event.preventDefault();
    first.focus();
  }
}

/** Shown: not hidden, and laid out where there is layout (a test's DOM has none). */
function shownIn(dialog: HTMLDialogElement): (element: HTMLElement) => boolean {
  const laidOut = dialog.getClientRects().length > 0;
  return (element) => !element.closest('[hidden], [inert]') && (!laidOut || element.getClientRects().length > 0);
}

/** A radio that is not the checked one of its group is no Tab stop. */
function isTabStop(element: HTMLElement): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.checked || !element.name)
    return true;
  const group = element.form?.elements.namedItem(element.name);
  return !(group instanceof RadioNodeList) || ![...group].some((radio) => (radio as HTMLInputElement).checked);
}

/** The focused element, looking inside shadow roots (the console lives in one). */
function deepActiveElement(root: Node): HTMLElement | null {
  let active = (root as Document | ShadowRoot).activeElement ?? null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}
