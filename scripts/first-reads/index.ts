// The first reads of each area route (probe.ts), worked out by the console page's build for its landing script: on a
// first visit in a browser, which remembers no reads, the script sends the opened route's with the start-up reads
// instead of the console asking for them once its code has run (elements/console-landing.ts).
import path from 'node:path';
import { createServer } from 'vite';
import type { RouteFirstReads } from './probe.ts';

export type { RouteFirstReads };

/** Loads the console's own code in Node (a Vite server's SSR loader, TypeScript and `import.meta.glob` as the build reads them) and runs probe.ts. */
export async function routeFirstReads(root: string): Promise<RouteFirstReads> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const probe = (await server.ssrLoadModule(path.join(root, 'scripts/first-reads/probe.ts'))) as {
      routeFirstReads(): Promise<RouteFirstReads>;
    };
    return await probe.routeFirstReads();
  } finally {
    await server.close();
  }
}
