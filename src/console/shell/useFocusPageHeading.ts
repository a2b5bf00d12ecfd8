import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { focusHeadingWhenShown } from '../../ui/focus-heading';
import { useShownPage } from '../routes/ConsoleRouter';

/**
 * After a navigation to another page (another route, not the first load, not a list's search or page), the
 * focus goes to the new page's `h1`, so a screen reader announces where the person is and Tab starts from
 * the page, never from `<body>`. Another tab of the same page keeps the focus where it is, unless it went
 * with the tab's old view. A page whose heading comes with its data is waited for, unless the person types
 * or clicks meanwhile. Pages leave the focus to this: none moves it to its title itself.
 */
export function useFocusPageHeading(mainRef: RefObject<HTMLElement | null>): void {
  const page = useShownPage();
  const { pathname } = useLocation();
  const previous = useRef<{ page: object | undefined; pathname: string } | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = { page, pathname };
    const main = mainRef.current;
    if (!before || !main) return;
    if (before.page !== page) return focusHeadingWhenShown(main, 'h1');
    // Another view of the same page (a tab): the focus stays where it is, unless it went with the old view.
    if (before.pathname !== pathname) return focusHeadingWhenShown(main, 'h1', { onlyWhenLost: true });
  }, [mainRef, page, pathname]);
}
