import type { Database } from 'better-sqlite3';
import { DEMO_ACCOUNTS, demoDn } from '../../demo-accounts.js';
import { GROUPS_CONTAINER } from '../../dns.js';
import { createRandom, type Random } from './prng.js';

/** Bumped when the group seed changes; a db without it gets the groups on its next start. */
export const GROUPS_SEED_VERSION = 1;

export const PROJECTS_CONTAINER = `ou=projects,${GROUPS_CONTAINER}`;
export const LISTS_CONTAINER = `ou=lists,${GROUPS_CONTAINER}`;
export const DYNAMIC_CONTAINER = `ou=dynamic,${GROUPS_CONTAINER}`;
export const WORKGROUPS_CONTAINER = `ou=workgroups,${GROUPS_CONTAINER}`;

const COLOURS = ['Amber', 'Azure', 'Cobalt', 'Coral', 'Crimson', 'Emerald', 'Golden', 'Indigo', 'Ivory', 'Jade'];
const COLOURS_2 = ['Lilac', 'Onyx', 'Ruby', 'Saffron', 'Silver', 'Teal', 'Umber', 'Violet'];
const ANIMALS = ['Badger', 'Bison', 'Condor', 'Falcon', 'Fox', 'Heron', 'Ibex', 'Lynx', 'Marten', 'Orca'];
const ANIMALS_2 = ['Otter', 'Puma', 'Raven', 'Stork', 'Tapir', 'Wolf'];

/** Distribution lists: a share of the whole organisation each (thousands of members from a few thousand people up). */
const LISTS: readonly (readonly [string, string, number])[] = [
  ['All Staff', 'Every employee', 1],
  ['Company Newsletter', 'Receives the monthly newsletter', 0.6],
  ['Cafeteria Card Holders', 'Hold a cafeteria card', 0.5],
  ['Parking Permit Holders', 'May park in the company garage', 0.35],
  ['Fitness Programme', 'Take part in the fitness programme', 0.3],
  ['Hybrid Workers', 'Work from home part of the week', 0.4],
  ['First Aiders', 'Trained in first aid', 0.04],
  ['Fire Wardens', 'Lead evacuations on their floor', 0.03],
  ['Mentors', 'Mentor new colleagues', 0.08],
  ['Language Club', 'Meets weekly to practise languages', 0.05],
];

/** Dynamic groups: members are the users whose attribute has the value (kept by triggers, migration 9). */
const DYNAMIC: readonly (readonly [string, string, 'department' | 'title', string])[] = [
  ['Sales Department (dynamic)', 'Everyone whose department is Sales', 'department', 'Sales'],
  ['Finance Department (dynamic)', 'Everyone whose department is Finance', 'department', 'Finance'],
  ['Engineering Department (dynamic)', 'Everyone whose department is Engineering', 'department', 'Engineering'],
  ['Software Engineers (dynamic)', 'Everyone with the title Software Engineer', 'title', 'Software Engineer'],
  ['Accountants (dynamic)', 'Everyone with the title Accountant', 'title', 'Accountant'],
];

const QUERY_ATTRIBUTE = { department: 'ou', title: 'title' } as const;

function statements(db: Database) {
  return {
    container: db.prepare<[string, string, string]>(
      "INSERT OR IGNORE INTO containers (dn, name, parent_dn, kind) VALUES (?, ?, ?, 'organizationalUnit')",
    ),
    group: db.prepare<[string, string, string, string]>(
      'INSERT OR IGNORE INTO groups (dn, cn, name, description) VALUES (?, ?, ?, ?)',
    ),
    member: db.prepare<[string, string]>('INSERT OR IGNORE INTO group_members (group_dn, user_dn) VALUES (?, ?)'),
  };
}

/** Generated people (not the demo accounts, whose memberships other tests and the demo rely on). */
function generatedPeople(db: Database): string[] {
  const demo = new Set(DEMO_ACCOUNTS.map((a) => demoDn(a).toLowerCase()));
  return (db.prepare('SELECT dn FROM users ORDER BY id').pluck().all() as string[]).filter(
    (dn) => !demo.has(dn.toLowerCase()),
  );
}

const projectNames = (): string[] =>
  [...COLOURS, ...COLOURS_2].flatMap((colour) => [...ANIMALS, ...ANIMALS_2].map((animal) => `${colour} ${animal}`));

/**
 * Several hundred groups beside the departments' (README "Groups"): 260 project groups (3 to 80 members, at most a
 * tenth of the people), 10 distribution lists (a share of everyone: All Staff has every generated person) and 5
 * dynamic groups. Own random stream, so the rest of the seed stays as it was.
 */
export function seedGroups(db: Database, seed: number): void {
  const random = createRandom((seed ^ 0x0916a0c5) >>> 0);
  const people = generatedPeople(db);
  const s = statements(db);
  for (const [dn, name] of [
    [PROJECTS_CONTAINER, 'projects'],
    [LISTS_CONTAINER, 'lists'],
    [DYNAMIC_CONTAINER, 'dynamic'],
  ] as const)
    s.container.run(dn, name, GROUPS_CONTAINER);
  const shuffled = random.sample(projectNames(), 260);
  const most = Math.max(3, Math.min(80, Math.floor(people.length / 10)));
  for (const [index, project] of shuffled.entries()) {
    const name = `Project ${project}`;
    const dn = `cn=${name},${PROJECTS_CONTAINER}`;
    s.group.run(dn, name, name, `Works on project ${project} (${2020 + (index % 6)})`);
    for (const person of random.sample(people, random.int(Math.min(3, most), most))) s.member.run(dn, person);
  }
  for (const [name, description, share] of LISTS) {
    const dn = `cn=${name},${LISTS_CONTAINER}`;
    s.group.run(dn, name, name, description);
    const members = share >= 1 ? people : pickShare(random, people, share);
    for (const person of members) s.member.run(dn, person);
  }
  const dynamic = db.prepare<[string, string, string, string]>(
    'INSERT OR IGNORE INTO dynamic_groups (group_dn, member_query, attribute, value) VALUES (?, ?, ?, ?)',
  );
  for (const [name, description, attribute, value] of DYNAMIC) {
    const dn = `cn=${name},${DYNAMIC_CONTAINER}`;
    s.group.run(dn, name, name, description);
    dynamic.run(dn, `(&(objectClass=inetOrgPerson)(${QUERY_ATTRIBUTE[attribute]}=${value}))`, attribute, value);
    db.prepare(
      `INSERT OR IGNORE INTO group_members (group_dn, user_dn) SELECT ?, dn FROM users WHERE ${attribute} = ?`,
    ).run(dn, value);
  }
  db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(
    'groupsVersion',
    String(GROUPS_SEED_VERSION),
  );
}

/** About `share` of the people, in their order (cheaper than a sample for tens of thousands). */
const pickShare = (random: Random, people: readonly string[], share: number): string[] =>
  people.filter(() => random.next() < share);

/** A db seeded before the group seed gets it on its next start (its other data is kept). */
export function ensureGroupSeed(db: Database, seed: number): void {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'groupsVersion'").get();
  if (row) return;
  db.transaction(() => seedGroups(db, seed))();
}

/**
 * `--groups N`: adds workgroups (`Workgroup 00001`, … in ou=workgroups) of 0 to 8 members until there are N groups
 * (none when there are that many already). Deterministic from the count.
 */
export function topUpGroups(db: Database, total: number): number {
  const count = (db.prepare('SELECT COUNT(*) AS n FROM groups').get() as { n: number }).n;
  if (count >= total) return 0;
  const random = createRandom(count);
  const people = generatedPeople(db);
  const s = statements(db);
  let serial = (
    db.prepare("SELECT COUNT(*) AS n FROM groups WHERE dn LIKE '%,' || ?").get(WORKGROUPS_CONTAINER) as { n: number }
  ).n;
  let added = 0;
  db.transaction(() => {
    s.container.run(WORKGROUPS_CONTAINER, 'workgroups', GROUPS_CONTAINER);
    while (count + added < total) {
      serial += 1;
      const name = `Workgroup ${String(serial).padStart(5, '0')}`;
      const dn = `cn=${name},${WORKGROUPS_CONTAINER}`;
      if (s.group.run(dn, name, name, `Generated workgroup number ${serial}`).changes === 0) continue;
      for (const person of random.sample(people, random.int(0, 8))) s.member.run(dn, person);
      added += 1;
    }
  })();
  return added;
}
