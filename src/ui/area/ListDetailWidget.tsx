import { Suspense, isValidElement, useEffect, useRef, type ReactNode } from 'react';
import { FeedbackBanner } from '../banner/FeedbackBanner';
import { ComponentLoader } from '../ComponentLoader';
import { focusHeadingWhenShown } from '../focus-heading';
import { useHeadingLevel } from '../Heading';
import { NavigationProvider } from './navigation';
import { WhenSignedIn, type WhenSignedInProps } from './WhenSignedIn';

export interface ListDetailWidgetProps extends Pick<WhenSignedInProps, 'loadingLabel' | 'prefetch'> {
  /** The area's root class ('tasks-area'). */
  className: string;
  /** A link out of the widget ('#/users/…'): the host decides (`idm-navigate`). */
  onNavigate(href: string): void;
  list: ReactNode;
  /**
   * The opened item's details in place of the list, or null. Pass a `lazy()` view: the details come as
   * their own chunk when an item is first opened, so the element's first load carries the list only.
   */
  detail: ReactNode;
}

/**
 * An element's content that is a list with details in place: the signed-in user first, its own
 * feedback banner, and the list, which stays mounted (hidden) under the details so Back finds it as it was.
 * Opening an item or going back puts the focus on the title of what is shown (as the console does after a
 * navigation), not on `<body>` where the row or the Back link was.
 */
export function ListDetailWidget({
  className,
  loadingLabel,
  prefetch,
  onNavigate,
  list,
  detail,
}: ListDetailWidgetProps) {
  const shown = detail !== null && detail !== undefined;
  const rootRef = useRef<HTMLDivElement>(null);
  const titleLevel = useHeadingLevel();
  // Which view is shown: the list, or the details of one item (its key).
  const showing = shown ? `detail:${isValidElement(detail) ? String(detail.key) : ''}` : 'list';
  const previous = useRef(showing);
  useEffect(() => {
    const changed = previous.current !== showing;
    previous.current = showing;
    if (!changed || !rootRef.current) return;
    return focusHeadingWhenShown(rootRef.current, `h${titleLevel}`);
  }, [showing, titleLevel]);
  return (
    <WhenSignedIn loadingLabel={loadingLabel} prefetch={prefetch}>
      <div ref={rootRef} className={className} part="root">
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <div hidden={shown}>{list}</div>
          {shown ? <Suspense fallback={<ComponentLoader />}>{detail}</Suspense> : null}
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
