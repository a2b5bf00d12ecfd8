import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCore } from '../../core/react';
import { isPlainClick, type Navigate } from '../../ui/area/navigation';

const IN_APP = /^#\//;

/**
 * In-app links and `useGo()` go through the router rather than the browser: each entry it makes carries the
 * router's index, so the unsaved-changes guard can stop a link, Back and Forward alike (a hash the browser
 * changed by itself cannot be undone without that index).
 */
export function useRouterLinks(): { go: Navigate; onClick(event: MouseEvent<HTMLElement>): void } {
  const navigate = useNavigate();
  const core = useCore();
  const go = useCallback<Navigate>(
    (href) => (IN_APP.test(href) ? void navigate(href.slice(1)) : core.env.location.assign(href)),
    [navigate, core],
  );
  // Bubbling, after the link's own handlers: a link that handled its click itself is left alone.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!isPlainClick(event)) return;
    const anchor = event.nativeEvent
      .composedPath()
      .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
    const href = anchor?.getAttribute('href') ?? '';
    if (!anchor || !IN_APP.test(href) || (anchor.target !== '' && anchor.target !== '_self') || anchor.download) return;
    event.preventDefault();
    go(href);
  };
  return { go, onClick };
}
