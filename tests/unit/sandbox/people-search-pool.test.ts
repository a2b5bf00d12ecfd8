import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SEARCH } from '../../../demo/server/db/lookups/people.js';
import { peopleSearchPool, type PeopleSearchPool } from '../../../demo/server/db/people/search-pool.js';
import { searchPeopleIds, type PeopleSearch } from '../../../demo/server/db/people/search.js';
import { passwordToken, restGet, startSandbox, type TestSandbox } from './helpers.js';

const search = (sortColumn = 'full_name'): PeopleSearch => ({
  targets: DEFAULT_USER_SEARCH.map((column) => ({ column })),
  advanced: [],
  sortColumn,
  limit: 10_000,
});
const page = (q: string, nextIndex = 1) => ({ q, size: 5, nextIndex, descending: false });

describe('sandbox people search off the event loop (db/people/search-pool.ts)', () => {
  let sb: TestSandbox;
  let pool: PeopleSearchPool;
  let token: string;

  beforeAll(async () => {
    sb = await startSandbox({ searchWorkers: 1 });
    pool = peopleSearchPool(sb.dbPath, 2);
    token = await passwordToken(sb.app, 'uaadmin');
  });
  afterAll(async () => {
    await pool.close();
    await sb.close();
  });

  it('finds in a worker thread what the search finds in place: totals and page ids, any sort and page', async () => {
    for (const [q, sort, start] of [
      ['a', 'full_name', 1],
      ['ma', 'surname', 1],
      ['e', 'given_name', 6],
      ['*', 'full_name', 1],
      ['zzzz', 'full_name', 1],
    ] as const) {
      const { found } = await pool.find(search(sort), page(q, start));
      expect(found).toEqual(searchPeopleIds(sb.app.store.db, search(sort), page(q, start)));
    }
  });

  it('lists users through its worker with the same people, totals and paging as without one', async () => {
    for (const query of ['q=ma&sortBy=LastName', 'q=e&nextIndex=6&size=5', 'q=Maria%20Manager', 'q=nobodyhere']) {
      const res = await restGet(sb.app, `/access/users/list?${query}`, token);
      expect(res.statusCode).toBe(200);
      const answer = res.json() as { usersList: { dn: string }[]; totalCount: number; nextIndex: number };
      const params = new URLSearchParams(query);
      const asked = {
        q: params.get('q') ?? '',
        size: Number(params.get('size') ?? 10),
        nextIndex: Number(params.get('nextIndex') ?? 1),
        descending: false,
      };
      const sortColumn = params.get('sortBy') === 'LastName' ? 'surname' : 'full_name';
      const inPlace = searchPeopleIds(sb.app.store.db, search(sortColumn), asked);
      expect(answer.totalCount).toBe(inPlace.total);
      const dns = sb.app.store.db
        .prepare(`SELECT id, dn FROM users WHERE id IN (${inPlace.ids.map(() => '?').join(',') || 'NULL'})`)
        .all(...inPlace.ids) as { id: number; dn: string }[];
      const dnOf = new Map(dns.map((r) => [r.id, r.dn]));
      expect(answer.usersList.map((u) => u.dn)).toEqual(inPlace.ids.map((id) => dnOf.get(id)));
    }
  });
});
