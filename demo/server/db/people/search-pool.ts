import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';
import type { PageRequest, PageResult } from '../search.js';
import type { PersonRow } from './read.js';
import { keepPeopleIds, keptPeopleIds, peoplePage, searchPeople, type PeopleIds, type PeopleSearch } from './search.js';
import type { SearchDone, SearchJob } from './search-worker.js';

interface Pending {
  resolve(done: { generation: number; found: PeopleIds }): void;
  reject(error: Error): void;
}

export interface PeopleSearchPool {
  /** The total and page ids of a search, found by a worker. */
  find(search: PeopleSearch, page: PageRequest): Promise<{ generation: number; found: PeopleIds }>;
  close(): Promise<void>;
}

/**
 * Worker threads that search people on their own read-only connections, so that a search no cache answers
 * (a count and a page over 100,000 people: up to several ms) does not hold the event loop while other
 * requests wait. Each worker takes the next job when it is the least busy.
 */
export function peopleSearchPool(dbPath: string, size: number): PeopleSearchPool {
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(new URL('./search-worker-start.mjs', import.meta.url), { workerData: { dbPath } });
    const jobs = new Set<number>();
    worker.on('message', (done: SearchDone) => {
      const waiting = pending.get(done.id);
      pending.delete(done.id);
      jobs.delete(done.id);
      if ('error' in done) waiting?.reject(new Error(done.error));
      else waiting?.resolve(done);
    });
    worker.on('error', (error) => {
      for (const id of jobs) pending.get(id)?.reject(error);
      jobs.clear();
    });
    worker.unref();
    return { worker, jobs };
  });
  return {
    find(search, page) {
      const id = nextId++;
      const least = workers.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        least.jobs.add(id);
        least.worker.postMessage({ id, search, page } satisfies SearchJob);
      });
    },
    async close() {
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
    },
  };
}

/**
 * One page of people like `searchPeople`, with what the cache does not hold searched by the pool (kept for
 * the next call); the rows are read here. Without a pool, or when a worker fails, it searches in place.
 */
export async function searchPeopleOffLoop(
  db: Database,
  pool: PeopleSearchPool | null,
  search: PeopleSearch,
  page: PageRequest,
): Promise<PageResult<PersonRow>> {
  const kept = pool ? keptPeopleIds(db, search, page) : undefined;
  if (!pool || kept) return kept ? peoplePage(db, page, kept) : searchPeople(db, search, page);
  try {
    const { generation, found } = await pool.find(search, page);
    keepPeopleIds(db, search, page, generation, found);
    return peoplePage(db, page, found);
  } catch {
    return searchPeople(db, search, page);
  }
}
