/**
 * Caching, logging and auditing rules (issue 18): the log levels here (log4j's numbers); what an audit
 * destination must be (audit-configuration.ts) and the cache's limits (cache-configuration.ts), re-exported.
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

export * from './audit-configuration';
export * from './cache-configuration';
