import { DEPARTMENTS, FIRST_NAMES, LAST_NAMES } from './names.js';
import type { Random } from './prng.js';
import { USERS_CONTAINER } from '../../demo-accounts.js';

export interface GeneratedUser {
  cn: string;
  dn: string;
  givenName: string;
  surname: string;
  fullName: string;
  title: string;
  department: string;
  email: string;
  telephone: string;
  /** Index of the manager in the generated list; null for the top of the tree. */
  manager: number | null;
  containerDn: string;
}

export const EXECUTIVE = 'Executive';
export const departmentContainer = (department: string): string => `ou=${department},${USERS_CONTAINER}`;

/** Letters and digits only, diacritics dropped: "Zoë O'Brien" -> "zoeobrien". */
export const asciiSlug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * People with unique cns, and a manager tree filled breadth first: user 0 is the chief executive, its
 * reports head one department each, and every later manager gets 3–8 reports in their department.
 */
export function generateOrg(random: Random, count: number, takenCns: ReadonlySet<string>): GeneratedUser[] {
  const uses = new Map<string, number>();
  const people = Array.from({ length: count }, () => {
    const givenName = random.pick(FIRST_NAMES);
    const surname = random.pick(LAST_NAMES);
    const base = asciiSlug(givenName.charAt(0) + surname);
    let n = uses.get(base) ?? 0;
    let cn: string;
    do {
      n += 1;
      cn = n === 1 ? base : `${base}${n}`;
    } while (takenCns.has(cn));
    uses.set(base, n);
    const suffix = n === 1 ? '' : String(n);
    return {
      cn,
      givenName,
      surname,
      email: `${asciiSlug(givenName)}.${asciiSlug(surname)}${suffix}@example.com`,
      telephone: `+1 555-${random.int(100, 999)}-${random.int(1000, 9999)}`,
    };
  });

  const managers: (number | null)[] = new Array<number | null>(count).fill(null);
  const departments: string[] = new Array<string>(count).fill(EXECUTIVE);
  const depth: number[] = new Array<number>(count).fill(0);
  const queue: number[] = [];
  let next = 1;
  for (const department of DEPARTMENTS) {
    if (next >= count) break;
    managers[next] = 0;
    departments[next] = department.name;
    depth[next] = 1;
    queue.push(next++);
  }
  for (let head = 0; head < queue.length && next < count; head++) {
    const manager = queue[head] as number;
    const reports = random.int(3, 8);
    for (let r = 0; r < reports && next < count; r++) {
      managers[next] = manager;
      departments[next] = departments[manager] as string;
      depth[next] = (depth[manager] as number) + 1;
      queue.push(next++);
    }
  }
  const hasReports = new Set(managers.filter((m): m is number => m !== null));

  return people.map((person, i) => {
    const department = departments[i] as string;
    const staffTitles = DEPARTMENTS.find((d) => d.name === department)?.staffTitles ?? ['Specialist'];
    const level = depth[i] as number;
    const title =
      level === 0
        ? 'Chief Executive Officer'
        : level === 1
          ? `Vice President, ${department}`
          : hasReports.has(i)
            ? level === 2
              ? `Director, ${department}`
              : `Manager, ${department}`
            : random.pick(staffTitles);
    const containerDn = departmentContainer(department);
    return {
      ...person,
      dn: `cn=${person.cn},${containerDn}`,
      fullName: `${person.givenName} ${person.surname}`,
      title,
      department,
      manager: managers[i] ?? null,
      containerDn,
    };
  });
}
