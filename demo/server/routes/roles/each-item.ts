import type { Database } from 'better-sqlite3';
import { HttpFault } from '../../http/fault.js';
import type { ResponseNode } from './role-delete.js';

/**
 * Each item in its own transaction: one that fails (an HttpFault) is reported and changes nothing, the others go
 * on. Role and resource bulk calls answer with it (`success` only when every item went through).
 */
export function eachItem<T>(
  db: Database,
  items: readonly T[],
  work: (item: T) => ResponseNode,
  describe: (item: T) => { id: string; name: string },
) {
  const succeeded: ResponseNode[] = [];
  const failed: ResponseNode[] = [];
  for (const item of items) {
    try {
      succeeded.push(db.transaction(() => work(item))());
    } catch (error) {
      if (!(error instanceof HttpFault)) throw error;
      failed.push({ ...describe(item), reason: error.message });
    }
  }
  return { success: failed.length === 0 && succeeded.length > 0, succeeded, failed };
}
