/**
 * Which navigation-right keys a route needs (spec section 2, "Route guard"). The one place that
 * knows the spec's page keys; src/console/guard/decide-access.ts applies the rules to the answer.
 */

/** Sections whose page key is not the section's own name. */
const SECTION_PAGE_KEYS: Readonly<Record<string, string>> = {
  orgchart: 'orgChart',
  myProfile: 'profile',
  profile: 'profile',
  detailInfo: 'user',
};

/**
 * The profile key brings the org-chart rights along: the three are asked in one request and handed
 * to the page together (it shows its org-chart parts by them). They never block the profile itself.
 */
const PROFILE_KEY = 'profile';
export const ORG_CHART_KEYS: readonly string[] = ['orgChart', 'entityOrgChart'];

/**
 * Sub-pages that need their own right to be exactly 'true'. Role, resource and SoD: create, detail
 * and mapresources; delegation: create and edit (both the create-delegation right).
 * A role/resource/SoD detail page needs the area's own key: it is where items are viewed.
 */
const GRANULAR_SUB_PAGE_KEYS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  role: { create: 'create Role', detail: 'role', mapresources: 'mapresources' },
  resource: { create: 'create Resource', detail: 'resource', mapresources: 'mapresources' },
  sod: { create: 'create Sod', detail: 'sod', mapresources: 'mapresources' },
  delegation: { create: 'createDelegation', createDelegation: 'createDelegation', edit: 'createDelegation' },
};

export interface GuardKeys {
  section: string;
  /** The route's second segment, '' when there is none. */
  subPage: string;
  /** Keys that block the route only when explicitly not 'true'. */
  pageKeys: string[];
  /** Asked along and handed to the page, never blocking (the profile's org-chart rights). */
  companionKeys: string[];
  /** The sub-page's own right, which must be exactly 'true'; null when the sub-page needs none. */
  subPageKey: string | null;
  /** Every key to ask the server for, without repeats. */
  requested: string[];
}

/** The spec's page key of a section: its own name unless the table says otherwise. */
export function sectionPageKey(section: string): string {
  return SECTION_PAGE_KEYS[section] ?? section;
}

/**
 * The keys for a route's segments. `declaredPageKeys` are the area's own (its routes.ts), used
 * instead of the section's spec key when given.
 */
export function guardKeys(segments: readonly string[], declaredPageKeys?: readonly string[]): GuardKeys {
  const section = segments[0] ?? '';
  const subPage = segments[1] ?? '';
  const pageKeys = unique(
    declaredPageKeys && declaredPageKeys.length > 0 ? declaredPageKeys : [sectionPageKey(section)],
  );
  const companionKeys = pageKeys.includes(PROFILE_KEY) ? ORG_CHART_KEYS.filter((key) => !pageKeys.includes(key)) : [];
  const subPageKey = subPage === '' ? null : (GRANULAR_SUB_PAGE_KEYS[section]?.[subPage] ?? null);
  const requested = unique([...pageKeys, ...companionKeys, ...(subPageKey === null ? [] : [subPageKey])]);
  return { section, subPage, pageKeys, companionKeys, subPageKey, requested };
}

function unique(keys: readonly string[]): string[] {
  return [...new Set(keys.filter((key) => key !== ''))];
}
