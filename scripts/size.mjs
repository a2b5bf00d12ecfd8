// `npm run size`: raw and gzip bytes of each built entry, of "one widget on a page" (its entry and
// every chunk it loads at start) and of the standalone console's first load.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.env.IDM_STATIC_DIR ?? path.join(import.meta.dirname, '../dist'));
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));

function bytes(file) {
  const content = fs.readFileSync(path.join(dist, file));
  return { raw: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length };
}

/** The entry's file and every chunk it imports statically, transitively (what loads before it runs). */
function closure(chunk, seen = new Set()) {
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const key of chunk.imports ?? []) closure(manifest[key], seen);
  for (const css of chunk.css ?? []) seen.add(css);
  return seen;
}

function total(files) {
  return [...files].reduce((sum, f) => { const b = bytes(f); return { raw: sum.raw + b.raw, gzip: sum.gzip + b.gzip }; }, { raw: 0, gzip: 0 });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`.padStart(11);
const row = (name, b, extra = '') => console.log(`${name.padEnd(34)}${kb(b.raw)}${kb(b.gzip)}  ${extra}`);

const entries = Object.values(manifest).filter((c) => c.isEntry && c.file.startsWith('elements/') && !c.file.startsWith('elements/chunks/'));
entries.sort((a, b) => a.file.localeCompare(b.file));

console.log(`${'entry (own file)'.padEnd(34)}${'raw'.padStart(11)}${'gzip'.padStart(11)}`);
for (const entry of entries) row(entry.file, bytes(entry.file));

console.log(`\n${'one widget on a page (all it loads)'.padEnd(34)}${'raw'.padStart(11)}${'gzip'.padStart(11)}  files`);
for (const entry of entries) {
  const files = closure(entry);
  row(path.basename(entry.file, '.js'), total(files), String(files.size));
}

const consoleEntry = entries.find((e) => e.file === 'elements/idm-console.js');
if (consoleEntry) {
  const html = fs.readFileSync(path.join(dist, 'idmdash/index.html'));
  const files = closure(consoleEntry);
  const js = total(files);
  const page = { raw: js.raw + html.length, gzip: js.gzip + zlib.gzipSync(html).length };
  console.log('');
  row('console first load (html + js)', page, `${files.size + 1} files`);
}
const builtJs = [...byFile.keys()].filter((file) => file.endsWith('.js'));
row('everything built (js)', total(new Set(builtJs)), `${builtJs.length} files`);
