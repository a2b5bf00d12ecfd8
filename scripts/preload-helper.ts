// Build step: a smaller stand-in for Vite's preload helper (`__vitePreload`, every dynamic import's wrapper, in every
// widget's `base`). Vite's also preloads CSS files and waits for them, reads a CSP nonce from a meta tag and
// dispatches `vite:preloadError`: the console imports its stylesheets as strings (no CSS file is ever preloaded),
// its CSP allows its own scripts by origin, and nothing listens for that event (a failed import rejects as it
// would without the helper). What is left is Vite's behaviour for scripts: a `<link rel="modulepreload">` per
// dependency of the imported chunk, once per page, then the import. 0.5 KiB gzip less in every element.
import type { Plugin } from 'vite';

/** Vite's id for its helper module (vite/dist/node: `preloadHelperId`). */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * The helper's code: the same export, the dependencies resolved against the importer as Vite's relative base does,
 * none that a link of the page names already (the console page's own preloads, as Vite's helper checks).
 */
export const PRELOAD_HELPER_CODE = `const seen = {};
export const __vitePreload = (load, deps, importerUrl) => {
  if (deps && deps.length > 0)
    for (const link of document.getElementsByTagName('link')) seen[link.href] = true;
  for (const dep of deps || []) {
    const href = new URL(dep, importerUrl).href;
    if (seen[href]) continue;
    seen[href] = true;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  return load();
};`;

/** A chunk file → the files it imports statically (the build's output graph, read before Vite writes the lists). */
type ImportsOf = Map<string, readonly string[]>;

/** The files `file` imports statically, transitively: loaded before it runs. */
export function loadedWith(importsOf: ImportsOf, file: string): Set<string> {
  const loaded = new Set<string>();
  const pending = [...(importsOf.get(file) ?? [])];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (loaded.has(next)) continue;
    loaded.add(next);
    pending.push(...(importsOf.get(next) ?? []));
  }
  return loaded;
}

/**
 * The helper, and `resolveDependencies` for `build.modulePreload`: a dynamic import's preload list without the files
 * its importer has loaded already (`base`, the runtime, the kits it imports): preloading them does nothing, and their
 * names cost each list its bytes.
 */
export function smallPreloadHelper(): {
  plugin: Plugin;
  resolveDependencies: (filename: string, deps: string[], context: { hostId: string; hostType: string }) => string[];
} {
  const importsOf: ImportsOf = new Map();
  return {
    plugin: {
      name: 'idm-preload-helper',
      enforce: 'pre',
      apply: 'build',
      resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : null),
      load: (id) => (id === PRELOAD_HELPER_ID ? PRELOAD_HELPER_CODE : null),
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          importsOf.clear();
          for (const [file, output] of Object.entries(bundle))
            if (output.type === 'chunk') importsOf.set(file, output.imports);
        },
      },
    },
    resolveDependencies: (_filename, deps, { hostId, hostType }) => {
      if (hostType !== 'js') return deps;
      const loaded = loadedWith(importsOf, hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
