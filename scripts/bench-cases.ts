// The HTTP cases of `npm run bench` (scripts/bench-http.ts measures them).
import { FIRST_NAMES, LAST_NAMES } from '../demo/server/db/seed/names';
import type { HttpCase } from './bench-http';

/** The i-th of aa, ab, …, zz: a different search each call. */
export const twoLetters = (i: number): string => String.fromCharCode(97 + (Math.floor(i / 26) % 26), 97 + (i % 26));

/** A search no earlier call made (two letters, then the next page), so no kept answer or count helps. */
const newSearch = (i: number): string => `q=${twoLetters(i)}&nextIndex=${1 + 25 * (Math.floor(i / 676) % 4)}&size=25`;

/**
 * The i-th of many two-word searches that find people by name ("Jen Ga", "Ma Wi", …): the start of a
 * seeded first name (2 to 4 letters) and of a last name (2 letters). The task list and the request
 * history match every word against the start of a word of the names they show, so unlike two random
 * letters these find rows; 91 × 81 × 3 different searches, so no kept answer or count helps.
 */
export const nameSearch = (i: number): string => {
  const first = FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Mary';
  const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length] ?? 'Smith';
  const length = 2 + (Math.floor(i / (FIRST_NAMES.length * LAST_NAMES.length)) % 3);
  return encodeURIComponent(`${first.slice(0, length)} ${last.slice(0, 2)}`);
};

/** The HTTP cases: the user list figures, the lists the console pages through, a start-up call. */
export function httpCases(): HttpCase[] {
  const list = 'access/users/list?nextIndex=1&size=25';
  // The spec's default profile column filter (section 3; src/api/people/defaults.ts).
  const profileColumns = 'FirstName,LastName,Email,TelephoneNumber,manager,Title,UserPhoto,Department';
  return [
    {
      name: 'user list, "an", by last name, 25',
      user: 'uaadmin',
      path: `${list}&q=an&sortBy=LastName`,
      target: { rps: 2000, p99: 15, bytes: 30 * 1024 },
    },
    { name: 'user list, "an", default order, 25', user: 'uaadmin', path: `${list}&q=an`, target: { rps: 2000 } },
    {
      name: 'user list, "an", by last name, gzip',
      user: 'uaadmin',
      path: `${list}&q=an&sortBy=LastName`,
      headers: { 'accept-encoding': 'gzip' },
    },
    {
      name: 'user list, "an", profile columns only',
      user: 'uaadmin',
      path: `${list}&q=an&sortBy=LastName&columnCustomization=true&filter=${profileColumns}`,
      target: { bytes: 30 * 1024 },
    },
    { name: 'user list, "Maria Manager", 25', user: 'uaadmin', path: `${list}&q=Maria%20Manager` },
    { name: 'user list, no query, 25', user: 'uaadmin', path: list },
    {
      name: 'user list, a new search each call',
      user: 'uaadmin',
      path: `access/users/list?${newSearch(0)}&sortBy=LastName`,
      each: (i) => `access/users/list?${newSearch(i)}&sortBy=LastName`,
    },
    {
      name: 'task list, first page of 25 (10,000 open)',
      user: 'mmanager',
      path: 'access/tasks/list?fromIndex=1&size=25',
      target: { rps: 2000 },
    },
    { name: 'task list, search "access"', user: 'mmanager', path: 'access/tasks/list?fromIndex=1&size=25&q=access' },
    {
      name: 'task list, a new search each call',
      user: 'mmanager',
      path: `access/tasks/list?fromIndex=1&size=25&q=${nameSearch(0)}`,
      each: (i) => `access/tasks/list?fromIndex=1&size=25&q=${nameSearch(i)}`,
    },
    {
      name: 'request history, first page of 25',
      user: 'uaadmin',
      path: 'access/requests/historylist?nextIndex=1&size=25',
      target: { rps: 2000 },
    },
    {
      name: 'request history, search "access"',
      user: 'uaadmin',
      path: 'access/requests/historylist?nextIndex=1&size=25&q=access',
    },
    {
      name: 'request history, a new search each call',
      user: 'uaadmin',
      path: `access/requests/historylist?nextIndex=1&size=25&q=${nameSearch(0)}`,
      each: (i) => `access/requests/historylist?nextIndex=1&size=25&q=${nameSearch(i)}`,
    },
    { name: 'start-up: rights', user: 'uaadmin', path: 'access/info/user/rights' },
  ];
}
