// Build step: few, larger first-load chunks (issue 13), so a page's start-up is a handful of files
// instead of twenty over HTTP/1.1's six connections per host.
//  - `base`: the chosen stack (React, react-dom, i18next, react-i18next, TanStack Query, nanostores,
//    r2wc), the page-wide core (src/core, the element frame, the shell's English, the shared
//    stylesheets) and the shared modules (api, domain, ui) that most elements (MOST_OF) load at start:
//    the list kit (table, sorting, dates, paging, area frame) most console pages load too. Every
//    element and the console load it, as one file, so a page's first visit is a few files of its own
//    instead of twenty small shared ones. react-router and date-fns stay out (a widget never loads the
//    router; date-fns only where dates show).
//  - `console-common`: what the console's first load needs and no element does (react-router, the
//    shell, the areas' route tables): one file instead of one per combination of importers (the `index`
//    entry, which defines every element, otherwise splits each of them off the console's entry).
// The rest is split by who imports it, as rolldown does by default: area pages stay lazy chunks. A new
// area needs nothing here: its routes.ts joins console-common, its pages are lazy chunks.
import path from 'node:path';
import type { Plugin } from 'vite';

const STACK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|@tanstack[\\/][^\\/]+|nanostores|@nanostores[\\/]react|@r2wc[\\/][^\\/]+|use-sync-external-store)[\\/]/;
const CORE =
  /[\\/](src[\\/]core[\\/]|elements[\\/](define-idm-element|element-root)\.tsx?$|src[\\/]i18n[\\/]en[\\/]shell\.json$|src[\\/]ui[\\/]styles[\\/]shared-styles\.ts$)/;
const RUNTIME = /rolldown[\\/]runtime|vite[\\/]preload-helper/;
/** The areas' link and section tables: a few hundred bytes each, imported by the console and many elements. */
const LINK_TABLES = /[\\/]src[\\/]areas[\\/][^\\/]+[\\/](links|sections)\.ts$/;
/** A shared module most elements load at start (this share of them) goes into `base`. */
const MOST_OF = 0.7;
const SHARED_LAYERS = /[\\/]src[\\/](api|domain|ui|areas)[\\/]/;

/** Whether a module belongs in the `base` chunk (the stack and the core). */
export function isBaseModule(id: string): boolean {
  return STACK.test(id) || CORE.test(id) || RUNTIME.test(id) || LINK_TABLES.test(id);
}

/** The modules `entry` imports statically, transitively (dynamic imports are where the walk stops). */
export function staticClosure(entry: string, importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...importsOf(id));
  }
  return seen;
}

/**
 * Rolldown's `output.codeSplitting.groups` for this layout, and the plugin that learns the console's
 * static module graph once the build has read every module (groups are applied after that).
 */
export function chunkLayout(
  consoleEntry: string,
  widgetEntries: readonly string[],
): {
  plugin: Plugin;
  groups: { name: string; test: (id: string) => boolean; priority: number; includeDependenciesRecursively?: boolean }[];
} {
  let consoleStatic = new Set<string>();
  let widgetStatic = new Set<string>();
  const widgetCount = new Map<string, number>();
  const plugin: Plugin = {
    name: 'idm-chunk-layout',
    apply: 'build',
    buildEnd() {
      const entry = path.resolve(consoleEntry);
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      consoleStatic = staticClosure(entry, importsOf);
      const closures = widgetEntries.map((widget) => staticClosure(path.resolve(widget), importsOf));
      widgetStatic = new Set(closures.flatMap((c) => [...c]));
      for (const c of closures) for (const id of c) widgetCount.set(id, (widgetCount.get(id) ?? 0) + 1);
    },
  };
  const groups = [
    {
      name: 'base',
      test: (id: string) =>
        isBaseModule(id) || (SHARED_LAYERS.test(id) && (widgetCount.get(id) ?? 0) >= MOST_OF * widgetEntries.length),
      priority: 20,
    },
    {
      name: 'console-common',
      test: (id: string) =>
        consoleStatic.has(id) && !widgetStatic.has(id) && !isBaseModule(id) && !/[\\/]elements[\\/]/.test(id),
      priority: 10,
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
}
