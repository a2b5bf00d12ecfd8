// Build step: few, larger first-load chunks (issue 13), so a page's start-up is a handful of files
// instead of twenty over HTTP/1.1's six connections per host.
//  - `base`: the chosen stack (React, react-dom, i18next, TanStack Query, nanostores,
//    r2wc), the page-wide core (src/core, the element frame, the shell's English, the shared
//    stylesheets) and the shared modules (api, domain, ui) that two thirds of the elements or more (MOST_OF)
//    use at start (settings, feedback, start-up data, rights). Every element and the console load it, as one
//    file. react-router and date-fns stay out (a widget never loads the router; date-fns only where dates show).
//  - `list-kit`: the table, paging, sorting, list state, dates and search box that about half the elements
//    use at start and the console's first load does not (LIST_KIT_SHARE): one file for a list widget or a
//    console list page instead of six small ones, never loaded by a widget without a list.
//  - `console-common`: what the console's first load needs and no element does (react-router, the
//    shell, the areas' route tables): one file instead of one per combination of importers (the `index`
//    entry, which defines every element, otherwise splits each of them off the console's entry).
//  - the kits (KITS): small modules that several widgets use together at start (the form kit, the admin
//    lists' search and frame, the detail pages' frame, the people API, the catalog and team lookups, the
//    who-acts fields and period editor): one file each instead of two to five of a few hundred bytes, joined
//    only by a module some widget uses at start.
//  - `sameUsers`: the other modules a widget uses at start that rolldown would split by every entry that
//    reaches them (each console page, each lazy view, each dialog) go together when the same widgets, the
//    same console pages and the console's first load (or not) use them: nobody loads a byte more, and a
//    widget loads fewer, larger files (each file compresses alone).
// The rest is split by who imports it, as rolldown does by default: area pages stay lazy chunks. A new
// area needs nothing here: its routes.ts joins console-common, its pages are lazy chunks.
import path from 'node:path';
import type { Plugin } from 'vite';

const STACK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|i18next|@tanstack[\\/][^\\/]+|nanostores|@nanostores[\\/]react|@r2wc[\\/][^\\/]+)[\\/]/;
/**
 * The core, but the PKCE sign-in only a page of another origin loads (src/core/public-client-on-demand.ts)
 * and the early reads only the console's entry installs (src/core/early-reads-hook.ts).
 */
const CORE =
  /[\\/](src[\\/]core[\\/](?!(public-client|pkce|early-reads)\.ts$)|elements[\\/](define-idm-element|element-root)\.tsx?$|src[\\/]i18n[\\/]en[\\/]shell\.json$|src[\\/]ui[\\/]styles[\\/]shared-styles\.ts$)/;
/**
 * TanStack Query's modules: in `base` only those most elements or the console's start use (the client,
 * `useQuery`, `useMutation`); its rarer hooks (`useQueries`, `useInfiniteQuery` and their observers,
 * ~1.5 KiB gzip) come with the few elements that call them. Its index imports every hook and exports them
 * again (a barrel `usedClosure` follows name by name), so `base` does not take it, or it would take them all.
 */
const QUERY_PACKAGE = /[\\/]node_modules[\\/]@tanstack[\\/]/;
const RUNTIME = /rolldown[\\/]runtime|vite[\\/]preload-helper/;
/** The areas' link and section tables: a few hundred bytes each, imported by the console and many elements. */
const LINK_TABLES = /[\\/]src[\\/]areas[\\/][^\\/]+[\\/](links|sections)\.ts$/;
/**
 * The date code (date formatting with the console's patterns, date-fns' English, the cells' values): most list
 * widgets and most console pages show a date at start, so it stays in `base` whatever the count (MOST_OF). It sat
 * just above two thirds; as widgets loaded less at start it fell out, and each console page showing a date then
 * loaded it on its first visit (+2.8 KiB gzip, four pages over 25): docs/size.md, issue 32 s18.
 */
/** `contractAnswer` (a few bytes every API reader calls): a file of its own would cost more than its code. */
const CONTRACT_ANSWER = /[\\/]src[\\/]domain[\\/]contract[\\/]index\.ts$/;
const DATE_CODE =
  /[\\/](src[\\/](domain[\\/](date-pattern|date-format)|ui[\\/]cells[\\/]cell-values)\.ts|scripts[\\/]shims[\\/]date-fns-en-us\.ts|node_modules[\\/]date-fns[\\/]locale[\\/](en-US[\\/]_lib[\\/][^\\/]+|_lib[\\/](buildLocalizeFn|buildFormatLongFn))\.js)$/;
/**
 * A shared module that this share of the elements use at start goes into `base` (counted by what each really
 * takes through the barrels, `usedClosure`): a module in `base` costs every widget and the console's first
 * load its bytes, one in a chunk of its own costs a request and the compression it does not share. Two thirds
 * is what nearly every element needs (settings, feedback, start-up data, rights, the signed-in wait).
 */
const MOST_OF = 2 / 3;
/**
 * The list kit (table, paging, sorting, list state, dates, search box) that this share of the elements use
 * at start and the console's first load does not: one `list-kit` file for the list widgets and the console's
 * list pages instead of six small ones, and out of `base`, so a widget without a list (and the console's
 * start) does not carry it.
 */
const LIST_KIT_SHARE = 0.45;
/**
 * The list kit's core: the kit is what only the elements that show this table, or keep a list's state in the link
 * (a list whose table comes when asked for, as the user catalog's cards), use. Without the second, a list widget
 * whose table is lazy would split the kit in three for every other list widget (+0.7 KiB gzip each, s19).
 */
const LIST_KIT_ANCHORS = ['src/ui/table/DataTable.tsx', 'src/ui/area/use-list-state.ts'];
const LIST_KIT_LAYERS = /[\\/]src[\\/](domain|ui)[\\/]|[\\/]node_modules[\\/]date-fns[\\/]|[\\/]date-fns-en-us\.ts$/;
const SHARED_LAYERS = /[\\/]src[\\/](api|domain|ui|areas)[\\/]/;
/**
 * Small shared modules that several widgets use together at start, each list one file (a module joins only
 * when some widget uses it at start, so a lazy part never comes with them). Measured with `npm run size`
 * (docs/size.md, "Fewer files per widget"): each makes the widgets' total smaller or no larger and cuts
 * their file count, without a console page's first visit going up by more than a few hundred bytes.
 */
const KITS: readonly { name: string; test: RegExp }[] = [
  {
    name: 'form-kit',
    test: /[\\/]src[\\/](ui[\\/]form[\\/](use-editor-form|EditorForm|field-message|lazy-conflict-dialog)\.tsx?|domain[\\/]form-changes\.ts|ui[\\/]area[\\/]AdminTextField\.tsx)$/,
  },
  {
    name: 'search-kit',
    test: /[\\/]src[\\/]ui[\\/]area[\\/](ListSearch|SearchBox|use-debounced|AdminListHeader)\.tsx?$/,
  },
  {
    name: 'admin-list-kit',
    test: /[\\/]src[\\/]ui[\\/]area[\\/](AdminItemsTable|AdminListFrame|catalog-table-labels)\.tsx?$/,
  },
  { name: 'people-api', test: /[\\/]src[\\/]api[\\/]people[\\/](keys|users|read|queries)\.ts$/ },
  { name: 'detail-kit', test: /[\\/]src[\\/]ui[\\/]area[\\/](DetailBackLink|AdminPage)\.tsx$/ },
  {
    name: 'catalog-lookups',
    test: /[\\/]src[\\/](api[\\/]lookups[\\/](categories|roles|resources|catalog-page)|domain[\\/]role-levels)\.ts$/,
  },
  { name: 'team-lookups', test: /[\\/]src[\\/]api[\\/]lookups[\\/](teams|team-members)\.ts$/ },
  {
    name: 'who-acts',
    test: /[\\/]src[\\/](api[\\/]who-acts[\\/](mutation|keys)|ui[\\/]who-acts[\\/]OneUserPicker|ui[\\/]dates[\\/]PeriodFields)\.tsx?$/,
  },
  {
    name: 'period-editor',
    test: /[\\/]src[\\/](api[\\/]who-acts[\\/]period|ui[\\/]who-acts[\\/](PeriodEditorForm|use-period-form|RequestChecklist)|ui[\\/]dates[\\/](server-message|period-labels))\.tsx?$/,
  },
];
/** An area's English stays a file of its own (`npm run size` counts it in the area page's first visit). */
const AREA_ENGLISH = /[\\/]src[\\/]i18n[\\/]en[\\/]\w+\.json$/;
/** The console's area pages (lazy route chunks): whose first visit `sameUsers` must not make heavier. */
const AREA_PAGE = /[\\/]src[\\/]areas[\\/].*Page\.tsx?$/;

/** The kit a module belongs to by its path, if any (KITS). */
export function kitOf(id: string): string | undefined {
  return KITS.find((kit) => kit.test.test(id))?.name;
}

/**
 * Chunk names for modules with the same users: `usersOf` maps each candidate module to who loads it (a key
 * of the widgets, console pages and first load that do); modules with the same key share one chunk, named
 * after the first of them by path (rolldown names a chunk after a module too). A module alone keeps its name.
 */
export function sameUsersChunks(
  usersOf: ReadonlyMap<string, string>,
  reserved: readonly string[] = [],
): Map<string, string> {
  const byUsers = new Map<string, string[]>();
  for (const [id, users] of usersOf) byUsers.set(users, [...(byUsers.get(users) ?? []), id]);
  // Rolldown takes every module a name function names alike into one chunk: each group a name of its own.
  const taken = new Set(reserved);
  const names = new Map<string, string>();
  for (const ids of [...byUsers.values()]
    .map((group) => [...group].sort())
    .sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''))) {
    const parts = (ids[0] ?? '')
      .replace(/\?.*$/, '')
      .replace(/\.[^./\\]+$/, '')
      .split(/[\\/]/);
    let name = parts.at(-1) ?? 'shared';
    for (let parent = parts.length - 2; taken.has(name) && parent >= 0; parent -= 1) name = `${parts[parent]}-${name}`;
    for (let n = 2; taken.has(name); n += 1) name = `${parts.at(-1) ?? 'shared'}-${n}`;
    taken.add(name);
    for (const id of ids) names.set(id, name);
  }
  return names;
}

/** Whether a module belongs in the `base` chunk (the stack and the core). */
export function isBaseModule(id: string): boolean {
  return (
    STACK.test(id) ||
    CORE.test(id) ||
    RUNTIME.test(id) ||
    LINK_TABLES.test(id) ||
    DATE_CODE.test(id) ||
    CONTRACT_ANSWER.test(id)
  );
}

/** What the walk needs of a module: its code once transformed (types gone) and its resolved static imports. */
export interface ModuleSource {
  code: string | null;
  importedIds: readonly string[];
}

const REEXPORT = /export\s*(\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g;
const IMPORT =
  /(?:import|export)\s*(?:([\w$]+)\s*,?\s*)?(\*\s*as\s+[\w$]+|\{[^}]*\})?\s*from\s*["']([^"']+)["']|import\s*["']([^"']+)["']/g;
/** `import { a, b as c } from '…'`: a barrel's imports, exported again by a local `export { … }`. */
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const LOCAL_EXPORT = /export\s*\{([^}]*)\}/g;
const COMMENT = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

/** `{ a, b as c }` → the names taken from the other module: a, b. */
function importedNames(braces: string): string[] {
  return braces
    .replace(/[{}]/g, '')
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/)[0] ?? '')
    .filter((name) => name !== '' && !name.startsWith('type '));
}

/** `{ a, b as c }` → exported name → name in the source module: a → a, c → b. */
function reexportedNames(braces: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const part of braces.replace(/[{}]/g, '').split(',')) {
    const [local = '', exported = local] = part.trim().split(/\s+as\s+/);
    if (local !== '' && !local.startsWith('type ')) names.set(exported, local);
  }
  return names;
}

/** Whether a module's code declares an export of this name (`export const name`, `export function name`, …). */
function declares(code: string | null | undefined, name: string): boolean {
  if (code == null) return false;
  const escaped = name.replace(/[$]/g, '\\$');
  return new RegExp(
    `export\\s+(?:declare\\s+)?(?:async\\s+)?(?:const|let|var|function\\*?|class)\\s+${escaped}\\b`,
  ).test(code);
}

/** The resolved id a relative specifier of `from` names, among its resolved imports. */
function resolveSpecifier(from: string, specifier: string, importedIds: readonly string[]): string | undefined {
  if (!specifier.startsWith('.')) return importedIds.find((id) => id.includes(`/node_modules/${specifier}`));
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  return importedIds.find((id) => {
    const file = id.replace(/\?.*$/, '');
    // Only a file of that name: `../src/ui/styles/shared-styles` is not `elements/define-idm-element.ts`,
    // whose name is as long plus `.ts` (the count once took one for the other and missed most imports).
    if (!file.startsWith(base)) return false;
    return file === base || /^\.(tsx?|json|css)$/.test(file.slice(base.length)) || file.startsWith(`${base}/index.`);
  });
}

/**
 * The modules `entry` really uses at start: like `staticClosure`, but an import through a barrel (a module of
 * `export … from` lines only, as `src/ui/area/index.ts`) reaches only the modules of the names it takes, as
 * the tree-shaken build does. Counting widgets by plain reachability would count every barrel's neighbours.
 */
export function usedClosure(entry: string, moduleOf: (id: string) => ModuleSource | null): Set<string> {
  const used = new Set<string>();
  const asked = new Set<string>();
  const pending: [string, string][] = [[entry, '*']];
  const barrels = new Map<string, boolean>();
  const isBarrel = (id: string, code: string) => {
    if (!barrels.has(id)) {
      const rest = code.replace(COMMENT, '').replace(REEXPORT, '').replace(NAMED_IMPORT, '').replace(LOCAL_EXPORT, '');
      barrels.set(id, /\bexport\b/.test(code) && rest.replace(/[\s;]/g, '') === '');
    }
    return barrels.get(id) === true;
  };
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [id, name] = next;
    if (asked.has(`${id}\0${name}`) || used.has(id)) continue;
    asked.add(`${id}\0${name}`);
    const source = moduleOf(id);
    const code = source?.code;
    if (!source || code == null || !isBarrel(id, code) || name === '*') {
      if (source && code != null && isBarrel(id, code)) {
        for (const [, , specifier = ''] of code.matchAll(REEXPORT)) {
          const target = resolveSpecifier(id, specifier, source.importedIds);
          if (target) pending.push([target, '*']);
        }
        continue;
      }
      used.add(id);
      if (!source) continue;
      if (code == null) {
        for (const target of source.importedIds) pending.push([target, '*']);
        continue;
      }
      for (const match of code.replace(COMMENT, '').matchAll(IMPORT)) {
        const [, defaultName, bindings, specifier, bare] = match;
        const target = resolveSpecifier(id, specifier ?? bare ?? '', source.importedIds);
        if (!target) continue;
        const names = [
          ...(defaultName ? ['default'] : []),
          ...(bindings?.startsWith('{') ? importedNames(bindings) : bindings ? ['*'] : []),
        ];
        for (const taken of names.length > 0 ? names : ['*']) pending.push([target, taken]);
      }
      continue;
    }
    // A barrel asked for one name: follow that name only (through `export *` when no line names it).
    const reexports = [...code.matchAll(REEXPORT)].flatMap(([, what = '', specifier = '']) => {
      const target = resolveSpecifier(id, specifier, source.importedIds);
      return target ? [{ what, target }] : [];
    });
    const named = reexports.flatMap(({ what, target }) => {
      const local = what === '*' ? undefined : reexportedNames(what).get(name);
      return local === undefined ? [] : [[target, local] as [string, string]];
    });
    // `import { a } from './a'; … export { a };` (as packages' indexes are built): the import of that name.
    const withoutReexports = code.replace(COMMENT, '').replace(REEXPORT, '');
    const exported = [...withoutReexports.matchAll(LOCAL_EXPORT)]
      .map(([, braces = '']) => reexportedNames(braces).get(name))
      .find((local) => local !== undefined);
    for (const [, braces = '', specifier = ''] of exported === undefined ? [] : code.matchAll(NAMED_IMPORT)) {
      const target = resolveSpecifier(id, specifier, source.importedIds);
      const imported = [...reexportedNames(braces)].find(([local]) => local === exported)?.[1];
      if (target && imported !== undefined) named.push([target, imported]);
    }
    const stars = reexports.filter(({ what }) => what === '*').map(({ target }): [string, string] => [target, name]);
    // `export *` from several modules: the one that declares the name (all of them when none visibly does).
    const declaring = stars.filter(([target]) => declares(moduleOf(target)?.code, name));
    pending.push(...(named.length > 0 ? named : declaring.length > 0 ? declaring : stars));
  }
  return used;
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

/** What `usersAtStart` reads of the build: its modules, their code and their imports. */
interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): (ModuleSource & { dynamicImporters: readonly string[]; isEntry: boolean }) | null;
}

/**
 * For each module that some widget uses at start (`usedClosure`: through a barrel only what is taken, as
 * the tree-shaken build loads it) and that two entries or more reach: the widgets, the console area pages
 * (beyond the console's first load) and the console's first load that use it, as one key; a module one widget
 * alone uses, by that widget and whether the console's first load uses it (`own|<widget>|<first>`: docs/size.md,
 * s20). The kits' modules, the stack and core, the elements' own files and an area's English are left out (they
 * have files of their own).
 */
export function usersAtStart(
  graph: ModuleGraph,
  widgetUsers: ReadonlyMap<string, ReadonlySet<number>>,
  consoleUsed: ReadonlySet<string>,
): Map<string, string> {
  const importsOf = (id: string) => graph.getModuleInfo(id)?.importedIds ?? [];
  const moduleOf = (id: string) => graph.getModuleInfo(id);
  const ids = [...graph.getModuleIds()];
  const entries = ids.filter((id) => {
    const info = graph.getModuleInfo(id);
    return info !== null && (info.isEntry || info.dynamicImporters.length > 0);
  });
  const reach = new Map<string, number>();
  for (const entry of entries)
    for (const id of staticClosure(entry, importsOf)) reach.set(id, (reach.get(id) ?? 0) + 1);
  const pages = entries.filter((id) => AREA_PAGE.test(id)).map((page) => usedClosure(page, moduleOf));
  const usersOf = new Map<string, string>();
  for (const [id, widgets] of widgetUsers) {
    if ((reach.get(id) ?? 0) < 2) continue;
    if (!SHARED_LAYERS.test(id) || AREA_ENGLISH.test(id) || kitOf(id) !== undefined || isBaseModule(id)) continue;
    const first = consoleUsed.has(id);
    const areaPages = first ? [] : pages.flatMap((closure, index) => (closure.has(id) ? [index] : []));
    // One element's own modules: rolldown keeps them in its file (or its lazy parts), no file more.
    if (widgets.size === 1 && areaPages.length === 0 && !first) continue;
    // One element's modules that <idm-console>'s pages use too: one file beside the element, whichever pages use
    // which (the standalone console page has a build of its own, scripts/console-page-layout.ts); those its first
    // load uses, another (so that <idm-console>'s start does not take the element's other modules). Not a module
    // something imports lazily: it would load with that file, and its lazy import would split nothing.
    usersOf.set(
      id,
      widgets.size === 1 && (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) === 0
        ? `own|${[...widgets][0]}|${first}`
        : `${[...widgets].sort((a, b) => a - b).join(',')}|${areaPages.join(',')}|${first}`,
    );
  }
  return usersOf;
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
  groups: {
    name: string | ((id: string) => string | null);
    debugName?: string;
    test?: (id: string) => boolean;
    priority: number;
    includeDependenciesRecursively?: boolean;
  }[];
} {
  let consoleStatic = new Set<string>();
  let consoleUsed = new Set<string>();
  let widgetStatic = new Set<string>();
  const widgetCount = new Map<string, number>();
  /** Module → the elements that use it at start (their index in widgetEntries). */
  const widgetUsers = new Map<string, Set<number>>();
  /** Module → the chunk it shares with the modules of the same users (`sameUsersChunks`). */
  let sameUsers = new Map<string, string>();
  const plugin: Plugin = {
    name: 'idm-chunk-layout',
    apply: 'build',
    buildEnd() {
      const entry = path.resolve(consoleEntry);
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      consoleStatic = staticClosure(entry, importsOf);
      const closures = widgetEntries.map((widget) => staticClosure(path.resolve(widget), importsOf));
      widgetStatic = new Set(closures.flatMap((c) => [...c]));
      const moduleOf = (id: string) => this.getModuleInfo(id);
      consoleUsed = usedClosure(entry, moduleOf);
      widgetEntries.forEach((widget, index) => {
        for (const id of usedClosure(path.resolve(widget), moduleOf)) {
          widgetCount.set(id, (widgetCount.get(id) ?? 0) + 1);
          widgetUsers.set(id, (widgetUsers.get(id) ?? new Set()).add(index));
        }
      });
      sameUsers = sameUsersChunks(usersAtStart(this, widgetUsers, consoleUsed), [
        'base',
        'list-kit',
        'console-common',
        ...KITS.map((kit) => kit.name),
      ]);
    },
  };
  const groups = [
    {
      name: 'base',
      test: (id: string) => {
        const usedByMost = (widgetCount.get(id) ?? 0) >= MOST_OF * widgetEntries.length;
        if (QUERY_PACKAGE.test(id)) return usedByMost || consoleUsed.has(id);
        return isBaseModule(id) || (SHARED_LAYERS.test(id) && usedByMost);
      },
      priority: 20,
    },
    {
      name: 'list-kit',
      test: (id: string) => {
        const share = (widgetCount.get(id) ?? 0) / widgetEntries.length;
        // Only what the table's users use: a search box or a date that a widget without a table shows too
        // stays a file of its own, so that widget does not load the table with it.
        const tableUsers = LIST_KIT_ANCHORS.flatMap((anchor) => [
          ...(widgetUsers.get(path.resolve(import.meta.dirname, '..', anchor)) ?? []),
        ]);
        const users = widgetUsers.get(id) ?? new Set<number>();
        const onlyTableUsers = [...users].every((user) => tableUsers.includes(user));
        return LIST_KIT_LAYERS.test(id) && !consoleStatic.has(id) && share >= LIST_KIT_SHARE && onlyTableUsers;
      },
      priority: 15,
      includeDependenciesRecursively: false,
    },
    ...KITS.map((kit) => ({
      name: kit.name,
      test: (id: string) => kit.test.test(id) && widgetUsers.has(id),
      priority: 12,
      includeDependenciesRecursively: false,
    })),
    {
      name: 'console-common',
      test: (id: string) =>
        consoleStatic.has(id) && !widgetStatic.has(id) && !isBaseModule(id) && !/[\\/]elements[\\/]/.test(id),
      priority: 10,
      includeDependenciesRecursively: false,
    },
    {
      name: (id: string) => sameUsers.get(id) ?? null,
      debugName: 'same-users',
      priority: 5,
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
}
