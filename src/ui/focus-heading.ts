/** How long a heading is waited for (a details page shows its title once its data is in). */
const WAIT_MS = 10_000;
const INTERACTIONS = ['keydown', 'pointerdown'] as const;

/**
 * Moves the focus to the first shown heading matching `selector` in `container` (made focusable by script
 * only: tabindex -1), so a screen reader announces the new view and Tab starts from it, never from `<body>`.
 * A heading not there yet is waited for, unless the person types or clicks meanwhile. A heading inside a
 * hidden part (a list kept under the details) is not the view's. Answers a function that stops waiting.
 */
export function focusHeadingWhenShown(container: HTMLElement, selector: string): () => void {
  const view = container.ownerDocument.defaultView;
  const focusHeading = (): boolean => {
    const heading = [...container.querySelectorAll<HTMLElement>(selector)].find((h) => !h.closest('[hidden]'));
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focusHeading() || !view) return () => undefined;

  const observer = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
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
