import { prefetchInChunk } from '../../core/navigation';

/** The first reads (prefetch-reads.ts) in a chunk of their own, as src/areas/tasks/prefetch.ts says why. */
const reads = () => import('./prefetch-reads');

/** `#/teams`: the teams as they first show. */
export const prefetchTeamList = prefetchInChunk(reads, (prefetch) => prefetch.prefetchTeamList);
