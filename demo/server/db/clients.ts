import type { Database } from 'better-sqlite3';
import type { ClientConfig } from './seed/client-config.js';

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

export function clientRepository(db: Database) {
  const all = db.prepare<[], ClientRow>('SELECT * FROM clients ORDER BY CAST(id AS INTEGER), id');
  const one = db.prepare<[string], ClientRow>('SELECT * FROM clients WHERE id = ?');
  return {
    list: (): ClientSummary[] =>
      all
        .all()
        .map((r) => ({ id: r.id, name: r.name, matchCondition: r.match_condition, isDefault: r.is_default === 1 })),
    config(id: string): ClientConfig | undefined {
      const row = one.get(id);
      return row ? (JSON.parse(row.config) as ClientConfig) : undefined;
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
