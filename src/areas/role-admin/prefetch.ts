import type { AreaPrefetch } from '../../core/navigation';

/** The first reads (prefetch-reads.ts) in a chunk of their own, as src/areas/tasks/prefetch.ts says why. */
const reads = () => import('./prefetch-reads');

/** `#/role`: the role list as it first shows. */
export const prefetchRoleList: AreaPrefetch = (...route) =>
  void reads().then(
    (prefetch) => prefetch.prefetchRoleList(...route),
    () => undefined,
  );
