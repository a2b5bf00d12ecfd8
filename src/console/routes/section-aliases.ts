import type { RegisteredSection } from './area-registry';

/**
 * Sections of the spec's list that are another name of one the areas declare: `#/profile` is
 * `#/myProfile` (the spec lists both). The console redirects them, keeping the rest of the path.
 */
export const SECTION_ALIASES: Readonly<Record<string, string>> = { profile: 'myProfile' };

/** The aliases that lead somewhere: their target is registered and no area declares the alias itself. */
export function activeAliases(sections: readonly RegisteredSection[]): [alias: string, target: string][] {
  const declared = new Set(sections.map((section) => section.section));
  return Object.entries(SECTION_ALIASES).filter(([alias, target]) => declared.has(target) && !declared.has(alias));
}

/** Every section this console can open: the areas' and the aliases that lead to one of them. */
export function openableSections(sections: readonly RegisteredSection[]): ReadonlySet<string> {
  return new Set([...sections.map((section) => section.section), ...activeAliases(sections).map(([alias]) => alias)]);
}
