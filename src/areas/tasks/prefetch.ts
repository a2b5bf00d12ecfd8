import type { AreaPrefetch } from '../../core/navigation';

/**
 * The routes' first reads (prefetch-reads.ts) come as a chunk of their own: the console page's first script
 * preloads it beside the opened page's chunks, so it costs the console's first load no bytes and the reads
 * no round trip. A chunk that fails to load leaves the page to ask for its data itself.
 */
const reads = () => import('./prefetch-reads');

/** `#/tasks`: the console's list as it first shows. */
export const prefetchTaskList: AreaPrefetch = (...route) =>
  void reads().then(
    (prefetch) => prefetch.prefetchTaskList(...route),
    () => undefined,
  );

/** `#/tasks/<taskId>`: the task's details. */
export const prefetchTaskDetail: AreaPrefetch = (...route) =>
  void reads().then(
    (prefetch) => prefetch.prefetchTaskDetail(...route),
    () => undefined,
  );
