import type { Database } from 'better-sqlite3';
import {
  defaultClientConfig,
  type ClientConfig,
  type ClientSection,
  type ClientSetting,
} from './seed/client-config.js';

interface ClientRow {
  id: string;
  name: string;
  match_condition: string;
  is_default: number;
  config: string;
}

/** ClientNode of the swagger (list entries of access/config/clients). */
export interface ClientSummary {
  id: string;
  name: string;
  matchCondition: string;
  isDefault: boolean;
}

export type ClientRepository = ReturnType<typeof clientRepository>;

/** A client's stylesheet: `/custom/css/client-<id>.css`. */
export const clientStyleFile = (clientId: string): string => `client-${clientId}.css`;

export function clientRepository(db: Database) {
  const all = db.prepare<[], ClientRow>('SELECT * FROM clients ORDER BY CAST(id AS INTEGER), id');
  const one = db.prepare<[string], ClientRow>('SELECT * FROM clients WHERE id = ?');
  const insert = db.prepare<[string, string, string, number, string]>(
    'INSERT INTO clients (id, name, match_condition, is_default, config) VALUES (?, ?, ?, ?, ?)',
  );
  const writeConfig = db.prepare<[string, string]>('UPDATE clients SET config = ? WHERE id = ?');
  const rename = db.prepare<[string, string, string]>('UPDATE clients SET name = ?, match_condition = ? WHERE id = ?');
  const remove = db.prepare<[string]>('DELETE FROM clients WHERE id = ? AND is_default = 0');
  const nextId = db.prepare<[], { id: number }>(
    "SELECT COALESCE(MAX(CAST(id AS INTEGER)), 0) + 1 AS id FROM clients WHERE id GLOB '[0-9]*'",
  );
  const styleOf = db.prepare<[string], { css: string; file_name: string }>(
    'SELECT css, file_name FROM client_styles WHERE file_name = ?',
  );
  const putStyle = db.prepare<[string, string, string, number]>(
    `INSERT INTO client_styles (client_id, file_name, css, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (client_id) DO UPDATE SET css = excluded.css, updated_at = excluded.updated_at`,
  );
  const summary = (r: ClientRow): ClientSummary => ({
    id: r.id,
    name: r.name,
    matchCondition: r.match_condition,
    isDefault: r.is_default === 1,
  });
  const config = (id: string): ClientConfig | undefined => {
    const row = one.get(id);
    return row ? (JSON.parse(row.config) as ClientConfig) : undefined;
  };
  return {
    list: (): ClientSummary[] => all.all().map(summary),
    one: (id: string): ClientSummary | undefined => {
      const row = one.get(id);
      return row ? summary(row) : undefined;
    },
    config,
    /** A new client with the default settings; its id is the next number unless one is given. */
    create(input: { id?: string; name: string; matchCondition: string }): ClientSummary {
      const id = input.id ?? String(nextId.get()?.id ?? 2);
      insert.run(id, input.name, input.matchCondition, 0, JSON.stringify(defaultClientConfig()));
      return { id, name: input.name, matchCondition: input.matchCondition, isDefault: false };
    },
    update: (id: string, name: string, matchCondition: string): boolean =>
      rename.run(name, matchCondition, id).changes > 0,
    /** Deletes clients that are not the default; answers the ids deleted. */
    delete: (ids: readonly string[]): string[] => ids.filter((id) => remove.run(id).changes > 0),
    saveSection(id: string, section: ClientSection, settings: ClientSetting[]): ClientSetting[] | undefined {
      const current = config(id);
      if (!current) return undefined;
      writeConfig.run(JSON.stringify({ ...current, [section]: settings }), id);
      return settings;
    },
    restoreSection(id: string, section: ClientSection): ClientSetting[] | undefined {
      return this.saveSection(id, section, defaultClientConfig()[section]);
    },
    style: (fileName: string): string | undefined => styleOf.get(fileName)?.css,
    saveStyle(id: string, css: string, now: number): string {
      const fileName = clientStyleFile(id);
      putStyle.run(id, fileName, css, now);
      return fileName;
    },
  };
}

/** The help-desk contact of a client's settings, as PersonNode.helpdeskDetails wants it. */
export function helpdeskDetails(config: ClientConfig): {
  helpdeskName: string;
  emailAddress: string;
  contactNumber: string;
} {
  const value = (key: string): unknown => config.helpdesk.find((s) => s.key === key)?.value;
  const numbers = value('contactNumber');
  const first = Array.isArray(numbers) ? (numbers[0] as { $?: unknown } | undefined)?.$ : undefined;
  return {
    helpdeskName: String(value('helpdeskName') ?? ''),
    emailAddress: String(value('emailAddress') ?? ''),
    contactNumber: typeof first === 'string' ? first : '',
  };
}
