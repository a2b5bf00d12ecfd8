import type { FieldProblem } from './field-problem';

/** The cache's configuration and a holder's own limits, and what each may be. Shared by the sandbox and the console. */

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
