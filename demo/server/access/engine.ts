import type { Database } from 'better-sqlite3';
import { createContext, type Acting, type EngineContext } from './context.js';
import type { AccessOptions } from './options.js';
import { resumeProvisioning } from './provisioning.js';
import { resumeRetractions, retractRequests, type RetractAnswer } from './retract.js';
import { revokeAssignment, type RevokeInput } from './revoke.js';
import { timerScheduler } from './scheduler.js';
import { terminateProcesses, type TerminateAnswer } from './terminate.js';
import { submitRequests, type ResponseItem, type SubmitAnswer, type SubmitInput } from './submit.js';
import { actOnTasks, type TaskActionAnswer, type TaskActionInput } from './task-actions.js';

/**
 * The sandbox's access-request engine (README "Access requests"): submissions, approvals and tasks, SoD
 * exceptions, retraction, revocation and asynchronous provisioning. Every entry point runs in one
 * transaction; scheduled steps run in their own.
 */
export interface AccessEngine {
  ctx: EngineContext;
  submit(acting: Acting, input: SubmitInput): SubmitAnswer;
  actOnTasks(acting: Acting, input: TaskActionInput): TaskActionAnswer;
  retract(acting: Acting, requestIds: readonly string[]): RetractAnswer;
  revoke(
    acting: Acting,
    inputs: readonly RevokeInput[],
  ): { success: boolean; succeeded: ResponseItem[]; failed: ResponseItem[] };
  /** Workflow monitoring: an administrator ends running processes (requests) with a comment. */
  terminate(acting: Acting, processIds: readonly string[], comment: string): TerminateAnswer;
  /** Re-schedules what was under way when the sandbox stopped. */
  resume(): void;
  /** Stops every pending timer. */
  close(): void;
}

export interface EngineSetup {
  now: () => number;
  options: AccessOptions;
  log?: (message: string, error: unknown) => void;
}

export function createAccessEngine(db: Database, setup: EngineSetup): AccessEngine {
  const scheduler = setup.options.scheduler ?? timerScheduler(setup.now);
  const ctx = createContext(db, setup.now, scheduler, setup.options, setup.log ?? (() => undefined));
  const inTransaction = <T>(work: () => T): T => db.transaction(work)();
  return {
    ctx,
    submit: (acting, input) => inTransaction(() => submitRequests(ctx, acting, input)),
    actOnTasks: (acting, input) => inTransaction(() => actOnTasks(ctx, acting, input)),
    retract: (acting, ids) => inTransaction(() => retractRequests(ctx, acting, ids)),
    revoke: (acting, inputs) =>
      inTransaction(() => {
        const succeeded: ResponseItem[] = [];
        const failed: ResponseItem[] = [];
        for (const input of inputs) {
          const result = revokeAssignment(ctx, acting, input);
          (result.ok ? succeeded : failed).push(result.item);
        }
        return { success: failed.length === 0 && succeeded.length > 0, succeeded, failed };
      }),
    terminate: (acting, ids, comment) => inTransaction(() => terminateProcesses(ctx, acting, ids, comment)),
    resume: () =>
      inTransaction(() => {
        resumeProvisioning(ctx);
        resumeRetractions(ctx);
      }),
    close: () => scheduler.close(),
  };
}
