import type { Database } from 'better-sqlite3';

/** Entries kept per db: a typed-down search makes a few per keystroke. */
const MAX_ENTRIES = 500;

interface Entry {
  generation: number;
  value: unknown;
}

/** A small LRU of search results per db, each valid for one generation of the people data. */
export class SearchCache {
  private readonly entries = new Map<string, Entry>();

  remember<T>(key: string, generation: number, compute: () => T): T {
    const hit = this.entries.get(key);
    if (hit && hit.generation === generation) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as T;
    }
    const value = compute();
    this.entries.delete(key);
    this.entries.set(key, { generation, value });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }

  /** The value kept for this generation, without computing one. */
  peek<T>(key: string, generation: number): T | undefined {
    const hit = this.entries.get(key);
    return hit && hit.generation === generation ? (hit.value as T) : undefined;
  }

  /** Keeps a value computed elsewhere (a search worker) for this generation. */
  store(key: string, generation: number, value: unknown): void {
    this.remember(key, generation, () => value);
  }

  clear(): void {
    this.entries.clear();
  }
}

const caches = new WeakMap<Database, SearchCache>();

export function searchCache(db: Database): SearchCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SearchCache()));
  return cache;
}
