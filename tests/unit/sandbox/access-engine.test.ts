import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quorumOutcome } from '../../../demo/server/access/approvals.js';
import { addPeriod, requestDates } from '../../../demo/server/access/expiration.js';
import { resolveAccessOptions } from '../../../demo/server/access/options.js';
import { manualScheduler, timerScheduler } from '../../../demo/server/access/scheduler.js';
import {
  IllegalTransition,
  assertMove,
  canMove,
  isRetractable,
  processStateOf,
  statusOf,
} from '../../../demo/server/access/states.js';
import { passwordToken, restGet, restSend, startSandbox } from './helpers.js';
import { DN } from './access-helpers.js';

const DAY = 86_400_000;

describe('access engine parts', () => {
  it("the state machine allows the spec's paths and nothing else", () => {
    const path = (kind: 'role' | 'resource', states: number[]) =>
      states.slice(1).every((to, i) => canMove(kind, states[i]!, to));
    expect(path('role', [0, 12, 15, 20, 30, 50, 100])).toBe(true);
    expect(path('role', [0, 2, 5, 10, 12, 15, 20, 25, 30, 80])).toBe(true);
    expect(path('role', [0, 2, 5, 90])).toBe(true);
    expect(path('resource', [0, 15, 20, 28, 30, 50])).toBe(true);
    expect(path('resource', [0, 15, 70, 75])).toBe(true);
    expect(canMove('resource', 0, 2)).toBe(false);
    expect(canMove('role', 50, 30)).toBe(false);
    expect(canMove('role', 20, 70)).toBe(false);
    expect(canMove('prd', 0, 2)).toBe(true);
    expect(() => assertMove('role', 95, 20)).toThrow(IllegalTransition);
  });

  it('process states, status words and retractability follow the state', () => {
    expect([0, 15, 30, 50, 75, 80, 95, 100].map((s) => processStateOf('role', s))).toEqual([0, 0, 0, 3, 2, 3, 3, 3]);
    expect([0, 3, 1].map((s) => processStateOf('prd', s))).toEqual([0, 2, 3]);
    expect([0, 5, 15, 10, 28, 50, 80, 90, 95, 75].map((s) => statusOf('role', s))).toEqual([
      'running',
      'pending',
      'pending',
      'approved',
      'approved',
      'completed',
      'completed',
      'denied',
      'denied',
      'terminated',
    ]);
    expect([
      isRetractable('role', 15),
      isRetractable('role', 20),
      isRetractable('resource', 5),
      isRetractable('prd', 0),
    ]).toEqual([true, false, false, true]);
  });

  it('quorum: approved at the percentage, denied once out of reach; parallel is 100 %', () => {
    expect(quorumOutcome(4, 1, 0, 50)).toBe('open');
    expect(quorumOutcome(4, 2, 0, 50)).toBe('approved');
    expect(quorumOutcome(4, 0, 2, 50)).toBe('open');
    expect(quorumOutcome(4, 0, 3, 50)).toBe('denied');
    expect(quorumOutcome(3, 1, 0, 50)).toBe('open');
    expect(quorumOutcome(3, 2, 0, 50)).toBe('approved');
    expect(quorumOutcome(2, 1, 0, 100)).toBe('open');
    expect(quorumOutcome(2, 1, 1, 100)).toBe('denied');
  });

  it('expiration periods and request dates', () => {
    const jan31 = Date.UTC(2026, 0, 31);
    expect(addPeriod(jan31, '30D')).toBe(Date.UTC(2026, 2, 2));
    expect(addPeriod(jan31, '1Y')).toBe(Date.UTC(2027, 0, 31));
    expect(addPeriod(jan31, '6m')).toBe(Date.UTC(2026, 6, 31));
    expect(addPeriod(jan31, 'soon')).toBeNull();
    const rule = { required: true, expiresAfter: '30D' };
    expect(requestDates(jan31, undefined, undefined, rule, 'X')).toEqual({
      ok: true,
      effective: null,
      expiry: Date.UTC(2026, 2, 2),
    });
    expect(requestDates(jan31, jan31 + DAY, undefined, rule, 'X')).toEqual({
      ok: true,
      effective: jan31 + DAY,
      expiry: Date.UTC(2026, 2, 3),
    });
    expect(requestDates(jan31, jan31 - DAY, jan31 + 31 * DAY, rule, 'X')).toMatchObject({ ok: false });
    expect(
      requestDates(jan31, undefined, jan31 + 31 * DAY, { required: false, expiresAfter: '30D' }, 'X'),
    ).toMatchObject({ ok: true, expiry: jan31 + 31 * DAY });
  });

  it('options come from buildApp, then IDM_PROVISION_MS / IDM_RETRACT_MS / IDM_TASKS, then defaults', () => {
    expect(resolveAccessOptions(undefined, {})).toEqual({ provisionMs: 1500, retractMs: 500, bulkTasks: 0 });
    expect(resolveAccessOptions(undefined, { IDM_PROVISION_MS: '20', IDM_TASKS: '10000' })).toMatchObject({
      provisionMs: 20,
      bulkTasks: 10000,
    });
    expect(resolveAccessOptions({ provisionMs: 5 }, { IDM_PROVISION_MS: '20' }).provisionMs).toBe(5);
    expect(() => resolveAccessOptions(undefined, { IDM_TASKS: 'many' })).toThrow(/IDM_TASKS/);
  });

  it('the manual scheduler runs jobs in due order, including those they schedule', () => {
    const scheduler = manualScheduler();
    const ran: string[] = [];
    scheduler.at(20, 'b', () => ran.push('b'));
    scheduler.at(10, 'a', () => {
      ran.push('a');
      scheduler.at(15, 'c', () => ran.push('c'));
    });
    expect(scheduler.runDue(12)).toBe(1);
    expect(scheduler.runNext((job) => job.label === 'b')).toBe(true);
    expect(scheduler.flush()).toBe(1);
    expect(ran).toEqual(['a', 'b', 'c']);
    scheduler.close();
    scheduler.at(1, 'late', () => ran.push('late'));
    expect(scheduler.pending()).toHaveLength(0);
  });

  it('the timer scheduler fires on time and not after close', async () => {
    const scheduler = timerScheduler(() => Date.now());
    const ran: string[] = [];
    scheduler.at(Date.now() + 5, 'soon', () => ran.push('soon'));
    scheduler.at(Date.now() + 40, 'later', () => ran.push('later'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    scheduler.close();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(ran).toEqual(['soon']);
  });
});

describe('access engine in a running sandbox', () => {
  it('provisions on real timers (IDM_PROVISION_MS): the request goes through its states in order to 50', async () => {
    const sb = await startSandbox({ access: { provisionMs: 40 } });
    try {
      const token = await passwordToken(sb.app, 'euser');
      const role = sb.app.store.db
        .prepare<[], { dn: string }>(`SELECT dn FROM roles WHERE name = 'Email Account'`)
        .get()!.dn;
      const submitted = await restSend(sb.app, 'POST', '/access/requests/permissions', token, {
        reqPermissions: [{ id: role }],
      });
      const id = (submitted.json() as { OperationNodes: { succeeded: { requestId: string }[] }[] }).OperationNodes[0]!
        .succeeded[0]!.requestId;
      // Only the timers move it on (no manual scheduler): poll until it is provisioned. How many states a
      // poll catches depends on the machine's speed, so the test asks for their order, not their count.
      const seen: number[] = [];
      while (seen.at(-1) !== 50) {
        sb.clock.now = Date.now();
        const res = await restSend(sb.app, 'POST', '/access/requests/history/item', token, { id });
        const state = (res.json() as { requestState: number }).requestState;
        if (seen.at(-1) !== state) seen.push(state);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect([20, 30, 50]).toEqual(expect.arrayContaining(seen));
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
    } finally {
      await sb.close();
    }
  });

  it('picks up provisioning that was under way when the sandbox stopped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'idm-access-'));
    const first = manualScheduler();
    const sb = await startSandbox({ access: { scheduler: first, provisionMs: 10 } }, dir);
    let id = '';
    try {
      const token = await passwordToken(sb.app, 'mmanager');
      const role = sb.app.store.db
        .prepare<[], { dn: string }>(`SELECT dn FROM roles WHERE name = 'Office Basics'`)
        .get()!.dn;
      const res = await restSend(sb.app, 'POST', '/access/requests/permissions', token, {
        reqPermissions: [{ id: role }],
        recipients: [{ dn: DN.euser, type: 'user' }],
      });
      id = (res.json() as { OperationNodes: { succeeded: { requestId: string }[] }[] }).OperationNodes[0]!.succeeded[0]!
        .requestId;
      expect(first.pending().some((job) => job.label === `provision #${id}`)).toBe(true);
    } finally {
      await sb.app.close();
    }
    const second = manualScheduler();
    const again = await startSandbox({ access: { scheduler: second, provisionMs: 10 } }, dir);
    try {
      expect(second.runNext((job) => job.label === `provision #${id}`)).toBe(true);
      expect(second.runNext((job) => job.label === `provision #${id}`)).toBe(true);
      const token = await passwordToken(again.app, 'uaadmin');
      const res = await restSend(again.app, 'POST', '/access/requests/history/item', token, { id });
      expect((res.json() as { requestState: number }).requestState).toBe(50);
      const list = await restGet(again.app, '/access/assignments?size=50', await passwordToken(again.app, 'euser'));
      expect((list.json() as { assignments: { name: string }[] }).assignments.map((a) => a.name)).toContain(
        'Office Basics',
      );
    } finally {
      await again.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
