/**
 * The console page's first script (`elements/idm-console-landing.js`, first in idmdash/index.html,
 * `async`): it reads the hash and preloads the opened page's chunks while the console's own modules
 * download and run, so the page's code is in when its route renders instead of one round trip later.
 * It imports nothing. The build (scripts/startup-preloads.ts) replaces the placeholder with each
 * section's routes and the chunk files of each route's page, relative to the elements folder.
 */

/** One route of a section: its path (react-router syntax, relative to the section) and its page's chunks. */
export interface LandingRoute {
  path: string;
  files: readonly string[];
}

/** Section (the first hash segment) → its routes, in declaration order. */
export type LandingRoutes = Readonly<Record<string, readonly LandingRoute[]>>;

const LANDING_ROUTES: string = '__IDM_LANDING_ROUTES__';

/** Whether a route path (`''`, `':taskId'`, `':dn?'`, `':entityType/:requestId'`) matches the segments after the section. */
export function pathMatches(path: string, segments: readonly string[]): boolean {
  let index = 0;
  for (const part of path.split('/').filter((p) => p !== '')) {
    if (index >= segments.length) {
      if (part.endsWith('?')) continue;
      return false;
    }
    if (!part.startsWith(':') && part !== segments[index]) return false;
    index += 1;
  }
  return index === segments.length;
}

/** The chunk files of the page `hash` opens (`#/tasks`, `#/tasks/42?x=1`), or none. */
export function landingFiles(routes: LandingRoutes, hash: string): readonly string[] {
  const [section = '', ...rest] = (hash.replace(/^#/, '').split('?')[0] ?? '').split('/').filter((s) => s !== '');
  const route = (Object.hasOwn(routes, section) ? routes[section] : undefined)?.find((r) => pathMatches(r.path, rest));
  return route?.files ?? [];
}

if (LANDING_ROUTES.startsWith('{') && typeof document !== 'undefined') {
  // Chunk files are relative to this file (the elements folder); not `new URL('./', import.meta.url)`, which the build takes for an asset.
  const base = import.meta.url;
  for (const file of landingFiles(JSON.parse(LANDING_ROUTES) as LandingRoutes, location.hash)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(file, base).href;
    document.head.append(link);
  }
}
