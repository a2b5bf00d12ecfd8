// Build step for the standalone console page (idmdash/index.html), built apart from the elements (`npm run build`
// runs `vite build --mode console-page` after the elements' build). The elements' layout (scripts/chunk-layout.ts)
// splits what widgets share into many small files, each a round trip on HTTP/1.1's six connections per host: a
// console page's first visit loaded 14–23 of them after 13 for the first load. The console page has no widget to
// share with, so its files follow its own pages:
//  - `console`: everything its entry imports statically (the stack, the core, the shell, the route tables), what a
//    quarter of the areas' pages or more use (the list, form and search kits, the lookups) and what those import
//    statically, one file.
//  - shared chunks (`mergedGroups`): what two or more route pages use beyond that, grouped by the areas that use it,
//    small groups joined to the group that wastes the fewest bytes, while every page's first visit stays within
//    its budget (`area-<name>` when one area's pages use it, `shared-<first module>` otherwise).
// An area's English counts as used by each of its pages (they all load it, whatever the language): with two pages or
// more it joins their shared chunk instead of being a file of its own. What one page alone uses stays with it
// (rolldown's default). Measured (`npm run build && npm run size`): the first
// load 3 files instead of 13 (174 KiB gzip, 172 before); a page's first visit 5 files on average, 3–9, instead of 3–26.
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { staticClosure, usedClosure, type ModuleSource } from './chunk-layout.ts';

/** A console area's route page (a lazy chunk its routes.ts loads), as `npm run size` counts them. */
const AREA_PAGE = /[\\/]src[\\/]areas[\\/]([^\\/]+)[\\/].*Page\.tsx?$/;
/**
 * An area's English (`src/i18n/en/<namespace>.json`, which its strings.ts imports lazily): every page of the area
 * loads it beside its chunk, whatever the language (English is the fallback), so it counts as used by each of them.
 */
const ENGLISH = /[\\/]src[\\/]i18n[\\/]en[\\/]\w+\.json$/;
const AREA_MODULE = /[\\/]src[\\/]areas[\\/]([^\\/]+)[\\/]/;

/** What this share of the areas' pages use goes into the first load (`console`): the list, form and search kits, the
 * people and catalog lookups (a quarter: the first load 174 KiB of 180, a page's first visit 5 files on average). */
const COMMON_SHARE = 0.25;
/** A shared chunk smaller than this (its modules' code gzipped alone, bytes) joins another… */
const MIN_GROUP_SIZE = 8_000;
/** …unless a page's first visit would then load more than this (the same measure; `npm run size`'s budget is 25 KiB). */
const PAGE_LIMIT = 44_000;

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(
    id: string,
  ): (ModuleSource & { importers?: readonly string[]; dynamicImporters: readonly string[]; isEntry: boolean }) | null;
}

/**
 * Module → the chunk it joins: every module the console's entry imports statically, what COMMON_SHARE of the areas'
 * pages use and their static imports → `console`; a module two or more route pages use beyond those → a shared chunk (`mergedGroups`).
 */
export function consolePageChunks(graph: ModuleGraph, consoleEntry: string): Map<string, string> {
  const moduleOf = (id: string) => graph.getModuleInfo(id);
  const importsOf = (id: string) => graph.getModuleInfo(id)?.importedIds ?? [];
  const firstLoad = staticClosure(consoleEntry, importsOf);
  const chunkOf = new Map<string, string>();
  const pages = new Map<string, { area: string; modules: Set<string> }>();
  for (const id of graph.getModuleIds()) {
    const area = AREA_PAGE.exec(id)?.[1];
    const info = graph.getModuleInfo(id);
    if (!area || !info || info.dynamicImporters.length === 0 || firstLoad.has(id)) continue;
    const modules = new Set(
      [...usedClosure(id, moduleOf)].filter((used) => !firstLoad.has(used) && !ENGLISH.test(used)),
    );
    pages.set(id, { area, modules });
  }
  for (const id of graph.getModuleIds()) {
    if (!ENGLISH.test(id) || firstLoad.has(id)) continue;
    const areas = new Set(
      (graph.getModuleInfo(id)?.dynamicImporters ?? []).flatMap((importer) => AREA_MODULE.exec(importer)?.[1] ?? []),
    );
    for (const page of pages.values()) if (areas.has(page.area)) page.modules.add(id);
  }
  const areasUsing = new Map<string, Set<string>>();
  const pagesUsing = new Map<string, Set<string>>();
  for (const [page, { area, modules }] of pages)
    for (const id of modules) {
      areasUsing.set(id, (areasUsing.get(id) ?? new Set()).add(area));
      pagesUsing.set(id, (pagesUsing.get(id) ?? new Set()).add(page));
    }
  const areaCount = new Set([...pages.values()].map((page) => page.area)).size;
  const common = [...areasUsing].filter(([, areas]) => areas.size >= COMMON_SHARE * areaCount).map(([id]) => id);
  // What a first-load module imports statically loads with it, whichever chunk holds it: one file more if not this one.
  const inFirstLoad = new Set([...firstLoad, ...common].flatMap((id) => [...staticClosure(id, importsOf)]));
  for (const id of inFirstLoad) chunkOf.set(id, 'console');
  const shared = new Map<string, SharedModule>();
  for (const [id, areas] of areasUsing) {
    if (inFirstLoad.has(id) || (pagesUsing.get(id)?.size ?? 0) < 2) continue;
    shared.set(id, { areas, pages: pagesUsing.get(id) ?? new Set(), imports: importsOf(id) });
  }
  const sizes = new Map<string, number>();
  const sizeOf = (id: string) => {
    if (!sizes.has(id)) sizes.set(id, zlib.gzipSync(graph.getModuleInfo(id)?.code ?? '', { level: 1 }).length);
    return sizes.get(id) ?? 0;
  };
  const ownSize = new Map(
    [...pages].map(([page, { modules }]) => [
      page,
      [...modules].filter((id) => !shared.has(id) && !inFirstLoad.has(id)).reduce((sum, id) => sum + sizeOf(id), 0),
    ]),
  );
  for (const [id, name] of mergedGroups(shared, sizeOf, ownSize)) chunkOf.set(id, name);
  // Texts imported by modules of one shared chunk (a page's editor and its English) load with that chunk anyway: in
  // it, not a file of their own beside it.
  for (const id of graph.getModuleIds()) {
    if (!ENGLISH.test(id) || chunkOf.has(id)) continue;
    const info = graph.getModuleInfo(id);
    const chunks = new Set((info?.importers ?? []).map((importer) => chunkOf.get(importer)));
    const [only] = chunks;
    if (chunks.size === 1 && only !== undefined && info?.dynamicImporters.length === 0) chunkOf.set(id, only);
  }
  return chunkOf;
}

interface Group {
  areas: Set<string>;
  pages: Set<string>;
  size: number;
  ids: string[];
}

/** What `mergedGroups` reads of the build: each shared module's users and the modules it imports. */
export interface SharedModule {
  areas: ReadonlySet<string>;
  pages: ReadonlySet<string>;
  imports: readonly string[];
}

/**
 * Modules shared by route pages → their chunk's name. Modules used by the same areas start as one group. While a
 * group is smaller than MIN_GROUP_SIZE, it joins the group that costs the fewest bytes loaded for nothing (each
 * group's size times the areas that take it without using it), unless a page would then load more than PAGE_LIMIT:
 * its own modules (`ownSize`), the groups it uses and every group those import (a chunk's imports load with it,
 * whichever of its modules needs them). Fewer, larger files, each a little heavier than what one page needs, and
 * every page's first visit within its budget. Sizes are the modules' code gzipped alone (`sizeOf`).
 */
export function mergedGroups(
  shared: ReadonlyMap<string, SharedModule>,
  sizeOf: (id: string) => number,
  ownSize: ReadonlyMap<string, number>,
): Map<string, string> {
  const groupOf = new Map<string, Group>();
  const byAreas = new Map<string, Group>();
  for (const [id, { areas, pages }] of shared) {
    const key = [...areas].sort().join(',');
    const group = byAreas.get(key) ?? { areas: new Set(areas), pages: new Set<string>(), size: 0, ids: [] };
    for (const page of pages) group.pages.add(page);
    group.size += sizeOf(id);
    group.ids.push(id);
    byAreas.set(key, group);
    groupOf.set(id, group);
  }
  const groups = [...byAreas.values()];
  const importedGroups = (group: Group) =>
    new Set(
      group.ids.flatMap((id) => (shared.get(id)?.imports ?? []).flatMap((imported) => groupOf.get(imported) ?? [])),
    );
  /** The groups a page loads: those it uses and, transitively, those they import. */
  const loadedBy = (page: string) => {
    const loaded = new Set(groups.filter((g) => g.pages.has(page)));
    for (const group of loaded) for (const imported of importedGroups(group)) loaded.add(imported);
    return loaded;
  };
  const pageLoad = (page: string) => (ownSize.get(page) ?? 0) + [...loadedBy(page)].reduce((sum, g) => sum + g.size, 0);
  /** Group → the pages that load it (using it, or a group that imports it). */
  const loaders = () => {
    const result = new Map<Group, Set<string>>(groups.map((g) => [g, new Set<string>()]));
    for (const page of ownSize.keys()) for (const group of loadedBy(page)) result.get(group)?.add(page);
    return result;
  };
  /** Bytes loaded for nothing if `a` and `b` were one chunk: each one's size times the pages that load only the other. */
  const waste = (a: Group, b: Group, loading: ReadonlyMap<Group, ReadonlySet<string>>) => {
    const byA = loading.get(a) ?? new Set<string>();
    const byB = loading.get(b) ?? new Set<string>();
    return (
      a.size * [...byB].filter((page) => !byA.has(page)).length +
      b.size * [...byA].filter((page) => !byB.has(page)).length
    );
  };
  const merge = (from: Group, into: Group) => {
    for (const page of from.pages) into.pages.add(page);
    for (const area of from.areas) into.areas.add(area);
    into.size += from.size;
    into.ids.push(...from.ids);
    for (const id of from.ids) groupOf.set(id, into);
    groups.splice(groups.indexOf(from), 1);
  };
  /** Whether every page whose load grows stays within PAGE_LIMIT once `from` joins `into` (tried, then undone). */
  const fits = (from: Group, into: Group) => {
    const before = { pages: new Set(into.pages), areas: new Set(into.areas), size: into.size, count: into.ids.length };
    const at = groups.indexOf(from);
    const loadBefore = new Map([...ownSize.keys()].map((page) => [page, pageLoad(page)]));
    merge(from, into);
    // A page over the limit already (its own modules alone can be) only must not grow.
    const ok = [...ownSize.keys()].every((page) => {
      const load = pageLoad(page);
      return load <= (loadBefore.get(page) ?? 0) || load <= PAGE_LIMIT;
    });
    into.pages = before.pages;
    into.areas = before.areas;
    into.size = before.size;
    into.ids.length = before.count;
    for (const id of from.ids) groupOf.set(id, from);
    groups.splice(at, 0, from);
    return ok;
  };
  // Groups that the same pages load are one file at no cost.
  for (let loading = loaders(); ; loading = loaders()) {
    const pair = groups
      .flatMap((a, i) => groups.slice(i + 1).map((b): [Group, Group] => [a, b]))
      .find(([a, b]) => waste(a, b, loading) === 0);
    if (!pair) break;
    merge(pair[1], pair[0]);
  }
  const settled = new Set<Group>();
  for (;;) {
    const small = groups.filter((g) => g.size < MIN_GROUP_SIZE && !settled.has(g)).sort((a, b) => a.size - b.size)[0];
    if (!small) break;
    const loading = loaders();
    const into = groups
      .filter((g) => g !== small)
      .sort((a, b) => waste(small, a, loading) - waste(small, b, loading))
      .find((g) => fits(small, g));
    if (into) merge(small, into);
    else settled.add(small);
  }
  const names = new Map<string, string>();
  const taken = new Set<string>(['console']);
  for (const group of groups) {
    const first = [...group.ids].sort()[0] ?? 'shared';
    const base =
      group.areas.size === 1 ? `area-${[...group.areas][0]}` : `shared-${path.basename(first).replace(/\..*$/, '')}`;
    let name = base;
    for (let n = 2; taken.has(name); n += 1) name = `${base}-${n}`;
    taken.add(name);
    for (const id of group.ids) names.set(id, name);
  }
  return names;
}

/** Rolldown's `output.codeSplitting.groups` for the console page, and the plugin that reads the module graph. */
export function consolePageLayout(consoleEntry: string): {
  plugin: Plugin;
  groups: {
    name: (id: string) => string | null;
    debugName: string;
    priority: number;
    includeDependenciesRecursively: boolean;
  }[];
} {
  let chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'idm-console-page-layout',
    apply: 'build',
    buildEnd() {
      chunkOf = consolePageChunks(this, path.resolve(consoleEntry));
    },
  };
  return {
    plugin,
    groups: [
      {
        name: (id: string) => chunkOf.get(id) ?? null,
        debugName: 'console-page',
        priority: 10,
        includeDependenciesRecursively: false,
      },
    ],
  };
}
