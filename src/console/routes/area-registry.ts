import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import { DEFAULT_SECTION, type AreaRoutes } from '../../core/navigation';

export interface RegisteredRoute {
  /** Relative to the section ('' is the section's own page). */
  path: string;
  /** The page, loaded as its own chunk on the first visit. */
  Page: LazyExoticComponent<ComponentType>;
}

export interface RegisteredSection {
  area: string;
  section: string;
  pageKeys?: readonly string[];
  routes: RegisteredRoute[];
}

export type AreaRoutesModules = Record<string, { default: AreaRoutes }>;

/**
 * Every section the areas declare, in a stable order (by area folder). A section declared twice,
 * or the console's own 'default', is a programming error and throws.
 */
export function collectSections(modules: AreaRoutesModules): RegisteredSection[] {
  const sections: RegisteredSection[] = [];
  const owners = new Map<string, string>([[DEFAULT_SECTION, 'the console']]);
  for (const file of Object.keys(modules).sort()) {
    const declaration = modules[file]?.default;
    if (!declaration) throw new Error(`${file} has no default export (defineAreaRoutes(...))`);
    for (const section of declaration.sections) {
      const owner = owners.get(section.section);
      if (owner !== undefined) throw new Error(`Section '${section.section}' of area '${declaration.area}' is already declared by ${owner}`);
      owners.set(section.section, `area '${declaration.area}'`);
      const registered: RegisteredSection = {
        area: declaration.area,
        section: section.section,
        routes: section.routes.map((route) => ({ path: route.path, Page: lazy(route.load) })),
      };
      if (section.pageKeys) registered.pageKeys = section.pageKeys;
      sections.push(registered);
    }
  }
  return sections;
}
