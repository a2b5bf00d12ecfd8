import type { ComponentType } from 'react';
import type { NamespaceStrings } from './i18n';
import type { IdmCore } from './types';

/**
 * The console's hash routes and the contract every area's `routes.ts` fulfils (see
 * src/console/README.md). Areas build their links with `sectionHref` so that every DN or id in a
 * path is URL-encoded the same way; the console builds its route table from the declarations.
 */

/** A page module: its default export is the page component. */
export interface AreaPageModule {
  default: ComponentType;
}

export interface AreaRoute {
  /**
   * Relative to the section, in react-router syntax: '' for the section's own page, 'create',
   * 'detail/:id', ':dn' (a URL-encoded DN), ':section?' …
   */
  path: string;
  /** Loads the page's chunk (`() => import('./RoleListPage')`); called on the first visit only. */
  load(): Promise<AreaPageModule>;
  /**
   * Optional: starts the page's first-screen queries (`queryClient.prefetchQuery(...)`) while its
   * chunk downloads, so code and data arrive together. Runs on every visit, before the page renders;
   * it must not wait for anything itself and should ask for nothing the page would not (same query
   * keys). routes.ts is part of the console's first load: the area's `prefetch.ts` imports its reads from
   * `prefetch-reads.ts` when called, a chunk the landing script preloads beside the page's
   * (scripts/startup-preloads.ts), and `npm run size` counts it in the page's first visit.
   */
  prefetch?: AreaPrefetch;
}

/** The path parameters of the route being opened (decoded), as react-router hands them over. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * `query`: the route's query (a list's state, `?q=Adobe&page=2`). `warm`, when the reads are a chunk of their
 * own ({@link prefetchInChunk}): imports that chunk ahead, for the page being opened.
 */
export type AreaPrefetch = ((core: IdmCore, params: RouteParams, query: URLSearchParams) => void) & {
  warm?: () => Promise<void>;
};

/**
 * A prefetch whose reads are a chunk of their own (the area's `prefetch-reads.ts`, which the route imports
 * when called). Once that chunk is in (`warm()`, or an earlier call), a call runs the reads at once: with the
 * start-up's, in the same burst, instead of a task or more later when the import resolves.
 */
export function prefetchInChunk<Reads>(
  importReads: () => Promise<Reads>,
  pick: (reads: Reads) => AreaPrefetch,
): AreaPrefetch {
  let loaded: Reads | undefined;
  let loading: Promise<Reads> | undefined;
  const load = () =>
    (loading ??= importReads().then(
      (reads) => (loaded = reads),
      (error: unknown) => {
        loading = undefined; // a later call tries again
        throw error;
      },
    ));
  const prefetch: AreaPrefetch = (...route) => {
    if (loaded) return pick(loaded)(...route);
    load().then(
      (reads) => pick(reads)(...route),
      () => undefined, // the page asks for its reads itself
    );
  };
  prefetch.warm = () =>
    load().then(
      () => undefined,
      () => undefined,
    );
  return prefetch;
}

export interface SectionRoutes {
  /** The first hash segment, one of the spec's sections ('role', 'users', 'myProfile', 'detailInfo', …). */
  section: string;
  /**
   * Navigation-right keys the guard asks for on every path of the section. Left out: the spec's
   * key for the section (src/console/guard/page-keys.ts). Granular sub-page rights (create, detail,
   * mapresources, edit) are the guard's business and never declared here.
   */
  pageKeys?: readonly string[];
  routes: readonly AreaRoute[];
}

/** What `src/areas/<area>/routes.ts` exports as default. */
export interface AreaRoutes {
  /** The folder name under src/areas. */
  area: string;
  /**
   * The area's translation namespaces (`src/areas/<area>/strings.ts`): loaded with each page's chunk,
   * in the same round trip (English as a small chunk, another language as its file).
   */
  strings?: readonly NamespaceStrings[];
  sections: readonly SectionRoutes[];
}

/** Identity function that type-checks an area's declaration and keeps its literal types. */
export function defineAreaRoutes<const T extends AreaRoutes>(routes: T): T {
  return routes;
}

/** The empty hash path goes here: the console's home page. */
export const DEFAULT_SECTION = 'default';

/** `/role/detail/cn%3Dx%2Co%3Ddata` from ('role', 'detail', 'cn=x,o=data'): each segment URL-encoded. */
export function sectionPath(section: string, ...segments: readonly string[]): string {
  return '/' + [section, ...segments].map((segment) => encodeURIComponent(segment)).join('/');
}

/** The link of a route: `#/users/cn%3Dann%2Co%3Ddata`. */
export function sectionHref(section: string, ...segments: readonly string[]): string {
  return `#${sectionPath(section, ...segments)}`;
}

/**
 * The decoded segments of a route path or hash: '#/users/cn%3Dann' → ['users', 'cn=ann'].
 * Empty segments are dropped; a malformed escape is kept as it is.
 */
export function routeSegments(path: string): string[] {
  const withoutQuery = path.replace(/^#/, '').split('?')[0] ?? '';
  return withoutQuery
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment);
}

/** The section of an in-app link ('#/role/create' → 'role'), or null for anything else. */
export function sectionOfHref(href: string): string | null {
  if (!href.startsWith('#/')) return null;
  return routeSegments(href)[0] ?? null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
