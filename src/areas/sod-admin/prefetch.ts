import { prefetchInChunk } from '../../core/navigation';

/** The first reads (prefetch-reads.ts) in a chunk of their own, as src/areas/tasks/prefetch.ts says why. */
const reads = () => import('./prefetch-reads');

/** `#/sod`: the rules as they first show. */
export const prefetchSodList = prefetchInChunk(reads, (prefetch) => prefetch.prefetchSodList);
