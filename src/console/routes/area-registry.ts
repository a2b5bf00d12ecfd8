import type { NamespaceStrings } from '../../core/i18n';
import { DEFAULT_SECTION, type AreaPageModule, type AreaPrefetch, type AreaRoutes } from '../../core/navigation';

export interface RegisteredRoute {
  /** Relative to the section ('' is the section's own page). */
  path: string;
  /** The page's module, its own chunk, loaded on the first visit (the route's `lazy`). */
  load(): Promise<AreaPageModule>;
  /** Starts the page's first queries while the chunk downloads (the route's loader). */
  prefetch?: AreaPrefetch;
  /** The area's translation namespaces, loaded beside the chunk. */
  strings: readonly NamespaceStrings[];
}

export interface RegisteredSection {
  area: string;
  section: string;
  pageKeys?: readonly string[];
  routes: RegisteredRoute[];
}

export type AreaRoutesModules = Record<string, { default: AreaRoutes }>;

/**
 * Every section the areas declare, in a stable order (by area folder). Several areas may add pages to
 * one section (the user catalog's `users` and the detail page's `users/:dn`) when they ask for the same
 * page keys; the same path twice, different page keys, or the console's own 'default' is a programming
 * error and throws.
 */
export function collectSections(modules: AreaRoutesModules): RegisteredSection[] {
  const sections = new Map<string, RegisteredSection>();
  for (const file of Object.keys(modules).sort()) {
    const declaration = modules[file]?.default;
    if (!declaration) throw new Error(`${file} has no default export (defineAreaRoutes(...))`);
    for (const section of declaration.sections) {
      if (section.section === DEFAULT_SECTION)
        throw new Error(
          `Section '${section.section}' of area '${declaration.area}' is already declared by the console`,
        );
      const strings = declaration.strings ?? [];
      const routes = section.routes.map(({ path, load, prefetch }): RegisteredRoute =>
        prefetch ? { path, load, prefetch, strings } : { path, load, strings },
      );
      const known = sections.get(section.section);
      if (known) {
        addRoutes(known, declaration.area, section.pageKeys, routes);
        continue;
      }
      const registered: RegisteredSection = { area: declaration.area, section: section.section, routes };
      if (section.pageKeys) registered.pageKeys = section.pageKeys;
      sections.set(section.section, registered);
    }
  }
  return [...sections.values()];
}

function addRoutes(
  known: RegisteredSection,
  area: string,
  pageKeys: readonly string[] | undefined,
  routes: RegisteredRoute[],
): void {
  const where = `Section '${known.section}' of area '${area}'`;
  if ((pageKeys ?? []).join() !== (known.pageKeys ?? []).join())
    throw new Error(`${where} asks for other page keys than area '${known.area}'`);
  for (const route of routes) {
    if (known.routes.some((r) => r.path === route.path))
      throw new Error(`${where}: path '${route.path}' is already declared by area '${known.area}'`);
    known.routes.push(route);
  }
}
