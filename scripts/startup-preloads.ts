// Build step for a short start-up: what a page needs first is asked for at once instead of one
// import after another.
//  - The console page (idmdash/index.html) gets `<link rel="modulepreload">` for its element's
//    entry and every chunk that entry imports statically, and a preload of LoadContextConfigServlet.
//  - The loader (elements/idm-loader.js) gets each element's chunk list, so it preloads them all
//    together with the element's entry.
import type { Plugin } from 'vite';

/** The string in elements/loader.ts replaced by the JSON of every element's static imports. */
export const ELEMENT_IMPORTS_PLACEHOLDER = '__IDM_ELEMENT_IMPORTS__';

const CONSOLE_HTML = 'idmdash/index.html';
const CONSOLE_ENTRY = 'elements/idm-console.js';
const LOADER = 'elements/idm-loader.js';

/** What this step reads of an output chunk: its file's static imports (file names). */
export type ImportGraph = Readonly<Record<string, { imports: readonly string[] } | undefined>>;

/** The chunks `file` imports statically, transitively, in load order, without `file` itself. */
export function staticImports(graph: ImportGraph, file: string): string[] {
  const seen = new Set<string>([file]);
  const order: string[] = [];
  const visit = (current: string) => {
    for (const imported of graph[current]?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      order.push(imported);
      visit(imported);
    }
  };
  visit(file);
  return order;
}

/**
 * The console page's head additions: the context preload (credentials as `loadContextConfig`
 * fetches it, so the browser hands the preloaded answer over) and a modulepreload per module.
 */
export function consolePreloadLinks(graph: ImportGraph): string {
  const modules = [CONSOLE_ENTRY, ...staticImports(graph, CONSOLE_ENTRY)];
  return [
    '<link rel="preload" as="fetch" crossorigin="use-credentials" href="./LoadContextConfigServlet">',
    ...modules.map((file) => `<link rel="modulepreload" href="../${file}">`),
  ].join('\n    ');
}

/** Every element entry (`elements/<tag>.js`) → its static imports, relative to the elements folder. */
export function elementImports(graph: ImportGraph, tags: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(
    tags.map((tag) => [
      tag,
      staticImports(graph, `elements/${tag}.js`).map((file) => file.replace(/^elements\//, './')),
    ]),
  );
}

export function startupPreloads(tags: readonly string[]): Plugin {
  return {
    name: 'idm-startup-preloads',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const graph: Record<string, { imports: readonly string[] }> = {};
      for (const [file, output] of Object.entries(bundle))
        if (output.type === 'chunk') graph[file] = { imports: output.imports };

      const html = bundle[CONSOLE_HTML];
      if (html?.type === 'asset' && graph[CONSOLE_ENTRY]) {
        const source = String(html.source);
        if (!source.includes('</head>')) this.error(`${CONSOLE_HTML} has no </head>`);
        html.source = source.replace('</head>', `  ${consolePreloadLinks(graph)}\n  </head>`);
      }

      const loader = bundle[LOADER];
      if (loader?.type === 'chunk') {
        const literal = new RegExp(`(["'\`])${ELEMENT_IMPORTS_PLACEHOLDER}\\1`);
        if (!literal.test(loader.code)) this.error(`${LOADER} has no ${ELEMENT_IMPORTS_PLACEHOLDER} to replace`);
        loader.code = loader.code.replace(literal, () => JSON.stringify(JSON.stringify(elementImports(graph, tags))));
      }
    },
  };
}
