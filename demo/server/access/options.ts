import type { Scheduler } from './scheduler.js';

/** How the access-request engine runs (README "Access requests"). */
export interface AccessOptions {
  /** Delay of each asynchronous provisioning step (20 → 30 → 50), in ms. */
  provisionMs: number;
  /** Delay from Retracting (70) to Retracted (75), in ms. */
  retractMs: number;
  /** Open tasks to seed for mmanager on start (benchmarks); 0 = none beyond the demo requests. */
  bulkTasks: number;
  /** Replaces the timers (tests pass `manualScheduler()`). */
  scheduler?: Scheduler;
}

declare module '../options.js' {
  interface SandboxOptions {
    /** The access-request engine; missing fields come from IDM_PROVISION_MS, IDM_RETRACT_MS, IDM_TASKS. */
    access?: Partial<AccessOptions>;
  }
}

export const DEFAULT_ACCESS_OPTIONS: AccessOptions = { provisionMs: 1500, retractMs: 500, bulkTasks: 0 };

function envInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be an integer >= 0, got "${raw}".`);
  return value;
}

/** The options given to buildApp, completed from the environment, then the defaults. */
export function resolveAccessOptions(
  given: Partial<AccessOptions> | undefined,
  env: NodeJS.ProcessEnv = process.env,
): AccessOptions {
  const options: AccessOptions = {
    provisionMs:
      given?.provisionMs ?? envInteger('IDM_PROVISION_MS', env.IDM_PROVISION_MS, DEFAULT_ACCESS_OPTIONS.provisionMs),
    retractMs: given?.retractMs ?? envInteger('IDM_RETRACT_MS', env.IDM_RETRACT_MS, DEFAULT_ACCESS_OPTIONS.retractMs),
    bulkTasks: given?.bulkTasks ?? envInteger('IDM_TASKS', env.IDM_TASKS, DEFAULT_ACCESS_OPTIONS.bulkTasks),
  };
  if (given?.scheduler) options.scheduler = given.scheduler;
  return options;
}
