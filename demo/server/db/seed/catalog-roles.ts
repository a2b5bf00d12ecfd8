import type { Database } from 'better-sqlite3';
import { ROLE_DEFS, idFromName, roleDn, roleLevelContainer, sodDn } from '../../dns.js';
import {
  ACCESS_KINDS,
  DEPARTMENT_CATEGORY,
  IT_ROLES,
  JOB_ROLES,
  MORE_ROLE_CATEGORIES,
  ROLE_SUB_CONTAINERS,
  ROLE_SYSTEMS,
  SOD_PAIRS,
} from './catalog-names.js';
import { ROLE_CATEGORIES, ROLE_DEFINITIONS } from './names.js';
import type { Random } from './prng.js';

export const ROLE_LEVELS = [
  [10, 'Permission Role', 'Roles that grant one permission'],
  [20, 'IT Role', 'Roles that bundle permissions for a system'],
  [30, 'Business Role', 'Roles that describe a job'],
] as const;

type Level = 10 | 20 | 30;

/** Who may own catalog objects: people (directors and vice presidents), groups, teams. */
export interface OwnerPool {
  users: readonly string[];
  groups: readonly string[];
  teams: readonly string[];
  container: string;
}

// Catalog dates are fixed so that one seed always yields the same data.
export const EPOCH_2024 = Date.UTC(2024, 0, 1);
export const DAY = 86_400_000;

/** Mostly one or two people; every seventh object a group, every eleventh a team, every 29th a container. */
export function pickOwners(
  random: Random,
  pool: OwnerPool,
  index: number,
): [string, 'user' | 'group' | 'team' | 'container'][] {
  if (index % 29 === 28) return [[pool.container, 'container']];
  if (index % 11 === 10 && pool.teams.length > 0) return [[random.pick(pool.teams), 'team']];
  if (index % 7 === 6 && pool.groups.length > 0) return [[random.pick(pool.groups), 'group']];
  return random.sample(pool.users, random.int(1, 2)).map((dn) => [dn, 'user']);
}

const subContainerDn = (level: Level, path: readonly string[]): string =>
  [...path]
    .reverse()
    .map((name) => `cn=${name}`)
    .concat(roleLevelContainer(level))
    .join(',');

function insertContainers(db: Database): Map<string, string> {
  const insert = db.prepare<[string, string, string | null, string, number]>(
    'INSERT INTO catalog_containers (dn, name, parent_dn, type, level) VALUES (?, ?, ?, ?, ?)',
  );
  insert.run(ROLE_DEFS, 'RoleDefs', null, 'role', 0);
  for (const [level] of ROLE_LEVELS) insert.run(roleLevelContainer(level), `Level${level}`, ROLE_DEFS, 'role', level);
  const byName = new Map<string, string>();
  for (const [level, parent, name] of ROLE_SUB_CONTAINERS) {
    const path = parent ? [parent, name] : [name];
    const dn = subContainerDn(level, path);
    insert.run(dn, name, parent ? subContainerDn(level, [parent]) : roleLevelContainer(level), 'role', level);
    byName.set(`${level}/${name}`, dn);
  }
  return byName;
}

interface RoleSpec {
  level: Level;
  name: string;
  description: string;
  categories: readonly string[];
  containerDn: string;
}

function roleSpecs(containers: ReadonlyMap<string, string>): RoleSpec[] {
  const container = (level: Level, name: string): string =>
    containers.get(`${level}/${name}`) ?? roleLevelContainer(level);
  const levelName = (level: Level): string => ROLE_LEVELS.find((l) => l[0] === level)?.[1] ?? 'role';
  const specs: RoleSpec[] = ROLE_DEFINITIONS.map(([level, name, categories]) => ({
    level,
    name,
    categories,
    containerDn: roleLevelContainer(level),
    description: `${name}: ${levelName(level)} of the demo organisation.`,
  }));
  for (const [system, sub, categories] of ROLE_SYSTEMS) {
    for (const [kind, template] of ACCESS_KINDS) {
      specs.push({
        level: 10,
        name: `${system} ${kind}`,
        description: template.replace('{s}', system),
        categories,
        containerDn: container(10, sub),
      });
    }
  }
  for (const [name, sub, categories] of IT_ROLES) {
    specs.push({
      level: 20,
      name,
      description: `${name}: an IT role bundling system permissions.`,
      categories,
      containerDn: container(20, sub),
    });
  }
  for (const [department, key] of Object.entries(DEPARTMENT_CATEGORY)) {
    specs.push({
      level: 20,
      name: `${department} System Access`,
      description: `The systems everyone in ${department} uses.`,
      categories: [key, 'it'],
      containerDn: container(20, 'Systems'),
    });
  }
  for (const [name, department] of JOB_ROLES) {
    specs.push({
      level: 30,
      name,
      description: `Everything a ${name.toLowerCase()} in ${department} needs.`,
      categories: [DEPARTMENT_CATEGORY[department] ?? 'default'],
      containerDn: container(30, department),
    });
  }
  return specs;
}

/** Categories, role levels, the role containers, about 430 roles with owners, and SoD rules between them. */
export function seedRoles(db: Database, random: Random, owners: OwnerPool): void {
  const category = db.prepare<[string, string, string]>('INSERT INTO categories (kind, key, names) VALUES (?, ?, ?)');
  for (const [key, name] of [...ROLE_CATEGORIES, ...MORE_ROLE_CATEGORIES])
    category.run('role', key, JSON.stringify({ en: name }));
  const level = db.prepare<[number, string, string, string]>(
    'INSERT INTO role_levels (level, name, description, container_dn) VALUES (?, ?, ?, ?)',
  );
  for (const [value, name, description] of ROLE_LEVELS) level.run(value, name, description, roleLevelContainer(value));

  const containers = insertContainers(db);
  const role = db.prepare(
    `INSERT INTO roles (dn, id, level, names, descriptions, status, approval_required, created_at, container_dn)
     VALUES (@dn, @id, @level, @names, @descriptions, 50, @approvalRequired, @createdAt, @containerDn)`,
  );
  const roleCategory = db.prepare<[string, string]>(
    'INSERT OR IGNORE INTO role_categories (role_dn, category_key) VALUES (?, ?)',
  );
  const roleOwner = db.prepare<[string, string, string]>(
    'INSERT OR IGNORE INTO role_owners (role_dn, owner_dn, owner_type) VALUES (?, ?, ?)',
  );
  const dnByName = new Map<string, string>();
  roleSpecs(containers).forEach((spec, index) => {
    const id = idFromName(spec.name);
    const dn = roleDn(spec.level, id, spec.containerDn);
    if (dnByName.has(spec.name)) return;
    dnByName.set(spec.name, dn);
    role.run({
      dn,
      id,
      level: spec.level,
      names: JSON.stringify({ en: spec.name }),
      descriptions: JSON.stringify({ en: spec.description }),
      approvalRequired: random.chance(0.5) ? 1 : 0,
      createdAt: EPOCH_2024 + random.int(0, 600) * DAY,
      containerDn: spec.containerDn,
    });
    for (const key of spec.categories) roleCategory.run(dn, key);
    for (const [ownerDn, type] of pickOwners(random, owners, index)) roleOwner.run(dn, ownerDn, type);
  });

  const sod = db.prepare<[string, string, string, string, string, string]>(
    'INSERT INTO sods (dn, id, names, descriptions, role1_dn, role2_dn) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const [first, second] of SOD_PAIRS) {
    const a = dnByName.get(first);
    const b = dnByName.get(second);
    if (!a || !b) throw new Error(`SoD between unknown roles ${first} / ${second}`);
    const name = `${first} versus ${second}`;
    const description = `Nobody may hold both ${first} and ${second}.`;
    sod.run(
      sodDn(idFromName(name)),
      idFromName(name),
      JSON.stringify({ en: name }),
      JSON.stringify({ en: description }),
      a,
      b,
    );
  }
}
