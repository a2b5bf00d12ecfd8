import fs from 'node:fs';
import path from 'node:path';

/**
 * Every console page that opens without a parameter (its hash route, 'tasks', 'configuration/caching'), read from
 * the areas' route tables (`src/areas/<area>/routes.ts`) of this tree, so a new page is covered without editing a
 * list. A route whose path needs a value (`detail/:dn`) is left out; an optional one (`:section?`) is opened without
 * it. The console's own home page ('dashboard' is an area's) comes first.
 */
export function consoleRoutes(): string[] {
  const areas = path.resolve(import.meta.dirname, '../../src/areas');
  const routes = new Set<string>(['default']);
  for (const area of fs.readdirSync(areas).sort()) {
    const file = path.join(areas, area, 'routes.ts');
    if (!fs.existsSync(file)) continue;
    let section = '';
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/section:\s*'([^']+)'|path:\s*'([^']*)'/g)) {
      if (match[1] !== undefined) section = match[1];
      else if (match[2] !== undefined && section) {
        const segments = match[2].split('/').filter((segment) => segment !== '' && !/^:\w+\?$/.test(segment));
        if (segments.some((segment) => segment.startsWith(':'))) continue;
        routes.add([section, ...segments].join('/'));
      }
    }
  }
  return [...routes];
}
