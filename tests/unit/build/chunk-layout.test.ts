import { describe, expect, it } from 'vitest';
import {
  isBaseModule,
  kitOf,
  sameUsersChunks,
  staticClosure,
  usedClosure,
  usersAtStart,
  type ModuleSource,
} from '../../../scripts/chunk-layout';

/** A module as the build reports it; `entry`: a lazy page a routes.ts imports. */
const source = (code: string, importedIds: string[], entry = false) => ({
  code,
  importedIds,
  dynamicImporters: entry ? ['/app/src/areas/a/routes.ts'] : [],
  isEntry: false,
});

/** The build's module graph over `modules`. */
const graphOf = (modules: Record<string, ReturnType<typeof source>>) => ({
  getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
  getModuleInfo: (id: string) => modules[id] ?? null,
});

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
      '/app/src/core/early-reads-hook.ts',
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
      '/app/src/core/early-reads.ts',
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
  it('follows a name through `export *` lines to the module that declares it only', () => {
    // src/api/settings-admin: `export * from './client-settings'; export * from './configuration';`.
    const modules: Record<string, ModuleSource> = {
      '/app/elements/idm-x.ts': {
        code: "import { configurationQuery } from '../src/api/settings-admin';",
        importedIds: ['/app/src/api/settings-admin/index.ts'],
      },
      '/app/src/api/settings-admin/index.ts': {
        code: "export * from './client-settings';\nexport * from './configuration';",
        importedIds: ['/app/src/api/settings-admin/client-settings.ts', '/app/src/api/settings-admin/configuration.ts'],
      },
      '/app/src/api/settings-admin/client-settings.ts': { code: 'export const clientQuery = 1;', importedIds: [] },
      '/app/src/api/settings-admin/configuration.ts': {
        code: 'export function configurationQuery() {}',
        importedIds: [],
      },
    };
    const used = usedClosure('/app/elements/idm-x.ts', (id) => modules[id] ?? null);
    expect([...used].sort()).toEqual(['/app/elements/idm-x.ts', '/app/src/api/settings-admin/configuration.ts']);
  });

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

describe('the chunk layout puts small shared modules in fewer files', () => {
  it("gives the form kit, the admin lists' search and the lookups a file each, never a lazy dialog or an area", () => {
    expect(kitOf('/app/src/ui/form/use-editor-form.ts')).toBe('form-kit');
    expect(kitOf('/app/src/ui/area/AdminTextField.tsx')).toBe('form-kit');
    expect(kitOf('/app/src/domain/form-changes.ts')).toBe('form-kit');
    expect(kitOf('/app/src/ui/area/SearchBox.tsx')).toBe('search-kit');
    expect(kitOf('/app/src/api/lookups/roles.ts')).toBe('catalog-lookups');
    expect(kitOf('/app/src/api/people/queries.ts')).toBe('people-api');
    expect(kitOf('/app/src/ui/area/DetailBackLink.tsx')).toBe('detail-kit');
    expect(kitOf('/app/src/api/lookups/team-members.ts')).toBe('team-lookups');
    expect(kitOf('/app/src/ui/who-acts/OneUserPicker.tsx')).toBe('who-acts');
    expect(kitOf('/app/src/ui/who-acts/PeriodEditorForm.tsx')).toBe('period-editor');
    const elsewhere = [
      '/app/src/ui/form/ConflictDialog.tsx',
      '/app/src/ui/form/UnsavedChangesDialog.tsx',
      '/app/src/api/who-acts/delegations.ts',
      '/app/src/areas/group-admin/GroupList.tsx',
      '/app/src/ui/area/SearchBoxHelp.tsx',
      '/app/src/api/people/mutations.ts',
      '/app/src/ui/area/DetailParts.tsx',
    ];
    expect(elsewhere.filter((id) => kitOf(id) !== undefined)).toEqual([]);
  });

  it('puts modules with the same users in one chunk and modules with other users in another, each its own name', () => {
    const names = sameUsersChunks(
      new Map([
        ['/app/src/api/people/keys.ts', '1,2||true'],
        ['/app/src/api/people/queries.ts', '1,2||true'],
        ['/app/src/api/lookups/keys.ts', '1,3|4|false'],
        ['/app/src/ui/area/base.ts', '5|1|false'],
      ]),
      ['base'],
    );
    expect(names.get('/app/src/api/lookups/keys.ts')).toBe('keys');
    // A second group named `keys` would join the first (rolldown makes one chunk of one name): its folder first.
    expect(names.get('/app/src/api/people/keys.ts')).toBe('people-keys');
    expect(names.get('/app/src/api/people/queries.ts')).toBe('people-keys');
    expect(names.get('/app/src/ui/area/base.ts')).toBe('area-base');
  });

  it("keys a module by the widgets, console pages and first load that use it, leaving out one widget's own", () => {
    const modules: Record<string, ReturnType<typeof source>> = {
      '/app/src/areas/a/APage.tsx': source(
        "import { shared } from '../../ui/shared';",
        ['/app/src/ui/shared.ts'],
        true,
      ),
      '/app/src/areas/a/Lazy.tsx': source(
        "import { own } from './own';\nimport { shared } from '../../ui/shared';",
        ['/app/src/areas/a/own.ts', '/app/src/ui/shared.ts'],
        true,
      ),
      '/app/src/ui/shared.ts': source('export const shared = 1;', []),
      '/app/src/areas/a/own.ts': source('export const own = 1;', []),
      '/app/src/ui/form/use-editor-form.ts': source('export const kit = 1;', []),
    };
    const graph = graphOf(modules);
    const widgetUsers = new Map([
      ['/app/src/ui/shared.ts', new Set([0, 2])],
      ['/app/src/areas/a/own.ts', new Set([0])],
      ['/app/src/ui/form/use-editor-form.ts', new Set([0, 1])],
    ]);
    const users = usersAtStart(graph, widgetUsers, new Set());
    // Reached by the page and the lazy view; used by widgets 0 and 2 and by the first page.
    expect(users.get('/app/src/ui/shared.ts')).toBe('0,2|0|false');
    // One widget's own module (no page, not the first load) stays where rolldown puts it; a kit's module has its file.
    expect(users.has('/app/src/areas/a/own.ts')).toBe(false);
    expect(users.has('/app/src/ui/form/use-editor-form.ts')).toBe(false);
  });

  it("keys one widget's modules that the console's pages also use by that widget alone, whichever pages use them", () => {
    const modules: Record<string, ReturnType<typeof source>> = {
      '/app/elements/idm-a.ts': {
        ...source("import { list } from '../src/areas/a/list';\nimport { rules } from '../src/areas/a/rules';", [
          '/app/src/areas/a/list.ts',
          '/app/src/areas/a/rules.ts',
        ]),
        isEntry: true,
      },
      '/app/src/areas/a/ListPage.tsx': source("import { list } from './list';", ['/app/src/areas/a/list.ts'], true),
      '/app/src/areas/a/DetailPage.tsx': source(
        "import { rules } from './rules';",
        ['/app/src/areas/a/rules.ts'],
        true,
      ),
      '/app/src/areas/a/list.ts': source('export const list = 1;', []),
      '/app/src/areas/a/rules.ts': source('export const rules = 1;', []),
    };
    const graph = graphOf(modules);
    const widgetUsers = new Map([
      ['/app/src/areas/a/list.ts', new Set([3])],
      ['/app/src/areas/a/rules.ts', new Set([3])],
    ]);
    const users = usersAtStart(graph, widgetUsers, new Set(['/app/src/areas/a/rules.ts']));
    // Widget 3's: one file beside it, but what the console's first load uses stays apart from the rest.
    expect(users.get('/app/src/areas/a/list.ts')).toBe('own|3|false');
    expect(users.get('/app/src/areas/a/rules.ts')).toBe('own|3|true');
  });
});
