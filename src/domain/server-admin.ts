import type { FieldProblem } from './workflow-monitor';

/**
 * Caching, logging and auditing rules (issue 18): log levels (log4j's numbers), what an audit (CEF/syslog)
 * destination must be, and a cache holder's customisation. Shared by the sandbox and the console.
 */

/** The log levels a logger may have, with log4j's numbers (LogNode.logLevel). */
export const LOG_LEVELS = [
  { name: 'OFF', value: 2147483647 },
  { name: 'FATAL', value: 50000 },
  { name: 'ERROR', value: 40000 },
  { name: 'WARN', value: 30000 },
  { name: 'INFO', value: 20000 },
  { name: 'DEBUG', value: 10000 },
  { name: 'TRACE', value: 5000 },
] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number]['name'];

export const isLogLevel = (value: unknown): value is number => LOG_LEVELS.some((l) => l.value === value);
export const logLevelName = (value: number): LogLevelName | undefined =>
  LOG_LEVELS.find((l) => l.value === value)?.name;

/** The level of pino (the sandbox's own request log) that a log4j level stands for. */
export function pinoLevelOf(value: number): 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' {
  switch (logLevelName(value)) {
    case 'OFF':
      return 'silent';
    case 'FATAL':
      return 'fatal';
    case 'ERROR':
      return 'error';
    case 'WARN':
      return 'warn';
    case 'INFO':
      return 'info';
    case 'DEBUG':
      return 'debug';
    default:
      return 'trace';
  }
}

/** A logger or package name: dotted Java package segments. */
export const isPackageName = (value: string): boolean =>
  value.length <= 200 && /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(value);

/** Where audit events go: a CEF/syslog destination (CefConfigNode). */
export interface AuditConfiguration {
  enableCEF: boolean;
  destinationHost: string;
  destinationPort: number | null;
  protocol: string;
  useTLS: boolean;
  intermediateStoragePath: string;
}

export const AUDIT_PROTOCOLS = ['UDP', 'TCP'] as const;

const HOST_NAME =
  /^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const IPV4 = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6 = /^[0-9A-Fa-f:]{2,39}$/;

/** A host name, an IPv4 address, or an IPv6 address (with at least two colons). */
export const isHost = (value: string): boolean =>
  IPV4.test(value) ||
  (IPV6.test(value) && (value.match(/:/g)?.length ?? 0) >= 2) ||
  (!/^[\d.]+$/.test(value) && HOST_NAME.test(value));

export const isPort = (value: number | null): value is number =>
  value !== null && Number.isInteger(value) && value >= 1 && value <= 65535;

/** A storage path: absolute (Unix or Windows), no parent steps. */
export const isStoragePath = (value: string): boolean =>
  value.length <= 1024 && /^(\/|[A-Za-z]:[\\/])/.test(value) && !/(^|[\\/])\.\.([\\/]|$)/.test(value);

/** What is wrong with an audit configuration ([] when it may be saved). A disabled one is checked only for what is filled in. */
export function auditConfigurationProblems(config: AuditConfiguration): FieldProblem<keyof AuditConfiguration>[] {
  const problems: FieldProblem<keyof AuditConfiguration>[] = [];
  const host = config.destinationHost.trim();
  if (host === '' ? config.enableCEF : !isHost(host))
    problems.push({
      field: 'destinationHost',
      message: host === '' ? 'Destination host is required.' : `${host} is not a host name or IP address.`,
    });
  if (config.destinationPort === null ? config.enableCEF : !isPort(config.destinationPort))
    problems.push({ field: 'destinationPort', message: 'Destination port must be a whole number from 1 to 65535.' });
  if (!(AUDIT_PROTOCOLS as readonly string[]).includes(config.protocol))
    problems.push({ field: 'protocol', message: 'Protocol must be UDP or TCP.' });
  else if (config.useTLS && config.protocol !== 'TCP')
    problems.push({ field: 'useTLS', message: 'TLS needs the TCP protocol.' });
  const path = config.intermediateStoragePath.trim();
  if (path !== '' && !isStoragePath(path))
    problems.push({ field: 'intermediateStoragePath', message: 'Intermediate storage path must be an absolute path.' });
  return problems;
}

/** A cache holder's own limits, when they override the global ones. */
export interface CacheCustomization {
  holder: string;
  maxNodes: number | null;
  timeToLive: number | null;
  maxAge: number | null;
}

/** What is wrong with a holder's customisation: each limit set is a whole number from 1 to 10,000,000. */
export function cacheCustomizationProblems(c: CacheCustomization): FieldProblem<keyof CacheCustomization>[] {
  const problems: FieldProblem<keyof CacheCustomization>[] = [];
  for (const field of ['maxNodes', 'timeToLive', 'maxAge'] as const) {
    const value = c[field];
    if (value !== null && (!Number.isInteger(value) || value < 1 || value > 10_000_000))
      problems.push({ field, message: `${field} must be a whole number from 1 to 10000000.` });
  }
  return problems;
}

/** The cache configuration's editable fields (CacheConfigNode: every value a string, as the contract has them). */
export interface CacheConfigurationFields {
  clusterEnabled: string;
  groupID: string;
  evictionPolicyClass: string;
  lockAcquTimeout: string;
  wakeUpIntervalSeconds: string;
  maxNodes: string;
  timeToLiveSeconds: string;
}

export const EVICTION_POLICIES = ['LRU', 'LFU', 'FIFO', 'MRU'] as const;
/** The whole-number fields of the cache configuration and their upper bound. */
export const CACHE_NUMBER_FIELDS = [
  'lockAcquTimeout',
  'wakeUpIntervalSeconds',
  'maxNodes',
  'timeToLiveSeconds',
] as const;
export const CACHE_NUMBER_MAX = 10_000_000;
/** A holder's own limit, or empty for the global one. */
export const isCacheLimit = (value: string): boolean =>
  value.trim() === '' || (/^\d{1,8}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= CACHE_NUMBER_MAX);

/** What is wrong with a cache configuration ([] when it may be saved). */
export function cacheConfigurationProblems(
  c: CacheConfigurationFields,
): FieldProblem<keyof CacheConfigurationFields>[] {
  const problems: FieldProblem<keyof CacheConfigurationFields>[] = [];
  if (!['true', 'false'].includes(c.clusterEnabled))
    problems.push({ field: 'clusterEnabled', message: 'clusterEnabled must be true or false.' });
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(c.groupID))
    problems.push({
      field: 'groupID',
      message: 'groupID must be 1 to 64 letters, digits, dots, dashes or underscores.',
    });
  if (!(EVICTION_POLICIES as readonly string[]).includes(c.evictionPolicyClass))
    problems.push({
      field: 'evictionPolicyClass',
      message: `evictionPolicyClass must be one of ${EVICTION_POLICIES.join(', ')}.`,
    });
  for (const field of CACHE_NUMBER_FIELDS)
    if (c[field].trim() === '' || !isCacheLimit(c[field]))
      problems.push({ field, message: `${field} must be a whole number from 1 to ${CACHE_NUMBER_MAX}.` });
  return problems;
}
