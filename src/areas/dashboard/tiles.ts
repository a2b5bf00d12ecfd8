import type { DashboardCounts } from '../../api/landing';
import { sectionHref } from '../../core/navigation';
import type { DashboardTileId } from '../../domain/dashboard';

/** Where each tile leads: the area its count comes from. */
export const TILE_LINKS: Readonly<Record<DashboardTileId, string>> = {
  openTasks: sectionHref('tasks'),
  requestsPending: sectionHref('history'),
  recentApprovals: sectionHref('history'),
  requestAccess: sectionHref('requests'),
  myRoles: sectionHref('myProfile'),
  myResources: sectionHref('myProfile'),
  teamTasks: sectionHref('tasks'),
  sodExceptions: sectionHref('sod'),
};

/** The count a tile shows, or null for a shortcut without one. */
export function tileCount(id: DashboardTileId, counts: DashboardCounts | undefined): number | null {
  if (id === 'requestAccess') return null;
  return counts ? counts[id] : null;
}
