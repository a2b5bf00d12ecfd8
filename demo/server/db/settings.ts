import type { Database } from 'better-sqlite3';

export type SettingsRepository = ReturnType<typeof settingsRepository>;

/** Server-wide JSON settings by key. */
export function settingsRepository(db: Database) {
  const select = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
  const upsert = db.prepare<[string, string]>(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  return {
    get<T>(key: string, fallback: T): T {
      const row = select.get(key);
      return row ? (JSON.parse(row.value) as T) : fallback;
    },
    set: (key: string, value: unknown): void => void upsert.run(key, JSON.stringify(value)),
  };
}
