// The details' reader comes in its own chunk (the detail page's, which the console page preloads for a task's
// link), not in the console's first load: the route table is part of it. One module imported lazily (the texts
// beside the reader, not a second lazy import): a module imported both lazily and statically needs a namespace
// object built at run time, the only use of the bundler's runtime helpers in the console page's lazy texts.
import { prefetchInChunk } from '../../core/navigation';

/** `#/tasks/<taskId>`: the task's details and their texts (detail-prefetch-reads.ts). */
export const prefetchTaskDetail = prefetchInChunk(
  () => import('./detail-prefetch-reads'),
  (reads) => reads.prefetchTaskDetail,
);
