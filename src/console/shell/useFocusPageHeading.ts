import { useEffect, useRef, type RefObject } from 'react';
import { focusHeadingWhenShown } from '../../ui/focus-heading';
import { useShownPage } from '../routes/ConsoleRouter';

/**
 * After a navigation to another page (another route, not the first load, not a list's search or page, not
 * a tab of the same page), the focus goes to the new page's `h1`, so a screen reader announces where the
 * person is and Tab starts from the page, never from `<body>`. A page whose heading comes with its data
 * is waited for, unless the person types or clicks meanwhile. Pages leave the focus to this: none moves it
 * to its title itself.
 */
export function useFocusPageHeading(mainRef: RefObject<HTMLElement | null>): void {
  const page = useShownPage();
  const previous = useRef<object | null | undefined>(null);

  useEffect(() => {
    const first = previous.current === null;
    const changed = previous.current !== page;
    previous.current = page;
    const main = mainRef.current;
    if (first || !changed || !main) return;
    return focusHeadingWhenShown(main, 'h1');
  }, [mainRef, page]);
}
