import type { FieldProblem } from './field-problem';

/** A workflow engine's configuration (EngineConfigNode's numbers and its e-mail switch). */
export interface EngineConfiguration {
  minPoolSize: number;
  maxPoolSize: number;
  initialPoolSize: number;
  keepAliveTime: number;
  userActivityTimeout: number;
  completedProcessTimeout: number;
  webServiceActivityTimeout: number;
  pendingInterval: number;
  cleanupInterval: number;
  retryQueueInterval: number;
  maxShutdownTime: number;
  enableEmailNotification: boolean;
  processCacheInitialCapacity: number;
  processCacheMaxCapacity: number;
  processCacheLoadFactor: number;
  heartbeatInterval: number;
  heartbeatFactor: number;
}

export type EngineNumberField = Exclude<keyof EngineConfiguration, 'enableEmailNotification'>;

/** Each number field with its smallest and largest value. */
export const ENGINE_NUMBER_FIELDS: Readonly<Record<EngineNumberField, { min: number; max: number }>> = {
  minPoolSize: { min: 1, max: 1000 },
  maxPoolSize: { min: 1, max: 1000 },
  initialPoolSize: { min: 1, max: 1000 },
  keepAliveTime: { min: 1, max: 1440 },
  userActivityTimeout: { min: 0, max: 525600 },
  completedProcessTimeout: { min: 1, max: 3650 },
  webServiceActivityTimeout: { min: 1, max: 86400 },
  pendingInterval: { min: 1, max: 1440 },
  cleanupInterval: { min: 1, max: 1440 },
  retryQueueInterval: { min: 1, max: 1440 },
  maxShutdownTime: { min: 1, max: 1440 },
  processCacheInitialCapacity: { min: 1, max: 100000 },
  processCacheMaxCapacity: { min: 1, max: 100000 },
  processCacheLoadFactor: { min: 0.1, max: 1 },
  heartbeatInterval: { min: 1, max: 3600 },
  heartbeatFactor: { min: 1, max: 100 },
};

export const DEFAULT_ENGINE_CONFIGURATION: EngineConfiguration = {
  minPoolSize: 4,
  maxPoolSize: 8,
  initialPoolSize: 4,
  keepAliveTime: 60,
  userActivityTimeout: 0,
  completedProcessTimeout: 120,
  webServiceActivityTimeout: 500,
  pendingInterval: 5,
  cleanupInterval: 720,
  retryQueueInterval: 15,
  maxShutdownTime: 1,
  enableEmailNotification: true,
  processCacheInitialCapacity: 1000,
  processCacheMaxCapacity: 5000,
  processCacheLoadFactor: 0.75,
  heartbeatInterval: 30,
  heartbeatFactor: 3,
};

/** What is wrong with an engine configuration, field by field ([] when it may be saved). */
export function engineConfigurationProblems(config: EngineConfiguration): FieldProblem<keyof EngineConfiguration>[] {
  const problems: FieldProblem<keyof EngineConfiguration>[] = [];
  for (const [field, { min, max }] of Object.entries(ENGINE_NUMBER_FIELDS) as [
    EngineNumberField,
    { min: number; max: number },
  ][]) {
    const value = config[field];
    const fractional = field === 'processCacheLoadFactor';
    if (!Number.isFinite(value) || (!fractional && !Number.isInteger(value)))
      problems.push({
        field,
        code: 'range',
        message: `${field} must be ${fractional ? 'a number' : 'a whole number'}.`,
      });
    else if (value < min || value > max)
      problems.push({ field, code: 'range', message: `${field} must be between ${min} and ${max}.` });
  }
  const has = (field: keyof EngineConfiguration) => problems.some((p) => p.field === field);
  if (!has('minPoolSize') && !has('maxPoolSize') && config.minPoolSize > config.maxPoolSize)
    problems.push({ field: 'maxPoolSize', code: 'order', message: 'maxPoolSize must not be less than minPoolSize.' });
  if (
    !has('initialPoolSize') &&
    !has('maxPoolSize') &&
    !has('minPoolSize') &&
    (config.initialPoolSize < config.minPoolSize || config.initialPoolSize > config.maxPoolSize)
  )
    problems.push({
      field: 'initialPoolSize',
      message: 'initialPoolSize must lie between minPoolSize and maxPoolSize.',
    });
  if (
    !has('processCacheInitialCapacity') &&
    !has('processCacheMaxCapacity') &&
    config.processCacheInitialCapacity > config.processCacheMaxCapacity
  )
    problems.push({
      field: 'processCacheMaxCapacity',
      code: 'order',
      message: 'processCacheMaxCapacity must not be less than processCacheInitialCapacity.',
    });
  return problems;
}
