import { createContext, useContext, useLayoutEffect, useMemo, useState, useTransition, type ReactNode } from 'react';
import {
  matchRoutes,
  parsePath,
  renderMatches,
  Router,
  UNSAFE_createHashHistory as createHashHistory,
  useLocation,
  type Location,
  type Navigator,
  type NavigationType,
  type Params,
  type RouteMatch,
  type RouteObject,
  type To,
} from 'react-router-dom';
import { firstSegment, routesForSegment } from './routes-for-segment';

/**
 * The console's router: react-router's declarative `<Router>` and `useRoutes` over a hash history, with what
 * the shell needs from a data router in ~2 KB instead of ~17: the page being left stays until the next one's
 * chunk is in (a transition; `usePageLoading`), each matched route's `handle.load` starts the page's chunk
 * and queries as the navigation starts, and a leave blocker (`useLeaveBlocker`) that stops a link, a
 * `navigate()` and Back/Forward (undone with `history.go`, as react-router's own blocker does).
 */
export type ConsoleHistory = ReturnType<typeof createHashHistory>;

/** The browser's hash (`#/tasks?…`); each entry keeps its index, so Back and Forward can be undone. */
export function createConsoleHistory(): ConsoleHistory {
  return createHashHistory({ v5Compat: true });
}

/** What a route starts as soon as a navigation to it begins (the first load included). */
export interface ConsoleRouteHandle {
  /** Returns the page's module when the route has one: the first page is shown once it is in. */
  load?(match: { params: Params; location: Location }): Promise<unknown> | void;
}

/** The last paths matched, per route table: react-router ranks every branch of the table on each match. */
const matchesByTable = new WeakMap<RouteObject[], Map<string, RouteMatch[] | null>>();
const REMEMBERED_PATHS = 50;
/** Per route table, its branches for each first segment (`routesForSegment`): the same objects on every match. */
const branchesByTable = new WeakMap<RouteObject[], Map<string, RouteObject[]>>();

function branchesFor(routes: RouteObject[], pathname: string): RouteObject[] {
  const segment = firstSegment(pathname);
  if (segment === null) return routes;
  let bySegment = branchesByTable.get(routes);
  if (!bySegment) branchesByTable.set(routes, (bySegment = new Map()));
  let branches = bySegment.get(segment.toLowerCase());
  if (!branches) bySegment.set(segment.toLowerCase(), (branches = routesForSegment(routes, segment)));
  return branches;
}

/**
 * The routes matched at `pathname`, worked out once per route table and path, among the branches of its
 * first segment: the navigation's loads, the shown page and the rendered tree share one result (and the
 * tree's route contexts stay the same objects).
 */
export function matchedRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let byPath = matchesByTable.get(routes);
  if (!byPath) matchesByTable.set(routes, (byPath = new Map()));
  let matches = byPath.get(pathname);
  if (matches === undefined) {
    matches = matchRoutes(branchesFor(routes, pathname), { pathname });
    byPath.set(pathname, matches);
    if (byPath.size > REMEMBERED_PATHS) byPath.delete(byPath.keys().next().value as string);
  }
  return matches;
}

/**
 * Starts every matched route's loads for `location`: called before the location is rendered. Settles once the
 * modules they load are in (or failed: the route's error boundary says so when it renders).
 */
export function startRouteLoads(routes: RouteObject[], location: Location): Promise<void> {
  const loads = (matchedRoutes(routes, location.pathname) ?? []).map((match) =>
    (match.route.handle as ConsoleRouteHandle | undefined)?.load?.({ params: match.params, location }),
  );
  return Promise.allSettled(loads).then(() => undefined);
}

export type ShouldBlockLeave = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

export interface LeaveBlocker {
  blocked: boolean;
  /** Goes where the blocked navigation was going. */
  proceed(): void;
  /** Stays. */
  reset(): void;
}

interface Blocked {
  proceed(): void;
}

/**
 * The navigation state outside React: where the router is or is going (what a blocker compares the next
 * location with), the blocker, and the navigator that asks it before a push or replace.
 */
class NavigationGate {
  private shouldBlock: ShouldBlockLeave | null = null;
  private current: Location;
  readonly navigator: Navigator;

  constructor(
    private readonly history: ConsoleHistory,
    private readonly routes: RouteObject[],
    private readonly setBlocked: (blocked: Blocked | null) => void,
  ) {
    this.current = history.location;
    const guarded =
      (method: 'push' | 'replace') =>
      (to: To, navigationState?: unknown): void => {
        const next = typeof to === 'string' ? parsePath(to) : to;
        const nextLocation = { ...this.current, search: '', hash: '', ...next, state: navigationState };
        if (this.blocks(nextLocation)) setBlocked({ proceed: () => history[method](to, navigationState) });
        else history[method](to, navigationState);
      };
    this.navigator = {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: guarded('push'),
      replace: guarded('replace'),
    };
  }

  setShouldBlock(shouldBlock: ShouldBlockLeave | null): void {
    this.shouldBlock = shouldBlock;
  }

  private blocks(nextLocation: Location): boolean {
    return this.shouldBlock?.({ currentLocation: this.current, nextLocation }) === true;
  }

  /** Follows the history: `show` gets each location to render; a blocked Back/Forward is undone instead. */
  listen(show: (action: NavigationType, location: Location) => void): () => void {
    const history = this.history;
    /** Set while a blocked Back/Forward is being undone: that undo is no navigation. */
    let undoing: (() => void) | null = null;
    let passBlocker = false;
    return history.listen(({ action, location, delta }) => {
      if (undoing) {
        undoing();
        undoing = null;
        return;
      }
      // A push or replace was checked by the navigator; Back/Forward are checked here. An entry without
      // the index (an address typed by hand) cannot be undone and is let through, as with react-router's.
      if (action === 'POP' && delta !== null && delta !== 0 && !passBlocker && this.blocks(location)) {
        const undone = new Promise<void>((resolve) => (undoing = resolve));
        history.go(-delta);
        this.setBlocked({
          proceed: () =>
            void undone.then(() => {
              passBlocker = true;
              history.go(delta);
            }),
        });
        return;
      }
      passBlocker = false;
      this.current = location;
      void startRouteLoads(this.routes, location);
      show(action, location);
    });
  }
}

interface RouterExtras {
  pending: boolean;
  /** The deepest route shown (a page: its identity changes only when another page shows). */
  page: RouteObject | undefined;
  blocked: Blocked | null;
  gate: NavigationGate;
  clearBlocked(): void;
}

const ExtrasContext = createContext<RouterExtras | null>(null);

function useExtras(): RouterExtras {
  const extras = useContext(ExtrasContext);
  if (!extras) throw new Error('outside <ConsoleRouter>');
  return extras;
}

/** True while a navigation waits for the next page (its chunk). */
export function usePageLoading(): boolean {
  return useExtras().pending;
}

/** The route object of the page shown. */
export function useShownPage(): RouteObject | undefined {
  return useExtras().page;
}

/** Asks `shouldBlock` before every navigation; the one blocked waits for `proceed()` or `reset()`. */
export function useLeaveBlocker(shouldBlock: ShouldBlockLeave): LeaveBlocker {
  const { blocked, gate, clearBlocked } = useExtras();
  useLayoutEffect(() => {
    gate.setShouldBlock(shouldBlock);
    return () => gate.setShouldBlock(null);
  }, [gate, shouldBlock]);
  return {
    blocked: blocked !== null,
    proceed: () => {
      clearBlocked();
      blocked?.proceed();
    },
    reset: clearBlocked,
  };
}

export interface ConsoleRouterProps {
  history: ConsoleHistory;
  routes: RouteObject[];
}

/** Renders `routes` at the history's location (both fixed for the router's life); see ConsoleHistory. */
export function ConsoleRouter({ history, routes }: ConsoleRouterProps) {
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [pending, startTransition] = useTransition();
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const [gate] = useState(() => new NavigationGate(history, routes, setBlocked));
  useLayoutEffect(
    () => gate.listen((action, location) => startTransition(() => setState({ action, location }))),
    [gate],
  );

  const page = matchedRoutes(routes, state.location.pathname)?.at(-1)?.route;
  const extras = useMemo<RouterExtras>(
    () => ({ pending, page, blocked, gate, clearBlocked: () => setBlocked(null) }),
    [pending, page, blocked, gate],
  );

  return (
    <ExtrasContext.Provider value={extras}>
      <Router location={state.location} navigationType={state.action} navigator={gate.navigator}>
        <RouteTable routes={routes} />
      </Router>
    </ExtrasContext.Provider>
  );
}

/** `useRoutes(routes)` at the top level, without matching and rebuilding the tree on each render of the router. */
function RouteTable({ routes }: { routes: RouteObject[] }): ReactNode {
  const { pathname } = useLocation();
  return useMemo(() => renderMatches(matchedRoutes(routes, pathname)), [routes, pathname]);
}
