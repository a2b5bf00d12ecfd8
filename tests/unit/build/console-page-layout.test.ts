import { describe, expect, it } from 'vitest';
import { consolePageChunks, mergedGroups, type SharedModule } from '../../../scripts/console-page-layout';

/** A module graph as rolldown reports it: static imports and who imports it dynamically (no code: all imports count). */
function graphOf(modules: Record<string, { imports?: string[]; lazy?: boolean; lazyFrom?: string }>) {
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) => {
      const module = modules[id];
      if (!module) return null;
      const importedIds = module.imports ?? [];
      return {
        code: null,
        importedIds,
        importers: Object.keys(modules).filter((other) => modules[other]?.imports?.includes(id)),
        dynamicImporters: module.lazyFrom ? [module.lazyFrom] : module.lazy ? ['/app/src/areas/routes.ts'] : [],
        isEntry: false,
      };
    },
  };
}

const page = (area: string, name: string) => `/app/src/areas/${area}/${name}Page.tsx`;

describe('the console page layout', () => {
  it("puts the entry's static imports, what a quarter of the areas' pages use and its imports in the first load", () => {
    const graph = graphOf({
      '/app/elements/idm-console.ts': { imports: ['/app/src/core/core.ts'] },
      '/app/src/core/core.ts': {},
      [page('tasks', 'TaskList')]: { lazy: true, imports: ['/app/src/ui/table/DataTable.tsx'] },
      [page('roles', 'RoleList')]: { lazy: true, imports: ['/app/src/ui/table/DataTable.tsx'] },
      [page('groups', 'GroupList')]: { lazy: true, imports: ['/app/src/ui/area/GroupForm.tsx'] },
      [page('groups', 'GroupCreate')]: { lazy: true, imports: ['/app/src/ui/area/GroupForm.tsx'] },
      [page('teams', 'TeamList')]: { lazy: true },
      [page('sod', 'SodList')]: { lazy: true },
      '/app/src/ui/table/DataTable.tsx': { imports: ['/app/src/ui/table/DataRow.tsx'] },
      '/app/src/ui/table/DataRow.tsx': {},
      '/app/src/ui/area/GroupForm.tsx': {},
    });
    const chunks = consolePageChunks(graph, '/app/elements/idm-console.ts');
    expect(chunks.get('/app/src/core/core.ts')).toBe('console');
    // Two areas of five use the table: a quarter or more; its row comes with it.
    expect(chunks.get('/app/src/ui/table/DataTable.tsx')).toBe('console');
    expect(chunks.get('/app/src/ui/table/DataRow.tsx')).toBe('console');
    // Two pages of one area of five: that area's file.
    expect(chunks.get('/app/src/ui/area/GroupForm.tsx')).toBe('area-groups');
  });

  it("leaves what one page alone uses with rolldown, and puts an area's English with what its pages share", () => {
    const graph = graphOf({
      '/app/elements/idm-console.ts': {},
      [page('tasks', 'TaskList')]: { lazy: true, imports: ['/app/src/areas/tasks/TaskListView.tsx'] },
      [page('tasks', 'TaskDetail')]: { lazy: true },
      [page('roles', 'RoleList')]: { lazy: true },
      [page('groups', 'GroupList')]: { lazy: true },
      [page('teams', 'TeamList')]: { lazy: true },
      [page('sod', 'SodList')]: { lazy: true },
      '/app/src/areas/tasks/TaskListView.tsx': {},
      // Every page of its area loads it beside its chunk (the area's strings.ts imports it lazily).
      '/app/src/i18n/en/tasks.json': { lazyFrom: '/app/src/areas/tasks/strings.ts' },
      '/app/src/i18n/en/roles.json': { lazyFrom: '/app/src/areas/roles/strings.ts' },
    });
    const chunks = consolePageChunks(graph, '/app/elements/idm-console.ts');
    expect(chunks.has('/app/src/areas/tasks/TaskListView.tsx')).toBe(false);
    expect(chunks.get('/app/src/i18n/en/tasks.json')).toBe('area-tasks');
    // One page: its English stays a file of its own.
    expect(chunks.has('/app/src/i18n/en/roles.json')).toBe(false);
  });

  it('puts texts that modules of one shared chunk import in that chunk', () => {
    const editorTexts = '/app/src/areas/roles/RoleEditorTexts.tsx';
    const graph = graphOf({
      '/app/elements/idm-console.ts': {},
      [page('roles', 'RoleDetail')]: { lazy: true, imports: [editorTexts] },
      [page('roles', 'RoleCreate')]: { lazy: true, imports: [editorTexts] },
      [page('groups', 'GroupList')]: { lazy: true },
      [page('teams', 'TeamList')]: { lazy: true },
      [page('sod', 'SodList')]: { lazy: true },
      [page('tasks', 'TaskList')]: { lazy: true },
      [page('users', 'UserList')]: { lazy: true },
      [editorTexts]: { imports: ['/app/src/i18n/en/roleEditor.json'] },
      '/app/src/i18n/en/roleEditor.json': {},
    });
    const chunks = consolePageChunks(graph, '/app/elements/idm-console.ts');
    expect(chunks.get(editorTexts)).toBe('area-roles');
    expect(chunks.get('/app/src/i18n/en/roleEditor.json')).toBe('area-roles');
  });
});

describe('the console page layout joins small shared chunks', () => {
  const shared = (areas: string[], pages: string[], imports: string[] = []): SharedModule => ({
    areas: new Set(areas),
    pages: new Set(pages),
    imports,
  });
  const own = (pages: Record<string, number>) => new Map(Object.entries(pages));

  it('joins a small group to the one whose pages load it too, and keeps a large one apart', () => {
    const modules = new Map([
      ['/m/list-frame.tsx', shared(['roles', 'groups'], ['RoleList', 'GroupList'])],
      ['/m/list-header.tsx', shared(['roles', 'groups', 'teams'], ['RoleList', 'GroupList', 'TeamList'])],
      ['/m/editor.tsx', shared(['roles', 'sod'], ['RoleCreate', 'SodCreate'])],
    ]);
    const sizes: Record<string, number> = {
      '/m/list-frame.tsx': 300,
      '/m/list-header.tsx': 9_000,
      '/m/editor.tsx': 9_000,
    };
    const names = mergedGroups(
      modules,
      (id) => sizes[id] ?? 0,
      own({ RoleList: 1_000, GroupList: 1_000, TeamList: 1_000, RoleCreate: 1_000, SodCreate: 1_000 }),
    );
    expect(names.get('/m/list-frame.tsx')).toBe(names.get('/m/list-header.tsx'));
    expect(names.get('/m/editor.tsx')).not.toBe(names.get('/m/list-header.tsx'));
  });

  it("refuses a join that would take a page's first visit over the limit", () => {
    const modules = new Map([
      ['/m/small.tsx', shared(['roles', 'groups'], ['RoleList', 'GroupList'])],
      ['/m/large.tsx', shared(['teams', 'sod'], ['TeamList', 'SodList'])],
    ]);
    const sizes: Record<string, number> = { '/m/small.tsx': 1_000, '/m/large.tsx': 30_000 };
    const names = mergedGroups(
      modules,
      (id) => sizes[id] ?? 0,
      // RoleList has room for little more: taking the large group would put it at 1,000 + 30,000 + 20,000.
      own({ RoleList: 20_000, GroupList: 1_000, TeamList: 1_000, SodList: 1_000 }),
    );
    expect(names.get('/m/small.tsx')).not.toBe(names.get('/m/large.tsx'));
  });

  it('joins groups that the same pages always load, whatever their size, and names a group by its areas', () => {
    const modules = new Map([
      // Two areas' pages use the catalog, which imports the lookups that the resources' pages use: every page that
      // loads one loads the other.
      [
        '/m/catalog.tsx',
        shared(['resources', 'roles'], ['ResourceList', 'ResourceDetail', 'RoleList'], ['/m/lookups.ts']),
      ],
      ['/m/lookups.ts', shared(['resources'], ['ResourceList', 'ResourceDetail'])],
      ['/m/role-form.tsx', shared(['roles'], ['RoleList', 'RoleCreate'])],
    ]);
    const names = mergedGroups(
      modules,
      () => 20_000,
      own({ ResourceList: 0, ResourceDetail: 0, RoleList: 0, RoleCreate: 0 }),
    );
    expect(names.get('/m/catalog.tsx')).toBe(names.get('/m/lookups.ts'));
    expect(names.get('/m/role-form.tsx')).toBe('area-roles');
  });
});
