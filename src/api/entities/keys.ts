/** The one home of the entities' and help desk's query keys, under `['idm', 'entities', <kind>]`. */
export type EntitiesKind = 'definitions' | 'definition' | 'list' | 'item' | 'children' | 'helpdesk' | 'tickets';

export const entitiesKeys = {
  all: ['idm', 'entities'] as const,
  kind: (kind: EntitiesKind) => ['idm', 'entities', kind] as const,
  /** `params` must be JSON-like (TanStack hashes it). */
  of: (kind: EntitiesKind, params: unknown = null) => ['idm', 'entities', kind, params ?? null] as const,
};
