import { prefetchInChunk } from '../../core/navigation';

/** The first reads (prefetch-reads.ts) in a chunk of their own, as src/areas/tasks/prefetch.ts says why. */
const reads = () => import('./prefetch-reads');

/** `#/role`: the role list as it first shows. */
export const prefetchRoleList = prefetchInChunk(reads, (prefetch) => prefetch.prefetchRoleList);
