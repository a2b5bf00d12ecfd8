import type { Database } from 'better-sqlite3';

const DAY = 86_400_000;
const REASONS = ['Vacation', 'Parental leave', 'Conference trip', 'Training week', 'Business travel', 'Sick leave'];

interface Person {
  dn: string;
  manager_dn: string | null;
  manages: number;
}

/** Generated people: first those who approve nothing (no reports), whose active windows route no seeded task. */
function generatedPeople(db: Database): { workers: Person[]; managers: Person[] } {
  const people = db
    .prepare<[], Person>(
      `SELECT u.dn, u.manager_dn, (SELECT COUNT(*) FROM users r WHERE r.manager_dn = u.dn) AS manages
       FROM users u WHERE u.password_hash IS NULL ORDER BY u.id`,
    )
    .all();
  return { workers: people.filter((p) => p.manages === 0), managers: people.filter((p) => p.manages > 0) };
}

/**
 * Delegations, availability and proxy assignments of the generated organisation (README "Delegation,
 * availability and proxy assignments"): colleagues covering for each other during holidays and trips (some
 * over, some running, some to come), managers away next month with their approvals handed to a report for
 * some request definitions, and assistants who may act for their managers (one of them expiring). Windows
 * that run now belong only to people who approve nothing, so no seeded task moves. The demo accounts keep
 * their own (pproxy → mmanager, and the availability of `access-requests.ts`).
 */
export function seedWhoActs(db: Database, now = Date.now()): void {
  const day = Math.floor(now / DAY) * DAY;
  const { workers, managers } = generatedPeople(db);
  const delegation = db.prepare<[string, string, number, number, string]>(
    'INSERT INTO delegations (delegator_dn, delegate_dn, starts_at, ends_at, description) VALUES (?, ?, ?, ?, ?)',
  );
  const scope = db.prepare<[number, string]>(
    'INSERT INTO delegation_scopes (delegation_id, request_defs) VALUES (?, ?)',
  );
  const availability = db.prepare<[string, number, number]>(
    `INSERT OR IGNORE INTO availability (user_dn, status, starts_at, ends_at) VALUES (?, 'unavailable', ?, ?)`,
  );
  const proxy = db.prepare<[string, string]>('INSERT OR IGNORE INTO proxies (proxy_dn, for_dn) VALUES (?, ?)');
  const window = db.prepare<[string, string, number | null, number | null]>(
    'INSERT OR REPLACE INTO proxy_windows (proxy_dn, for_dn, starts_at, ends_at) VALUES (?, ?, ?, ?)',
  );
  const prds = db
    .prepare<[], { dn: string }>(
      `SELECT dn FROM prds WHERE process_type IN ('Role Approval', 'Resource Approval') ORDER BY dn`,
    )
    .all()
    .map((r) => r.dn);

  // Colleagues: pairs of people without reports, windows over (-30 days), running (-2 .. +5) and to come (+14).
  workers.slice(0, 60).forEach((person, index) => {
    const colleague = workers[(index + 1) % workers.length];
    if (!colleague || colleague.dn === person.dn) return;
    const offsets: [number, number][] = [
      [-30, -23],
      [-2, 5],
      [14, 21],
    ];
    const [from, to] = offsets[index % offsets.length]!;
    delegation.run(person.dn, colleague.dn, day + from * DAY, day + to * DAY, REASONS[index % REASONS.length]!);
    if (from <= 0 && to > 0) availability.run(person.dn, day + from * DAY, day + to * DAY);
  });

  // Managers away next month: their role and resource approvals (some request definitions) go to a report.
  managers.slice(0, 20).forEach((manager, index) => {
    const report = db
      .prepare<[string], { dn: string }>('SELECT dn FROM users WHERE manager_dn = ? ORDER BY id LIMIT 1')
      .get(manager.dn);
    if (!report) return;
    const from = day + (30 + index) * DAY;
    const id = Number(
      delegation.run(manager.dn, report.dn, from, from + 10 * DAY, REASONS[index % REASONS.length]!).lastInsertRowid,
    );
    const defs = prds.length === 0 ? [] : [prds[index % prds.length]!, prds[(index + 3) % prds.length]!];
    scope.run(id, JSON.stringify([...new Set(defs)]));
    availability.run(manager.dn, from, from + 10 * DAY);
  });

  // Assistants: a worker may act for their manager; every third assignment expires in a fortnight.
  // One assistant per manager.
  const assisted = new Set<string>();
  workers
    .filter((person) => {
      if (person.manager_dn === null || assisted.has(person.manager_dn.toLowerCase())) return false;
      assisted.add(person.manager_dn.toLowerCase());
      return true;
    })
    .slice(0, 12)
    .forEach((person, index) => {
      proxy.run(person.dn, person.manager_dn!);
      window.run(person.dn, person.manager_dn!, day - 10 * DAY, index % 3 === 0 ? day + 14 * DAY : null);
    });
}

/**
 * `--delegations N`: adds delegations between generated people until there are N (benchmarks of the
 * delegation lists). Each person delegates to the next one in consecutive weeks a year from now, so no
 * two windows of one person overlap and no task moves.
 */
export function topUpDelegations(db: Database, total: number, now = Date.now()): number {
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM delegations').get()?.n ?? 0;
  if (count >= total) return 0;
  const people = db
    .prepare<[], { dn: string }>('SELECT dn FROM users WHERE password_hash IS NULL ORDER BY id')
    .all()
    .map((p) => p.dn);
  if (people.length < 2) return 0;
  const insert = db.prepare<[string, string, number, number, string]>(
    'INSERT INTO delegations (delegator_dn, delegate_dn, starts_at, ends_at, description) VALUES (?, ?, ?, ?, ?)',
  );
  const start = Math.floor(now / DAY) * DAY + 365 * DAY;
  let added = 0;
  db.transaction(() => {
    for (let n = 0; count + added < total; n++) {
      const index = n % people.length;
      const week = Math.floor(n / people.length);
      const from = start + week * 7 * DAY;
      insert.run(people[index]!, people[(index + 1) % people.length]!, from, from + 6 * DAY, 'Generated delegation');
      added += 1;
    }
  })();
  return added;
}
