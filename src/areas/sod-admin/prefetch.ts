import type { AreaPrefetch } from '../../core/navigation';

/** The first reads (prefetch-reads.ts) in a chunk of their own, as src/areas/tasks/prefetch.ts says why. */
const reads = () => import('./prefetch-reads');

/** `#/sod`: the rules as they first show. */
export const prefetchSodList: AreaPrefetch = (...route) =>
  void reads().then(
    (prefetch) => prefetch.prefetchSodList(...route),
    () => undefined,
  );
