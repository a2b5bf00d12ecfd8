// Run by the build in Node (scripts/first-reads/index.ts, through a Vite server's SSR loader): each area route's own
// prefetch, as the console runs it when the route opens on a first visit in a browser (no remembered settings, the
// start-up language), with a core whose fetch only writes down what it is asked. The reads are the console's own
// code's, so they cannot drift from what the page asks.
import { AREA_SECTIONS } from '../../src/console/routes/registered-areas';
import type { IdmCore } from '../../src/core';
import { createCore } from '../../src/core/core';
import { memoryStorage } from '../../src/core/env';

/** Where the probe's console runs: any origin; the reads are kept as paths under the REST root. */
const PAGE = 'https://idm.invalid/idmdash/';

/** Section → route path → the GETs its prefetch makes, as paths under the REST root (routes without parameters). */
export type RouteFirstReads = Record<string, Record<string, string[]>>;

export async function routeFirstReads(): Promise<RouteFirstReads> {
  const result: RouteFirstReads = {};
  for (const section of AREA_SECTIONS)
    for (const route of section.routes) {
      // A route with a parameter reads what its value names: nothing the build can know.
      if (!route.prefetch || route.path.includes(':')) continue;
      // Reads in a chunk of their own (`prefetchInChunk`): imported first, so the call asks at once.
      await route.prefetch.warm?.();
      const { prefetch } = route;
      const reads = await readsOf((core) => prefetch(core, {}, new URLSearchParams()));
      if (reads.length > 0) (result[section.section] ??= {})[route.path] = reads;
    }
  return result;
}

async function readsOf(prefetch: (core: IdmCore) => void): Promise<string[]> {
  const asked: string[] = [];
  const core: IdmCore = createCore({
    consoleBase: PAGE,
    env: {
      location: { href: PAGE, assign: () => {}, reload: () => {} },
      localStorage: memoryStorage(),
      sessionStorage: memoryStorage(),
      fetch: (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        // The REST root as the HTTP client builds it (the server's default context: no context was read).
        const root = core.http.rest('');
        if ((init?.method ?? 'GET') === 'GET' && url.startsWith(root)) asked.push(url.slice(root.length));
        return new Promise<Response>(() => {}); // never answered: only the asking counts
      },
    },
  });
  prefetch(core);
  // The requests leave after a few microtasks (the HTTP client's own awaits): a macrotask later they are all out.
  await new Promise((resolve) => setTimeout(resolve, 0));
  core.queryClient.clear();
  return asked;
}
