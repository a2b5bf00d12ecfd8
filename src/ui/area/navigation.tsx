import { createContext, useCallback, useContext, useMemo, type MouseEvent, type ReactNode } from 'react';
import { routeSegments } from '../../core/navigation';
import { useCore } from '../../core/react';
import { safeHref } from '../../domain/safe-url';

/**
 * How an area's links leave the page, the same in every area:
 * - in `<idm-console>` nothing is provided: hash links are followed by the browser, and `useGo()`
 *   assigns the location (`#/…` sets `location.hash`);
 * - an element provides `embeddedNavigate(host, …)`: it keeps its own routes inside and emits one
 *   cancelable `idm-navigate` `{ href }` for the others, setting `location.hash` unless the host
 *   cancels it.
 */
export type Navigate = (href: string) => void;

/** `detail` of `idm-navigate`: the in-app route a link leads to ('#/users/cn%3D…', '#/history'). */
export interface IdmNavigateDetail {
  href: string;
}

export const IDM_NAVIGATE = 'idm-navigate';

const NavigateContext = createContext<Navigate | null>(null);

export function NavigationProvider({
  navigate,
  children,
}: {
  navigate: Navigate | null | undefined;
  children?: ReactNode;
}) {
  return <NavigateContext.Provider value={navigate ?? null}>{children}</NavigateContext.Provider>;
}

/** Navigates programmatically (after a click that is not a link): the provider's, else the location. */
export function useGo(): Navigate {
  const custom = useContext(NavigateContext);
  const core = useCore();
  return useCallback((href: string) => (custom ? custom(href) : core.env.location.assign(href)), [custom, core]);
}

/** A plain left click without modifier keys: the one a page may take over (others open tabs, …). */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return (
    !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  );
}

export interface RouteLinkProps {
  href: string;
  children?: ReactNode;
  className?: string;
  tabIndex?: number;
  'aria-label'?: string;
}

/**
 * An in-app link: a real anchor (new tab, copy link) that an embedding element intercepts. An
 * unsafe `href` renders the text alone.
 */
export function RouteLink({ href, children, className, tabIndex, ...aria }: RouteLinkProps) {
  const custom = useContext(NavigateContext);
  const target = safeHref(href);
  if (!target) return <span className={className}>{children}</span>;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!custom || !isPlainClick(event)) return;
    event.preventDefault();
    custom(target);
  };
  return (
    <a href={target} className={className} tabIndex={tabIndex} onClick={onClick} {...aria}>
      {children}
    </a>
  );
}

export interface OpenLinkProps {
  /** The link (the console's hash route), or null: a button (an element opens it in place). */
  href: string | null;
  /** What a plain click does instead of following the link. */
  onOpen(): void;
  className?: string;
  children?: ReactNode;
  /** The page shown now (a tab of the area): `aria-current="page"`. */
  current?: boolean;
}

/** Opens something of the area itself: a link where there are routes, a button where there are not. */
export function OpenLink({ href, onOpen, className, children, current }: OpenLinkProps) {
  const ariaCurrent = current ? ('page' as const) : undefined;
  if (!href) {
    return (
      <button
        type="button"
        className={['idm-link-button', className].filter(Boolean).join(' ')}
        aria-current={ariaCurrent}
        onClick={onOpen}
      >
        {children}
      </button>
    );
  }
  return (
    <a
      className={className}
      href={href}
      aria-current={ariaCurrent}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}

/**
 * How an embedded element follows a link: its own routes (`inside` answers true) stay in the widget;
 * any other emits `idm-navigate` `{ href }` (bubbling, composed, cancelable) from the host and, unless
 * the host cancels it, `assign`s it (`location.assign('#/…')` sets `location.hash`).
 */
export function embeddedNavigate(
  host: HTMLElement,
  assign: (href: string) => void,
  inside?: (segments: string[], href: string) => boolean,
): Navigate {
  return (href: string) => {
    if (inside?.(routeSegments(href), href)) return;
    const event = new CustomEvent<IdmNavigateDetail>(IDM_NAVIGATE, {
      detail: { href },
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    if (host.dispatchEvent(event)) assign(href);
  };
}

/** `embeddedNavigate` for an element's component, falling back to the core's location. */
export function useEmbeddedNavigate(
  host: HTMLElement,
  inside?: (segments: string[], href: string) => boolean,
): Navigate {
  const core = useCore();
  return useMemo(() => embeddedNavigate(host, (href) => core.env.location.assign(href), inside), [host, core, inside]);
}
