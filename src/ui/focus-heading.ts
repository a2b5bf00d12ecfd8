/** How long a heading is waited for (a details page shows its title once its data is in). */
const WAIT_MS = 10_000;
const INTERACTIONS = ['keydown', 'pointerdown'] as const;

/**
 * Moves the focus to the first shown heading matching `selector` in `container` (made focusable by script
 * only: tabindex -1), so a screen reader announces the new view and Tab starts from it, never from `<body>`.
 * A heading not there yet is waited for, and one replaced while the view finishes loading (a loading title
 * followed by the loaded page's) hands the focus on to its successor, for a while and unless the person
 * types or clicks meanwhile. A heading inside a hidden part (a list kept under the details) is not the
 * view's. With `onlyWhenLost` (another view of the same page: a tab) the focus moves only once it has been
 * lost with the part that held it. Answers a function that stops watching.
 */
export function focusHeadingWhenShown(
  container: HTMLElement,
  selector: string,
  { onlyWhenLost = false }: { onlyWhenLost?: boolean } = {},
): () => void {
  const view = container.ownerDocument.defaultView;
  let focused: HTMLElement | null = null;
  const focusHeading = (): void => {
    if (focused?.isConnected) return;
    if (onlyWhenLost && !focusLost(container.ownerDocument)) return;
    const heading = [...container.querySelectorAll<HTMLElement>(selector)].find((h) => !h.closest('[hidden]'));
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    focused = heading;
  };
  focusHeading();
  if (!view) return () => undefined;

  const observer = new MutationObserver(focusHeading);
  const timer = view.setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    view?.clearTimeout(timer);
    for (const type of INTERACTIONS) view?.removeEventListener(type, stop, true);
  }
  observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  for (const type of INTERACTIONS) view.addEventListener(type, stop, true);
  return stop;
}

/** Nothing has the focus: the element that had it has gone (the document's body is focused then). */
function focusLost(document: Document): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}
