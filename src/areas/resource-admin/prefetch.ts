import { prefetchInChunk } from '../../core/navigation';

/** The first reads (prefetch-reads.ts) in a chunk of their own, as src/areas/tasks/prefetch.ts says why. */
const reads = () => import('./prefetch-reads');

/** `#/resource`: the resource list as it first shows. */
export const prefetchResourceList = prefetchInChunk(reads, (prefetch) => prefetch.prefetchResourceList);
