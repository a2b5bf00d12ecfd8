import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { readTiles, type DashboardTileId } from '../../domain/dashboard';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { asBoolean, asNumber, asObject } from '../lookups/read';
import { dashboardKeys } from './keys';

/** The counts the tiles show (GET `access/dashboard`, CountsNode; team and SoD counts where the server sends them). */
export interface DashboardCounts {
  openTasks: number;
  requestsPending: number;
  recentApprovals: number;
  myRoles: number;
  myResources: number;
  teamTasks: number;
  sodExceptions: number;
}

const count = (node: unknown, field: string): number => asNumber(asObject(node)[field]) ?? 0;

export function readDashboardCounts(body: unknown): DashboardCounts {
  const o = asObject(body);
  return {
    openTasks: count(o.tasksData, 'tasksCount'),
    requestsPending: count(o.requestData, 'requestPending'),
    recentApprovals: count(o.requestData, 'requestApproved'),
    myRoles: count(o.rolesData, 'rolesCount'),
    myResources: count(o.resourcesData, 'resourcesCount'),
    teamTasks: count(o.teamData, 'teamTasks'),
    sodExceptions: count(o.sodData, 'pendingExceptions'),
  };
}

/** The user's tiles (GET `access/preference/dashboard`: their own once saved, else the global ones). */
export interface DashboardTiles {
  tiles: DashboardTileId[];
  /** Whether the user saved their own. */
  own: boolean;
}

/** What the user may put on their dashboard (GET `access/info/user/dashboard`). */
export interface DashboardAccess {
  tiles: DashboardTileId[];
  allowCustomization: boolean;
}

const client = (core: IdmCore) => ({ client: core.options.clientId });

export const dashboardQueries = {
  counts: (core: IdmCore) =>
    queryOptions({
      queryKey: dashboardKeys.counts(),
      queryFn: async ({ signal }) =>
        readDashboardCounts(
          await core.http.request<unknown>({ url: core.http.rest('access/dashboard'), query: client(core), signal }),
        ),
    }),
  tiles: (core: IdmCore) =>
    queryOptions<DashboardTiles>({
      queryKey: dashboardKeys.tiles(),
      queryFn: async ({ signal }) => {
        const o = asObject(
          await core.http.request<unknown>({
            url: core.http.rest('access/preference/dashboard'),
            query: client(core),
            signal,
          }),
        );
        return { tiles: readTiles(o.columns), own: asBoolean(o.isPreferenceAvailable) };
      },
    }),
  access: (core: IdmCore) =>
    queryOptions<DashboardAccess>({
      queryKey: dashboardKeys.access(),
      queryFn: async ({ signal }) => {
        const o = asObject(
          await core.http.request<unknown>({
            url: core.http.rest('access/info/user/dashboard'),
            query: client(core),
            signal,
          }),
        );
        return { tiles: readTiles(o.tiles), allowCustomization: o.allowCustomization !== false };
      },
    }),
  globalTiles: (core: IdmCore) =>
    queryOptions({
      queryKey: dashboardKeys.globalTiles(),
      queryFn: async ({ signal }) =>
        readTiles(
          asObject(
            await core.http.request<unknown>({
              url: core.http.rest('access/dashboard/globalTiles'),
              query: client(core),
              signal,
            }),
          ).tiles,
        ),
    }),
  /** Whether users may arrange their own tiles: it comes with the global tiles. */
  settings: (core: IdmCore) =>
    queryOptions({
      queryKey: dashboardKeys.settings(),
      queryFn: async ({ signal }) =>
        asObject(
          await core.http.request<unknown>({
            url: core.http.rest('access/dashboard/globalTiles'),
            query: client(core),
            signal,
          }),
        ).allowCustomization !== false,
    }),
};

/** POST `access/preference/dashboard` (DashboardPreferenceNodeList): the user's own tiles, in order. */
export async function saveDashboardTiles(core: IdmCore, tiles: readonly DashboardTileId[]): Promise<void> {
  await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('access/preference/dashboard'),
    query: client(core),
    body: { isDashboardCustomized: true, dashboardCustomizations: JSON.stringify(tiles) },
  });
}

/** DELETE `access/preference/dashboard`: back to the global tiles. */
export async function resetDashboardTiles(core: IdmCore): Promise<void> {
  await core.http.request<unknown>({
    method: 'DELETE',
    url: core.http.rest('access/preference/dashboard'),
    query: client(core),
  });
}

/** POST `access/dashboard/globalTiles` (administrators): the tiles and whether users may arrange theirs. */
export async function saveGlobalDashboard(
  core: IdmCore,
  input: { tiles: readonly DashboardTileId[]; allowCustomization: boolean },
): Promise<void> {
  await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('access/dashboard/globalTiles'),
    query: client(core),
    body: { tiles: input.tiles, allowCustomization: input.allowCustomization },
  });
}

const everything = () => [dashboardKeys.all];

export const useSaveDashboardTiles = () =>
  useCatalogMutation<readonly DashboardTileId[], void>({
    run: saveDashboardTiles,
    invalidate: everything,
    report: (core) => ({ message: core.i18n.t('dashboard.saved') }),
  });

export const useResetDashboardTiles = () =>
  useCatalogMutation<void, void>({
    run: (core) => resetDashboardTiles(core),
    invalidate: everything,
    report: (core) => ({ message: core.i18n.t('dashboard.resetDone') }),
  });

export const useSaveGlobalDashboard = () =>
  useCatalogMutation<{ tiles: readonly DashboardTileId[]; allowCustomization: boolean }, void>({
    run: saveGlobalDashboard,
    invalidate: everything,
    report: (core) => ({ message: core.i18n.t('dashboard.globalSaved') }),
  });
