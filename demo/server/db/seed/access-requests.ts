import type { Database } from 'better-sqlite3';
import { DEMO_ACCOUNTS, demoDn } from '../../demo-accounts.js';
import type { Acting } from '../../access/context.js';
import { createAccessEngine, type AccessEngine } from '../../access/engine.js';
import { DEFAULT_ACCESS_OPTIONS } from '../../access/options.js';
import { manualScheduler } from '../../access/scheduler.js';
import { userRepository } from '../users.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The demo requests start this long before the day the db is seeded. */
const HISTORY_DAYS = 3;

interface Seeder {
  engine: AccessEngine;
  clock: { now: number };
  as(cn: string): Acting | undefined;
  itemDn(kind: 'roles' | 'resources' | 'prds', name: string): string | undefined;
  /** Runs the scheduled steps (provisioning, retraction) due soon, moving the clock along. */
  settle(): void;
}

function seeder(db: Database, start: number): Seeder {
  const clock = { now: start };
  const scheduler = manualScheduler();
  const engine = createAccessEngine(db, { now: () => clock.now, options: { ...DEFAULT_ACCESS_OPTIONS, scheduler } });
  const users = userRepository(db);
  return {
    engine,
    clock,
    as(cn) {
      const account = DEMO_ACCOUNTS.find((a) => a.cn === cn);
      const user = account ? users.findByDn(demoDn(account)) : users.findByLogin(cn);
      return user ? { user, proxy: null } : undefined;
    },
    itemDn: (kind, name) =>
      db.prepare<[string], { dn: string }>(`SELECT dn FROM ${kind} WHERE name = ? ORDER BY dn LIMIT 1`).get(name)?.dn,
    settle: () => {
      // Steps due within the hour, each at its time; later ones (expiry) are the running sandbox's.
      for (;;) {
        const next = scheduler.pending().reduce((min, job) => Math.min(min, job.dueAt), Infinity);
        if (next > clock.now + HOUR) return;
        clock.now = Math.max(clock.now, next);
        scheduler.runNext();
      }
    },
  };
}

/**
 * Availability (README "Access requests"): Maria Manager's manager is away for a year from a few days before
 * the seeding day, with a delegation to Tina Teammanager that is not active by its dates — so their tasks
 * (Maria's requests for herself that her manager approves) reach Tina only because they are unavailable.
 */
function seedAvailability(
  db: Database,
  awayDn: string | null | undefined,
  delegateDn: string | undefined,
  day: number,
): void {
  if (!awayDn || !delegateDn) return;
  const from = day - HISTORY_DAYS * DAY;
  db.prepare<[string, number, number]>(
    `INSERT OR REPLACE INTO availability (user_dn, status, starts_at, ends_at) VALUES (?, 'unavailable', ?, ?)`,
  ).run(awayDn, from, from + 366 * DAY);
  db.prepare<[string, string, number, number, string]>(
    'INSERT INTO delegations (delegator_dn, delegate_dn, starts_at, ends_at, description) VALUES (?, ?, ?, ?, ?)',
  ).run(awayDn, delegateDn, from - 30 * DAY, from - 29 * DAY, 'Delegates to Tina Teammanager while unavailable.');
}

/**
 * Requests and tasks in flight, made through the engine itself so that every record and timeline is what
 * the running sandbox would produce (README "Access requests", "The seed"). Dates start a few days
 * before the seeding day.
 */
export function seedDemoRequests(db: Database, now: number): void {
  const day = Math.floor(now / DAY) * DAY;
  const s = seeder(db, day - HISTORY_DAYS * DAY + 9 * HOUR);
  const eddie = s.as('euser');
  const maria = s.as('mmanager');
  if (!eddie || !maria) return;
  seedAvailability(db, maria.user.manager_dn, s.as('tmanager')?.user.dn, day);
  const tick = (): void => {
    s.clock.now += HOUR;
  };
  const request = (
    acting: Acting,
    kind: 'roles' | 'resources' | 'prds',
    name: string,
    extra: { reason?: string; sodJustification?: string } = {},
  ): string | undefined => {
    const dn = s.itemDn(kind, name);
    if (!dn) return undefined;
    tick();
    const answer = s.engine.submit(acting, {
      items: [{ dn, entityType: undefined, params: [] }],
      recipients: [],
      reason: extra.reason ?? `Needed for my work: ${name}.`,
      sodJustification: extra.sodJustification ?? '',
    });
    return answer.OperationNodes[0]?.succeeded[0]?.requestId;
  };
  const decide = (acting: Acting, requestId: string | undefined, action: 'approve' | 'deny', comment = ''): void => {
    if (requestId === undefined) return;
    tick();
    const open = s.engine.ctx.tasks.ofRequest(Number(requestId)).filter((t) => t.status === 'open');
    s.engine.actOnTasks(acting, { action, taskIds: open.map((t) => String(t.id)), comment });
    s.settle();
  };

  decide(maria, request(eddie, 'roles', 'Payroll Viewer'), 'approve', 'Approved for the quarterly close.');
  decide(maria, request(eddie, 'roles', 'Wiki Editor'), 'approve');
  decide(maria, request(eddie, 'roles', 'Software Engineer'), 'approve', 'Welcome to the team.');
  decide(maria, request(eddie, 'resources', 'Salesforce Account'), 'deny', 'Please use the shared sales account.');
  decide(maria, request(eddie, 'resources', 'Printer Group'), 'approve');
  const retracted = request(eddie, 'roles', 'Database Read');
  if (retracted !== undefined) {
    tick();
    s.engine.retract(eddie, [retracted]);
    s.settle();
  }
  request(eddie, 'roles', 'CRM Write');
  request(eddie, 'roles', 'Ledger Read');
  request(eddie, 'roles', 'Build Server');
  request(eddie, 'prds', 'Request New Laptop', { reason: 'My laptop is five years old.' });
  request(eddie, 'roles', 'Ledger Post', { sodJustification: 'Covering the ledger while the accountant is on leave.' });
  const tina = s.as('tmanager');
  if (tina) request(tina, 'resources', 'Office 365 License');

  // Generated people: one asks Eddie (VPN Access), three ask Maria for bulk-approvable access.
  const generated = db
    .prepare<[], { cn: string }>(`SELECT cn FROM users WHERE password_hash IS NULL ORDER BY id LIMIT 4`)
    .all()
    .map((r) => s.as(r.cn))
    .filter((a): a is Acting => a !== undefined);
  const [first, ...others] = generated;
  if (first) request(first, 'roles', 'VPN Access');
  for (const person of others) request(person, 'roles', 'Source Repository');
  s.engine.close();
}
