import { prefetchInChunk } from '../../core/navigation';

/** The first reads (prefetch-reads.ts) in a chunk of their own, as src/areas/tasks/prefetch.ts says why. */
const reads = () => import('./prefetch-reads');

/** `#/groups`: the groups as they first show. */
export const prefetchGroupList = prefetchInChunk(reads, (prefetch) => prefetch.prefetchGroupList);
