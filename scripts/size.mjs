// `npm run size`: raw and gzip bytes of each built entry, of "one widget on a page" (its entry and
// every chunk it loads at start), of the standalone console's first load, of what each area's first visit
// adds, and the bytes the sandbox sends for the first load (the build's .br files); each figure beside its
// budget (issue 32: React's floor), marked OVER when above it. IDM_OUT_DIR: a build made elsewhere.
// `npm run size -- --modules <idm-tag | chunk or module name>` (after `IDM_MODULE_REPORT=1 npm run build`): what a
// widget's start or one chunk is made of, module by module and by package or source folder.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(
  process.env.IDM_STATIC_DIR ?? process.env.IDM_OUT_DIR ?? path.join(import.meta.dirname, '../dist'),
);
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
/** The standalone console page's build (`vite build --mode console-page`): its first load and area pages. */
const consolePageManifestPath = path.join(dist, '.vite/console-page-manifest.json');
const consoleManifest = fs.existsSync(consolePageManifestPath)
  ? JSON.parse(fs.readFileSync(consolePageManifestPath, 'utf8'))
  : undefined;
const byFile = new Map(
  [...Object.values(manifest), ...Object.values(consoleManifest ?? {})].map((chunk) => [chunk.file, chunk]),
);

function bytes(file) {
  const content = fs.readFileSync(path.join(dist, file));
  return { raw: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length };
}

/** The entry's file and every chunk it imports statically, transitively (what loads before it runs). */
function closure(chunk, seen = new Set(), within = manifest) {
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const key of chunk.imports ?? []) closure(within[key], seen, within);
  for (const css of chunk.css ?? []) seen.add(css);
  return seen;
}

function total(files) {
  return [...files].reduce(
    (sum, f) => {
      const b = bytes(f);
      return { raw: sum.raw + b.raw, gzip: sum.gzip + b.gzip };
    },
    { raw: 0, gzip: 0 },
  );
}

const KIB = 1024;
/** Budgets in gzip bytes (bytes sent: as served), set on React 19's floor (issue 32). */
const BUDGETS = { widget: 135 * KIB, consoleFirstLoad: 180 * KIB, areaChunk: 25 * KIB, bytesSent: 175 * KIB };
const over = [];

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`.padStart(11);
const budgetText = (name, value, budget) => {
  if (budget === undefined) return '';
  if (value > budget) over.push(name);
  return `${`≤ ${(budget / 1024).toFixed(0)} KiB`.padStart(11)}  ${value > budget ? 'OVER' : 'ok'}`;
};
const row = (name, b, extra = '', budget = undefined) =>
  console.log(`${name.padEnd(34)}${kb(b.raw)}${kb(b.gzip)}  ${extra.padEnd(9)}${budgetText(name, b.gzip, budget)}`);

/** What the sandbox sends for a file: its .br sibling when the build wrote one (every browser takes br), else the file. */
function sentBytes(file) {
  const br = path.join(dist, `${file}.br`);
  return fs.existsSync(br) ? fs.statSync(br).size : fs.statSync(path.join(dist, file)).size;
}

/** The console page's manifest chunk of the English namespace file of the area `src` belongs to, if it has one. */
function areaEnglish(src) {
  const area = /src\/areas\/([^/]+)\//.exec(src)?.[1];
  const strings = area && path.join(import.meta.dirname, `../src/areas/${area}/strings.ts`);
  if (!strings || !fs.existsSync(strings)) return undefined;
  const namespace = /namespace: '(\w+)'/.exec(fs.readFileSync(strings, 'utf8'))?.[1];
  return Object.values(consoleManifest).find((chunk) => chunk.file.startsWith(`idmdash/chunks/i18n-en-${namespace}-`));
}

/**
 * The manifest chunk of the first reads the route that opens `src` prefetches (its area's prefetch-reads.ts, which
 * the route imports as it opens), if its routes.ts declares a `prefetch` right after that page's `load` (the shape
 * scripts/startup-preloads.ts `declaredRoutes` reads).
 */
function routeFirstReads(src) {
  const area = /src\/areas\/([^/]+)\//.exec(src)?.[1];
  const page = /([^/]+)\.tsx?$/.exec(src)?.[1];
  const routes = area && path.join(import.meta.dirname, `../src/areas/${area}/routes.ts`);
  if (!page || !routes || !fs.existsSync(routes)) return undefined;
  const prefetched = new RegExp(`load:\\s*\\(\\)\\s*=>\\s*import\\('\\./${page}'\\),\\s*prefetch:`);
  if (!prefetched.test(fs.readFileSync(routes, 'utf8'))) return undefined;
  return Object.entries(consoleManifest).find(([key]) => key.endsWith(`src/areas/${area}/prefetch-reads.ts`))?.[1];
}

const modulesArg = process.argv.indexOf('--modules');
if (modulesArg !== -1) {
  printModules(process.argv[modulesArg + 1] ?? 'base');
  process.exit(process.exitCode ?? 0);
}

/** Package (`react-dom`, `@tanstack/query-core`) or source folder (`src/core`, `src/areas/tasks`) of a module. */
function ownerOf(id) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (pkg) return pkg[1];
  const parts = id.replace(/\?.*$/, '').split('/');
  return parts.slice(0, parts[0] === 'src' && parts[1] === 'areas' ? 3 : 2).join('/');
}

function printModules(name) {
  const reportPath = path.join(dist, '.vite/modules.json');
  if (!fs.existsSync(reportPath)) {
    console.error('No module report: run `IDM_MODULE_REPORT=1 npm run build` first.');
    process.exitCode = 1;
    return;
  }
  const report = JSON.parse(fs.readFileSync(reportPath, 'utf8'));
  const entry = Object.values(manifest).find((c) => c.isEntry && c.file === `elements/${name}.js`);
  // An element's start; else the chunk named so, or the chunk that holds the module of that name (the elements'
  // chunks are named by their hash alone: `--modules DataTable`).
  const named = Object.keys(report).filter((f) => path.basename(f).startsWith(`${name}-`));
  const holding = Object.keys(report).filter((f) =>
    (report[f]?.modules ?? []).some((m) => path.basename(m.id).replace(/\..*$/, '') === name),
  );
  const chunkFiles = entry ? [...closure(entry)].filter((f) => f.endsWith('.js')) : named.length > 0 ? named : holding;
  if (chunkFiles.length === 0) {
    console.error(`No element or chunk named ${name}.`);
    process.exitCode = 1;
    return;
  }
  const owners = new Map();
  for (const file of chunkFiles.sort((a, b) => bytes(b).gzip - bytes(a).gzip)) {
    const modules = report[file]?.modules ?? [];
    console.log(`\n${file}${kb(bytes(file).gzip)} gzip, ${modules.length} modules (each gzipped alone)`);
    for (const m of modules.filter((m) => m.gzip >= 200)) console.log(`${kb(m.gzip)}  ${m.id}`);
    for (const m of modules) owners.set(ownerOf(m.id), (owners.get(ownerOf(m.id)) ?? 0) + m.gzip);
  }
  console.log(`\nby package or folder (${chunkFiles.length} files; modules gzipped alone)`);
  for (const [owner, gzip] of [...owners].sort((a, b) => b[1] - a[1])) console.log(`${kb(gzip)}  ${owner}`);
}

/** Inlined in the console page by the build (scripts/startup-preloads.ts): counted with the page, not a file. */
const CONSOLE_LANDING = 'elements/idm-console-landing.js';
const entries = Object.values(manifest).filter(
  (c) =>
    c.isEntry && c.file.startsWith('elements/') && !c.file.startsWith('elements/chunks/') && c.file !== CONSOLE_LANDING,
);
entries.sort((a, b) => a.file.localeCompare(b.file));

console.log(`${'entry (own file)'.padEnd(34)}${'raw'.padStart(11)}${'gzip'.padStart(11)}`);
for (const entry of entries) row(entry.file, bytes(entry.file));

console.log(
  `\n${'one widget on a page (all it loads)'.padEnd(34)}${'raw'.padStart(11)}${'gzip'.padStart(11)}  files    budget`,
);
for (const entry of entries) {
  const files = closure(entry);
  const name = path.basename(entry.file, '.js');
  // index defines every element at once: not one widget; idm-console is the whole console (its own budget).
  const budget = name === 'index' ? undefined : name === 'idm-console' ? BUDGETS.consoleFirstLoad : BUDGETS.widget;
  row(name, total(files), String(files.size), budget);
}

const consoleEntry = Object.values(consoleManifest ?? {}).find((c) => c.isEntry && c.file === 'idmdash/console.js');
if (!consoleEntry) {
  console.error('\nNo console page build found (`vite build --mode console-page`, part of `npm run build`).');
  process.exitCode = 1;
} else {
  const html = fs.readFileSync(path.join(dist, 'idmdash/index.html'));
  const files = closure(consoleEntry, new Set(), consoleManifest);
  const js = total(files);
  const page = { raw: js.raw + html.length, gzip: js.gzip + zlib.gzipSync(html).length };
  console.log('');
  row('console first load (html + js)', page, `${files.size + 1} files`, BUDGETS.consoleFirstLoad);
  const sent = [...files].reduce((sum, f) => sum + sentBytes(f), 0) + sentBytes('idmdash/index.html');
  console.log(
    `${'bytes sent for the first load (br)'.padEnd(34)}${kb(sent)}${''.padStart(11)}  ${''.padEnd(9)}${budgetText('bytes sent for the first load', sent, BUDGETS.bytesSent)}`,
  );

  // An area page's chunks: what its first visit loads beyond the first load (its page chunk is often a
  // stub that imports the area's code, so the stub alone would say little), with its route's first reads.
  console.log(
    `\n${'area page, first visit loads'.padEnd(34)}${'raw'.padStart(11)}${'gzip'.padStart(11)}  files    budget`,
  );
  // Route pages (`*Page.tsx`); an element's lazy views (a widget's details) are not console pages.
  const areaPages = Object.entries(consoleManifest).filter(
    ([src, c]) => c.isDynamicEntry && /(^|\/)src\/areas\/.*Page\.tsx?$/.test(src),
  );
  areaPages.sort(([a], [b]) => a.localeCompare(b));
  for (const [src, chunk] of areaPages) {
    // The area's English comes beside its page (src/areas/<area>/strings.ts names its namespace).
    const english = areaEnglish(src);
    const reads = routeFirstReads(src);
    const added = new Set(
      [
        ...closure(chunk, new Set(), consoleManifest),
        ...(english ? closure(english, new Set(), consoleManifest) : []),
        ...(reads ? closure(reads, new Set(), consoleManifest) : []),
      ].filter((f) => !files.has(f)),
    );
    row(src.replace(/^.*src\/areas\//, '').replace(/\.tsx?$/, ''), total(added), String(added.size), BUDGETS.areaChunk);
  }
}
console.log('');
const builtJs = [...byFile.keys()].filter((file) => file.endsWith('.js'));
row('everything built (js)', total(new Set(builtJs)), `${builtJs.length} files`);
if (over.length > 0) {
  console.log(`\nover budget: ${over.join(', ')}`);
  // A figure over its budget fails the command (CI, a script), not only the printout.
  process.exitCode = 1;
} else console.log('\nevery figure within its budget');
