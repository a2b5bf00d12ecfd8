// Moves or deletes translation keys in every language at once (src/i18n/<locale>/<namespace>.json), so the
// five files of a namespace keep the same key set:
//   node scripts/move-strings.mjs <from-namespace> <to-namespace> old.key=new.key … [--delete key …]
// A moved key keeps its text in each language (plural forms `key_one`, `key_other`… move with it); a moved
// subtree (`ui.picker=picker`) moves whole. Keys named after `--delete` are dropped from <from-namespace>.
// Source code is not touched: rename the keys in `t()` calls yourself (the i18n unit tests find a missing one).
import fs from 'node:fs';
import path from 'node:path';

const I18N = path.join(import.meta.dirname, '../src/i18n');
const LOCALES = fs.readdirSync(I18N).filter((entry) => fs.statSync(path.join(I18N, entry)).isDirectory());

const [from, to, ...rest] = process.argv.slice(2);
const deleteAt = rest.indexOf('--delete');
const moves = (deleteAt === -1 ? rest : rest.slice(0, deleteAt)).map((pair) => pair.split('='));
const deletions = deleteAt === -1 ? [] : rest.slice(deleteAt + 1);
if (!from || !to || moves.some((pair) => pair.length !== 2 || !pair[0] || !pair[1])) {
  console.error(
    'usage: node scripts/move-strings.mjs <from-namespace> <to-namespace> old.key=new.key … [--delete key …]',
  );
  process.exit(1);
}

const read = (locale, namespace) => JSON.parse(fs.readFileSync(path.join(I18N, locale, `${namespace}.json`), 'utf8'));
const write = (locale, namespace, bundle) =>
  fs.writeFileSync(path.join(I18N, locale, `${namespace}.json`), `${JSON.stringify(bundle, null, 2)}\n`);

/** Takes `dotted` (and its plural forms) out of `bundle`: [[suffix, value]…]; drops parents left empty. */
function take(bundle, dotted) {
  const parts = dotted.split('.');
  const last = parts.pop();
  const parents = [bundle];
  for (const part of parts) {
    const next = parents.at(-1)?.[part];
    if (typeof next !== 'object' || next === null) return [];
    parents.push(next);
  }
  const parent = parents.at(-1);
  const taken = Object.keys(parent)
    .filter((key) => key === last || new RegExp(`^${last}_(zero|one|two|few|many|other)$`).test(key))
    .map((key) => [key.slice(last.length), parent[key]]);
  for (const [suffix] of taken) delete parent[last + suffix];
  for (let depth = parts.length; depth > 0; depth -= 1) {
    if (Object.keys(parents[depth]).length > 0) break;
    delete parents[depth - 1][parts[depth - 1]];
  }
  return taken;
}

function put(bundle, dotted, value) {
  const parts = dotted.split('.');
  const last = parts.pop();
  let node = bundle;
  for (const part of parts) node = node[part] ??= {};
  if (last in node) throw new Error(`${dotted} is already there`);
  node[last] = value;
}

for (const locale of LOCALES) {
  const source = read(locale, from);
  const target = from === to ? source : read(locale, to);
  for (const [oldKey, newKey] of moves) {
    const taken = take(source, oldKey);
    if (taken.length === 0) throw new Error(`${locale}/${from}.json has no ${oldKey}`);
    for (const [suffix, value] of taken) put(target, newKey + suffix, value);
  }
  for (const key of deletions)
    if (take(source, key).length === 0) throw new Error(`${locale}/${from}.json has no ${key}`);
  write(locale, from, source);
  if (to !== from) write(locale, to, target);
}
console.log(`${LOCALES.join(', ')}: ${moves.length} moved from ${from} to ${to}, ${deletions.length} deleted`);
