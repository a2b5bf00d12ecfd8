// Starts a people search worker (search-worker.ts) in a worker thread: the sandbox runs through tsx, whose
// loader a worker thread does not inherit, so the TypeScript module is imported through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./search-worker.ts', import.meta.url);
