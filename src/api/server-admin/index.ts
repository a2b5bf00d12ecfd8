/**
 * Caching, logging, auditing and statistics (`admin/cache…`, `admin/logging…`, `catalog/statistics…`,
 * `admin/driverstatus/info`): readers, query options under `serverAdminKeys`, mutation hooks.
 */
export { serverAdminKeys, type ServerAdminKind } from './keys';
export {
  CACHE_CONFIGURATION_FIELDS,
  cacheQueries,
  clearCacheHolder,
  fetchCacheHolders,
  saveCacheConfiguration,
  saveCustomizedHolders,
  useClearCacheHolder,
  useSaveCacheConfiguration,
  useSaveCustomizedHolders,
  type CacheConfiguration,
  type CacheHolder,
  type CustomizedHolder,
  type CustomizedHolderChange,
} from './cache';
export {
  addLogger,
  fetchAuditConfiguration,
  fetchLoggers,
  fetchPackages,
  loggingQueries,
  saveAuditConfiguration,
  setLoggerLevel,
  useAddLogger,
  useSaveAuditConfiguration,
  useSetLoggerLevel,
  type Logger,
  type PagedLoggers,
} from './logging';
export { fetchStatistics, statisticsQueries, type MemoryFigure, type Statistics } from './statistics';
