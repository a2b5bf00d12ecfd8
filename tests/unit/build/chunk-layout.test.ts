import { describe, expect, it } from 'vitest';
import { isBaseModule, staticClosure, usedClosure, type ModuleSource } from '../../../scripts/chunk-layout';

describe('the chunk layout', () => {
  it('puts the chosen stack and the core in base, never the router, date-fns, an area or the PKCE sign-in', () => {
    const base = [
      '/app/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/app/node_modules/react/index.js',
      '/app/node_modules/i18next/dist/esm/i18next.js',
      '/app/node_modules/@tanstack/query-core/build/modern/query.js',
      '/app/node_modules/@r2wc/core/dist/core.js',
      '/app/src/core/http.ts',
      '/app/src/core/public-client-on-demand.ts',
      '/app/elements/define-idm-element.ts',
      '/app/src/i18n/en/shell.json',
      '/app/src/ui/styles/shared-styles.ts',
    ];
    const elsewhere = [
      '/app/node_modules/react-router/dist/production/chunk-7RTFRKQW.mjs',
      '/app/node_modules/date-fns/format.js',
      '/app/src/areas/tasks/TaskListView.tsx',
      '/app/src/ui/styles/picker.css?inline',
      '/app/src/i18n/en/tasks.json',
      '/app/elements/idm-task-list.ts',
      '/app/src/core/public-client.ts',
      '/app/src/core/pkce.ts',
    ];
    expect(base.filter((id) => !isBaseModule(id))).toEqual([]);
    expect(elsewhere.filter(isBaseModule)).toEqual([]);
  });

  it('follows static imports only, each module once, through cycles', () => {
    const graph: Record<string, string[]> = { entry: ['a', 'b'], a: ['b', 'c'], b: ['a'], c: [], lazy: ['d'] };
    expect([...staticClosure('entry', (id) => graph[id] ?? [])].sort()).toEqual(['a', 'b', 'c', 'entry']);
  });

  it('counts through a barrel only the modules of the names taken from it', () => {
    const modules: Record<string, ModuleSource> = {
      '/app/elements/idm-x.ts': {
        code: "import { SearchBox } from '../src/ui/area';\nimport { helper } from './helper';",
        importedIds: ['/app/src/ui/area/index.ts', '/app/elements/helper.ts'],
      },
      '/app/elements/helper.ts': { code: 'export const helper = 1;', importedIds: [] },
      '/app/src/ui/area/index.ts': {
        code: "/** The kit. */\nexport { SearchBox } from './SearchBox';\nexport { CategoriesDialog as Categories } from './CategoriesDialog';\nexport * from './more';",
        importedIds: [
          '/app/src/ui/area/SearchBox.tsx',
          '/app/src/ui/area/CategoriesDialog.tsx',
          '/app/src/ui/area/more.ts',
        ],
      },
      '/app/src/ui/area/SearchBox.tsx': {
        code: "import { debounce } from './debounce';\nexport function SearchBox() {}",
        importedIds: ['/app/src/ui/area/debounce.ts'],
      },
      '/app/src/ui/area/debounce.ts': { code: 'export const debounce = 1;', importedIds: [] },
      '/app/src/ui/area/CategoriesDialog.tsx': { code: 'export function CategoriesDialog() {}', importedIds: [] },
      '/app/src/ui/area/more.ts': { code: 'export const more = 1;', importedIds: [] },
    };
    const used = usedClosure('/app/elements/idm-x.ts', (id) => modules[id] ?? null);
    expect([...used].sort()).toEqual([
      '/app/elements/helper.ts',
      '/app/elements/idm-x.ts',
      '/app/src/ui/area/SearchBox.tsx',
      '/app/src/ui/area/debounce.ts',
    ]);
  });

  it('counts through a package index that imports each name and exports it again only the names taken', () => {
    // TanStack Query's index: `import { useQuery } from './useQuery.js'; … export { useQuery, … };`.
    const index = '/app/node_modules/@tanstack/react-query/build/modern/index.js';
    const hook = (name: string) => `/app/node_modules/@tanstack/react-query/build/modern/${name}.js`;
    const modules: Record<string, ModuleSource> = {
      '/app/elements/idm-x.ts': {
        code: "import { useQuery as useRead } from '@tanstack/react-query';",
        importedIds: [index],
      },
      [index]: {
        code: 'import { useQuery } from "./useQuery.js";\nimport { useQueries as many } from "./useQueries.js";\n// src/index.ts\nexport { many as useQueries, useQuery };\n//# sourceMappingURL=index.js.map',
        importedIds: [hook('useQuery'), hook('useQueries')],
      },
      [hook('useQuery')]: { code: 'export function useQuery() {}', importedIds: [] },
      [hook('useQueries')]: { code: 'export function useQueries() {}', importedIds: [] },
    };
    const used = usedClosure('/app/elements/idm-x.ts', (id) => modules[id] ?? null);
    expect([...used].sort()).toEqual(['/app/elements/idm-x.ts', hook('useQuery')]);
  });
});

describe('the chunk layout counts what an element imports', () => {
  it('takes an import for the module of that name only, never a neighbour whose name is as long plus .ts', () => {
    // `../src/ui/styles/shared-styles` resolved from elements/ is as long as `…/elements/define-idm-element`
    // minus `.ts`: the count once took the one for the other and missed the element's other imports.
    const modules: Record<string, ModuleSource> = {
      '/app/elements/idm-x.ts': {
        code: "import { frame } from './define-idm-element';\nimport { sharedStyles } from '../src/ui/styles/shared-styles';",
        importedIds: ['/app/elements/define-idm-element.ts', '/app/src/ui/styles/shared-styles.ts'],
      },
      '/app/elements/define-idm-element.ts': { code: 'export const frame = 1;', importedIds: [] },
      '/app/src/ui/styles/shared-styles.ts': { code: 'export const sharedStyles = 1;', importedIds: [] },
    };
    const used = usedClosure('/app/elements/idm-x.ts', (id) => modules[id] ?? null);
    expect([...used].sort()).toEqual([
      '/app/elements/define-idm-element.ts',
      '/app/elements/idm-x.ts',
      '/app/src/ui/styles/shared-styles.ts',
    ]);
  });
});
