import { prefetchInChunk } from '../../core/navigation';

/** The first reads (prefetch-reads.ts) in a chunk of their own, as src/areas/tasks/prefetch.ts says why. */
const reads = () => import('./prefetch-reads');

/** `#/users` (either view): the user schema and the first page of everyone by name. */
export const prefetchUserCatalog = prefetchInChunk(reads, (prefetch) => prefetch.prefetchUserCatalog);
