export interface MenuItem {
  mapName: string;
  menuName: string;
  menuOrder: number;
  /** The link (a route) of the item. */
  context: string;
  subMenuList: MenuItem[];
}

export interface NavigationMenu {
  menuItems: MenuItem[];
}

export interface NavPageRight {
  key: string;
  /** 'true' or 'false', as text. */
  value: string;
}

export interface NavigationRights {
  navPageRights: NavPageRight[];
  areaDefault: string;
  areaDefaultDisplayName: string;
}

/** The special menu item whose entries fill the profile dropdown. */
export const PROFILE_MENU_MAP_NAME = 'profileMenu';

export function parseMenuItems(value: unknown): MenuItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).map((raw) => ({
    mapName: text(raw['mapName']),
    menuName: text(raw['menuName']),
    menuOrder: toOrder(raw['menuOrder']),
    context: text(raw['context']),
    subMenuList: parseMenuItems(raw['subMenuList']),
  }));
}

export function parseNavigationMenu(body: unknown): NavigationMenu {
  return { menuItems: parseMenuItems(isObject(body) ? body['menuItems'] : undefined) };
}

/** Sorted by menuOrder at every level; items without an order go last, keeping server order among equals. */
export function sortMenuItems(items: readonly MenuItem[]): MenuItem[] {
  return [...items]
    .sort((a, b) => a.menuOrder - b.menuOrder)
    .map((item) => ({ ...item, subMenuList: sortMenuItems(item.subMenuList) }));
}

export interface SplitMenu {
  items: MenuItem[];
  profileMenu: MenuItem | null;
}

export function splitProfileMenu(items: readonly MenuItem[]): SplitMenu {
  const sorted = sortMenuItems(items);
  return {
    items: sorted.filter((item) => item.mapName !== PROFILE_MENU_MAP_NAME),
    profileMenu: sorted.find((item) => item.mapName === PROFILE_MENU_MAP_NAME) ?? null,
  };
}

export function parseNavigationRights(body: unknown): NavigationRights {
  const raw = isObject(body) ? body : {};
  const rights = Array.isArray(raw['navPageRights']) ? raw['navPageRights'].filter(isObject) : [];
  return {
    navPageRights: rights.map((r) => ({ key: text(r['key']), value: String(r['value'] ?? '') })),
    areaDefault: text(raw['areaDefault']),
    areaDefaultDisplayName: text(raw['areaDefaultDisplayName']),
  };
}

/** Spec section 6: access is allowed unless the right is present and explicitly not 'true'. */
export function isPageAllowed(rights: NavigationRights, key: string): boolean {
  const right = rights.navPageRights.find((r) => r.key === key);
  return right === undefined || right.value === 'true';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

function toOrder(value: unknown): number {
  const order = typeof value === 'string' ? Number(value) : value;
  return typeof order === 'number' && Number.isFinite(order) ? order : Number.MAX_SAFE_INTEGER;
}
