/**
 * Caching, logging, auditing and statistics (`admin/cache…`, `admin/logging…`, `catalog/statistics…`,
 * `admin/driverstatus/info`): readers, query options under `serverAdminKeys`, mutation hooks.
 */
export { serverAdminKeys, type ServerAdminKind } from './keys';
export {
  cacheQueries,
  clearCacheHolder,
  fetchCacheHolders,
  useClearCacheHolder,
  useSaveCacheConfiguration,
  useSaveCustomizedHolders,
  type CacheHolder,
} from './cache';
export { CACHE_CONFIGURATION_FIELDS, saveCacheConfiguration, type CacheConfiguration } from './cache-configuration';
export { saveCustomizedHolders, type CustomizedHolder, type CustomizedHolderChange } from './customized-holders';
export {
  addLogger,
  fetchLoggers,
  fetchPackages,
  loggingQueries,
  setLoggerLevel,
  useAddLogger,
  useSetLoggerLevel,
  type Logger,
  type PagedLoggers,
} from './logging';
export { auditQueries, fetchAuditConfiguration, saveAuditConfiguration, useSaveAuditConfiguration } from './audit';
export { fetchStatistics, statisticsQueries, type MemoryFigure, type Statistics } from './statistics';
