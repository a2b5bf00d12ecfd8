export { queryKeys } from './keys';
export { fetchLoggedInUser, loggedInUserQuery, useLoggedInUser } from './user';
export {
  fetchNavigationRights,
  fetchUserRights,
  navigationRightsQuery,
  useNavigationRights,
  useUserRights,
  userRightsQuery,
} from './rights';
export { fetchNavigationMenu, navigationMenuQuery, useNavigationMenu } from './navigation';
export {
  clientSettingsQuery,
  fetchClientSettings,
  fetchGeneralSettings,
  fetchIgConfig,
  generalSettingsQuery,
  igConfigQuery,
  useClientSettings,
  useGeneralSettings,
  useIgConfig,
} from './settings';
export {
  fetchDefaultLocale,
  fetchSupportedLocales,
  fetchUserLocale,
  supportedLocalesQuery,
  useSupportedLocales,
  type SupportedLocale,
} from './locales';
export { fetchNotifications, notificationsQuery, useNotifications } from './notifications';
export { buildInfoQuery, fetchBuildInfo, useBuildInfo } from './build-info';
export {
  deletePreference,
  fetchPreference,
  preferenceQuery,
  savePreference,
  useColumnPreference,
  useDeletePreference,
  usePreference,
  useSavePreference,
} from './preferences';
export { loadStartupData, useStartupData } from './startup';
export { currentVersionOf, ifMatch, isVersionConflict, readVersioned, type Version, type Versioned } from './versions';
