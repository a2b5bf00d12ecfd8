import type { KeyboardEvent, RefObject } from 'react';

// Where a dialog's focus goes (`Dialog.tsx`): its first stop on opening, Tab kept inside it.

/** The element `initialFocus` names inside the dialog, if it is there. */
export function focusTarget(
  dialog: HTMLDialogElement,
  initialFocus: RefObject<HTMLElement | null> | string | undefined,
): HTMLElement | null {
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
export function focusFirstField(dialog: HTMLDialogElement): () => void {
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
export function keepTabInside(event: KeyboardEvent<HTMLDialogElement>, dialog: HTMLDialogElement): void {
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
export function deepActiveElement(root: Node): HTMLElement | null {
  let active = (root as Document | ShadowRoot).activeElement ?? null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}
