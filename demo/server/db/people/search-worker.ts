import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { PageRequest } from '../search.js';
import { searchPeopleIds, type PeopleIds, type PeopleSearch } from './search.js';
import { peopleSearchGeneration } from './search-index.js';

/** A search asked of a worker (`search-pool.ts`). */
export interface SearchJob {
  id: number;
  search: PeopleSearch;
  page: PageRequest;
}

/** Its answer: what it found, read at `generation` of the people; or why it failed. */
export type SearchDone = { id: number; generation: number; found: PeopleIds } | { id: number; error: string };

const { dbPath } = workerData as { dbPath: string };
// Its own read-only connection: in WAL mode it reads while the sandbox writes.
const db = new Database(dbPath, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('cache_size = -16384');

// One snapshot for the generation and the search, so what is found belongs to that generation.
const searchAtOnce = db.transaction((job: SearchJob) => ({
  generation: peopleSearchGeneration(db),
  found: searchPeopleIds(db, job.search, job.page),
}));

parentPort?.on('message', (job: SearchJob) => {
  let done: SearchDone;
  try {
    done = { id: job.id, ...searchAtOnce(job) };
  } catch (error) {
    done = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(done);
});
