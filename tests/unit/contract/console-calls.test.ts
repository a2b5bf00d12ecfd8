import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { scanConsoleCalls, type ConsoleCallScan } from './console-calls.js';
import { findOperation } from './swagger.js';

/**
 * Calls of the console that are not IDMProv REST operations, with why. Everything else the API layer
 * calls must be a path and method of the swagger.
 */
const NOT_REST: readonly { call: string; reason: string }[] = [
  {
    call: 'GET console build-info.json',
    reason:
      "The console's own build description (About dialog), served beside the console by the dashboard application.",
  },
  {
    call: 'POST rest catalog/roles/category',
    reason:
      'Role categories: the contract creates resource categories only (POST catalog/resources/category); the sandbox serves the role one in that shape (not-in-contract.ts).',
  },
  {
    call: 'DELETE rest catalog/roles/category',
    reason: 'Role categories: the contract has no category delete; the sandbox serves one (not-in-contract.ts).',
  },
  {
    call: 'GET rest access/containers/user',
    reason:
      "The directory's container tree (roles assigned to and owned by containers): the contract has roots for the role, resource and PRD trees only; the sandbox serves this one in the same ContainerNode shape (not-in-contract.ts).",
  },
  {
    call: 'POST rest access/groups/group',
    reason:
      "One group by DN for the group's page: the contract reads groups only as a searched list; the sandbox serves it (not-in-contract.ts), and the console falls back to searching the list by the group's name where a server has no such call.",
  },
  {
    call: 'DELETE rest catalog/resources/category',
    reason: 'Resource categories: the contract has no category delete; the sandbox serves one (not-in-contract.ts).',
  },
  {
    call: 'GET rest catalog/codemaprefresh/status',
    reason:
      "A code-map refresh's progress: the contract's refresh answers only its id; the sandbox serves this (not-in-contract.ts).",
  },  {
    call: 'GET rest access/helpdesk/tickets',
    reason:
      "The help desk's tickets (administrators see all, others their own): the contract only creates a ticket number; the sandbox serves this (not-in-contract.ts).",
  },
  {
    call: 'PUT rest access/helpdesk/tickets',
    reason: 'Closing or reopening a help desk ticket: not in the contract; the sandbox serves this (not-in-contract.ts).',
  },
];

/**
 * URLs built with `http.rest(…)` that are not requested: pages of the server the console links to.
 * The console's own servlets outside src/api (LoadContextConfigServlet in src/core/config.ts,
 * RefreshTokenServlet and the OSP session-extension call in src/core/token-refresh.ts) are sign-in
 * plumbing of the dashboard application and OSP, described in contract/README.md, not IDMProv operations.
 */
const URLS_NOT_REQUESTED: readonly { at: string; reason: string }[] = [
  {
    at: 'src/api/access/shared.ts',
    reason:
      'serverFormUrl: the server-side form pages (requestForm.do, approvalForm.do) the console links to, not REST calls.',
  },
  {
    at: 'src/api/people/list-schema.ts',
    reason:
      "imageBase: the REST URL the user list's image paths (the sandbox's generated avatars) are made absolute against, not a call.",
  },
];

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

describe('contract: every REST call the console makes is on a path and method of the swagger', () => {
  let scan: ConsoleCallScan;
  beforeAll(() => {
    scan = scanConsoleCalls();
  });

  it('reads the method and path of every request in src/api', () => {
    expect(scan.unreadable).toEqual([]);
    // Sanity: the scan sees the start-up calls (a scan that finds nothing would pass everything).
    expect(scan.calls).toContainEqual(
      expect.objectContaining({ method: 'GET', base: 'rest', path: 'access/info/user/rights' }),
    );
    expect(scan.calls).toContainEqual(expect.objectContaining({ method: 'POST', base: 'rest', path: 'access/tasks' }));
  });

  it('calls only operations of the contract, and the console servlets listed with their reason', () => {
    const listed = new Set(NOT_REST.map((entry) => entry.call));
    const offContract = scan.calls.filter((call) => {
      if (listed.has(`${call.method} ${call.base} ${call.path}`)) return false;
      return call.base !== 'rest' || !findOperation(call.method, call.path);
    });
    expect(offContract.map((call) => `${call.method} ${call.base} ${call.path} (${call.at})`)).toEqual([]);
    const made = new Set(scan.calls.map((call) => `${call.method} ${call.base} ${call.path}`));
    expect(NOT_REST.filter((entry) => !made.has(entry.call))).toEqual([]);
  });

  it('builds no other URL than those it requests and the listed server pages', () => {
    const listed = (at: string) => URLS_NOT_REQUESTED.some((entry) => at.startsWith(`${entry.at}:`));
    expect(scan.urlsNotRequested.filter((at) => !listed(at))).toEqual([]);
  });

  it('makes requests only from src/api (the one layer that knows URLs)', () => {
    const outside = sources(join(ROOT, 'src'))
      .filter((file) => !file.startsWith(join(ROOT, 'src/api/')) && !file.startsWith(join(ROOT, 'src/core/')))
      .filter((file) => /\bhttp\.(request|rest|console)\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(outside).toEqual([]);
  });
});
