import type { Database } from 'better-sqlite3';
import { assignmentRepository } from '../db/access/assignments.js';
import { definitionRepository } from '../db/access/definitions.js';
import { accessPeopleRepository } from '../db/access/people.js';
import { requestRepository, type RequestRow } from '../db/access/requests.js';
import { taskRepository } from '../db/access/tasks.js';
import { userRepository, type UserRow } from '../db/users.js';
import type { AccessOptions } from './options.js';
import type { Scheduler } from './scheduler.js';
import { assertMove, isTerminal, processStateOf, statusOf } from './states.js';

/** What every part of the engine works with: the repositories, the clock and the scheduler. */
export interface EngineContext {
  db: Database;
  now: () => number;
  scheduler: Scheduler;
  options: AccessOptions;
  requests: ReturnType<typeof requestRepository>;
  tasks: ReturnType<typeof taskRepository>;
  assignments: ReturnType<typeof assignmentRepository>;
  definitions: ReturnType<typeof definitionRepository>;
  people: ReturnType<typeof accessPeopleRepository>;
  users: ReturnType<typeof userRepository>;
  /** Errors of scheduled jobs (no request is waiting for them). */
  log: (message: string, error: unknown) => void;
}

export function createContext(
  db: Database,
  now: () => number,
  scheduler: Scheduler,
  options: AccessOptions,
  log: EngineContext['log'],
): EngineContext {
  return {
    db,
    now,
    scheduler,
    options,
    log,
    requests: requestRepository(db),
    tasks: taskRepository(db),
    assignments: assignmentRepository(db),
    definitions: definitionRepository(db),
    people: accessPeopleRepository(db),
    users: userRepository(db),
  };
}

/** Who did something: the signed-in user, or whom they act for in proxy mode (then `proxy` is the signed-in one). */
export interface Acting {
  user: UserRow;
  proxy: UserRow | null;
}

/** An actor in the timeline; null dn = the system (workflow engine, provisioning). */
export interface Actor {
  dn: string | null;
  proxyDn: string | null;
}

export const SYSTEM: Actor = { dn: null, proxyDn: null };
export const actorOf = (acting: Acting): Actor => ({ dn: acting.user.dn, proxyDn: acting.proxy?.dn ?? null });

/**
 * Moves a request to another state, checked against the state machine, and records who and when.
 * Answers the updated row.
 */
export function move(
  ctx: EngineContext,
  request: RequestRow,
  to: number,
  actor: Actor,
  activity: string,
  detail = '',
): RequestRow {
  assertMove(request.kind, request.state, to);
  const at = ctx.now();
  const processState = processStateOf(request.kind, to);
  const status = statusOf(request.kind, to);
  const completedAt = isTerminal(request.kind, to) ? (request.completed_at ?? at) : null;
  ctx.requests.setState(request.id, to, processState, status, at, completedAt);
  ctx.requests.addEvent({
    requestId: request.id,
    at,
    actorDn: actor.dn,
    proxyDn: actor.proxyDn,
    from: request.state,
    to,
    activity,
    detail,
  });
  return {
    ...request,
    state: to,
    process_state: processState,
    request_status: status,
    updated_at: at,
    completed_at: completedAt,
  };
}

/** Records a step that does not change the state (task created, claimed, reassigned, commented). */
export function note(ctx: EngineContext, request: RequestRow, actor: Actor, activity: string, detail = ''): void {
  ctx.requests.addEvent({
    requestId: request.id,
    at: ctx.now(),
    actorDn: actor.dn,
    proxyDn: actor.proxyDn,
    from: request.state,
    to: request.state,
    activity,
    detail,
  });
}

/** Runs a scheduled job in a transaction; a failure is logged, never thrown into a timer. */
export function schedule(ctx: EngineContext, dueAt: number, label: string, job: () => void): void {
  ctx.scheduler.at(dueAt, label, () => {
    if (!ctx.db.open) return;
    try {
      ctx.db.transaction(job)();
    } catch (error) {
      ctx.log(`access engine: ${label} failed`, error);
    }
  });
}
