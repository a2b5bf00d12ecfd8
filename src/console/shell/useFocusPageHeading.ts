import { useEffect, useRef, type RefObject } from 'react';
import { useShownPage } from '../routes/ConsoleRouter';

/** How long a new page's heading is waited for (a details page shows it once its data is in). */
const WAIT_MS = 10_000;
const INTERACTIONS = ['keydown', 'pointerdown'] as const;

/**
 * After a navigation to another page (another route, not the first load, not a list's search or page, not
 * a tab of the same page), the focus goes to the new page's `h1`, so a screen reader announces where the
 * person is and Tab starts from the page, never from `<body>`. A page whose heading comes with its data
 * is waited for, unless the person types or clicks meanwhile.
 */
export function useFocusPageHeading(mainRef: RefObject<HTMLElement | null>): void {
  const page = useShownPage();
  const previous = useRef<object | null | undefined>(null);

  useEffect(() => {
    const first = previous.current === null;
    const changed = previous.current !== page;
    previous.current = page;
    const main = mainRef.current;
    const view = main?.ownerDocument.defaultView;
    if (first || !changed || !main || !view) return;

    const focusHeading = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;

    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = view.setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      view?.clearTimeout(timer);
      for (const type of INTERACTIONS) view?.removeEventListener(type, stop, true);
    }
    observer.observe(main, { childList: true, subtree: true });
    for (const type of INTERACTIONS) view.addEventListener(type, stop, true);
    return stop;
  }, [mainRef, page]);
}
