import { useEffect, useRef, type RefObject } from 'react';
import { useMatches } from 'react-router-dom';
import { focusHeadingWhenShown } from '../../ui/focus-heading';

/**
 * After a navigation to another page (another route, not the first load, not a list's search or page, not
 * a tab of the same page), the focus goes to the new page's `h1`, so a screen reader announces where the
 * person is and Tab starts from the page, never from `<body>`. A page whose heading comes with its data
 * is waited for, unless the person types or clicks meanwhile. Pages leave the focus to this: none moves it
 * to its title itself.
 */
export function useFocusPageHeading(mainRef: RefObject<HTMLElement | null>): void {
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id ?? '';
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const first = previous.current === null;
    const changed = previous.current !== routeId;
    previous.current = routeId;
    const main = mainRef.current;
    if (first || !changed || !main) return;
    return focusHeadingWhenShown(main, 'h1');
  }, [mainRef, routeId]);
}
