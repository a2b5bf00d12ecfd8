/** The one home of the landing page's and dashboards' query keys, under `['idm', 'landing' | 'dashboard', …]`. */
export const landingKeys = {
  all: ['idm', 'landing'] as const,
  /** The landing items (`ulp/landingItems/v2`) as the signed-in user sees them; `q`: those a search finds. */
  items: (q = '') => ['idm', 'landing', 'items', q] as const,
  /** The featured items as the request page editor edits them (GET featuredItems, not acting as anyone). */
  featured: () => ['idm', 'landing', 'featured'] as const,
  strings: (locale: string) => ['idm', 'landing', 'strings', locale] as const,
};

export const dashboardKeys = {
  all: ['idm', 'dashboard'] as const,
  counts: () => ['idm', 'dashboard', 'counts'] as const,
  tiles: () => ['idm', 'dashboard', 'tiles'] as const,
  access: () => ['idm', 'dashboard', 'access'] as const,
  globalTiles: () => ['idm', 'dashboard', 'globalTiles'] as const,
  settings: () => ['idm', 'dashboard', 'settings'] as const,
};
