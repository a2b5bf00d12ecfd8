import type { FastifyInstance } from 'fastify';
import { manualScheduler, type ManualScheduler } from '../../../demo/server/access/scheduler.js';
import { passwordToken, restGet, restSend, startSandbox, type TestSandbox } from './helpers.js';
import type { ServerVersionName } from '../../../demo/server/server-version.js';

export const ACCOUNTS = ['uaadmin', 'mmanager', 'euser', 'tmanager', 'dadmin', 'pproxy'] as const;
export type Account = (typeof ACCOUNTS)[number];
export const DN: Record<Account, string> = {
  uaadmin: 'cn=uaadmin,ou=sa,o=data',
  mmanager: 'cn=mmanager,ou=users,o=data',
  euser: 'cn=euser,ou=users,o=data',
  tmanager: 'cn=tmanager,ou=users,o=data',
  dadmin: 'cn=dadmin,ou=users,o=data',
  pproxy: 'cn=pproxy,ou=users,o=data',
};

export type Json = Record<string, unknown>;

export interface TaskJson {
  taskId: string;
  processId: string;
  processName: string;
  activityName: string;
  recipient: string;
  recipientName: string;
  initiatorName: string;
  createTime: number;
  expirationTime: number;
  delegatedTask: boolean;
  bulkApprovable: boolean;
  taskClaimed: boolean;
  claimedby: string;
  addressee: string;
  assignedTo: string;
  requestState: number;
  reason: string;
}

export interface TaskList {
  tasks: TaskJson[];
  total: number;
  nextIndex: number;
  hasMore: boolean;
  arraySize: number;
}

export interface OperationAnswer {
  success: boolean;
  OperationNodes: {
    success: boolean;
    userDn: string;
    succeeded: { id: string; name: string; requestId: string; entityType: string }[];
    failed: { id: string; name: string; reason: string }[];
    sods: { sodName: string; perm1Name: string; perm2Name: string; recipientdn: string }[];
  }[];
}

export interface MutationAnswer {
  success: boolean;
  succeeded: { id: string; name: string; requestId?: string }[];
  failed: { id: string; name: string; reason: string }[];
}

export interface TimelineEntry {
  date: number;
  activity: string;
  fromState: number | null;
  toState: number;
  actor: string;
  actorName: string;
  proxyUser: string;
}

export interface HistoryItem {
  id: string;
  name: string;
  entityType: string;
  requestState: number;
  requestStatus: string;
  processState: number;
  requestOper: number;
  recipient: string;
  requester: string;
  retractable: boolean;
  action: string;
  status: string;
  requestDate: number;
  expirationDate: number;
  timeline: TimelineEntry[];
  approvals: {
    taskId: string;
    status: string;
    addressee: string;
    assignedTo: string;
    delegated: boolean;
    completedBy: string;
  }[];
  comments: { comment: string; commentFullName: string }[];
}

/** A sandbox with a manual scheduler, tokens for every demo account and helpers for the access calls. */
export interface AccessSandbox {
  sb: TestSandbox;
  app: FastifyInstance;
  scheduler: ManualScheduler;
  token: Record<Account, string>;
  /** DN of a catalog object by its name. */
  dnOf(table: 'roles' | 'resources' | 'prds' | 'sods', name: string): string;
  /** Generated people not used by the seeded demo requests, `count` of them from `offset`. */
  people(count: number, offset?: number): { dn: string; name: string }[];
  submit(
    as: Account,
    items: { id: string; entityType?: string }[],
    extra?: Json,
    status?: number,
  ): Promise<OperationAnswer>;
  /** Submits one item for one recipient and answers the new request id. */
  requestFor(as: Account, itemDn: string, recipientDn: string, extra?: Json): Promise<string>;
  tasks(as: Account, query?: Record<string, string | number>): Promise<TaskList>;
  /** The open tasks of a request held by `as`. */
  tasksOf(as: Account, requestId: string): Promise<TaskJson[]>;
  act(as: Account, action: string, taskIds: string[], extra?: Json): Promise<MutationAnswer>;
  /** Approves (or denies) every open task of the request that `as` holds; answers their ids. */
  decide(as: Account, requestId: string, action?: 'approve' | 'deny', comment?: string): Promise<string[]>;
  item(requestId: string, as?: Account): Promise<HistoryItem>;
  state(requestId: string): Promise<number>;
  /** Runs the request's scheduled steps one at a time, answering its state after each. */
  steps(requestId: string, count: number): Promise<number[]>;
  get<T = Json>(as: Account, path: string, status?: number): Promise<T>;
  send<T = Json>(
    as: Account,
    method: 'POST' | 'DELETE' | 'PUT',
    path: string,
    body: unknown,
    status?: number,
  ): Promise<T>;
  close(): Promise<void>;
}

export async function accessSandbox(
  options: { users?: number; bulkTasks?: number; serverVersion?: ServerVersionName } = {},
): Promise<AccessSandbox> {
  const scheduler = manualScheduler();
  const sb = await startSandbox({
    users: options.users ?? 50,
    ...(options.serverVersion ? { serverVersion: options.serverVersion } : {}),
    access: { scheduler, provisionMs: 100, retractMs: 50, bulkTasks: options.bulkTasks ?? 0 },
  });
  const { app } = sb;
  const tokens = await Promise.all(ACCOUNTS.map((cn) => passwordToken(app, cn)));
  const token = Object.fromEntries(ACCOUNTS.map((cn, i) => [cn, tokens[i]!])) as Record<Account, string>;
  const db = app.store.db;

  const get = async <T = Json>(as: Account, path: string, status = 200): Promise<T> => {
    const res = await restGet(app, path, token[as]);
    if (res.statusCode !== status) throw new Error(`GET ${path} as ${as}: ${res.statusCode} ${res.body.slice(0, 400)}`);
    return res.json() as T;
  };
  const send = async <T = Json>(
    as: Account,
    method: 'POST' | 'DELETE' | 'PUT',
    path: string,
    body: unknown,
    status = 200,
  ): Promise<T> => {
    const res = await restSend(app, method, path, token[as], body);
    if (res.statusCode !== status)
      throw new Error(`${method} ${path} as ${as}: ${res.statusCode} ${res.body.slice(0, 400)}`);
    return res.json() as T;
  };
  const item = (requestId: string, as: Account = 'uaadmin') =>
    send<HistoryItem>(as, 'POST', '/access/requests/history/item', { id: requestId });
  const tasks = (as: Account, query: Record<string, string | number> = {}) =>
    get<TaskList>(
      as,
      `/access/tasks/list?${new URLSearchParams(Object.entries({ size: 300, ...query }).map(([k, v]) => [k, String(v)]))}`,
    );
  const tasksOf = async (as: Account, requestId: string) =>
    (await tasks(as)).tasks.filter((t) => t.processId === requestId);
  const act = (as: Account, action: string, taskIds: string[], extra: Json = {}) =>
    send<MutationAnswer>(
      as,
      'POST',
      '/access/tasks',
      { tasks: taskIds.map((taskId) => ({ taskId })), action, ...extra },
      200,
    );
  const submit = (as: Account, items: { id: string; entityType?: string }[], extra: Json = {}, status = 200) =>
    send<OperationAnswer>(
      as,
      'POST',
      '/access/requests/permissions',
      { reqPermissions: items, reason: 'Test request', ...extra },
      status,
    );

  return {
    sb,
    app,
    scheduler,
    token,
    get,
    send,
    item,
    tasks,
    tasksOf,
    act,
    submit,
    dnOf(table, name) {
      const row = db.prepare<[string], { dn: string }>(`SELECT dn FROM ${table} WHERE name = ?`).get(name);
      if (!row) throw new Error(`no ${table} named ${name}`);
      return row.dn;
    },
    people(count, offset = 10) {
      return db
        .prepare<[number, number], { dn: string; name: string }>(
          'SELECT dn, full_name AS name FROM users WHERE password_hash IS NULL ORDER BY id LIMIT ? OFFSET ?',
        )
        .all(count, offset);
    },
    async requestFor(as, itemDn, recipientDn, extra = {}) {
      const answer = await submit(as, [{ id: itemDn }], { recipients: [{ dn: recipientDn, type: 'user' }], ...extra });
      const id = answer.OperationNodes[0]?.succeeded[0]?.requestId;
      if (!id) throw new Error(`request failed: ${JSON.stringify(answer)}`);
      return id;
    },
    async decide(as, requestId, action = 'approve', comment = '') {
      const ids = (await tasksOf(as, requestId)).map((t) => t.taskId);
      if (ids.length === 0) throw new Error(`${as} holds no task of request ${requestId}`);
      const answer = await act(as, action, ids, { comment });
      if (!answer.success) throw new Error(`${action} failed: ${JSON.stringify(answer)}`);
      return ids;
    },
    state: async (requestId) => (await item(requestId)).requestState,
    async steps(requestId, count) {
      const states: number[] = [];
      for (let i = 0; i < count; i += 1) {
        if (!scheduler.runNext((job) => job.label.endsWith(`#${requestId}`)))
          throw new Error(`no scheduled step of request ${requestId}`);
        states.push((await item(requestId)).requestState);
      }
      return states;
    },
    close: () => sb.close(),
  };
}
