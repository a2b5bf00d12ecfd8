/**
 * The translation namespaces: `src/i18n/<locale>/<namespace>.json` for every locale. `shell` holds what
 * the core, src/ui and every element's frame say; `console` the console's own frame (header, menus,
 * dialogs, sections); `picker` the picker's and its trees', `members` the members dialogs', `formDialogs`
 * the form kit's conflict view and leave question, `formRules` the settings forms' rule messages (each comes with
 * its code); each area has its own, named after its top-level key (`tasks` → "tasks": { … }); an area's editors
 * may have one of their own, loaded with their code (`groupEditor`, `teamEditor`, `delegationEditor`: the pages of
 * one, which the lists do not show).
 * A namespace's file keeps its top-level keys, so a key reads the same in code wherever it lives
 * (`t('tasks.list.title')`): once loaded, every namespace's texts are searched as one (src/core/i18n.ts).
 * A new area adds its files here and its name below (the completeness test checks both).
 */
export const NAMESPACES = [
  'shell',
  'console',
  'picker',
  'members',
  'formDialogs',
  'formRules',
  'createUser',
  'history',
  'historyViews',
  'manageUsers',
  'orgchart',
  'profile',
  'requestAccess',
  'tasks',
  'taskViews',
  'userDetails',
  'users',
  'roleAdmin',
  'roleAdminEditor',
  'sodAdmin',
  'adminAssignments',
  'assignAdministrator',
  'adminPermissions',
  'assigneePermissions',
  'groupAdmin',
  'groupEditor',
  'delegation',
  'delegationEditor',
  'availability',
  'proxyAssignments',
  'teamAdmin',
  'teamEditor',
  'resourceAdmin',
  'resourceAdminPages',
  'emailApproval',
  'localeKit',
  'dashboard',
  'landing',
  'requestPageEditor',
  'entities',
  'entityViews',
  'clientSettings',
  'configuration',
  'workflowMonitor',
  'serverAdmin',
  'search',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** Bundled with the core (the elements' shared chunk); every other namespace comes with its code. */
export const SHELL_NAMESPACE: Namespace = 'shell';
