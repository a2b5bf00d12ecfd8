/**
 * The landing page, the request page editor and the dashboards (`access/ulp…`, `access/featuredItems…`,
 * `access/dashboard…`, `access/preference/dashboard`): readers, query options
 * under `landingKeys` / `dashboardKeys`, and the mutation hooks (which refetch Request Access's featured
 * items when the request page changes).
 */
export { dashboardKeys, landingKeys } from './keys';
export {
  addCategory,
  deleteCategory,
  landingQueries,
  updateCategories,
  useLandingEdit,
  type CategoryChange,
  type ItemChange,
  type ItemList,
  type LandingEdit,
  type NewApplication,
} from './items';
export { fetchLandingStrings, saveLandingStrings } from './landing-strings';
export { addApplication, addPermissionItem, deleteItem, updateItems } from './item-edits';
export {
  dashboardQueries,
  readDashboardCounts,
  resetDashboardTiles,
  saveDashboardTiles,
  saveGlobalDashboard,
  useResetDashboardTiles,
  useSaveDashboardTiles,
  useSaveGlobalDashboard,
  type DashboardAccess,
  type DashboardCounts,
  type DashboardTiles,
} from './dashboard';
export type { LandingCategory, LandingItem, LandingItems } from '../access/request-types';
export { hasMore, ITEMS_PAGE_SIZE, useCategoryPages, type CategoryPages } from './pages';
export { pageVersionQuery, versionedStringsQuery, wholePageQuery } from './page-versions';
