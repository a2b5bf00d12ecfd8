/**
 * The dashboard's tiles (sections `dashboard` and `globalDashboard`): which tiles exist, who may have
 * them, and the rules of a tile list a user or an administrator saves.
 */

export const DASHBOARD_TILES = [
  'openTasks',
  'requestsPending',
  'recentApprovals',
  'requestAccess',
  'myRoles',
  'myResources',
  'teamTasks',
  'sodExceptions',
] as const;

export type DashboardTileId = (typeof DASHBOARD_TILES)[number];

/** Who may add a tile: everyone, team managers, or administrators. */
export type TileAudience = 'everyone' | 'managers' | 'administrators';

export const TILE_AUDIENCE: Readonly<Record<DashboardTileId, TileAudience>> = {
  openTasks: 'everyone',
  requestsPending: 'everyone',
  recentApprovals: 'everyone',
  requestAccess: 'everyone',
  myRoles: 'everyone',
  myResources: 'everyone',
  teamTasks: 'managers',
  sodExceptions: 'administrators',
};

/** The tiles every user starts with until an administrator defines others (`dashboard/globalTiles`). */
export const DEFAULT_GLOBAL_TILES: readonly DashboardTileId[] = [
  'openTasks',
  'requestsPending',
  'recentApprovals',
  'requestAccess',
];

/** A dashboard holds at most this many tiles. */
export const MAX_TILES = 12;

export const isTileId = (value: unknown): value is DashboardTileId =>
  typeof value === 'string' && (DASHBOARD_TILES as readonly string[]).includes(value);

/** The tiles a user may have: everyone's, the managers' when they manage a team, the administrators'. */
export function tilesAllowed(who: { isManager: boolean; isAdmin: boolean }): DashboardTileId[] {
  return DASHBOARD_TILES.filter((id) => {
    const audience = TILE_AUDIENCE[id];
    return audience === 'everyone' || (audience === 'managers' ? who.isManager || who.isAdmin : who.isAdmin);
  });
}

/** Why a tile list cannot be saved, or null: unknown tiles, a tile twice, too many. */
export function tilesRefusal(tiles: readonly unknown[]): string | null {
  const unknown = tiles.find((tile) => !isTileId(tile));
  if (unknown !== undefined) return `Unknown dashboard tile '${String(unknown)}'.`;
  if (new Set(tiles).size !== tiles.length) return 'A tile can be on the dashboard only once.';
  if (tiles.length > MAX_TILES) return `A dashboard holds at most ${MAX_TILES} tiles.`;
  return null;
}

/** The tiles of a saved list (a JSON array as text or an array): known ones, each once, in their order. */
export function readTiles(value: unknown): DashboardTileId[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return [...new Set(list.filter(isTileId))].slice(0, MAX_TILES);
}

/** `tiles` with `id` added at the end (unchanged when it is there already or the dashboard is full). */
export function addTile(tiles: readonly DashboardTileId[], id: DashboardTileId): DashboardTileId[] {
  return tiles.includes(id) || tiles.length >= MAX_TILES ? [...tiles] : [...tiles, id];
}

export function removeTile(tiles: readonly DashboardTileId[], id: DashboardTileId): DashboardTileId[] {
  return tiles.filter((tile) => tile !== id);
}
