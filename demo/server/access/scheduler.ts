/**
 * When the engine's asynchronous steps (provisioning, retraction, expiry) run. The sandbox uses timers;
 * tests use the manual scheduler and run due jobs themselves, so no test waits for real time.
 */
export interface Scheduler {
  /** Runs `job` at `dueAt` (epoch ms of the engine's clock), or soon after. */
  at(dueAt: number, label: string, job: () => void): void;
  /** Drops every pending job; later `at` calls are ignored. */
  close(): void;
}

/** setTimeout cannot wait longer than this; longer waits are chained. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** Real timers (unref'd, so they never keep the process alive). */
export function timerScheduler(now: () => number): Scheduler {
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  const arm = (dueAt: number, job: () => void): void => {
    if (closed) return;
    const wait = Math.max(0, dueAt - now());
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        if (closed) return;
        if (wait > MAX_TIMEOUT_MS) arm(dueAt, job);
        else job();
      },
      Math.min(wait, MAX_TIMEOUT_MS),
    );
    timer.unref();
    timers.add(timer);
  };
  return {
    at: (dueAt, _label, job) => arm(dueAt, job),
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export interface ManualJob {
  dueAt: number;
  label: string;
  run: () => void;
}

/** A scheduler that only runs jobs when told: `runDue(now)`, `runNext()` or `flush()`. */
export interface ManualScheduler extends Scheduler {
  pending(): readonly ManualJob[];
  /** Runs the earliest job (ties in scheduling order), of those `filter` accepts; false when there is none. */
  runNext(filter?: (job: ManualJob) => boolean): boolean;
  /** Runs every job due at `now`, including jobs they schedule that are due too; answers how many ran. */
  runDue(now: number): number;
  /** Runs jobs until none is left (at most `limit`); answers how many ran. */
  flush(limit?: number): number;
}

export function manualScheduler(): ManualScheduler {
  let jobs: (ManualJob & { seq: number })[] = [];
  let seq = 0;
  let closed = false;
  const earliest = (filter: (job: ManualJob) => boolean = () => true): (ManualJob & { seq: number }) | undefined =>
    jobs
      .filter(filter)
      .reduce<(ManualJob & { seq: number }) | undefined>(
        (best, job) =>
          !best || job.dueAt < best.dueAt || (job.dueAt === best.dueAt && job.seq < best.seq) ? job : best,
        undefined,
      );
  const runOne = (job: ManualJob & { seq: number }): void => {
    jobs = jobs.filter((j) => j !== job);
    job.run();
  };
  return {
    at(dueAt, label, run) {
      if (!closed) jobs.push({ dueAt, label, run, seq: seq++ });
    },
    close() {
      closed = true;
      jobs = [];
    },
    pending: () => jobs.map(({ dueAt, label, run }) => ({ dueAt, label, run })),
    runNext(filter) {
      const job = earliest(filter);
      if (!job) return false;
      runOne(job);
      return true;
    },
    runDue(now) {
      let ran = 0;
      for (let job = earliest(); job && job.dueAt <= now; job = earliest()) {
        runOne(job);
        ran += 1;
      }
      return ran;
    },
    flush(limit = 10_000) {
      let ran = 0;
      for (let job = earliest(); job && ran < limit; job = earliest()) {
        runOne(job);
        ran += 1;
      }
      return ran;
    },
  };
}
